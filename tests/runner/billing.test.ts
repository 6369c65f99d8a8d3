/**
 * Billing through the real runner, functions and backend in local mode: the webhook refuses
 * unsigned and mis-signed events and stores nothing; repeated and out-of-order events have one
 * effect; the local test checkout takes a trial account to an active plan with its credits, buys a
 * top-up, cancels at period end, and walks the failed-payment path to paused. Events are signed
 * with the `stripe` library's own test-header helper.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localWebhookSecret } from '../../functions/_shared/billing/config.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  // What npm start sets: links and the local test checkout follow this machine.
  process.env['LOCAL_SITE_URL'] = 'http://localhost:4321';
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => {
  await runner?.close();
});

const userOf = (key: 'trial' | 'active' | 'fresh') => t.account(key).userId;

async function row(key: 'trial' | 'active' | 'fresh') {
  const [found] = await t.sql<{
    status: string;
    plan: string | null;
    api_credits: number;
    monthly_plan: string | null;
    cancel_at_period_end: boolean;
    past_due_since: string | null;
    provider_customer_id: string | null;
    amount: number | null;
    frequency: string | null;
  }>(
    `select s.status, s.plan, p.api_credits, p.monthly_plan, s.cancel_at_period_end, s.past_due_since,
            s.provider_customer_id, s.amount, s.frequency
     from public.subscriptions s join public.profile p using (user_id) where s.user_id = $1`,
    [userOf(key)],
  );
  return found!;
}

async function meteringState(key: 'trial' | 'active' | 'fresh'): Promise<string> {
  const [state] = await t.sql<{ state: string }>('select state from public.metering_state($1, 1)', [userOf(key)]);
  return state!.state;
}

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function signed(event: Record<string, unknown>, secret = localWebhookSecret()) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function deliver(event: Record<string, unknown>, secret = localWebhookSecret()) {
  const { payload, signature } = signed(event, secret);
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The billing details the test checkout collects, as a buyer fills them in. */
const BILLING = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'm33 6wt', country: 'GB' };

const pay = (token: string, session: string | undefined) => call('local/complete', token, { session, billing: BILLING });

const eventCount = async () => Number((await t.sql<{ n: string }>('select count(*) as n from public.billing_events'))[0]!.n);

const subscriptionEvent = (id: string, created: number, customer: string, status: string) => ({
  id,
  object: 'event',
  type: 'customer.subscription.updated',
  created,
  data: {
    object: {
      id: 'sub_ooo',
      object: 'subscription',
      customer,
      status,
      cancel_at_period_end: false,
      metadata: { item: 'api_monthly' },
      items: {
        data: [
          {
            id: 'si_1',
            current_period_end: created + 2_592_000,
            price: { id: 'price_x', unit_amount: 9900, recurring: { interval: 'month' } },
          },
        ],
      },
    },
  },
});

describe('POST /api/stripe/webhook', () => {
  beforeEach(() => {
    delete process.env['BILLING_MODE'];
  });

  it('refuses a missing or wrong signature with 400 and stores nothing', async () => {
    const before = await eventCount();
    const event = { id: 'evt_forged', object: 'event', type: 'checkout.session.completed', created: 1, data: { object: {} } };
    const unsigned = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ error: 'invalid_signature' });
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ error: 'invalid_signature' });
    const { payload, signature } = signed(event);
    const tampered = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload.replace('evt_forged', 'evt_forged2'),
    });
    expect(tampered.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('grants credits once however often an event is delivered', async () => {
    const user = userOf('active');
    await t.sql("update public.subscriptions set provider_customer_id = 'cus_dup' where user_id = $1", [user]);
    const before = (await row('active')).api_credits;
    const topUp = {
      id: 'evt_dup_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1_800_000_000,
      data: {
        object: {
          id: 'cs_dup',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          customer: 'cus_dup',
          metadata: { item: 'topup_100' },
        },
      },
    };
    expect((await deliver(topUp)).body).toMatchObject({ outcome: 'applied' });
    expect((await deliver(topUp)).body).toMatchObject({ outcome: 'duplicate' });
    // Stripe may also send the same session under another event id (completed, then async_payment_succeeded).
    expect((await deliver({ ...topUp, id: 'evt_dup_2', type: 'checkout.session.async_payment_succeeded' })).status).toBe(200);
    expect((await row('active')).api_credits).toBe(before + 100);
    const ledger = await t.sql<{ delta: number; reason: string }>(
      "select delta, reason from public.credit_ledger where user_id = $1 and reason = 'top_up'",
      [user],
    );
    expect(ledger).toEqual([{ delta: 100, reason: 'top_up' }]);
  });

  it('keeps the newest status when events arrive out of order', async () => {
    const user = userOf('active');
    await t.sql("update public.subscriptions set provider_customer_id = 'cus_ooo', provider_event_at = null where user_id = $1", [
      user,
    ]);
    await deliver(subscriptionEvent('evt_new', 1_800_000_200, 'cus_ooo', 'past_due'));
    await deliver(subscriptionEvent('evt_old', 1_800_000_100, 'cus_ooo', 'active'));
    const after = await row('active');
    expect(after.status).toBe('past_due');
    expect(after.plan).toBe('api');
    expect(after.monthly_plan).toBe('api');
    // Still within the grace period: the account keeps working.
    expect(after.past_due_since).not.toBeNull();
  });

  it('acknowledges an event for a customer it does not know without changing anything', async () => {
    const answer = await deliver(subscriptionEvent('evt_stranger', 1_800_000_300, 'cus_nobody', 'active'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'unknown_customer' });
  });
});

