/**
 * The local test checkout: Stripe's part played on this machine, for `npm start` and the tests
 * when no Stripe key is set. Sessions and subscriptions are rows in public.local_billing_objects;
 * every change is told to the webhook handler as a Stripe-format event (API version
 * {@link Stripe.API_VERSION}) signed with LOCAL_WEBHOOK_SECRET by the library's own test-header
 * helper, so plans, statuses and credits change through exactly the code Stripe's events take.
 * No card is asked for and no money moves; the pages say so.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { checkoutItem, type CheckoutItem, type PlanItem } from '../../../src/lib/billing/catalogue.ts';
import { vatIncluded } from '../../../src/lib/billing/vat.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import { linkCustomer } from './account.ts';
import { BillingUnavailableError, LOCAL_WEBHOOK_SECRET, billingConfig } from './config.ts';
import type { BillingAccount, BillingProvider, CheckoutSummary } from './provider.ts';
import { handleStripeWebhook } from './webhook.ts';

type Json = Record<string, unknown>;

interface LocalSession {
  id: string;
  item: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  customer: string;
  user_id: string;
  subscription: string | null;
}

interface LocalSubscription {
  id: string;
  item: string;
  itemId: string;
  status: string;
  customer: string;
  user_id: string;
  period_start: number;
  period_end: number;
  cancel_at_period_end: boolean;
}

/** What the local test portal can make happen to a subscription, as Stripe would. */
export type LocalSimulation = 'renew' | 'fail' | 'give_up' | 'end_period';

const randomId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function periodEnd(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** Signs an event as Stripe would and hands it to the webhook handler; throws unless it is accepted. */
export async function deliverLocalEvent(type: string, object: Json): Promise<void> {
  const event = {
    id: randomId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  const response = await handleStripeWebhook(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }),
  );
  if (!response.ok) throw new Error(`The webhook refused the local ${type} event (${response.status}).`);
}

