/**
 * Who buys, and buying twice, with Stripe keys, against the loopback double of Stripe's API and
 * events in Stripe's documented shapes signed with the webhook secret (issue 42, second part):
 * the billing details asked before Checkout are kept on the Stripe customer (a business abroad's
 * VAT number as a tax id, the reverse-charge footer, the price less UK VAT without a tax rate),
 * a consumer abroad is refused before any Stripe call, Checkout shows the right-to-cancel words
 * in its required terms box, and opening a plan checkout expires the other open one; a second
 * subscription paid while the first works is refunded with a credit note (reason duplicate) and
 * cancelled at Stripe, with one email; a credit note that comes before its invoice is refused
 * with 503 (Stripe delivers it again) and applied once the invoice is recorded.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_RIGHT_CHECKOUT } from '../../src/lib/billing/cancellation-right.ts';
import { DUPLICATE_MEMO } from '../../src/lib/billing/duplicate-plan.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
let stripe: StripeDouble;

const SECRET = 'whsec_test_customers_secret';
const STRIPE_ENV = {
  BILLING_MODE: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_brickstack_double',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_test_premium_monthly',
  STRIPE_PRICE_TOPUP_100: 'price_test_topup_100',
  STRIPE_TAX_RATE_ID: 'txr_test_vat20',
  VAT_NUMBER: 'GB123456789',
  SUPPLIER_ADDRESS: '1 Example Street|Sale|M33 2AU',
};

const DUBLIN = { name: 'Liffey Analytics Ltd', line1: '1 Quay Street', city: 'Dublin', postalCode: 'D02 P820', country: 'IE' };

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

let eventCounter = 0;

async function call(key: 'trial' | 'active', path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${await t.accessToken(key)}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function deliver(type: string, object: Record<string, unknown>, id = `evt_cust_${++eventCounter}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: 1_800_000_000 + ++eventCounter, data: { object } });
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function subjects(action: () => Promise<unknown>): Promise<string[]> {
  const read = async () =>
    (await Promise.all((await t.outbox()).map(async (n) => JSON.parse(await readFile(join(t.outboxDir, n), 'utf8'))))).filter(
      (m: { to: string }) => m.to === 'active@brickstack.test',
    ) as { subject: string }[];
  const before = (await read()).length;
  await action();
  return (await read()).slice(before).map((m) => m.subject);
}

const activeUser = () => t.account('active').userId;

async function state() {
  const [row] = await t.sql<{ status: string; plan: string; api_credits: number; provider_subscription_id: string }>(
    `select s.status, s.plan, p.api_credits, s.provider_subscription_id
     from public.subscriptions s join public.profile p using (user_id) where s.user_id = $1`,
    [activeUser()],
  );
  return row!;
}

/** A paid Stripe invoice of a subscription (docs.stripe.com/api/invoices/object). */
function invoice(id: string, subscription: string, reason: string, total = 2900) {
  const net = total - Math.round(total / 6);
  const tax = { amount: total - net, tax_behavior: 'inclusive', taxable_amount: net, type: 'tax_rate_details' };
  return {
    id,
    object: 'invoice',
    customer: 'cus_dup',
    number: `DUP-${id}`,
    status: 'paid',
    billing_reason: reason,
    currency: 'gbp',
    total,
    amount_paid: total,
    total_excluding_tax: net,
    total_taxes: [tax],
    created: 1_800_000_000,
    status_transitions: { paid_at: 1_800_000_000 },
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
    lines: {
      object: 'list',
      data: [
        {
          amount: total,
          quantity: 1,
          taxes: [tax],
          pricing: { type: 'price_details', price_details: { price: 'price_test_premium_monthly' } },
        },
      ],
    },
  };
}

function subscription(id: string, status: string) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_dup',
    status,
    cancel_at_period_end: false,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_dup',
          current_period_end: 1_830_000_000,
          price: { id: 'price_test_premium_monthly', unit_amount: 2900, recurring: { interval: 'month' } },
        },
      ],
    },
  };
}

function creditNote(id: string, invoiceId: string, memo: string, total = 2900) {
  const net = total - Math.round(total / 6);
  const tax = { amount: total - net, tax_behavior: 'inclusive', taxable_amount: net, type: 'tax_rate_details' };
  return {
    id,
    object: 'credit_note',
    customer: 'cus_dup',
    invoice: invoiceId,
    number: `DUP-CN-${id}`,
    type: 'post_payment',
    memo,
    total,
    total_excluding_tax: net,
    total_taxes: [tax],
    created: 1_800_000_100,
    lines: { object: 'list', data: [{ amount: total, quantity: 1, description: 'Premium (monthly)', taxes: [tax] }] },
  };
}

