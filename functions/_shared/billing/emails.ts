/**
 * Sends the billing emails money events queued in public.billing_emails (the event's own
 * transaction queued them, keyed by invoice, credit note or event, so a replayed webhook queues
 * nothing). Each pending row is claimed by exactly one sender (claim_billing_emails, SKIP
 * LOCKED), built from the ledger's figures as they are now, sent through the email adapter
 * (outbox locally, SMTP in production) and marked sent. A failed send goes back to pending and
 * is tried again by the scheduled sweep (functions/billing-reminders.ts), at most 5 times. A
 * row left 'sending' by a crash is not sent again: a missed email is logged, never a second one.
 * Optional reminders the person switched off on /profile are marked skipped.
 */
import { planItemsOf } from '../../../src/lib/billing/catalogue.ts';
import { graceEndsAt } from '../../../src/lib/billing/account-access.ts';
import type { BillingEmailInput, BillingEmailKind } from '../../../src/lib/email/billing/billing-email-input.ts';
import { billingEmail } from '../../../src/lib/email/billing/billing-email.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import { siteUrl } from '../../../src/lib/site/site-url.ts';
import { supplierConfig } from '../../../src/lib/billing/supplier.ts';
import { isDuplicateRefund } from '../../../src/lib/billing/duplicate-plan.ts';
import { invoiceLinkQuery } from './invoice-link.ts';
import { emailSender, type SendEmail } from '../email-transport.ts';
import { describeError, log } from '../log.ts';
import { adminClient } from '../supabase-admin.ts';

interface QueuedEmail {
  key: string;
  user_id: string;
  kind: BillingEmailKind;
  data: Record<string, unknown>;
  attempts: number;
}

interface AccountRow {
  email: string | null;
  first_name: string | null;
  api_credits: number;
  password_set: boolean;
  status: string | null;
  plan: string | null;
  frequency: string | null;
  amount: number | null;
  past_due_since: string | null;
  trial_end: string | null;
  current_period_end: string | null;
  renewal_reminders: boolean | null;
  trial_reminders: boolean | null;
}

const MAX_ATTEMPTS = 5;

/** The site links point at: this machine's runner locally, the configured site in production. */
export function linkOrigin(env: Record<string, string | undefined> = process.env): string {
  return env['LOCAL_SITE_URL']?.trim() || siteUrl(env['SITE_URL']);
}

function planOf(row: AccountRow): BillingEmailInput['plan'] {
  const item = planItemsOf().find((i) => i.plan === row.plan && (i.interval === 'year') === (row.frequency === 'yearly'));
  return item ? { name: item.name, amountPence: row.amount ?? item.pence, yearly: item.interval === 'year' } : null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

async function invoiceFigures(db: SqlClient, userId: string, invoiceId: string | null) {
  if (!invoiceId) return null;
  const { rows } = await db.query<{
    id: string;
    number: string | null;
    description: string;
    total_pence: number;
    tax_pence: number;
    net_pence: number | null;
    lines: { vatRatePercent?: number }[] | null;
    issued_at: string;
    paid_at: string | null;
    period_end: string | null;
    billing_reason: string | null;
    credits: number | null;
    reverse_charge: boolean;
    customer_tax_id: string | null;
  }>(
    `select i.id, i.number, i.description, i.total_pence, i.tax_pence, i.net_pence, i.lines, i.issued_at::text,
            i.paid_at::text, i.period_end::text, i.billing_reason, i.reverse_charge, i.customer_tax_id,
            (select sum(g.credits)::integer from public.billing_grants g
             where g.user_id = i.user_id and (g.source_id = i.id or g.invoice_id = i.id)) as credits
     from public.billing_invoices i where i.id = $1 and i.user_id = $2`,
    [invoiceId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    number: row.number ?? row.id,
    description: row.description,
    totalPence: row.total_pence,
    vatPence: row.tax_pence,
    netPence: row.net_pence ?? row.total_pence - row.tax_pence,
    vatRatePercent: row.lines?.[0]?.vatRatePercent ?? 0,
    issuedAt: row.issued_at,
    paidAt: row.paid_at,
    creditsAdded: row.credits,
    periodEnd: ['subscription_create', 'subscription_cycle', 'subscription_update'].includes(row.billing_reason ?? '')
      ? row.period_end
      : null,
    reverseCharge: row.reverse_charge === true,
    customerTaxId: row.customer_tax_id,
  };
}

async function creditNoteFigures(db: SqlClient, userId: string, id: string | null) {
  if (!id) return null;
  const { rows } = await db.query<{
    id: string;
    number: string;
    invoice_number: string | null;
    total_pence: number;
    tax_pence: number;
    credits_removed: number;
    reason: string | null;
  }>(
    `select id, number, invoice_number, total_pence, tax_pence, credits_removed, reason
     from public.billing_credit_notes where id = $1 and user_id = $2`,
    [id, userId],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        number: row.number,
        invoiceNumber: row.invoice_number,
        totalPence: row.total_pence,
        vatPence: row.tax_pence,
        creditsRemoved: row.credits_removed,
        // stripe-refunds.ts writes this memo on a lost dispute's credit note.
        chargeback: /chargeback/i.test(row.reason ?? ''),
        duplicate: isDuplicateRefund(row.reason),
      }
    : null;
}

/**
 * The footer's trading disclosures from configuration (SUPPLIER_NAME, COMPANY_NUMBER,
 * REGISTERED_OFFICE or else SUPPLIER_ADDRESS): "Brickstack Ltd, registered in England and Wales
 * no. 12345678. Registered office: 1 Example Street, Sale M33 2AU." Null when nothing is set.
 */
function tradingDisclosure(env: Record<string, string | undefined> = process.env): string | null {
  const supplier = supplierConfig(env);
  const number = env['COMPANY_NUMBER']?.trim();
  const office = (
    env['REGISTERED_OFFICE']?.trim() ? supplierConfig({ SUPPLIER_ADDRESS: env['REGISTERED_OFFICE'] }).address : supplier.address
  ).join(', ');
  if (!number && !office) return null;
  const parts = [`${supplier.name}${number ? `, registered in England and Wales no. ${number}` : ''}.`];
  if (office) parts.push(`Registered office: ${office}.`);
  return parts.join(' ');
}

/** A one-time sign-in link for an account made at checkout that has never signed in; null if none can be made. */
async function signInLink(email: string, origin: string): Promise<string | null> {
  try {
    const link = await adminClient().auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: `${origin}/dashboard` },
    });
    return link.error ? null : (link.data.properties?.action_link ?? null);
  } catch (error) {
    log('warn', 'sign-in link for a checkout account not made', describeError(error));
    return null;
  }
}