describe('the local test checkout', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.accessToken('trial');
  });

  it('says which mode it is in and the VAT rate', async () => {
    const response = await fetch(`${server.url}/api/billing/config`);
    expect(await response.json()).toEqual({
      mode: 'local',
      vat: { ratePercent: 20, number: null },
      supplier: { name: 'Brickstack Ltd', address: [], vatNumber: null },
    });
  });

  it('needs a session and a known item', async () => {
    expect((await fetch(`${server.url}/api/billing/checkout`, { method: 'POST' })).status).toBe(401);
    const bad = await call('checkout', token, { item: 'platinum' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_body' });
  });

  it('takes a trial account to an active plan with its credits and a VAT invoice', async () => {
    const before = await row('trial');
    expect(before.status).toBe('trial');
    const checkout = await call('checkout', token, { item: 'premium_monthly' });
    expect(checkout.status).toBe(200);
    const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
    expect(session).toBeTruthy();
    // Nothing changes until the checkout is paid.
    expect((await row('trial')).status).toBe('trial');
    const open = await call(`session?id=${session}`, token);
    expect(open.body).toMatchObject({ status: 'open', paid: false, applied: false });

    expect((await pay(token, session)).status).toBe(200);
    const after = await row('trial');
    expect(after).toMatchObject({
      status: 'active',
      plan: 'premium',
      monthly_plan: 'premium',
      amount: 2900,
      frequency: 'monthly',
    });
    expect(after.api_credits).toBe(before.api_credits + 500);
    const paid = await call(`session?id=${session}`, token);
    expect(paid.body).toMatchObject({
      status: 'complete',
      paid: true,
      applied: true,
      totalPence: 2900,
      taxPence: 483,
      item: { id: 'premium_monthly' },
    });
    const invoices = await t.sql<{ total_pence: number; tax_pence: number; status: string; hosted_url: string }>(
      'select total_pence, tax_pence, status, hosted_url from public.billing_invoices where user_id = $1',
      [userOf('trial')],
    );
    expect(invoices).toEqual([
      {
        total_pence: 2900,
        tax_pence: 483,
        status: 'paid',
        hosted_url: expect.stringMatching(/^\/billing\/invoice\?id=in_local_/),
      },
    ]);
    // Completing twice changes nothing; another account cannot read or complete it.
    expect((await pay(token, session)).status).toBe(409);
    const other = await t.accessToken('active');
    expect((await call(`session?id=${session}`, other)).status).toBe(404);
    expect((await pay(other, session)).status).toBe(404);
    // A second plan is a plan change, not a second subscription.
    expect((await call('checkout', token, { item: 'api_monthly' })).body).toMatchObject({ error: 'already_subscribed' });
  });

  it('adds a top-up that never expires, and renews with a new allowance', async () => {
    const before = (await row('trial')).api_credits;
    const checkout = await call('checkout', token, { item: 'topup_100' });
    const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
    await pay(token, session);
    expect((await row('trial')).api_credits).toBe(before + 100);
    expect((await call('local/renew', token, {})).status).toBe(200);
    expect((await row('trial')).api_credits).toBe(before + 600);
  });

  it('changes plan and cancels at period end, then ends the plan', async () => {
    expect((await call('change-plan', token, { item: 'api_monthly' })).status).toBe(200);
    expect(await row('trial')).toMatchObject({ plan: 'api', amount: 9900 });
    expect((await call('cancel', token, {})).status).toBe(200);
    expect(await row('trial')).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await call('resume', token, {})).status).toBe(200);
    expect(await row('trial')).toMatchObject({ cancel_at_period_end: false });
    expect((await call('local/end-period', token, {})).status).toBe(409);
    await call('cancel', token, {});
    expect((await call('local/end-period', token, {})).status).toBe(200);
    expect(await row('trial')).toMatchObject({ status: 'canceled' });
    expect(await meteringState('trial')).toBe('paused');
  });

  it('keeps a failed payment working through the grace period, then pauses the account', async () => {
    const fresh = await t.accessToken('fresh');
    const checkout = await call('checkout', fresh, { item: 'premium_yearly' });
    const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
    await pay(fresh, session);
    expect(await row('fresh')).toMatchObject({ status: 'active', frequency: 'yearly' });
    expect((await row('fresh')).api_credits).toBeGreaterThanOrEqual(6000);

    expect((await call('local/fail-payment', fresh, {})).status).toBe(200);
    expect((await row('fresh')).status).toBe('past_due');
    expect(await meteringState('fresh')).toBe('ok');
    // Eight days on, the grace period is over even before Stripe gives up.
    await t.sql("update public.subscriptions set past_due_since = now() - interval '8 days' where user_id = $1", [
      userOf('fresh'),
    ]);
    expect(await meteringState('fresh')).toBe('paused');
    await t.sql('update public.subscriptions set past_due_since = now() where user_id = $1', [userOf('fresh')]);
    expect((await call('local/give-up', fresh, {})).status).toBe(200);
    expect((await row('fresh')).status).toBe('paused');
    expect(await meteringState('fresh')).toBe('paused');
    // Paying again brings the plan back.
    expect((await call('local/renew', fresh, {})).status).toBe(200);
    expect((await row('fresh')).status).toBe('active');
    expect(await meteringState('fresh')).toBe('ok');
  });

  it('answers 503 when billing is off and 404 for the local checkout outside local mode', async () => {
    process.env['BILLING_MODE'] = 'off';
    try {
      const off = await call('checkout', token, { item: 'topup_100' });
      expect(off.status).toBe(503);
      expect(off.body).toMatchObject({ error: 'billing_unavailable' });
      expect((await call('local/renew', token, {})).status).toBe(404);
    } finally {
      delete process.env['BILLING_MODE'];
    }
  });
});

