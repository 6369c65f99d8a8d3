/**
 * Full VAT invoices and buying without a trial, through the real runner, functions and backend:
 * - local invoice numbers run without a gap under 50 parallel purchases, and a purchase that
 *   fails and rolls back gives its number back;
 * - invoices and credit notes download as PDFs for their owner only;
 * - a visitor buys from /pricing without an account: the account is made from the email at
 *   checkout, the payment gives it the plan, and the receipt carries the sign-in link;
 * - with Stripe keys (a loopback double of Stripe's API): Checkout collects the billing address,
 *   the customer portal session is made for the customer, and the PDF is built from Stripe's own
 *   invoice object, read from its API.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProvider } from '../../functions/_shared/billing/local-provider.ts';
import { sqlClient } from '../../functions/_shared/sql-client.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

const BILLING = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' };

beforeAll(async () => {
  process.env['LOCAL_SITE_URL'] = 'http://localhost:4321';
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => {
  await runner?.close();
});

async function call(path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const numbers = async () =>
  (await t.sql<{ number: string }>("select number from public.billing_invoices where number like 'BS-0%' order by number")).map(
    (r) => Number(r.number.slice(3)),
  );

/** Open local top-up sessions for one account, made as createCheckout makes them. */
async function openSessions(key: 'active' | 'legacy', n: number): Promise<string[]> {
  const user = t.account(key).userId;
  await t.sql(
    `update public.subscriptions set provider_customer_id = coalesce(provider_customer_id, 'cus_${key}_many') where user_id = $1`,
    [user],
  );
  const [linked] = await t.sql<{ customer: string }>(
    'select provider_customer_id as customer from public.subscriptions where user_id = $1',
    [user],
  );
  const ids = Array.from({ length: n }, () => `cs_local_${randomBytes(12).toString('hex')}`);
  for (const id of ids) {
    const data = {
      id,
      version: 0,
      item: 'topup_100',
      status: 'open',
      paid: false,
      customer: linked!.customer,
      user_id: user,
      email: `${key}@brickstack.test`,
      guest: false,
      subscription: null,
      invoice: null,
      billing: null,
    };
    await t.sql(
      "insert into public.local_billing_objects (id, kind, user_id, data) values ($1, 'checkout_session', $2, $3::jsonb)",
      [id, user, JSON.stringify(data)],
    );
  }
  return ids;
}