export function localProvider(db: SqlClient): BillingProvider & LocalBilling {
  const vatRate = () => billingConfig().vat.ratePercent;

  async function save(kind: 'checkout_session' | 'subscription', userId: string, data: { id: string }): Promise<void> {
    await db.query(
      `insert into public.local_billing_objects (id, kind, user_id, data) values ($1, $2, $3, $4::jsonb)
       on conflict (id) do update set data = excluded.data, updated_at = now()`,
      [data.id, kind, userId, JSON.stringify(data)],
    );
  }

  async function load<T>(kind: string, id: string, userId: string): Promise<T | null> {
    const { rows } = await db.query<{ data: T }>(
      'select data from public.local_billing_objects where id = $1 and kind = $2 and user_id = $3',
      [id, kind, userId],
    );
    return rows[0]?.data ?? null;
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
    customer: string,
    userId: string,
    reason: string,
    paid: boolean,
    sub: LocalSubscription | null,
  ): Json {
    const id = randomId('in');
    const { netPence, vatPence } = vatIncluded(item.pence, vatRate());
    const created = nowSeconds();
    const metadata = { item: item.id, user_id: userId };
    return {
      id,
      object: 'invoice',
      customer,
      number: `LOCAL-${id.slice(-8).toUpperCase()}`,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      currency: 'gbp',
      subtotal: item.pence,
      total: item.pence,
      total_excluding_tax: netPence,
      amount_paid: paid ? item.pence : 0,
      total_taxes: [
        { amount: vatPence, tax_behavior: 'inclusive', taxability_reason: 'standard_rated', taxable_amount: netPence },
      ],
      hosted_invoice_url: `/billing/invoice?id=${id}`,
      invoice_pdf: null,
      created,
      metadata: sub ? {} : metadata,
      parent: sub ? { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata } } : null,
      lines: {
        object: 'list',
        data: [
          {
            id: randomId('il'),
            object: 'line_item',
            description: item.name,
            amount: item.pence,
            period: { start: sub?.period_start ?? created, end: sub?.period_end ?? created },
            pricing: {
              type: 'price_details',
              price_details: { price: `price_local_${item.id}`, product: `prod_local_${item.id}` },
            },
          },
        ],
      },
    };
  }

  function sessionObject(session: LocalSession, item: CheckoutItem): Json {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: item.kind === 'plan' ? 'subscription' : 'payment',
      status: session.status,
      payment_status: session.paid ? 'paid' : 'unpaid',
      customer: session.customer,
      client_reference_id: session.user_id,
      metadata: { item: item.id, user_id: session.user_id },
      amount_total: item.pence,
      currency: 'gbp',
      total_details: { amount_tax: vatIncluded(item.pence, vatRate()).vatPence },
      subscription: session.subscription,
    };
  }

  async function currentSubscription(account: BillingAccount): Promise<LocalSubscription> {
    const sub = account.subscriptionId
      ? await load<LocalSubscription>('subscription', account.subscriptionId, account.userId)
      : null;
    if (!sub) throw new BillingUnavailableError('There is no subscription to change.');
    return sub;
  }

  async function updateSubscription(sub: LocalSubscription, type = 'customer.subscription.updated'): Promise<void> {
    await save('subscription', sub.user_id, sub);
    await deliverLocalEvent(type, subscriptionObject(sub));
  }

  return {
    mode: 'local',

    async createCheckout(account, item) {
      const session: LocalSession = {
        id: randomId('cs'),
        item: item.id,
        status: 'open',
        paid: false,
        customer: await customerFor(account),
        user_id: account.userId,
        subscription: null,
      };
      await save('checkout_session', account.userId, session);
      return { url: `/billing/test-checkout?session=${session.id}` };
    },

    async readCheckout(sessionId, userId) {
      const session = await load<LocalSession>('checkout_session', sessionId, userId);
      const item = session && checkoutItem(session.item);
      if (!session || !item) return null;
      const summary: CheckoutSummary = {
        sessionId: session.id,
        item,
        status: session.status,
        paid: session.paid,
        totalPence: item.pence,
        taxPence: vatIncluded(item.pence, vatRate()).vatPence,
      };
      return summary;
    },

    async completeCheckout(sessionId, userId) {
      const session = await load<LocalSession>('checkout_session', sessionId, userId);
      const item = session && checkoutItem(session.item);
      if (!session || !item) return 'not_found';
      if (session.status !== 'open') return 'already_complete';
      session.status = 'complete';
      session.paid = true;
      if (item.kind === 'plan') {
        const start = nowSeconds();
        const sub: LocalSubscription = {
          id: randomId('sub'),
          item: item.id,
          itemId: randomId('si'),
          status: 'active',
          customer: session.customer,
          user_id: userId,
          period_start: start,
          period_end: periodEnd(start, item.interval),
          cancel_at_period_end: false,
        };
        session.subscription = sub.id;
        await save('checkout_session', userId, session);
        await updateSubscription(sub, 'customer.subscription.created');
        await deliverLocalEvent('invoice.paid', invoiceObject(item, session.customer, userId, 'subscription_create', true, sub));
      } else {
        await save('checkout_session', userId, session);
        await deliverLocalEvent('invoice.paid', invoiceObject(item, session.customer, userId, 'manual', true, null));
      }
      await deliverLocalEvent('checkout.session.completed', sessionObject(session, item));
      return 'completed';
    },

    async expireCheckout(sessionId, userId) {
      const session = await load<LocalSession>('checkout_session', sessionId, userId);
      if (!session) return 'not_found';
      if (session.status !== 'open') return 'already_complete';
      session.status = 'expired';
      await save('checkout_session', userId, session);
      return 'completed';
    },

    async setCancelAtPeriodEnd(account, cancel) {
      const sub = await currentSubscription(account);
      sub.cancel_at_period_end = cancel;
      await updateSubscription(sub);
    },

    async changePlan(account, item) {
      const sub = await currentSubscription(account);
      sub.item = item.id;
      sub.cancel_at_period_end = false;
      await updateSubscription(sub);
    },

    async portalUrl() {
      return '/billing/test-checkout?portal=1';
    },

    async simulate(account, what) {
      const sub = await currentSubscription(account);
      const item = checkoutItem(sub.item) as PlanItem;
      if (what === 'renew') {
        if (sub.status === 'canceled') return 'not_allowed';
        sub.period_start = nowSeconds();
        sub.period_end = periodEnd(sub.period_start, item.interval);
        sub.status = 'active';
        await deliverLocalEvent('invoice.paid', invoiceObject(item, sub.customer, sub.user_id, 'subscription_cycle', true, sub));
        await updateSubscription(sub);
      } else if (what === 'fail') {
        if (sub.status !== 'active' && sub.status !== 'past_due') return 'not_allowed';
        sub.status = 'past_due';
        const invoice = invoiceObject(item, sub.customer, sub.user_id, 'subscription_cycle', false, sub);
        await deliverLocalEvent('invoice.payment_failed', invoice);
        await updateSubscription(sub);
      } else if (what === 'give_up') {
        if (sub.status !== 'past_due') return 'not_allowed';
        sub.status = 'unpaid';
        await updateSubscription(sub);
      } else {
        if (!sub.cancel_at_period_end) return 'not_allowed';
        sub.status = 'canceled';
        await updateSubscription(sub, 'customer.subscription.deleted');
      }
      return 'completed';
    },
  };
}

/** The local checkout's extra steps, taken from the test checkout and test portal pages. */
export interface LocalBilling {
  completeCheckout(sessionId: string, userId: string): Promise<LocalOutcome>;
  expireCheckout(sessionId: string, userId: string): Promise<LocalOutcome>;
  simulate(account: BillingAccount, what: LocalSimulation): Promise<LocalOutcome>;
}

export type LocalOutcome = 'completed' | 'not_found' | 'already_complete' | 'not_allowed';