describe('billing details asked before Stripe Checkout', () => {
  it('refuses a consumer abroad before any call to Stripe', async () => {
    const before = stripe.calls.length;
    const refused = await call('trial', 'checkout', { item: 'premium_monthly', billing: DUBLIN });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('We sell to consumers in the United Kingdom only');
    expect(stripe.calls.length).toBe(before);
  });

  it('bills a business abroad the price less UK VAT with its VAT number on the customer, and shows the right to cancel', async () => {
    const answer = await call('trial', 'checkout', { item: 'premium_monthly', billing: { ...DUBLIN, taxId: 'IE6388047V' } });
    expect(answer.status).toBe(200);
    const session = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions').at(-1)!;
    const customer = session.form.get('customer')!;
    expect(stripe.customers.get(customer)).toMatchObject({
      name: 'Liffey Analytics Ltd',
      'address[country]': 'IE',
      'address[postal_code]': 'D02 P820',
      'invoice_settings[footer]': 'Reverse charge: customer to account for VAT.',
    });
    expect(stripe.taxIds.get(customer)).toMatchObject([{ type: 'eu_vat', value: 'IE6388047V' }]);
    expect(Object.fromEntries(session.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2417',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][product]': 'prod_of_price_test_premium_monthly',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][tax_behavior]': 'exclusive',
      billing_address_collection: 'auto',
      'consent_collection[terms_of_service]': 'required',
      'custom_text[terms_of_service_acceptance][message]': CANCELLATION_RIGHT_CHECKOUT,
    });
    expect(session.form.get('line_items[0][tax_rates][0]')).toBeNull();
    expect(session.form.get('line_items[0][price]')).toBeNull();

    // The same business again: its tax id is not added twice.
    await call('trial', 'checkout', { item: 'topup_100', billing: { ...DUBLIN, taxId: 'IE6388047V' } });
    expect(stripe.taxIds.get(customer)).toHaveLength(1);
  });

  it('expires the other open plan checkout when a new one opens (two tabs)', async () => {
    const [firstId] = [...stripe.sessions.entries()].find(([, s]) => s['mode'] === 'subscription')!;
    stripe.sessions.get(firstId)!['status'] = 'open';
    const uk = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' };
    expect((await call('trial', 'checkout', { item: 'premium_monthly', billing: uk })).status).toBe(200);
    expect(stripe.calls.some((c) => c.method === 'POST' && c.path === `/v1/checkout/sessions/${firstId}/expire`)).toBe(true);
    expect(stripe.sessions.get(firstId)!['status']).toBe('expired');
    // A UK customer: the configured price with its VAT rate, no reverse-charge footer.
    const session = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form.get('line_items[0][price]')).toBe('price_test_premium_monthly');
    expect(session.form.get('line_items[0][tax_rates][0]')).toBe('txr_test_vat20');
    expect(stripe.customers.get(session.form.get('customer')!)).toMatchObject({ 'invoice_settings[footer]': '' });
  });
});

describe('a second subscription paid while the first works', () => {
  beforeAll(async () => {
    await t.sql(
      `update public.subscriptions set provider_customer_id = 'cus_dup', provider_subscription_id = 'sub_first',
         status = 'active', plan = 'premium', frequency = 'monthly', amount = 2900, provider_event_at = null
       where user_id = $1`,
      [activeUser()],
    );
  });

  it('is refunded with a credit note and cancelled at Stripe, adds no credits, and sends one email', async () => {
    const before = await state();
    const paid = invoice('in_second', 'sub_second', 'subscription_create');
    stripe.invoices.set('in_second', paid);
    const sent = await subjects(async () => {
      // Stripe's order is not fixed: the subscription first here, its paid invoice after.
      expect((await deliver('customer.subscription.created', subscription('sub_second', 'active'))).status).toBe(200);
      expect((await deliver('invoice.paid', paid)).status).toBe(200);
    });
    expect(sent).toEqual([]);
    expect(await state()).toMatchObject({
      status: 'active',
      provider_subscription_id: 'sub_first',
      api_credits: before.api_credits,
    });
    const refunds = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/credit_notes');
    expect(refunds).toHaveLength(1);
    expect(Object.fromEntries(refunds[0]!.form)).toMatchObject({
      invoice: 'in_second',
      amount: '2900',
      refund_amount: '2900',
      reason: 'duplicate',
      memo: DUPLICATE_MEMO,
    });
    expect(refunds[0]!.idempotencyKey).toBe('duplicate-in_second');
    expect(stripe.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_second')).toBe(true);
    const [retired] = await t.sql<{ reason: string; provider_closed: boolean }>(
      "select reason, provider_closed from public.billing_retired_subscriptions where subscription_id = 'sub_second'",
    );
    expect(retired).toEqual({ reason: 'duplicate', provider_closed: true });

    // Stripe then sends the credit note (and the subscription's end): one email, saying why.
    const refunded = await subjects(async () => {
      expect((await deliver('credit_note.created', creditNote('cn_second', 'in_second', DUPLICATE_MEMO))).status).toBe(200);
      expect((await deliver('customer.subscription.deleted', subscription('sub_second', 'canceled'))).status).toBe(200);
    });
    expect(refunded).toEqual(['You already had a plan: we refunded £29.00']);
    const [row] = await t.sql<{ status: string }>("select status from public.billing_invoices where id = 'in_second'");
    expect(row!.status).toBe('refunded');
    expect(await state()).toMatchObject({
      status: 'active',
      provider_subscription_id: 'sub_first',
      api_credits: before.api_credits,
    });
  });
});

describe('events out of order', () => {
  it('refuses a credit note that comes before its invoice (Stripe delivers it again), then applies it once', async () => {
    const note = creditNote('cn_early', 'in_renewal', 'Refund');
    const early = await deliver('credit_note.created', note, 'evt_cn_early');
    expect(early.status).toBe(503);
    expect(early.body).toMatchObject({ error: 'retry_later' });
    const kept = await t.sql("select 1 from public.billing_events where event_id = 'evt_cn_early'");
    expect(kept).toEqual([]);

    const before = await state();
    const renewal = invoice('in_renewal', 'sub_first', 'subscription_cycle');
    expect(await subjects(() => deliver('invoice.paid', renewal))).toEqual(['Your Premium (monthly) plan has renewed']);
    expect((await state()).api_credits).toBe(before.api_credits + 500);

    const sent = await subjects(async () => {
      expect((await deliver('credit_note.created', note, 'evt_cn_early')).status).toBe(200);
      expect((await deliver('credit_note.created', note, 'evt_cn_early')).body).toMatchObject({ outcome: 'duplicate' });
    });
    expect(sent).toEqual(['Refund of £29.00: credit note DUP-CN-cn_early']);
    expect((await state()).api_credits).toBe(before.api_credits);
  });
});
