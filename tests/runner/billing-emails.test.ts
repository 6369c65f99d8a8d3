/**
 * Every money event sends exactly one email (issue 29), through the real runner, functions and
 * backend with the local test checkout, reading the outbox the email adapter writes: a purchase
 * sends one receipt with its figures; a failed renewal one failed-payment email with the grace
 * date (a second failed retry none); retries running out one paused email; a replayed webhook
 * nothing; a renewal that pays the overdue invoice one renewal email; cancelling and undoing it
 * one email each; a refund a credit note and one refund email. The scheduled sweep sends each
 * reminder once and respects the preferences on /profile.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import billingReminders from '../../functions/billing-reminders.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

const BILLING = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' };
const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

beforeAll(async () => {
  process.env['LOCAL_SITE_URL'] = 'http://localhost:4321';
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => {
  await runner?.close();
});

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function buy(token: string, item: string): Promise<string> {
  const checkout = await call('checkout', token, { item });
  const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
  const paid = await call('local/complete', token, { session, billing: BILLING });
  expect(paid.status).toBe(200);
  return session!;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function mails(to: string): Promise<Mail[]> {
  const names = await t.outbox();
  const all = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(t.outboxDir, n), 'utf8')) as Mail));
  return all.filter((m) => m.to === to);
}

/** The emails to `to` since `before` (a count of earlier ones). */
const since = async (to: string, before: number) => (await mails(to)).slice(before);

describe('the emails of a plan from purchase to refund', () => {
  const email = 'trial@brickstack.test';
  let token: string;
  beforeAll(async () => {
    token = await t.accessToken('trial');
  });

  it('sends one receipt with the figures of the purchase', async () => {
    const before = (await mails(email)).length;
    await buy(token, 'premium_monthly');
    const sent = await since(email, before);
    expect(sent.map((m) => m.subject)).toEqual(['Receipt for Premium (monthly): £29.00']);
    const [receipt] = sent;
    for (const body of [receipt!.text, receipt!.html]) {
      expect(body).toContain('Thank you for your payment for Premium (monthly).');
      expect(body).toMatch(/£29\.00 paid on \d{1,2} \w+ \d{4}: £24\.17 plus VAT at 20% \(£4\.83\)\. Invoice BS-\d{6}\./);
      expect(body).toContain('500 credits added to your account; your balance is 525 credits.');
      expect(body).toMatch(/http:\/\/localhost:\d+\/billing\/invoice\?id=in_local_/);
    }
    expect(receipt!.text).toMatch(/View your VAT invoice: http:\/\/localhost:\d+\/billing\/invoice\?id=in_local_/);
    expect(receipt!.html).toMatch(/^<!doctype html>/);
    expect(receipt!.text).not.toMatch(/<[a-z]/i);
  });

  it('sends one failed-payment email with the grace end date, and none for a second failed retry', async () => {
    const before = (await mails(email)).length;
    expect((await call('local/fail-payment', token, {})).status).toBe(200);
    const [row] = await t.sql<{ since: string }>(
      'select past_due_since::text as since from public.subscriptions where user_id = $1',
      [t.account('trial').userId],
    );
    const grace = LONG.format(new Date(Date.parse(row!.since) + 7 * 86_400_000));
    expect((await call('local/fail-payment', token, {})).status).toBe(200);
    const sent = await since(email, before);
    expect(sent.map((m) => m.subject)).toEqual(['Your payment failed: please update your card']);
    expect(sent[0]!.text).toContain(`Your plan keeps working until ${grace} while we try again.`);
    expect(sent[0]!.text).toMatch(/We could not take the payment of £29\.00 for Premium \(monthly\) \(invoice BS-\d{6}\)\./);
    expect(sent[0]!.text).toMatch(/Update your card: http:\/\/localhost:\d+\/billing\?manage=payment/);
  });

  it('sends one paused email when the retries run out, and nothing when the webhook gets the event again', async () => {
    const before = (await mails(email)).length;
    expect((await call('local/give-up', token, {})).status).toBe(200);
    expect((await since(email, before)).map((m) => m.subject)).toEqual([
      'Your account is paused: the payment did not go through',
    ]);
    const events = await t.sql<{ n: string }>('select count(*) as n from public.billing_events');
    expect((await call('local/replay', token, {})).status).toBe(200);
    expect((await call('local/replay', token, {})).status).toBe(200);
    expect(await t.sql<{ n: string }>('select count(*) as n from public.billing_events')).toEqual(events);
    expect(await since(email, before)).toHaveLength(1);
  });

  it('sends one renewal email when the overdue invoice is paid', async () => {
    const before = (await mails(email)).length;
    expect((await call('local/renew', token, {})).status).toBe(200);
    const sent = await since(email, before);
    expect(sent.map((m) => m.subject)).toEqual(['Payment received: Premium (monthly) is active again']);
    expect(sent[0]!.text).toContain('Your overdue payment for Premium (monthly) went through');
    // The renewal paid the invoice the failure left open: one invoice, now paid.
    const invoices = await t.sql<{ status: string; billing_reason: string }>(
      "select status, billing_reason from public.billing_invoices where user_id = $1 and billing_reason = 'subscription_cycle'",
      [t.account('trial').userId],
    );
    expect(invoices).toEqual([{ status: 'paid', billing_reason: 'subscription_cycle' }]);
  });

  it('sends one email when the plan is cancelled (with its end date) and one when that is undone', async () => {
    const before = (await mails(email)).length;
    await call('cancel', token, {});
    await call('resume', token, {});
    const [period] = await t.sql<{ end: string }>(
      'select current_period_end::text as end from public.subscriptions where user_id = $1',
      [t.account('trial').userId],
    );
    const sent = await since(email, before);
    expect(sent.map((m) => m.subject)).toEqual([
      'Your Premium (monthly) plan is cancelled',
      'Your Premium (monthly) plan will carry on',
    ]);
    expect(sent[0]!.text).toContain(`ends on ${LONG.format(new Date(period!.end))}. You will not be charged again.`);
  });

  it('issues a credit note referencing the invoice for a refund, takes back its credits and sends one refund email', async () => {
    const user = t.account('trial').userId;
    const before = (await mails(email)).length;
    const [creditsBefore] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
      user,
    ]);
    expect((await call('local/refund', token, {})).status).toBe(200);
    const notes = await t.sql<{
      number: string;
      invoice_number: string;
      total_pence: number;
      tax_pence: number;
      credits_removed: number;
    }>(
      'select number, invoice_number, total_pence, tax_pence, credits_removed from public.billing_credit_notes where user_id = $1',
      [user],
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      number: expect.stringMatching(/^BS-CN-\d{6}$/),
      total_pence: 2900,
      tax_pence: 483,
      credits_removed: 500,
    });
    const [creditsAfter] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
      user,
    ]);
    expect(creditsAfter!.api_credits).toBe(creditsBefore!.api_credits - 500);
    const sent = await since(email, before);
    expect(sent.map((m) => m.subject)).toEqual([`Refund of £29.00: credit note ${notes[0]!.number}`]);
    expect(sent[0]!.text).toContain(`Credit note ${notes[0]!.number} corrects invoice ${notes[0]!.invoice_number}.`);
    expect(sent[0]!.text).toContain('500 credits bought with that payment were removed from your balance.');
  });

  it('has sent every queued email exactly once', async () => {
    const rows = await t.sql<{ status: string; n: string }>(
      'select status, count(*) as n from public.billing_emails where user_id = $1 group by status',
      [t.account('trial').userId],
    );
    expect(rows).toEqual([{ status: 'sent', n: '7' }]);
  });
});

