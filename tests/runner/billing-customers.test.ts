/**
 * Who buys, and buying twice (issue 42, second part), through the real runner with the local test
 * checkout: a business outside the UK buys with its VAT number and is billed the price without
 * UK VAT under the reverse charge (invoice, ledger, outbox); a consumer abroad is refused before
 * paying; two plan checkouts opened during a trial (two tabs) end with one plan: the second is
 * refused before payment, and two paid at the same instant leave one live plan, the other
 * cancelled and refunded with a credit note and one email (the database decides, under the
 * subscription row's lock, whichever instance delivers the events).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

const UK = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' };
const DUBLIN = { name: 'Liffey Analytics Ltd', line1: '1 Quay Street', city: 'Dublin', postalCode: 'D02 P820', country: 'IE' };

beforeAll(async () => {
  process.env['LOCAL_SITE_URL'] = 'http://localhost:4321';
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => {
  await runner?.close();
});

type Key = 'trial' | 'trial-empty' | 'fresh';

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function open(token: string, item: string): Promise<string> {
  const checkout = await call('checkout', token, { item });
  expect(checkout.status).toBe(200);
  return /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))![1]!;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mails(key: Key): Promise<Mail[]> {
  const names = await t.outbox();
  const all = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(t.outboxDir, n), 'utf8')) as Mail));
  return all.filter((m) => m.to === `${key}@brickstack.test`);
}

async function emailsOf(key: Key, action: () => Promise<unknown>): Promise<Mail[]> {
  const before = (await mails(key)).length;
  await action();
  return (await mails(key)).slice(before);
}

async function state(key: Key) {
  const [row] = await t.sql<{
    status: string;
    plan: string | null;
    api_credits: number;
    provider_subscription_id: string | null;
  }>(
    `select s.status, s.plan, p.api_credits, s.provider_subscription_id
     from public.subscriptions s join public.profile p using (user_id) where s.user_id = $1`,
    [t.account(key).userId],
  );
  return row!;
}

const invoices = (key: Key) =>
  t.sql<{
    id: string;
    subscription_id: string | null;
    total_pence: number;
    tax_pence: number;
    net_pence: number;
    status: string;
    reverse_charge: boolean;
    customer_tax_id: string | null;
    lines: { vatRatePercent: number; vatPence: number }[];
  }>(
    `select id, subscription_id, total_pence, tax_pence, net_pence, status, reverse_charge, customer_tax_id, lines
     from public.billing_invoices where user_id = $1 order by issued_at, number`,
    [t.account(key).userId],
  );

const ledger = (key: Key) =>
  t.sql<{ delta: number; reason: string }>('select delta, reason from public.credit_ledger where user_id = $1 order by id', [
    t.account(key).userId,
  ]);

/** The local subscriptions (the provider's side) of an account that are not cancelled. */
const liveAtProvider = (key: Key) =>
  t.sql<{ id: string }>(
    "select id from public.local_billing_objects where user_id = $1 and kind = 'subscription' and data ->> 'status' <> 'canceled'",
    [t.account(key).userId],
  );

