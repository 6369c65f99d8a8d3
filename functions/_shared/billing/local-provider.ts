/**
 * The local test checkout: Stripe's part played on this machine, for `npm start` and the tests,
 * only in local billing mode (a developer's machine, see config.ts). Sessions and subscriptions
 * are rows in public.local_billing_objects. Each step (paying, a renewal, a failed payment, a
 * refund …) builds the Stripe-format events Stripe would send (API version
 * {@link Stripe.API_VERSION}), reads them with the webhook's own code (billingUpdate) and applies
 * them with apply_billing_event in the same transaction as the change to the local records
 * (public.apply_local_billing_step): all or nothing, and once per step even when it is clicked
 * five times at once. The events are kept so the test portal can replay one to the webhook,
 * signed with this process's secret, as Stripe's retries would. No card, no money moves.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { checkoutItem, type CheckoutItem, type PlanItem } from '../../../src/lib/billing/catalogue.ts';
import type { BillingDetails } from '../../../src/lib/billing/request-bodies.ts';
import { billingUpdate } from '../../../src/lib/billing/stripe-event.ts';
import { DUPLICATE_MEMO } from '../../../src/lib/billing/duplicate-plan.ts';
import { savedBillingOf } from '../../../src/lib/billing/saved-billing.ts';
import { chargeFor, isReverseChargeSale, stripeTaxIdType } from '../../../src/lib/billing/customer-tax.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import { linkCustomer } from './account.ts';
import { BillingUnavailableError, billingConfig, localWebhookSecret } from './config.ts';
import { sendPendingBillingEmails } from './emails.ts';
import type { BillingAccount, BillingProvider, CheckoutSummary } from './provider.ts';
import { handleStripeWebhook } from './webhook.ts';

type Json = Record<string, unknown>;

interface LocalSession {
  id: string;
  version: number;
  item: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  customer: string;
  user_id: string;
  email: string;
  guest: boolean;
  subscription: string | null;
  invoice: string | null;
  billing: BillingDetails | null;
}

interface LocalSubscription {
  id: string;
  version: number;
  item: string;
  itemId: string;
  status: string;
  customer: string;
  user_id: string;
  email: string;
  billing: BillingDetails | null;
  period_start: number;
  period_end: number;
  cancel_at_period_end: boolean;
  /** The renewal invoice a failed payment left open; the next successful payment pays it. */
  open_invoice: string | null;
}

/** What the local test portal can make happen, as Stripe would. */
export type LocalSimulation = 'renew' | 'fail' | 'give_up' | 'end_period' | 'refund' | 'replay';

export type LocalOutcome =
  | 'completed'
  | 'not_found'
  | 'already_complete'
  | 'not_allowed'
  | 'conflict'
  /** A plan checkout paid while the account already has a working plan: refused, nothing charged. */
  | 'already_subscribed';

/** The local checkout's extra steps, taken from the test checkout and test portal pages. */
export interface LocalBilling {
  completeCheckout(sessionId: string, userId: string | null, billing: BillingDetails): Promise<LocalOutcome>;
  expireCheckout(sessionId: string, userId: string | null): Promise<LocalOutcome>;
  simulate(account: BillingAccount, what: LocalSimulation): Promise<LocalOutcome>;
}

interface LocalEvent {
  id: string;
  type: string;
  created: string;
  customer: string | null;
  userId: string | null;
  intents: unknown[];
  payload: Json;
}