describe('invoice numbers', () => {
  it('run without a gap under 50 parallel purchases, and a rolled-back purchase gives its number back', async () => {
    const local = localProvider(sqlClient());
    const [failing] = await openSessions('legacy', 1);
    await t.sql('alter table public.billing_grants add constraint test_grant_fails check (credits < 0) not valid');
    await expect(local.completeCheckout(failing!, t.account('legacy').userId, BILLING)).rejects.toThrow();
    await t.sql('alter table public.billing_grants drop constraint test_grant_fails');

    const sessions = [...(await openSessions('active', 25)), ...(await openSessions('legacy', 25))];
    const owner = (i: number) => t.account(i < 25 ? 'active' : 'legacy').userId;
    const outcomes = await Promise.all(sessions.map((id, i) => local.completeCheckout(id, owner(i), BILLING)));
    expect(outcomes.every((o) => o === 'completed')).toBe(true);
    const seen = await numbers();
    expect(seen).toHaveLength(50);
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe('invoice and credit note PDFs', () => {
  it('download for their owner only', async () => {
    const token = await t.accessToken('active');
    const [invoice] = await t.sql<{ id: string }>('select id from public.billing_invoices where user_id = $1 limit 1', [
      t.account('active').userId,
    ]);
    const pdf = await fetch(`${server.url}/api/billing/invoice-pdf?id=${invoice!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="VAT-invoice-BS-\d{6}\.pdf"$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const stranger = await t.accessToken('trial');
    expect(
      (
        await fetch(`${server.url}/api/billing/invoice-pdf?id=${invoice!.id}`, {
          headers: { authorization: `Bearer ${stranger}` },
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${server.url}/api/billing/invoice-pdf?id=${invoice!.id}`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/api/billing/invoice-pdf?id=../../etc`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(400);

    expect((await call('local/refund', token, {})).status).toBe(200);
    const [note] = await t.sql<{ id: string; number: string }>(
      'select id, number from public.billing_credit_notes where user_id = $1',
      [t.account('active').userId],
    );
    const notePdf = await fetch(`${server.url}/api/billing/invoice-pdf?credit_note=${note!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notePdf.status).toBe(200);
    expect(notePdf.headers.get('content-disposition')).toContain(`Credit-note-${note!.number}.pdf`);
  });
});

describe('buying without a trial', () => {
  const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const visitor = { item: 'api_monthly', email, firstName: 'Grace', lastName: 'Hopper', consent: true };

  it('makes the account from the checkout email, gives it the plan when paid, and mails the receipt with a sign-in link', async () => {
    const started = await call('guest-checkout', null, visitor);
    expect(started.status).toBe(200);
    const session = /^\/checkout\?session=(cs_local_[a-f0-9]+)$/.exec(String(started.body['url']))?.[1];
    expect(session).toBeTruthy();
    const open = await call(`session?id=${session}`, null);
    expect(open.body).toMatchObject({ guest: true, paid: false, email: 'b•••@example.com', item: { id: 'api_monthly' } });

    expect((await call('local/complete', null, { session, billing: BILLING })).status).toBe(200);
    const [account] = await t.sql<{ status: string; plan: string; api_credits: number; confirmed: boolean }>(
      `select s.status, s.plan, p.api_credits, u.email_confirmed_at is not null as confirmed
       from auth.users u join public.profile p on p.user_id = u.id join public.subscriptions s on s.user_id = u.id where u.email = $1`,
      [email],
    );
    expect(account).toEqual({ status: 'active', plan: 'api', api_credits: 5000, confirmed: false });
    const paid = await call(`session?id=${session}`, null);
    expect(paid.body).toMatchObject({ guest: true, paid: true, applied: true });

    const mails = await Promise.all(
      (await t.outbox()).map(
        async (n) => JSON.parse(await readFile(join(t.outboxDir, n), 'utf8')) as { to: string; subject: string; text: string },
      ),
    );
    const mine = mails.filter((m) => m.to === email);
    expect(mine.map((m) => m.subject)).toEqual(['Receipt for API (monthly): £99.00']);
    expect(mine[0]!.text).toMatch(/use this link within an hour \(it works once\): http:\/\/\S+verify\S+/);
    expect(mine[0]!.text).toContain('Hi Grace,');
    expect(mine[0]!.text).toContain('Your right to cancel: you asked us to start at once.');
    // The button is a 30-day link to this invoice's PDF that needs no sign-in (the sign-in link lasts an hour).
    const link = /Download your VAT invoice: (http:\/\/\S+\/api\/billing\/invoice-pdf\?id=(\S+?)&expires=\d+&sig=\S+)/.exec(
      mine[0]!.text,
    );
    expect(link).toBeTruthy();
    const path = new URL(link![1]!);
    const pdf = await fetch(`${server.url}${path.pathname}${path.search}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Scoped to that invoice, and to its expiry: changing either refuses it.
    const other = new URLSearchParams(path.search);
    other.set('expires', String(Number(other.get('expires')) + 1));
    expect((await fetch(`${server.url}${path.pathname}?${other}`)).status).toBe(403);
    other.set('expires', String(Number(other.get('expires')) - 1));
    other.set('id', 'in_local_000000000000000000000000');
    expect((await fetch(`${server.url}${path.pathname}?${other}`)).status).toBe(403);
  });

  it('asks an address that already has an account to sign in, and refuses disposable addresses', async () => {
    expect((await call('guest-checkout', null, { ...visitor, item: 'topup_100' })).body).toMatchObject({
      error: 'sign_in_required',
    });
    expect((await call('guest-checkout', null, { ...visitor, email: 'someone@mailinator.com' })).body).toMatchObject({
      error: 'disposable_email',
    });
    expect((await call('guest-checkout', null, { ...visitor, email: `x${Date.now()}@example.com`, consent: false })).status).toBe(
      400,
    );
    // A signed-in visitor buys from /billing; someone else's session is not readable without signing in.
    expect((await call('guest-checkout', await t.accessToken('trial'), visitor)).body).toMatchObject({ error: 'signed_in' });
    const checkout = await call('checkout', await t.accessToken('trial'), { item: 'topup_100' });
    const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
    expect((await call(`session?id=${session}`, null)).status).toBe(401);
    expect((await call('local/complete', null, { session, billing: BILLING })).status).toBe(404);
  });
});

describe('with Stripe keys (against a loopback double of the Stripe API)', () => {
  let stripe: StripeDouble;
  const STRIPE_ENV = {
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_brickstack_double',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_double_secret',
    STRIPE_PRICE_TOPUP_100: 'price_test_topup_100',
    SUPPLIER_ADDRESS: '1 Example Street|Sale|M33 2AU',
    VAT_NUMBER: 'GB123456789',
  };
  beforeAll(async () => {
    stripe = await startStripeDouble();
    Object.assign(process.env, STRIPE_ENV, { STRIPE_API_BASE: stripe.url });
  });
  afterAll(async () => {
    for (const key of [...Object.keys(STRIPE_ENV), 'STRIPE_API_BASE']) delete process.env[key];
    await stripe?.close();
  });

  it('asks for the billing details before Checkout and keeps them on the customer; Checkout asks only for the card', async () => {
    const token = await t.accessToken('trial');
    expect((await call('checkout', token, { item: 'topup_100' })).body).toMatchObject({ error: 'billing_details_required' });
    const billing = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'm33 6wt', country: 'GB' };
    expect((await call('checkout', token, { item: 'topup_100', billing })).status).toBe(200);
    const session = stripe.calls.find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions')!;
    expect(session.form.get('billing_address_collection')).toBe('auto');
    expect(session.form.get('customer_update[address]')).toBeNull();
    const customer = session.form.get('customer')!;
    expect(stripe.customers.get(customer)).toMatchObject({
      name: 'Ada Lovelace',
      'address[postal_code]': 'M33 6WT',
      'address[country]': 'GB',
      'invoice_settings[footer]': '',
    });
  });

  it("creates a customer portal session for the account's own customer, returning to /billing", async () => {
    const portal = await call('portal', await t.accessToken('active'), {});
    expect(portal.body).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    const created = stripe.calls.filter((c) => c.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(created.form.get('customer')).toBe('cus_active_many');
    expect(created.form.get('return_url')).toBe(`${server.url}/billing`);
  });

  it("builds the PDF from Stripe's invoice object, read from its API, for the invoice's own customer only", async () => {
    const user = t.account('active').userId;
    const [invoice] = await t.sql<{ id: string }>(
      'select id from public.billing_invoices where user_id = $1 order by number limit 1',
      [user],
    );
    stripe.invoices.set(invoice!.id, {
      id: invoice!.id,
      object: 'invoice',
      customer: 'cus_active_many',
      number: 'BRICK-0042',
      status: 'paid',
      currency: 'gbp',
      total: 1200,
      total_excluding_tax: 1000,
      total_taxes: [{ amount: 200, tax_behavior: 'inclusive', taxable_amount: 1000 }],
      customer_name: 'Stripe Customer Ltd',
      customer_address: { line1: '1 Quay Street', city: 'Manchester', postal_code: 'M3 3JE', country: 'GB' },
      created: 1_790_000_000,
      status_transitions: { paid_at: 1_790_000_100 },
      metadata: { item: 'topup_100' },
      lines: {
        object: 'list',
        data: [
          {
            description: '100 credits top-up',
            amount: 1200,
            quantity: 1,
            taxes: [{ amount: 200, tax_behavior: 'inclusive', taxable_amount: 1000 }],
          },
        ],
      },
    });
    const token = await t.accessToken('active');
    const pdf = await fetch(`${server.url}/api/billing/invoice-pdf?id=${invoice!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('VAT-invoice-BRICK-0042.pdf');
    const retrieval = stripe.calls.filter((c) => c.path === `/v1/invoices/${invoice!.id}`);
    expect(retrieval).toHaveLength(1);
    expect(retrieval[0]!.method).toBe('GET');
    expect(retrieval[0]!.authorization).toBe('Bearer sk_test_brickstack_double');

    // Stripe's copy belongs to another customer, or Stripe has none: no PDF.
    stripe.invoices.set(invoice!.id, { ...stripe.invoices.get(invoice!.id)!, customer: 'cus_someone_else' });
    expect(
      (await fetch(`${server.url}/api/billing/invoice-pdf?id=${invoice!.id}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(404);
    stripe.invoices.delete(invoice!.id);
    expect(
      (await fetch(`${server.url}/api/billing/invoice-pdf?id=${invoice!.id}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(404);
  });
});
