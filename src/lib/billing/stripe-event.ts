/**
 * What one Stripe webhook event means for an account, as a list of intents the database applies
 * atomically (public.apply_billing_event). Pure: no Stripe calls, so out-of-order and repeated
 * events are handled by the database's ordering and idempotency rules, not here.
 *
 * Handled (API version 2026-10-28):
 * - `checkout.session.completed` / `checkout.session.async_payment_succeeded`, paid, for a
 *   top-up → a `grant` of the pack's credits, keyed by the session id.
 * - `customer.subscription.created|updated|deleted` → the `subscription` state: plan, price,
 *   period end, cancel-at-period-end, status (active, past_due, paused, canceled).
 * - `invoice.paid` → the `invoice` record, `paid` (trial or past due → active) and, for a new
 *   subscription, a renewal or a plan change (`subscription_update`), a `grant` of the period's
 *   credits keyed by the invoice id; `paid` carries the invoice's plan, which the account takes
 *   only then (the new plan's limits apply once it is paid).
 * - `invoice.payment_failed` → the `invoice` record and, for a renewal, `payment_failed` (→ past due).
 * - `invoice.voided` / `invoice.marked_uncollectible` → the `invoice` record only.
 * - `credit_note.created` → the `credit_note` (a refund), referencing its invoice.
 * Invoice and credit-note intents name the email they send (`email`); the database queues it
 * once per invoice or credit note, and sends the state-change emails (paused, cancelled,
 * reactivated) itself, since only it knows the state before the event.
 * Everything else maps to no intents and is acknowledged.
 */
import { checkoutItem, itemByStripePrice, type CheckoutItem } from './catalogue.ts';
import { creditNoteRecord, invoiceRecord, type CreditNoteRecord, type InvoiceRecord } from './stripe-invoice.ts';
import { supplierConfig } from './supplier.ts';
import { vatConfig } from './vat.ts';

export type { InvoiceRecord } from './stripe-invoice.ts';

/** The emails an invoice event sends (src/lib/email/billing/). */
export type InvoiceEmail = 'receipt' | 'renewal' | 'invoice_available' | 'payment_failed' | 'plan_changed';

/** The parts of a Stripe event this module reads. */
export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export type StoredStatus = 'active' | 'past_due' | 'paused' | 'canceled';

export type BillingIntent =
  | {
      kind: 'subscription';
      subscriptionId: string;
      status: StoredStatus;
      plan: string | null;
      priceId: string | null;
      amountPence: number | null;
      frequency: 'monthly' | 'yearly' | null;
      currentPeriodEnd: string | null;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'grant'; sourceId: string; credits: number; reason: 'plan_credits' | 'top_up'; invoiceId?: string | null }
  | { kind: 'paid'; subscriptionId: string | null; plan: string | null }
  | { kind: 'payment_failed'; subscriptionId: string | null }
  | { kind: 'invoice'; invoice: InvoiceRecord; email: InvoiceEmail | null; subscriptionId: string | null }
  | { kind: 'credit_note'; creditNote: CreditNoteRecord };

export interface BillingUpdate {
  /** The Stripe customer the event is about. */
  customer: string | null;
  /** Our user id when the event carries it (client_reference_id or metadata.user_id). */
  userId: string | null;
  intents: BillingIntent[];
}

type Obj = Record<string, unknown>;
type Env = Record<string, string | undefined>;

const asObj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const asString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const idOf = (value: unknown): string | null => asString(value) ?? asString(asObj(value)['id']);
const isoOf = (seconds: unknown): string | null => {
  const n = asNumber(seconds);
  return n === null ? null : new Date(n * 1000).toISOString();
};
/** The first entry of a Stripe list object (`{ data: [...] }`), or {}. */
const firstOf = (list: unknown): Obj => {
  const data = asObj(list)['data'];
  return asObj(Array.isArray(data) ? data[0] : undefined);
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userIdOf = (...values: unknown[]): string | null => {
  for (const value of values) {
    const text = asString(value);
    if (text && UUID.test(text)) return text.toLowerCase();
  }
  return null;
};

/** Stripe's subscription status as ours; null for states that change nothing yet (incomplete). */
export function storedStatus(stripeStatus: string): StoredStatus | null {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
    case 'paused':
      return 'paused';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null;
  }
}

/**
 * The item a subscription is for: its configured price first (what Stripe bills, even after a
 * price change made in the Dashboard), then our metadata (the local checkout's prices are not
 * configured).
 */
function itemOf(metadata: unknown, priceId: string | null, env: Env): CheckoutItem | null {
  return itemByStripePrice(priceId, env) ?? checkoutItem(asObj(metadata)['item']);
}

function subscriptionIntent(sub: Obj, env: Env, deleted: boolean): BillingIntent | null {
  const subscriptionId = idOf(sub['id']);
  if (!subscriptionId) return null;
  const status = deleted ? 'canceled' : storedStatus(asString(sub['status']) ?? '');
  if (!status) return null;
  const firstItem = firstOf(sub['items']);
  const price = asObj(firstItem['price']);
  const priceId = idOf(price['id']);
  const item = itemOf(sub['metadata'], priceId, env);
  const interval = asString(asObj(price['recurring'])['interval']) ?? (item?.kind === 'plan' ? item.interval : null);
  return {
    kind: 'subscription',
    subscriptionId,
    status,
    plan: item?.kind === 'plan' ? item.plan : null,
    priceId,
    amountPence: asNumber(price['unit_amount']) ?? item?.pence ?? null,
    frequency: interval === 'year' ? 'yearly' : interval === 'month' ? 'monthly' : null,
    currentPeriodEnd: isoOf(firstItem['current_period_end']),
    cancelAtPeriodEnd: sub['cancel_at_period_end'] === true || asNumber(sub['cancel_at']) !== null,
  };
}

