import { contactBody, contactReference } from '../../src/lib/contact/contact-form.ts';
import { RATE_RULES } from '../../src/lib/api/rate-rules.ts';
import { contactEmail } from '../../src/lib/email/contact-email.ts';
import { BRAND } from '../../src/lib/site/brand.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { emailSender } from './email-transport.ts';
import { withLogging } from './handler.ts';
import { describeError, log } from './log.ts';
import { hashKey, rateLimited, takeRateLimit } from './rate-limit.ts';
import { readJsonBody } from './read-json.ts';
import { jsonResponse, methodNotAllowed } from './respond.ts';
import { sqlClient } from './sql-client.ts';

/** Delivery attempts before a message is left for a person to look at in the table. */
export const MAX_DELIVERY_ATTEMPTS = 10;

interface StoredMessage {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  created_at: string;
}

/** The team inbox (CONTACT_TO, else the support address). */
const inbox = () => process.env['CONTACT_TO']?.trim() || BRAND.supportEmail;

/** Tries to email one stored message to the team; records the outcome. True when delivered. */
export async function deliverContactMessage(db: SqlClient, row: StoredMessage): Promise<boolean> {
  try {
    await emailSender()(
      contactEmail({
        to: inbox(),
        reference: contactReference(row.id),
        name: row.name,
        email: row.email,
        topic: row.topic,
        message: row.message,
        receivedAt: new Date(row.created_at).toISOString(),
      }),
    );
    await db.query(
      'update public.contact_messages set delivered_at = now(), attempts = attempts + 1, last_error = null where id = $1',
      [row.id],
    );
    return true;
  } catch (error) {
    const { errorMessage } = describeError(error);
    log('warn', 'contact message not delivered yet', { id: row.id, errorMessage });
    await db.query('update public.contact_messages set attempts = attempts + 1, last_error = left($2, 500) where id = $1', [
      row.id,
      errorMessage ?? 'unknown error',
    ]);
    return false;
  }
}

/** Retries undelivered messages, oldest first; returns how many were delivered. */
export async function retryContactMessages(db: SqlClient, limit = 20): Promise<number> {
  const { rows } = await db.query<StoredMessage>(
    `select id, name, email, topic, message, created_at from public.contact_messages
     where delivered_at is null and attempts < $1 order by created_at limit $2`,
    [MAX_DELIVERY_ATTEMPTS, limit],
  );
  let delivered = 0;
  for (const row of rows) if (await deliverContactMessage(db, row)) delivered += 1;
  return delivered;
}

/**
 * POST /api/contact `{ name, email, topic, message, website }` → 200 `{ ok, reference, message }`.
 * Validated here as on the page; a filled honeypot (`website`) gets the same thanks and is
 * dropped; 5 messages an hour per client address and 3 per sender, counted in the database. The
 * message is stored first, then emailed to the team; when email fails it stays stored and is
 * retried (functions/contact-retry.ts), so nothing is lost. No email goes to the address given,
 * so the form cannot be used to send mail to strangers.
 */
export const handleContact = withLogging('contact', async (request, context) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const db = sqlClient();
  const byAddress = await takeRateLimit(RATE_RULES.contactPerAddress, hashKey('ip', context?.ip || 'unknown'), db);
  if (!byAddress.allowed)
    return rateLimited(byAddress, 'You have sent several messages in the last hour. Please wait a little, or email us directly.');
  const body = await readJsonBody(request, contactBody, 16 * 1024);
  if (!body.ok) return body.error;
  const thanks = 'Thank you. We have your message and will reply within two working days.';
  if (body.value.website?.trim()) {
    log('info', 'contact honeypot filled', {});
    return jsonResponse(200, { ok: true, reference: contactReference(crypto.randomUUID()), message: thanks });
  }
  const bySender = await takeRateLimit(RATE_RULES.contactPerEmail, hashKey('email', body.value.email.toLowerCase()), db);
  if (!bySender.allowed)
    return rateLimited(bySender, 'We already have several messages from this address in the last hour. We will reply to those.');
  const { rows } = await db.query<StoredMessage>(
    `insert into public.contact_messages (name, email, topic, message) values ($1, $2, $3, $4)
     returning id, name, email, topic, message, created_at`,
    [body.value.name, body.value.email, body.value.topic, body.value.message],
  );
  const row = rows[0]!;
  // Deliver this one, then any earlier ones an outage left behind (the schedule also retries them).
  if (await deliverContactMessage(db, row)) await retryContactMessages(db, 5);
  return jsonResponse(200, { ok: true, reference: contactReference(row.id), message: thanks });
});