describe('VAT by customer', () => {
  it('refuses a consumer abroad before payment, with the reason, and charges nothing', async () => {
    const token = await t.accessToken('fresh');
    const session = await open(token, 'topup_100');
    const sent = await emailsOf('fresh', async () => {
      const refused = await call('local/complete', token, { session, billing: DUBLIN });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('We sell to consumers in the United Kingdom only');
    });
    expect(sent).toEqual([]);
    expect(await invoices('fresh')).toEqual([]);
    expect((await call(`session?id=${session}`, token)).body).toMatchObject({ status: 'open', paid: false });
  });

  it('bills a business abroad the price less UK VAT, under the reverse charge, with its VAT number', async () => {
    const token = await t.accessToken('fresh');
    const before = await state('fresh');
    const session = await open(token, 'premium_monthly');
    const sent = await emailsOf('fresh', async () => {
      const paid = await call('local/complete', token, { session, billing: { ...DUBLIN, taxId: 'ie 6388047v' } });
      expect(paid.status).toBe(200);
    });
    const [invoice] = await invoices('fresh');
    expect(invoice).toMatchObject({
      total_pence: 2417,
      tax_pence: 0,
      net_pence: 2417,
      status: 'paid',
      reverse_charge: true,
      customer_tax_id: 'IE6388047V',
    });
    expect(invoice!.lines).toMatchObject([{ vatRatePercent: 0, vatPence: 0 }]);
    expect((await call(`session?id=${session}`, token)).body).toMatchObject({ totalPence: 2417, taxPence: 0, paid: true });
    // The plan and its credits as for anyone; one receipt saying who accounts for the VAT.
    expect(await state('fresh')).toMatchObject({ status: 'active', plan: 'premium', api_credits: before.api_credits + 500 });
    expect((await ledger('fresh')).at(-1)).toEqual({ delta: 500, reason: 'plan_credits' });
    expect(sent.map((m) => m.subject)).toEqual(['Receipt for Premium (monthly): £24.17']);
    expect(sent[0]!.text).toContain(
      '£24.17 paid on', // no "plus VAT"
    );
    expect(sent[0]!.text).toContain('no UK VAT (Reverse charge: customer to account for VAT; your VAT number IE6388047V)');
    expect(sent[0]!.text).not.toContain('plus VAT');

    // The PDF carries the same notice as the page.
    const pdf = await fetch(`${server.url}/api/billing/invoice-pdf?id=${invoice!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
  });
});

describe('two plans bought at once during a trial', () => {
  it('refuses the second tab’s checkout before payment once the first is paid: one plan, one receipt', async () => {
    const token = await t.accessToken('trial');
    const before = await state('trial');
    const first = await open(token, 'premium_monthly');
    const second = await open(token, 'api_monthly');
    const sent = await emailsOf('trial', async () => {
      expect((await call('local/complete', token, { session: first, billing: UK })).status).toBe(200);
      const refused = await call('local/complete', token, { session: second, billing: UK });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'already_subscribed' });
    });
    expect(sent.map((m) => m.subject)).toEqual(['Receipt for Premium (monthly): £29.00']);
    expect(await state('trial')).toMatchObject({ status: 'active', plan: 'premium', api_credits: before.api_credits + 500 });
    expect(await invoices('trial')).toHaveLength(1);
    expect(await liveAtProvider('trial')).toHaveLength(1);
  });

  it('paid at the same instant (a double click): one live plan, the other cancelled and refunded with one email', async () => {
    const token = await t.accessToken('trial-empty');
    const first = await open(token, 'premium_monthly');
    const second = await open(token, 'premium_monthly');
    const sent = await emailsOf('trial-empty', async () => {
      const answers = await Promise.all([
        call('local/complete', token, { session: first, billing: UK }),
        call('local/complete', token, { session: second, billing: UK }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    });
    // Whichever way the race went, the account has one live plan and the credits of one payment.
    const after = await state('trial-empty');
    expect(after).toMatchObject({ status: 'active', plan: 'premium', api_credits: 500 });
    expect(await liveAtProvider('trial-empty')).toEqual([{ id: after.provider_subscription_id }]);
    expect((await ledger('trial-empty')).filter((row) => row.reason === 'plan_credits')).toEqual([
      { delta: 500, reason: 'plan_credits' },
    ]);
    const all = await invoices('trial-empty');
    const kept = all.filter((i) => i.subscription_id === after.provider_subscription_id);
    expect(kept).toMatchObject([{ status: 'paid', total_pence: 2900 }]);
    const duplicates = all.filter((i) => i.subscription_id !== after.provider_subscription_id);
    if (duplicates.length === 0) {
      // The second was refused before payment.
      expect(sent.map((m) => m.subject)).toEqual(['Receipt for Premium (monthly): £29.00']);
      return;
    }
    // Both were paid: the second is refunded in full by a credit note, with one email saying why.
    expect(duplicates).toMatchObject([{ status: 'refunded', total_pence: 2900 }]);
    const notes = await t.sql<{ invoice_id: string; total_pence: number; credits_removed: number; kind: string }>(
      'select invoice_id, total_pence, credits_removed, kind from public.billing_credit_notes where user_id = $1',
      [t.account('trial-empty').userId],
    );
    expect(notes).toEqual([{ invoice_id: duplicates[0]!.id, total_pence: 2900, credits_removed: 0, kind: 'refund' }]);
    expect(sent.map((m) => m.subject).sort()).toEqual(
      ['Receipt for Premium (monthly): £29.00', 'You already had a plan: we refunded £29.00'].sort(),
    );
  });

  it('a second plan paid while the first one’s payment was still landing is cancelled and refunded: one email, no credits', async () => {
    // 'fresh' bought Premium above (subscription A). The second tab passed the check before A's
    // payment landed: the account still read as on trial when it paid.
    const token = await t.accessToken('fresh');
    const first = await state('fresh');
    await t.sql("update public.subscriptions set status = 'trial' where user_id = $1", [t.account('fresh').userId]);
    const session = await open(token, 'api_monthly');
    const sent = await emailsOf('fresh', async () => {
      expect((await call('local/complete', token, { session, billing: UK })).status).toBe(200);
    });
    const after = await state('fresh');
    expect(after.provider_subscription_id).toBe(first.provider_subscription_id);
    expect(after.api_credits).toBe(first.api_credits);
    expect(after.plan).toBe('premium');
    const second = (await invoices('fresh')).filter((i) => i.subscription_id !== first.provider_subscription_id);
    expect(second).toMatchObject([{ status: 'refunded', total_pence: 9900, tax_pence: 1650 }]);
    const notes = await t.sql<{
      invoice_id: string;
      total_pence: number;
      tax_pence: number;
      credits_removed: number;
      kind: string;
    }>('select invoice_id, total_pence, tax_pence, credits_removed, kind from public.billing_credit_notes where user_id = $1', [
      t.account('fresh').userId,
    ]);
    expect(notes).toEqual([
      { invoice_id: second[0]!.id, total_pence: 9900, tax_pence: 1650, credits_removed: 0, kind: 'refund' },
    ]);
    const retired = await t.sql<{ reason: string; provider_closed: boolean; replaced_by: string }>(
      'select reason, provider_closed, replaced_by from public.billing_retired_subscriptions where subscription_id = $1',
      [second[0]!.subscription_id],
    );
    expect(retired).toEqual([{ reason: 'duplicate', provider_closed: true, replaced_by: first.provider_subscription_id }]);
    expect(await liveAtProvider('fresh')).toEqual([{ id: first.provider_subscription_id }]);
    expect(sent.map((m) => m.subject)).toEqual(['You already had a plan: we refunded £99.00']);
    expect(sent[0]!.text).toContain('You keep the plan you had; we cancelled the second one and refunded its £99.00');
    await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('fresh').userId]);
  });

  it('has sent every queued email exactly once', async () => {
    const rows = await t.sql<{ status: string }>(
      "select distinct status from public.billing_emails where user_id in ($1, $2, $3) and status <> 'sent'",
      [t.account('trial').userId, t.account('trial-empty').userId, t.account('fresh').userId],
    );
    expect(rows).toEqual([]);
  });
});