/** The receipt's 30-day link to the invoice PDF (invoice-link.ts), or null when billing has no key. */
function pdfLink(origin: string, invoiceId: string): string | null {
  const query = invoiceLinkQuery(invoiceId);
  return query ? `${origin.replace(/\/$/, '')}/api/billing/invoice-pdf?${query}` : null;
}

/** The message for one queued email, or 'skip' when the person switched that reminder off. */
async function build(db: SqlClient, email: QueuedEmail) {
  const { rows } = await db.query<AccountRow>(
    `select u.email, p.first_name, p.api_credits, p.password_set, s.status, s.plan, s.frequency, s.amount,
            s.past_due_since::text, s.trial_end::text, s.current_period_end::text,
            e.renewal_reminders, e.trial_reminders
     from public.profile p
     join auth.users u on u.id = p.user_id
     left join public.subscriptions s on s.user_id = p.user_id
     left join public.email_preferences e on e.user_id = p.user_id
     where p.user_id = $1`,
    [email.user_id],
  );
  const account = rows[0];
  if (!account?.email) return 'skip' as const;
  if (email.kind === 'renewal_reminder' && account.renewal_reminders === false) return 'skip' as const;
  if (email.kind === 'trial_ending' && account.trial_reminders === false) return 'skip' as const;
  const origin = linkOrigin();
  const invoice = await invoiceFigures(db, email.user_id, str(email.data['invoiceId']));
  const input: BillingEmailInput = {
    kind: email.kind,
    to: account.email,
    firstName: account.first_name,
    siteUrl: origin,
    // The balance as the event left it (queued with the event), else as it is now.
    balance: typeof email.data['balance'] === 'number' ? email.data['balance'] : account.api_credits,
    plan: planOf(account),
    invoice,
    creditNote: await creditNoteFigures(db, email.user_id, str(email.data['creditNoteId'])),
    graceEndsAt: graceEndsAt(account.status, account.past_due_since)?.toISOString() ?? null,
    endsAt: str(email.data['endsAt']) ?? account.current_period_end,
    renewsAt: str(email.data['renewsAt']) ?? account.current_period_end,
    trialEnd: str(email.data['trialEnd']) ?? account.trial_end,
    recovered: email.data['recovered'] === true,
    wasOverdue: email.data['wasOverdue'] === true,
    trading: tradingDisclosure(),
    signInLink: email.kind === 'receipt' && !account.password_set ? await signInLink(account.email, origin) : null,
    invoiceLink: email.kind === 'receipt' && !account.password_set && invoice ? pdfLink(origin, invoice.id) : null,
  };
  return billingEmail(input);
}

/**
 * Sends the pending billing emails (of one user, or of anyone), up to `limit`. Never throws: a
 * money event is applied whether or not its email could be sent now.
 */
export async function sendPendingBillingEmails(
  db: SqlClient,
  options: { userId?: string | null; limit?: number; send?: SendEmail } = {},
): Promise<{ sent: number; skipped: number; failed: number }> {
  const tally = { sent: 0, skipped: 0, failed: 0 };
  let claimed: QueuedEmail[];
  try {
    ({ rows: claimed } = await db.query<QueuedEmail>('select * from public.claim_billing_emails($1, $2)', [
      options.userId ?? null,
      options.limit ?? 20,
    ]));
  } catch (error) {
    log('error', 'billing emails not claimed', describeError(error));
    return tally;
  }
  for (const email of claimed) {
    try {
      const message = await build(db, email);
      if (message === 'skip') {
        await db.query("update public.billing_emails set status = 'skipped' where key = $1", [email.key]);
        tally.skipped += 1;
        continue;
      }
      await (options.send ?? emailSender())(message);
      await db.query("update public.billing_emails set status = 'sent', sent_at = now() where key = $1", [email.key]);
      tally.sent += 1;
    } catch (error) {
      tally.failed += 1;
      const described = describeError(error);
      log('error', 'billing email not sent', { key: email.key, kind: email.kind, ...described });
      await db
        .query('update public.billing_emails set status = $2, last_error = left($3, 500) where key = $1', [
          email.key,
          email.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          String(described['errorMessage'] ?? 'send failed'),
        ])
        .catch(() => undefined);
    }
  }
  return tally;
}
