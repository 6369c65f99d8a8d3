import Stripe from 'stripe';
import { billingUpdate, type StripeEventLike } from '../../../src/lib/billing/stripe-event.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import { withLogging } from '../handler.ts';
import { describeError, log } from '../log.ts';
import { jsonError, jsonResponse, methodNotAllowed, serviceUnavailable } from '../respond.ts';
import { sqlClient } from '../sql-client.ts';
import { billingConfig, reportBillingStartup, type BillingConfig } from './config.ts';
import { creditNoteForLostDispute, creditNotesForRefundedCharge } from './stripe-refunds.ts';
import { stripeClient, stripeProvider } from './stripe-provider.ts';
import { sendPendingBillingEmails } from './emails.ts';

/** Stripe's events are far below this; anything bigger is not an event. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook: the only way plan, status and credits change after a payment.
 * Verifies the `Stripe-Signature` header against the raw body (Stripe's library, 5-minute
 * tolerance), then applies the event's intents in one database transaction
 * (public.apply_billing_event), which ignores a repeated event id and status changes older than
 * the last one applied, and queues the event's email in the same transaction; the queued emails
 * are sent after it commits. 400 for a missing or bad signature (nothing stored); 200 once
 * applied, repeated or not about any of our accounts; 500 if the database fails, so Stripe
 * retries; 503 when billing is off (local mode refused here, or no keys).
 */
export const handleStripeWebhook = withLogging('stripe-webhook', async (request) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  reportBillingStartup();
  const config = billingConfig();
  if (config.mode === 'off' || !config.webhookSecret) return serviceUnavailable();
  const signature = request.headers.get('stripe-signature');
  if (!signature) return jsonError(400, 'invalid_signature', 'The Stripe-Signature header is missing.');
  const body = await request.text();
  if (body.length > MAX_EVENT_BYTES) return jsonError(413, 'payload_too_large', 'The event is too large.');
  let event: StripeEventLike;
  try {
    event = (await Stripe.webhooks.constructEventAsync(body, signature, config.webhookSecret)) as unknown as StripeEventLike;
  } catch {
    log('warn', 'webhook signature refused', {});
    return jsonError(400, 'invalid_signature', 'The Stripe-Signature header does not match this event.');
  }
  const db = sqlClient();
  // Money back made outside the product becomes a credit note first (idempotent, so a retried
  // event after a failure here makes none twice); Stripe then sends credit_note.created.
  if (config.mode === 'stripe') await refundsToCreditNotes(db, config, event);
  const outcome = await applyEvent(db, event);
  if (outcome === 'early') {
    // A credit note before its invoice (events come in no fixed order): nothing was kept, and
    // Stripe delivers the event again later, by when the invoice is recorded.
    log('info', 'billing event came before what it refers to: Stripe will retry', { event: event.id, type: event.type });
    return jsonError(503, 'retry_later', 'This event refers to an invoice not recorded yet. Send it again later.', {
      'retry-after': '60',
    });
  }
  if (outcome === 'applied') await sendPendingBillingEmails(db);
  if (outcome === 'applied' && event.type === 'invoice.paid') warnIfAbroad(event);
  // A new plan replacing an unpaid one: cancel the old one at Stripe and void its invoice. Tried
  // again with the account's next event until done (provider_closed); a failure here is logged,
  // never a 500 that would make Stripe retry (and in the end disable) every later event.
  if (config.mode === 'stripe' && (outcome === 'applied' || outcome === 'duplicate')) {
    try {
      const userId = await accountOf(db, idOf(event.data.object['customer']));
      if (userId) await stripeProvider(db, config).closeRetired({ userId });
    } catch (error) {
      log('error', 'replaced subscription not closed at Stripe yet', { event: event.id, ...describeError(error) });
    }
  }
  if (outcome === 'unknown_customer') log('warn', 'billing event for an unknown customer', { event: event.id, type: event.type });
  return jsonResponse(200, { received: true, outcome });
});

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? (((value as Record<string, unknown>)['id'] as string) ?? null)
      : null;

async function accountOf(db: SqlClient, customer: string | null): Promise<string | null> {
  if (!customer) return null;
  const { rows } = await db.query<{ user_id: string }>(
    'select user_id from public.subscriptions where provider_customer_id = $1',
    [customer],
  );
  return rows[0]?.user_id ?? null;
}

/** charge.refunded and lost disputes of our customers' payments, as Stripe credit notes (stripe-refunds.ts). */
async function refundsToCreditNotes(db: SqlClient, config: BillingConfig, event: StripeEventLike): Promise<void> {
  const object = event.data.object;
  if (event.type !== 'charge.refunded' && event.type !== 'charge.dispute.closed') return;
  const customer = idOf(object['customer']) ?? idOf(asRecord(object['charge'])['customer']);
  if (event.type === 'charge.refunded' && !(await accountOf(db, customer))) return;
  const stripe = stripeClient(config);
  const made =
    event.type === 'charge.refunded'
      ? await creditNotesForRefundedCharge(stripe, object)
      : await creditNoteForLostDispute(stripe, object);
  if (made > 0) log('info', 'credit notes made for money returned outside the product', { event: event.id, made });
}

/**
 * Outside the UK only businesses buy, with their VAT number (billing-lifecycle.md, "VAT by
 * customer"), asked before Checkout; a paid invoice to an address abroad without a tax id slipped
 * past that (a Dashboard invoice, an address changed in the portal) and is logged for the operator
 * to refund or re-invoice.
 */
function warnIfAbroad(event: StripeEventLike): void {
  const address = asRecord(event.data.object['customer_address']);
  const country = typeof address['country'] === 'string' ? address['country'].toUpperCase() : null;
  const taxIds = event.data.object['customer_tax_ids'];
  if (country && country !== 'GB' && !(Array.isArray(taxIds) && taxIds.length > 0)) {
    log('warn', 'payment from a consumer address outside the UK: check its VAT', { event: event.id, country });
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * Applies one verified event; 'applied', 'duplicate', 'unknown_customer', or 'early' when it
 * refers to an invoice not recorded yet (nothing kept: to be delivered again).
 */
export async function applyEvent(db: SqlClient, event: StripeEventLike): Promise<string> {
  const update = billingUpdate(event, process.env);
  if (update.intents.length === 0 && !update.customer && !update.userId) return 'ignored';
  try {
    const { rows } = await db.query<{ outcome: string }>(
      'select public.apply_billing_event($1, $2, $3, $4, $5, $6::jsonb) as outcome',
      [
        event.id,
        event.type,
        new Date(event.created * 1000).toISOString(),
        update.customer,
        update.userId,
        JSON.stringify(update.intents),
      ],
    );
    return rows[0]?.outcome ?? 'applied';
  } catch (error) {
    const hint = (error as { hint?: unknown }).hint;
    if ((error as { code?: unknown }).code === '55000' && hint === 'billing_event_early') return 'early';
    throw error;
  }
}