describe('with Stripe keys (against a loopback double of the Stripe API)', () => {
  let stripe: StripeDouble;
  const STRIPE_ENV = {
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_brickstack_double',
    VAT_NUMBER: 'GB123456789',
    SUPPLIER_ADDRESS: '1 Example Street|Sale|M33 2AU',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_double_secret',
    STRIPE_PRICE_PREMIUM_MONTHLY: 'price_test_premium_monthly',
    STRIPE_PRICE_TOPUP_500: 'price_test_topup_500',
    STRIPE_TAX_RATE_ID: 'txr_test_vat20',
  };
  beforeAll(async () => {
    stripe = await startStripeDouble();
    Object.assign(process.env, STRIPE_ENV, { STRIPE_API_BASE: stripe.url });
  });
  afterAll(async () => {
    for (const key of [...Object.keys(STRIPE_ENV), 'STRIPE_API_BASE']) delete process.env[key];
    await stripe?.close();
  });

  it('creates a customer once and a Checkout Session with the configured price, VAT rate and return URLs', async () => {
    const token = await t.accessToken('legacy');
    const first = await call('checkout', token, { item: 'premium_monthly', billing: BILLING });
    expect(first.status).toBe(200);
    expect(String(first.body['url'])).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const customers = stripe.calls.filter((c) => c.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.form.get('metadata[user_id]')).toBe(t.account('legacy').userId);
    const session = stripe.calls.find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions')!;
    expect(session.authorization).toBe('Bearer sk_test_brickstack_double');
    expect(Object.fromEntries(session.form)).toMatchObject({
      mode: 'subscription',
      client_reference_id: t.account('legacy').userId,
      'line_items[0][price]': 'price_test_premium_monthly',
      'line_items[0][quantity]': '1',
      'line_items[0][tax_rates][0]': 'txr_test_vat20',
      'metadata[item]': 'premium_monthly',
      'subscription_data[metadata][item]': 'premium_monthly',
      success_url: `${server.url}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/billing?checkout=cancelled`,
    });

    const topUp = await call('checkout', token, { item: 'topup_500', billing: BILLING });
    expect(topUp.status).toBe(200);
    const sessions = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
    expect(sessions[1]!.form.get('mode')).toBe('payment');
    expect(sessions[1]!.form.get('invoice_creation[enabled]')).toBe('true');
    // The customer made for the first checkout is reused.
    expect(stripe.calls.filter((c) => c.path === '/v1/customers')).toHaveLength(1);
  });

  it('answers 503 for an item with no configured price, and reads /success from the session itself', async () => {
    const token = await t.accessToken('legacy');
    const missing = await call('checkout', token, { item: 'api_monthly', billing: BILLING });
    expect(missing.status).toBe(503);
    expect(missing.body).toMatchObject({ error: 'billing_unavailable' });

    const [id] = [...stripe.sessions.keys()];
    const summary = await call(`session?id=${id}`, token);
    expect(summary.body).toMatchObject({ paid: true, totalPence: 2900, taxPence: 483, item: { id: 'premium_monthly' } });
    const stranger = await t.accessToken('active');
    expect((await call(`session?id=${id}`, stranger)).status).toBe(404);
    expect((await call('session?id=cs_test_unknown', token)).status).toBe(404);
  });

  it("opens Stripe's customer portal", async () => {
    const portal = await call('portal', await t.accessToken('legacy'), {});
    expect(portal.body).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
  });

  it('accepts events signed with the Stripe webhook secret only (the local secret is refused)', async () => {
    const event = subscriptionEvent('evt_stripe_mode', 1_800_000_400, 'cus_nobody', 'active');
    expect((await deliver(event)).status).toBe(400);
    expect((await deliver(event, 'whsec_test_double_secret')).status).toBe(200);
    expect((await call('local/renew', await t.accessToken('legacy'), {})).status).toBe(404);
  });
});
