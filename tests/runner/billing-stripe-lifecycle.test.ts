/**
 * The life of a subscription with Stripe keys, against the loopback double of Stripe's API and
 * events in Stripe's documented shapes, signed with the webhook secret: a plan change asks Stripe
 * for a new period charged now with pending updates, and its `subscription_update` invoice grants
 * the new plan's credits (£290 → 6,000) with one email; a declined change voids its invoice and
 * changes nothing; a Dashboard refund (`charge.refunded` without a credit note) becomes one credit
 * note whatever the retries, whose `credit_note.created` takes the credits back and emails once;
 * cancelling while overdue voids the invoice and cancels now; paying the overdue invoice goes to
 * Stripe's hosted invoice page; a new plan bought while paused cancels the old one at Stripe.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
let stripe: StripeDouble;

const SECRET = 'whsec_test_lifecycle_secret';
const STRIPE_ENV = {
  BILLING_MODE: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_brickstack_double',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_test_premium_monthly',
  STRIPE_PRICE_PREMIUM_YEARLY: 'price_test_premium_yearly',
  STRIPE_PRICE_API_MONTHLY: 'price_test_api_monthly',
  STRIPE_TAX_RATE_ID: 'txr_test_vat20',
  VAT_NUMBER: 'GB123456789',
  SUPPLIER_ADDRESS: '1 Example Street|Sale|M33 2AU',
};

beforeAll(async () => {
  process.env['LOCAL_SITE_URL'] = 'http://localhost:4321';
  runner = await startRealRunner();
  ({ t, server } = runner);
  stripe = await startStripeDouble();
  Object.assign(process.env, STRIPE_ENV, { STRIPE_API_BASE: stripe.url });
}, 120_000);
afterAll(async () => {
  for (const key of [...Object.keys(STRIPE_ENV), 'STRIPE_API_BASE']) delete process.env[key];
  await stripe?.close();
  await runner?.close();
});

const EMAIL = 'active@brickstack.test';
const user = () => t.account('active').userId;
let eventCounter = 0;

async function call(path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${await t.accessToken('active')}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function deliver(type: string, object: Record<string, unknown>, id = `evt_life_${++eventCounter}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: 1_800_000_000 + eventCounter, data: { object } });
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string };
}

async function subjects(action: () => Promise<unknown>): Promise<string[]> {
  const read = async () =>
    (await Promise.all((await t.outbox()).map(async (n) => JSON.parse(await readFile(join(t.outboxDir, n), 'utf8'))))).filter(
      (m: { to: string }) => m.to === EMAIL,
    ) as { subject: string }[];
  const before = (await read()).length;
  await action();
  return (await read()).slice(before).map((m) => m.subject);
}

async function state() {
  const [row] = await t.sql<{
    status: string;
    plan: string;
    monthly_plan: string;
    frequency: string;
    amount: number;
    api_credits: number;
    provider_subscription_id: string;
  }>(
    `select s.status, s.plan, p.monthly_plan, s.frequency, s.amount, p.api_credits, s.provider_subscription_id
     from public.subscriptions s join public.profile p using (user_id) where s.user_id = $1`,
    [user()],
  );
  return row!;
}

/** A Stripe invoice (docs.stripe.com/api/invoices/object, API 2025-03-31 and later). */
function invoice(id: string, subscription: string, price: string, total: number, reason: string, status = 'paid') {
  const net = Math.round((total * 5) / 6);
  const tax = { amount: total - net, tax_behavior: 'inclusive', taxable_amount: net, type: 'tax_rate_details' };
  return {
    id,
    object: 'invoice',
    customer: 'cus_life',
    number: `LIFE-${id}`,
    status,
    billing_reason: reason,
    currency: 'gbp',
    total,
    amount_paid: status === 'paid' ? total : 0,
    total_excluding_tax: net,
    total_taxes: [tax],
    created: 1_800_000_000,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_1/${id}`,
    status_transitions: { paid_at: status === 'paid' ? 1_800_000_000 : null },
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
    lines: {
      object: 'list',
      data: [{ amount: total, quantity: 1, taxes: [tax], pricing: { type: 'price_details', price_details: { price } } }],
    },
  };
}

function subscription(id: string, status: string, price: string, amount: number, interval: 'month' | 'year') {
  return {
    id,
    object: 'subscription',
    customer: 'cus_life',
    status,
    cancel_at_period_end: false,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_test_1',
          current_period_end: 1_830_000_000,
          price: { id: price, unit_amount: amount, recurring: { interval } },
        },
      ],
    },
  };
}

describe('a Stripe subscription changed, refunded, overdue and replaced', () => {
  beforeAll(async () => {
    await t.sql(
      `update public.subscriptions set provider_customer_id = 'cus_life', provider_subscription_id = 'sub_life',
         status = 'active', plan = 'premium', frequency = 'monthly', amount = 2900, provider_event_at = null
       where user_id = $1`,
      [user()],
    );
    await t.sql("update public.profile set monthly_plan = 'premium' where user_id = $1", [user()]);
  });

  it('changes plan with a new period charged now, applied only if paid, and grants on the subscription_update invoice', async () => {
    expect((await call('change-plan', { item: 'premium_yearly' })).status).toBe(200);
    const update = stripe.calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_life')!;
    expect(Object.fromEntries(update.form)).toMatchObject({
      'items[0][id]': 'si_test_1',
      'items[0][price]': 'price_test_premium_yearly',
      'billing_cycle_anchor[type]': 'now',
      proration_behavior: 'none',
      payment_behavior: 'pending_if_incomplete',
    });
    // Nothing changes on our side until Stripe's events say it was paid.
    expect(await state()).toMatchObject({ frequency: 'monthly', amount: 2900 });

    const before = (await state()).api_credits;
    const sent = await subjects(async () => {
      await deliver(
        'invoice.paid',
        invoice('in_life_update', 'sub_life', 'price_test_premium_yearly', 29000, 'subscription_update'),
      );
      await deliver(
        'customer.subscription.updated',
        subscription('sub_life', 'active', 'price_test_premium_yearly', 29000, 'year'),
      );
    });
    expect(sent).toEqual(['Your plan is now Premium (yearly)']);
    expect(await state()).toMatchObject({ status: 'active', plan: 'premium', frequency: 'yearly', amount: 29000 });
    expect((await state()).api_credits).toBe(before + 6000);
  });

  it('leaves the plan as it was and voids the invoice when the change is declined', async () => {
    stripe.declineNextUpdate = true;
    const answer = await call('change-plan', { item: 'api_monthly' });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ error: 'payment_declined' });
    expect(stripe.calls.some((c) => /^\/v1\/invoices\/in_test_declined_\d+\/void$/.test(c.path))).toBe(true);
    expect(await state()).toMatchObject({ plan: 'premium', monthly_plan: 'premium', frequency: 'yearly' });
  });

  it('turns a Dashboard refund into one credit note, then takes the credits back and emails once', async () => {
    stripe.invoicePayments.set('pi_life', 'in_life_update');
    stripe.refunds.set('re_life', { id: 're_life', object: 'refund', charge: 'ch_life', amount: 29000, status: 'succeeded' });
    const charge = { id: 'ch_life', object: 'charge', customer: 'cus_life', payment_intent: 'pi_life', amount_refunded: 29000 };
    await deliver('charge.refunded', charge, 'evt_refund_1');
    await deliver('charge.refunded', charge, 'evt_refund_1'); // Stripe's retry
    await deliver('charge.refunded', charge, 'evt_refund_2'); // another event for the same refund
    const made = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/credit_notes');
    expect(made).toHaveLength(1);
    expect(Object.fromEntries(made[0]!.form)).toMatchObject({
      invoice: 'in_life_update',
      amount: '29000',
      'refunds[0][refund]': 're_life',
      'refunds[0][type]': 'refund',
    });
    expect(made[0]!.idempotencyKey).toBe('credit-note-re_life');

    // Stripe then sends credit_note.created for it.
    const before = (await state()).api_credits;
    const note = {
      id: 'cn_life',
      object: 'credit_note',
      customer: 'cus_life',
      invoice: 'in_life_update',
      number: 'LIFE-CN-1',
      type: 'post_payment',
      memo: 'Refund',
      total: 29000,
      total_excluding_tax: 24167,
      total_taxes: [{ amount: 4833, tax_behavior: 'inclusive', taxable_amount: 24167, type: 'tax_rate_details' }],
      created: 1_800_000_100,
      lines: { object: 'list', data: [{ amount: 29000, quantity: 1, description: 'Premium (yearly)' }] },
    };
    const sent = await subjects(async () => {
      await deliver('credit_note.created', note, 'evt_cn_1');
      await deliver('credit_note.created', note, 'evt_cn_1');
    });
    expect(sent).toEqual(['Refund of £290.00: credit note LIFE-CN-1']);
    expect((await state()).api_credits).toBe(before - 6000);
    const rows = await t.sql<{ delta: number; reason: string }>(
      'select delta, reason from public.credit_ledger where user_id = $1 order by id desc limit 1',
      [user()],
    );
    expect(rows).toEqual([{ delta: -6000, reason: 'payment_refunded' }]);
  });

  it('records a lost dispute (chargeback) as one credit note, however often the event comes', async () => {
    stripe.invoicePayments.set('pi_disputed', 'in_life_update');
    const dispute = {
      id: 'dp_life',
      object: 'dispute',
      payment_intent: 'pi_disputed',
      charge: 'ch_disputed',
      amount: 29000,
      status: 'lost',
    };
    await deliver('charge.dispute.closed', dispute, 'evt_dispute_1');
    await deliver('charge.dispute.closed', dispute, 'evt_dispute_1');
    await deliver('charge.dispute.closed', dispute, 'evt_dispute_2');
    await deliver('charge.dispute.closed', { ...dispute, id: 'dp_won', status: 'won' }, 'evt_dispute_3');
    const made = stripe.calls.filter(
      (c) => c.method === 'POST' && c.path === '/v1/credit_notes' && c.form.get('metadata[dispute]'),
    );
    expect(made).toHaveLength(1);
    expect(Object.fromEntries(made[0]!.form)).toMatchObject({
      invoice: 'in_life_update',
      amount: '29000',
      out_of_band_amount: '29000',
      'metadata[dispute]': 'dp_life',
    });
  });

  it('pays the overdue invoice on Stripe’s hosted page, or cancels now voiding it', async () => {
    const failed = invoice('in_life_overdue', 'sub_life', 'price_test_premium_yearly', 29000, 'subscription_cycle', 'open');
    stripe.invoices.set('in_life_overdue', failed);
    const sent = await subjects(() => deliver('invoice.payment_failed', failed));
    expect(sent).toEqual(['Your payment failed: please update your card']);
    expect((await state()).status).toBe('past_due');
    expect((await call('pay-overdue', {})).body).toEqual({ url: 'https://invoice.stripe.com/i/acct_1/in_life_overdue' });

    expect((await call('cancel', {})).body).toEqual({ ok: true, ended: true });
    expect(stripe.calls.some((c) => c.method === 'POST' && c.path === '/v1/invoices/in_life_overdue/void')).toBe(true);
    expect(stripe.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_life')).toBe(true);
    // Stripe's events for it: the invoice voided, the subscription deleted; one email.
    const ended = await subjects(async () => {
      await deliver('invoice.voided', { ...failed, status: 'void' });
      await deliver(
        'customer.subscription.deleted',
        subscription('sub_life', 'canceled', 'price_test_premium_yearly', 29000, 'year'),
      );
    });
    expect(ended).toEqual(['Your Premium (yearly) plan has ended']);
    const [row] = await t.sql<{ status: string }>("select status from public.billing_invoices where id = 'in_life_overdue'");
    expect(row!.status).toBe('void');
  });

  it('cancels at Stripe, with its unpaid invoice voided, a paused plan that a new one replaced', async () => {
    await t.sql("update public.subscriptions set provider_subscription_id = 'sub_old', status = 'paused' where user_id = $1", [
      user(),
    ]);
    stripe.invoices.set(
      'in_old_open',
      invoice('in_old_open', 'sub_old', 'price_test_premium_monthly', 2900, 'subscription_cycle', 'open'),
    );
    const sent = await subjects(async () => {
      await deliver('customer.subscription.created', subscription('sub_new', 'active', 'price_test_api_monthly', 9900, 'month'));
      await deliver('invoice.paid', invoice('in_new', 'sub_new', 'price_test_api_monthly', 9900, 'subscription_create'));
    });
    expect(sent).toEqual(['Receipt for API (monthly): £99.00']);
    expect(await state()).toMatchObject({
      status: 'active',
      plan: 'api',
      monthly_plan: 'api',
      provider_subscription_id: 'sub_new',
    });
    expect(stripe.calls.some((c) => c.method === 'POST' && c.path === '/v1/invoices/in_old_open/void')).toBe(true);
    expect(stripe.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_old')).toBe(true);
    expect(
      await t.sql('select subscription_id, provider_closed from public.billing_retired_subscriptions where user_id = $1', [
        user(),
      ]),
    ).toEqual([{ subscription_id: 'sub_old', provider_closed: true }]);
    // Its deletion event, when Stripe sends it, changes nothing and sends nothing.
    const late = await subjects(() =>
      deliver('customer.subscription.deleted', subscription('sub_old', 'canceled', 'price_test_premium_monthly', 2900, 'month')),
    );
    expect(late).toEqual([]);
    expect((await state()).status).toBe('active');
  });
});