const randomId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function periodEnd(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** A Stripe-format event and what the webhook's own reading of it says to apply. */
function localEvent(type: string, object: Json): LocalEvent {
  const created = nowSeconds();
  const payload: Json = {
    id: randomId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  const event = { id: payload['id'] as string, type, created, data: { object } };
  const update = billingUpdate(event, process.env);
  return {
    id: event.id,
    type,
    created: new Date(created * 1000).toISOString(),
    customer: update.customer,
    userId: update.userId,
    intents: update.intents,
    payload,
  };
}

/** Stripe's address shape from the billing details. */
function stripeAddress(billing: BillingDetails | null): Json | null {
  if (!billing) return null;
  return {
    line1: billing.line1,
    line2: billing.line2 || null,
    city: billing.city,
    postal_code: billing.postalCode,
    state: null,
    country: billing.country,
  };
}

export function localProvider(db: SqlClient): BillingProvider & LocalBilling {
  const vatRate = () => billingConfig().vat.ratePercent;

  async function load<T>(kind: string, id: string, userId: string | null): Promise<T | null> {
    const { rows } = await db.query<{ data: T }>(
      'select data from public.local_billing_objects where id = $1 and kind = $2 and ($3::uuid is null or user_id = $3::uuid)',
      [id, kind, userId],
    );
    return rows[0]?.data ?? null;
  }

  /** One all-or-nothing step: the guarded object must still be at `version`. */
  async function step(
    userId: string,
    guard: { id: string; version: number } | null,
    objects: { kind: string; data: { id: string } }[],
    events: LocalEvent[],
  ): Promise<LocalOutcome> {
    const { rows } = await db.query<{ outcome: string }>(
      'select public.apply_local_billing_step($1, $2, $3, $4::jsonb, $5::jsonb) as outcome',
      [
        userId,
        guard?.id ?? null,
        guard?.version ?? null,
        JSON.stringify(objects.map((o) => ({ id: o.data.id, kind: o.kind, data: o.data }))),
        JSON.stringify(events),
      ],
    );
    const outcome = rows[0]?.outcome;
    if (outcome === 'completed') await sendPendingBillingEmails(db, { userId });
    return outcome === 'not_found' ? 'not_found' : outcome === 'conflict' ? 'conflict' : 'completed';
  }

  /** The name and billing address on the user's last invoice, to fill the test checkout in again. */
  async function savedBilling(userId: string): Promise<CheckoutSummary['savedBilling']> {
    const { rows } = await db.query<{ customer_name: string | null; customer_address: unknown; customer_tax_id: string | null }>(
      `select customer_name, customer_address, customer_tax_id from public.billing_invoices
       where user_id = $1 and customer_name is not null and customer_address is not null
       order by issued_at desc limit 1`,
      [userId],
    );
    return rows[0] ? savedBillingOf(rows[0]) : null;
  }

  /**
   * Whether the account already has a plan that works (active or past due): a second plan
   * checkout is refused before payment. Two paid at the same instant both pass this check; the
   * database then retires the second as a duplicate and closeRetired refunds it.
   */
  async function hasWorkingPlan(userId: string): Promise<boolean> {
    const { rows } = await db.query(
      `select 1 from public.subscriptions
       where user_id = $1 and provider_subscription_id is not null and status in ('active', 'past_due')`,
      [userId],
    );
    return rows.length > 0;
  }

  async function customerFor(account: BillingAccount): Promise<string> {
    return account.customerId ?? linkCustomer(db, account.userId, randomId('cus'));
  }

  function subscriptionObject(sub: LocalSubscription): Json {
    const item = checkoutItem(sub.item) as PlanItem;
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancel_at_period_end,
      cancel_at: sub.cancel_at_period_end ? sub.period_end : null,
      created: sub.period_start,
      metadata: { item: item.id, user_id: sub.user_id },
      items: {
        object: 'list',
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            current_period_start: sub.period_start,
            current_period_end: sub.period_end,
            price: {
              id: `price_local_${item.id}`,
              object: 'price',
              currency: 'gbp',
              unit_amount: item.pence,
              recurring: { interval: item.interval, interval_count: 1 },
            },
          },
        ],
      },
    };
  }

  function invoiceObject(
    item: CheckoutItem,
    payer: { customer: string; user_id: string; email: string; billing: BillingDetails | null },
    reason: string,
    paid: boolean,
    sub: LocalSubscription | null,
    id = randomId('in'),
  ): Json {
    // A business abroad pays the price less the UK VAT, with no VAT (reverse charge), as Stripe
    // records it: a tax of 0 whose taxability_reason is reverse_charge, and the customer's tax id.
    const reverse = payer.billing ? isReverseChargeSale(payer.billing) : false;
    const { totalPence, netPence, vatPence } = chargeFor(item.pence, vatRate(), reverse);
    const created = nowSeconds();
    const metadata = { item: item.id, user_id: payer.user_id };
    const tax = reverse
      ? { amount: 0, tax_behavior: 'exclusive', taxability_reason: 'reverse_charge', taxable_amount: netPence }
      : { amount: vatPence, tax_behavior: 'inclusive', taxability_reason: 'standard_rated', taxable_amount: netPence };
    const taxId = payer.billing?.taxId;
    return {
      id,
      object: 'invoice',
      customer: payer.customer,
      customer_email: payer.email,
      customer_name: payer.billing?.name ?? null,
      customer_address: stripeAddress(payer.billing),
      customer_tax_ids: taxId ? [{ type: stripeTaxIdType(payer.billing!.country) ?? 'unknown', value: taxId }] : [],
      // Numbered by the database from the gapless series when it is recorded.
      number: null,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      currency: 'gbp',
      subtotal: totalPence,
      total: totalPence,
      total_excluding_tax: netPence,
      amount_paid: paid ? totalPence : 0,
      total_taxes: [{ ...tax, type: 'tax_rate_details' }],
      hosted_invoice_url: `/billing/invoice?id=${id}`,
      invoice_pdf: `/api/billing/invoice-pdf?id=${id}`,
      created,
      effective_at: created,
      status_transitions: { finalized_at: created, paid_at: paid ? created : null },
      metadata: sub ? {} : metadata,
      parent: sub ? { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata } } : null,
      lines: {
        object: 'list',
        data: [
          {
            id: randomId('il'),
            object: 'line_item',
            description: item.name,
            amount: totalPence,
            quantity: 1,
            period: { start: sub?.period_start ?? created, end: sub?.period_end ?? created },
            pricing: {
              type: 'price_details',
              price_details: { price: `price_local_${item.id}`, product: `prod_local_${item.id}` },
              unit_amount_decimal: String(totalPence),
            },
            taxes: [{ ...tax, type: 'tax_rate_details', tax_rate_details: { tax_rate: 'txr_local_standard' } }],
          },
        ],
      },
    };
  }

  /** What a session charges: the price, or less its UK VAT for a business abroad (once its details are known). */
  function sessionCharge(session: LocalSession, item: CheckoutItem) {
    return chargeFor(item.pence, vatRate(), session.billing ? isReverseChargeSale(session.billing) : false);
  }

  function sessionObject(session: LocalSession, item: CheckoutItem): Json {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: item.kind === 'plan' ? 'subscription' : 'payment',
      status: session.status,
      payment_status: session.paid ? 'paid' : 'unpaid',
      customer: session.customer,
      customer_details: { email: session.email, name: session.billing?.name ?? null, address: stripeAddress(session.billing) },
      client_reference_id: session.user_id,
      metadata: { item: item.id, user_id: session.user_id },
      amount_total: sessionCharge(session, item).totalPence,
      currency: 'gbp',
      total_details: { amount_tax: sessionCharge(session, item).vatPence },
      subscription: session.subscription,
      invoice: session.invoice,
    };
  }

  async function currentSubscription(account: BillingAccount): Promise<LocalSubscription> {
    const sub = account.subscriptionId
      ? await load<LocalSubscription>('subscription', account.subscriptionId, account.userId)
      : null;
    if (!sub) throw new BillingUnavailableError('There is no subscription to change.');
    return { ...sub, version: sub.version ?? 0 };
  }

  /** The subscription at its next version, told to the webhook as `type`. */
  function subscriptionStep(sub: LocalSubscription, type = 'customer.subscription.updated') {
    const next = { ...sub, version: sub.version + 1 };
    return { object: { kind: 'subscription', data: next }, event: localEvent(type, subscriptionObject(next)) };
  }

  async function changeSubscription(sub: LocalSubscription): Promise<void> {
    const { object, event } = subscriptionStep(sub);
    const outcome = await step(sub.user_id, { id: sub.id, version: sub.version }, [object], [event]);
    if (outcome !== 'completed') throw new BillingUnavailableError('The subscription changed meanwhile. Please try again.');
  }

  /**
   * A `credit_note.created` event for the whole of an invoice: a refund of a paid one
   * (post_payment), or the cancellation of an unpaid one (pre_payment) before it is voided.
   */
  function creditNoteEvent(
    customer: string,
    invoice: { id: string; total_pence: number; tax_pence: number; description: string },
    type: 'post_payment' | 'pre_payment',
    memo?: string,
  ): LocalEvent {
    const vatPence = invoice.tax_pence;
    const netPence = invoice.total_pence - vatPence;
    const created = nowSeconds();
    const tax = { amount: vatPence, tax_behavior: 'inclusive', taxable_amount: netPence, type: 'tax_rate_details' };
    return localEvent('credit_note.created', {
      id: randomId('cn'),
      object: 'credit_note',
      customer,
      invoice: invoice.id,
      number: null,
      status: 'issued',
      type,
      reason: memo ? 'duplicate' : type === 'post_payment' ? 'requested_by_customer' : 'order_change',
      memo: memo ?? (type === 'post_payment' ? 'Refund of the full payment' : 'Cancellation of an unpaid invoice'),
      currency: 'gbp',
      amount: invoice.total_pence,
      total: invoice.total_pence,
      total_excluding_tax: netPence,
      total_taxes: [tax],
      created,
      effective_at: created,
      lines: {
        object: 'list',
        data: [
          {
            id: randomId('cnli'),
            object: 'credit_note_line_item',
            description: invoice.description,
            amount: invoice.total_pence,
            quantity: 1,
            taxes: [tax],
          },
        ],
      },
    });
  }

  /** Refunds the account's newest paid invoice in full with a credit note. */
  async function refundLatest(account: BillingAccount): Promise<LocalOutcome> {
    const { rows } = await db.query<{ id: string; total_pence: number; tax_pence: number; description: string }>(
      `select id, total_pence, tax_pence, description from public.billing_invoices
       where user_id = $1 and status = 'paid' order by issued_at desc, id desc limit 1`,
      [account.userId],
    );
    const invoice = rows[0];
    if (!invoice || !account.customerId) return 'not_allowed';
    return step(account.userId, null, [], [creditNoteEvent(account.customerId, invoice, 'post_payment')]);
  }

  /**
   * The events that cancel a subscription's unpaid invoice as Stripe's void does, with a credit
   * note first so our gapless series records the cancellation (HMRC: a VAT invoice issued is
   * cancelled by a credit note, not deleted).
   */
  async function voidOpenInvoice(sub: LocalSubscription): Promise<LocalEvent[]> {
    if (!sub.open_invoice) return [];
    const item = checkoutItem(sub.item) as PlanItem;
    const { rows } = await db.query<{ id: string; total_pence: number; tax_pence: number; description: string }>(
      `select id, total_pence, tax_pence, description from public.billing_invoices
       where id = $1 and user_id = $2 and status = 'open'`,
      [sub.open_invoice, sub.user_id],
    );
    const open = rows[0];
    if (!open) return [];
    const voided = { ...invoiceObject(item, sub, 'subscription_cycle', false, sub, open.id), status: 'void' };
    return [creditNoteEvent(sub.customer, open, 'pre_payment'), localEvent('invoice.voided', voided)];
  }

  /** Ends a subscription now (an overdue plan cancelled, or one a new plan replaced), voiding its unpaid invoice. */
  async function endNow(sub: LocalSubscription): Promise<LocalOutcome> {
    if (sub.status === 'canceled') return 'completed';
    const voids = await voidOpenInvoice(sub);
    const ended = subscriptionStep(
      { ...sub, status: 'canceled', open_invoice: null, cancel_at_period_end: false },
      'customer.subscription.deleted',
    );
    return step(sub.user_id, { id: sub.id, version: sub.version }, [ended.object], [...voids, ended.event]);
  }

  /**
   * Refunds in full, with a credit note each, the paid invoices of a second plan paid while the
   * first was working (apply_billing_event retired it as a duplicate). Its refund email is the
   * one email of the duplicate; repeats find the invoice refunded and make none.
   */
  async function refundDuplicate(userId: string, customer: string, subscriptionId: string): Promise<void> {
    const { rows } = await db.query<{ id: string; total_pence: number; tax_pence: number; description: string }>(
      `select id, total_pence, tax_pence, description from public.billing_invoices
       where user_id = $1 and subscription_id = $2 and status = 'paid' and total_pence > 0`,
      [userId, subscriptionId],
    );
    for (const invoice of rows) {
      await step(userId, null, [], [creditNoteEvent(customer, invoice, 'post_payment', DUPLICATE_MEMO)]);
    }
  }

  /** Cancels, at the provider, the subscriptions a newer one replaced (see apply_billing_event). */
  async function closeRetired(userId: string): Promise<void> {
    const { rows } = await db.query<{ subscription_id: string; reason: string }>(
      'select subscription_id, reason from public.billing_retired_subscriptions where user_id = $1 and not provider_closed',
      [userId],
    );
    for (const row of rows) {
      const sub = await load<LocalSubscription>('subscription', row.subscription_id, userId);
      if (row.reason === 'duplicate' && sub?.customer) await refundDuplicate(userId, sub.customer, row.subscription_id);
      if (sub) await endNow({ ...sub, version: sub.version ?? 0 });
      await db.query('update public.billing_retired_subscriptions set provider_closed = true where subscription_id = $1', [
        row.subscription_id,
      ]);
    }
  }

  /** Delivers the account's newest event to the webhook again, signed as Stripe signs it. */
  async function replayLatest(account: BillingAccount): Promise<LocalOutcome> {
    const { rows } = await db.query<{ data: Json }>(
      `select data from public.local_billing_objects where user_id = $1 and kind = 'event'
       order by created_at desc, id desc limit 1`,
      [account.userId],
    );
    if (!rows[0]) return 'not_allowed';
    const payload = JSON.stringify(rows[0].data);
    const response = await handleStripeWebhook(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: localWebhookSecret() }),
        },
        body: payload,
      }),
    );
    if (!response.ok) throw new Error(`The webhook refused the replayed event (${response.status}).`);
    return 'completed';
  }

  return {
    mode: 'local',

    async createCheckout(account, item, _origin, options) {
      const session: LocalSession = {
        id: randomId('cs'),
        version: 0,
        item: item.id,
        status: 'open',
        paid: false,
        customer: await customerFor(account),
        user_id: account.userId,
        email: account.email,
        guest: options?.guest === true,
        subscription: null,
        invoice: null,
        billing: null,
      };
      await db.query(
        `insert into public.local_billing_objects (id, kind, user_id, data) values ($1, 'checkout_session', $2, $3::jsonb)`,
        [session.id, account.userId, JSON.stringify(session)],
      );
      return { url: `/${session.guest ? 'checkout' : 'billing/test-checkout'}?session=${session.id}` };
    },

    async readCheckout(sessionId, userId) {
      const session = await load<LocalSession>('checkout_session', sessionId, userId);
      const item = session && checkoutItem(session.item);
      if (!session || !item || (!userId && !session.guest)) return null;
      const summary: CheckoutSummary = {
        sessionId: session.id,
        item,
        status: session.status,
        paid: session.paid,
        totalPence: sessionCharge(session, item).totalPence,
        taxPence: sessionCharge(session, item).vatPence,
        guest: session.guest === true,
        email: session.email,
        invoiceId: session.invoice,
        savedBilling: userId && session.status === 'open' ? await savedBilling(userId) : null,
      };
      return summary;
    },

    async completeCheckout(sessionId, userId, billing) {
      const session = await load<LocalSession>('checkout_session', sessionId, userId);
      const item = session && checkoutItem(session.item);
      if (!session || !item || (!userId && !session.guest)) return 'not_found';
      if (session.status !== 'open') return 'already_complete';
      if (item.kind === 'plan' && (await hasWorkingPlan(session.user_id))) return 'already_subscribed';
      const paid: LocalSession = { ...session, version: (session.version ?? 0) + 1, status: 'complete', paid: true, billing };
      const payer = { customer: paid.customer, user_id: paid.user_id, email: paid.email, billing };
      const objects: { kind: string; data: { id: string } }[] = [];
      const events: LocalEvent[] = [];
      if (item.kind === 'plan') {
        const start = nowSeconds();
        const sub: LocalSubscription = {
          id: randomId('sub'),
          version: -1,
          item: item.id,
          itemId: randomId('si'),
          status: 'active',
          customer: paid.customer,
          user_id: paid.user_id,
          email: paid.email,
          billing,
          period_start: start,
          period_end: periodEnd(start, item.interval),
          cancel_at_period_end: false,
          open_invoice: null,
        };
        const created = subscriptionStep(sub, 'customer.subscription.created');
        const invoice = invoiceObject(item, payer, 'subscription_create', true, created.object.data);
        paid.subscription = sub.id;
        paid.invoice = invoice['id'] as string;
        objects.push(created.object);
        events.push(created.event, localEvent('invoice.paid', invoice));
      } else {
        const invoice = invoiceObject(item, payer, 'manual', true, null);
        paid.invoice = invoice['id'] as string;
        events.push(localEvent('invoice.paid', invoice));
      }
      events.push(localEvent('checkout.session.completed', sessionObject(paid, item)));
      objects.unshift({ kind: 'checkout_session', data: paid });
      const outcome = await step(paid.user_id, { id: session.id, version: session.version ?? 0 }, objects, events);
      if (outcome === 'completed') await closeRetired(paid.user_id);
      return outcome === 'conflict' ? 'already_complete' : outcome;
    },

    async expireCheckout(sessionId, userId) {
      const session = await load<LocalSession>('checkout_session', sessionId, userId);
      if (!session || (!userId && !session.guest)) return 'not_found';
      if (session.status !== 'open') return 'already_complete';
      const expired = { ...session, version: (session.version ?? 0) + 1, status: 'expired' };
      const outcome = await step(
        session.user_id,
        { id: session.id, version: session.version ?? 0 },
        [{ kind: 'checkout_session', data: expired }],
        [],
      );
      return outcome === 'conflict' ? 'already_complete' : outcome;
    },

    async setCancelAtPeriodEnd(account, cancel) {
      const sub = await currentSubscription(account);
      await changeSubscription({ ...sub, cancel_at_period_end: cancel });
    },

    async changePlan(account, item) {
      // As Stripe with billing_cycle_anchor=now and pending updates: a new period starts today,
      // its invoice (subscription_update) is paid at once, and only then does the plan change.
      const sub = await currentSubscription(account);
      if (sub.item === item.id || sub.status !== 'active') throw new BillingUnavailableError('That plan cannot be chosen now.');
      const start = nowSeconds();
      const changed: LocalSubscription = {
        ...sub,
        item: item.id,
        period_start: start,
        period_end: periodEnd(start, item.interval),
        cancel_at_period_end: false,
      };
      const invoice = invoiceObject(item, sub, 'subscription_update', true, changed);
      const updated = subscriptionStep(changed);
      const outcome = await step(
        sub.user_id,
        { id: sub.id, version: sub.version },
        [updated.object],
        [localEvent('invoice.paid', invoice), updated.event],
      );
      if (outcome !== 'completed') throw new BillingUnavailableError('The subscription changed meanwhile. Please try again.');
    },

    async cancelNow(account) {
      const sub = await currentSubscription(account);
      const outcome = await endNow(sub);
      if (outcome !== 'completed') throw new BillingUnavailableError('The subscription changed meanwhile. Please try again.');
    },

    async overdueInvoiceUrl() {
      return '/billing/test-checkout?portal=1&overdue=1';
    },

    async closeRetired(account) {
      await closeRetired(account.userId);
    },

    async portalUrl() {
      return '/billing/test-checkout?portal=1';
    },

    async readInvoice() {
      return null;
    },

    async simulate(account, what) {
      if (what === 'refund') return refundLatest(account);
      if (what === 'replay') return replayLatest(account);
      const sub = await currentSubscription(account);
      const item = checkoutItem(sub.item) as PlanItem;
      const guard = { id: sub.id, version: sub.version };
      if (what === 'renew') {
        if (sub.status === 'canceled') return 'not_allowed';
        const renewed: LocalSubscription = { ...sub, status: 'active', open_invoice: null };
        if (!sub.open_invoice) {
          renewed.period_start = nowSeconds();
          renewed.period_end = periodEnd(renewed.period_start, item.interval);
        }
        const invoice = invoiceObject(item, sub, 'subscription_cycle', true, renewed, sub.open_invoice ?? undefined);
        const updated = subscriptionStep(renewed);
        return step(sub.user_id, guard, [updated.object], [localEvent('invoice.paid', invoice), updated.event]);
      }
      if (what === 'fail') {
        if (sub.status !== 'active' && sub.status !== 'past_due') return 'not_allowed';
        const invoice = invoiceObject(item, sub, 'subscription_cycle', false, sub, sub.open_invoice ?? undefined);
        const updated = subscriptionStep({ ...sub, status: 'past_due', open_invoice: invoice['id'] as string });
        return step(sub.user_id, guard, [updated.object], [localEvent('invoice.payment_failed', invoice), updated.event]);
      }
      if (what === 'give_up') {
        if (sub.status !== 'past_due') return 'not_allowed';
        const updated = subscriptionStep({ ...sub, status: 'unpaid' });
        return step(sub.user_id, guard, [updated.object], [updated.event]);
      }
      if (!sub.cancel_at_period_end) return 'not_allowed';
      const ended = subscriptionStep({ ...sub, status: 'canceled' }, 'customer.subscription.deleted');
      return step(sub.user_id, guard, [ended.object], [ended.event]);
    },
  };
}