/** The price id of an invoice's first line (API 2025-03-31 and later: pricing.price_details.price). */
function invoiceLinePrice(invoice: Obj): string | null {
  const line = firstOf(invoice['lines']);
  return idOf(asObj(asObj(line['pricing'])['price_details'])['price']) ?? idOf(asObj(line['price'])['id']);
}

/**
 * Billing reasons whose payment starts a new period with a new allowance of credits: a new
 * subscription, a renewal, and a plan change (billed at once from a new period: Stripe gives the
 * invoice of a subscription update `subscription_update`).
 */
const GRANTING_REASONS = new Set(['subscription_create', 'subscription_cycle', 'subscription_update']);

/** The email a paid invoice sends: a receipt for a purchase, a renewal, a plan change, or "invoice available" for anything else. */
export function paidInvoiceEmail(billingReason: string, item: CheckoutItem | null): InvoiceEmail {
  if (billingReason === 'subscription_create') return 'receipt';
  if (billingReason === 'subscription_cycle') return 'renewal';
  if (billingReason === 'subscription_update' && item?.kind === 'plan') return 'plan_changed';
  if (billingReason === 'manual' && item?.kind === 'top_up') return 'receipt';
  return 'invoice_available';
}

/** The intents of one event. `env` maps configured Stripe price ids back to items. */
export function billingUpdate(event: StripeEventLike, env: Env): BillingUpdate {
  const object = asObj(event.data?.object);
  const customer = idOf(object['customer']);
  const metadata = asObj(object['metadata']);
  const none: BillingUpdate = { customer, userId: userIdOf(metadata['user_id']), intents: [] };
  const documents = { supplier: supplierConfig(env), vatRatePercent: vatConfig(env).ratePercent };

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const userId = userIdOf(object['client_reference_id'], metadata['user_id']);
      if (object['mode'] !== 'payment' || object['payment_status'] !== 'paid') return { ...none, userId };
      const item = checkoutItem(metadata['item']);
      const sessionId = idOf(object['id']);
      if (!item || item.kind !== 'top_up' || !sessionId) return { ...none, userId };
      const invoiceId = idOf(object['invoice']);
      return {
        customer,
        userId,
        intents: [{ kind: 'grant', sourceId: sessionId, credits: item.credits, reason: 'top_up', invoiceId }],
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const intent = subscriptionIntent(object, env, event.type === 'customer.subscription.deleted');
      return intent ? { ...none, intents: [intent] } : none;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible': {
      const details = asObj(asObj(object['parent'])['subscription_details']);
      const subscriptionId = idOf(details['subscription']);
      // What the invoice charges for is its line's price; the subscription metadata it carries is a
      // snapshot that, for a plan change (a pending update applied on payment), can still name
      // the old plan. Metadata only when the price is not one configured here (the local checkout).
      const item =
        itemByStripePrice(invoiceLinePrice(object), env) ??
        checkoutItem(asObj(details['metadata'])['item']) ??
        checkoutItem(metadata['item']);
      const record = invoiceRecord(object, item, documents);
      const userId = userIdOf(asObj(details['metadata'])['user_id'], metadata['user_id']);
      const reason = asString(object['billing_reason']) ?? '';
      if (event.type === 'invoice.voided' || event.type === 'invoice.marked_uncollectible') {
        // The record only: an invoice cancelled (voided) or written off sends nothing and grants nothing.
        return { customer, userId, intents: record ? [{ kind: 'invoice', invoice: record, email: null, subscriptionId }] : [] };
      }
      const failed = event.type === 'invoice.payment_failed';
      // Only a renewal's failure makes the plan overdue: a failed plan change leaves the plan as it was
      // (Stripe's pending updates), and the customer is told on the page at once.
      const renewal = reason === 'subscription_cycle';
      const email = failed ? (subscriptionId && renewal ? 'payment_failed' : null) : paidInvoiceEmail(reason, item);
      const intents: BillingIntent[] = record ? [{ kind: 'invoice', invoice: record, email, subscriptionId }] : [];
      if (failed) {
        if (subscriptionId && renewal) intents.push({ kind: 'payment_failed', subscriptionId });
        return { customer, userId, intents };
      }
      const plan = item?.kind === 'plan' ? item.plan : null;
      if (subscriptionId) intents.push({ kind: 'paid', subscriptionId, plan });
      const invoiceId = idOf(object['id']);
      // Credits only for money taken: an invoice settled by a credit note or a balance pays nothing.
      const paidPence = asNumber(object['amount_paid']) ?? asNumber(object['total']) ?? 0;
      if (subscriptionId && invoiceId && item?.kind === 'plan' && GRANTING_REASONS.has(reason) && paidPence > 0) {
        intents.push({ kind: 'grant', sourceId: invoiceId, credits: item.credits, reason: 'plan_credits' });
      }
      return { customer, userId, intents };
    }
    case 'credit_note.created': {
      const note = creditNoteRecord(object, documents);
      return note ? { ...none, intents: [{ kind: 'credit_note', creditNote: note }] } : none;
    }
    default:
      return none;
  }
}