describe('the scheduled reminders', () => {
  const sweep = async () =>
    (await (
      await billingReminders(new Request('http://localhost/.netlify/functions/billing-reminders', { method: 'POST', body: '{}' }))
    ).json()) as { queued: number; sent: number };

  it('sends "trial ends in 3 days" once, and "trial ended" once after it ends', async () => {
    const user = t.account('fresh').userId;
    await t.sql(
      "update public.subscriptions set status = 'trial', trial_end = now() + interval '2 days 12 hours' where user_id = $1",
      [user],
    );
    const before = (await mails('fresh@brickstack.test')).length;
    await sweep();
    await sweep();
    let sent = await since('fresh@brickstack.test', before);
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your Brickstack trial ends on \d{1,2} \w+ \d{4}$/)]);
    await t.sql("update public.subscriptions set trial_end = now() - interval '1 hour' where user_id = $1", [user]);
    await sweep();
    await sweep();
    sent = await since('fresh@brickstack.test', before);
    expect(sent.map((m) => m.subject)).toEqual([expect.any(String), 'Your Brickstack trial has ended']);
  });

  it('reminds a yearly plan 7 days before it renews, unless the person switched renewal reminders off on /profile', async () => {
    const active = await t.accessToken('active');
    await buy(active, 'topup_100'); // gives the account its customer; the yearly plan below is set directly
    const users = ['active', 'legacy'] as const;
    for (const key of users) {
      await t.sql(
        "update public.subscriptions set status = 'active', frequency = 'yearly', plan = 'premium', amount = 29000, cancel_at_period_end = false, current_period_end = now() + interval '6 days' where user_id = $1",
        [t.account(key).userId],
      );
    }
    // The legacy account's owner turns renewal reminders off, through the table's row-level security.
    const backend = t.backend;
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { authorization: `Bearer ${await t.accessToken('legacy')}` } },
    });
    const saved = await client
      .from('email_preferences')
      .upsert({ user_id: t.account('legacy').userId, renewal_reminders: false });
    expect(saved.error).toBeNull();
    const forged = await client
      .from('email_preferences')
      .upsert({ user_id: t.account('active').userId, renewal_reminders: false });
    expect(forged.error).not.toBeNull();

    const before = {
      active: (await mails('active@brickstack.test')).length,
      legacy: (await mails('legacy@brickstack.test')).length,
    };
    await sweep();
    await sweep();
    const reminders = await since('active@brickstack.test', before.active);
    expect(reminders.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your Premium \(yearly\) plan renews on /)]);
    expect(reminders[0]!.text).toContain('when we will take £290.00 (VAT included)');
    expect(await since('legacy@brickstack.test', before.legacy)).toEqual([]);
  });
});
