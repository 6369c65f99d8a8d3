/**
 * The whole life of a subscription (issue 42) through the real runner, functions and backend with
 * the local test checkout: trial → plan, plan → plan in the same interval and across intervals,
 * failed renewal → grace → paused → the overdue invoice paid, paused → a new plan (the unpaid one
 * retired, its invoice cancelled by a credit note and voided), cancelling while active and while
 * overdue, late events of a replaced subscription, and a top-up whose events arrive in either
 * order. Each step asserts the ledger, the subscription record, the invoices and the outbox
 * (exactly one email per money event).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localWebhookSecret } from '../../functions/_shared/billing/config.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

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

type Key = 'trial' | 'fresh' | 'active';

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function buy(token: string, item: string) {
  const checkout = await call('checkout', token, { item });
  expect(checkout.status).toBe(200);
  const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
  expect((await call('local/complete', token, { session, billing: BILLING })).status).toBe(200);
}

async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: localWebhookSecret() }),
    },
    body: payload,
  });
  return (await response.json()) as Record<string, unknown>;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mails(to: string): Promise<Mail[]> {
  const names = await t.outbox();
  const all = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(t.outboxDir, n), 'utf8')) as Mail));
  return all.filter((m) => m.to === to);
}

/** Runs `action` and returns the subjects of the emails it sent to the account. */
async function emailsOf(key: Key, action: () => Promise<unknown>): Promise<Mail[]> {
  const to = `${key}@brickstack.test`;
  const before = (await mails(to)).length;
  await action();
  return (await mails(to)).slice(before);
}

async function state(key: Key) {
  const [row] = await t.sql<{
    status: string;
    plan: string | null;
    monthly_plan: string | null;
    amount: number | null;
    frequency: string | null;
    api_credits: number;
    provider_subscription_id: string | null;
    cancel_at_period_end: boolean;
    days_left: number | null;
  }>(
    `select s.status, s.plan, p.monthly_plan, s.amount, s.frequency, p.api_credits, s.provider_subscription_id,
            s.cancel_at_period_end, round(extract(epoch from s.current_period_end - now()) / 86400)::integer as days_left
     from public.subscriptions s join public.profile p using (user_id) where s.user_id = $1`,
    [t.account(key).userId],
  );
  return row!;
}

const invoices = (key: Key) =>
  t.sql<{
    id: string;
    number: string;
    billing_reason: string;
    total_pence: number;
    status: string;
    subscription_id: string | null;
    issued_at: string;
    tax_point: string;
    paid_at: string | null;
  }>(
    `select id, number, billing_reason, total_pence, status, subscription_id, issued_at::text, tax_point::text, paid_at::text
     from public.billing_invoices where user_id = $1 order by issued_at, number`,
    [t.account(key).userId],
  );

const ledger = (key: Key) =>
  t.sql<{ delta: number; reason: string }>('select delta, reason from public.credit_ledger where user_id = $1 order by id', [
    t.account(key).userId,
  ]);

describe('a subscription from trial to plan changes, an overdue payment and a replaced plan', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.accessToken('trial');
  });

  it('trial → Premium monthly: one receipt, the plan and its credits', async () => {
    const before = await state('trial');
    const sent = await emailsOf('trial', () => buy(token, 'premium_monthly'));
    expect(sent.map((m) => m.subject)).toEqual(['Receipt for Premium (monthly): £29.00']);
    const after = await state('trial');
    expect(after).toMatchObject({
      status: 'active',
      plan: 'premium',
      monthly_plan: 'premium',
      amount: 2900,
      frequency: 'monthly',
    });
    expect(after.api_credits).toBe(before.api_credits + 500);
    expect(sent[0]!.text).toContain(`your balance is ${after.api_credits.toLocaleString('en-GB')} credits`);
    // A returning buyer's next test checkout is filled in with the details of their last invoice.
    const next = await call('checkout', token, { item: 'topup_100' });
    const session = /session=(cs_local_[a-f0-9]+)/.exec(String(next.body['url']))?.[1];
    expect((await call(`session?id=${session}`, token)).body['savedBilling']).toEqual({ ...BILLING, postalCode: 'M33 6WT' });
    expect((await call('local/abandon', token, { session })).status).toBe(200);
  });

  it('Premium monthly → API monthly: charged today from a new period, credits granted, one email, limits once paid', async () => {
    const before = await state('trial');
    const sent = await emailsOf('trial', async () => {
      expect((await call('change-plan', token, { item: 'api_monthly' })).status).toBe(200);
    });
    expect(sent.map((m) => m.subject)).toEqual(['Your plan is now API (monthly)']);
    expect(sent[0]!.text).toContain('£99.00 paid on');
    expect(sent[0]!.text).toContain('£82.50 plus VAT at 20% (£16.50)');
    expect(sent[0]!.text).toContain('5,000 credits added to your account');
    const after = await state('trial');
    expect(after).toMatchObject({ status: 'active', plan: 'api', monthly_plan: 'api', amount: 9900, frequency: 'monthly' });
    expect(after.api_credits).toBe(before.api_credits + 5000);
    expect(after.days_left).toBeGreaterThanOrEqual(28);
    const change = (await invoices('trial')).filter((i) => i.billing_reason === 'subscription_update');
    expect(change).toMatchObject([{ total_pence: 9900, status: 'paid', subscription_id: after.provider_subscription_id }]);
    expect((await ledger('trial')).at(-1)).toEqual({ delta: 5000, reason: 'plan_credits' });
    // The same plan again is refused, and changes nothing.
    expect((await call('change-plan', token, { item: 'api_monthly' })).body).toMatchObject({ error: 'same_plan' });
  });

  it('API monthly → Premium yearly: £290 today grants the year of credits (6,000)', async () => {
    const before = await state('trial');
    const sent = await emailsOf('trial', async () => {
      expect((await call('change-plan', token, { item: 'premium_yearly' })).status).toBe(200);
    });
    expect(sent.map((m) => m.subject)).toEqual(['Your plan is now Premium (yearly)']);
    const after = await state('trial');
    expect(after).toMatchObject({ plan: 'premium', monthly_plan: 'premium', amount: 29000, frequency: 'yearly' });
    expect(after.api_credits).toBe(before.api_credits + 6000);
    expect(after.days_left).toBeGreaterThanOrEqual(364);
  });

  it('fail → grace → paused → pay the overdue invoice: the tax point stays the date of issue', async () => {
    let sent = await emailsOf('trial', async () => {
      expect((await call('local/fail-payment', token, {})).status).toBe(200);
    });
    expect(sent.map((m) => m.subject)).toEqual(['Your payment failed: please update your card']);
    expect((await state('trial')).status).toBe('past_due');
    // While overdue: no plan change, no second plan; one way out.
    expect((await call('change-plan', token, { item: 'api_monthly' })).body).toMatchObject({ error: 'payment_overdue' });
    expect((await call('checkout', token, { item: 'api_monthly' })).body).toMatchObject({ error: 'payment_overdue' });
    sent = await emailsOf('trial', async () => {
      expect((await call('local/give-up', token, {})).status).toBe(200);
    });
    expect(sent.map((m) => m.subject)).toEqual(['Your account is paused: the payment did not go through']);
    expect((await call('pay-overdue', token, {})).body).toEqual({ url: '/billing/test-checkout?portal=1&overdue=1' });
    // Issued three days ago, paid today.
    await t.sql(
      "update public.billing_invoices set issued_at = now() - interval '3 days', tax_point = now() - interval '3 days' where user_id = $1 and status = 'open'",
      [t.account('trial').userId],
    );
    const before = await state('trial');
    sent = await emailsOf('trial', async () => {
      expect((await call('local/renew', token, {})).status).toBe(200);
    });
    expect(sent.map((m) => m.subject)).toEqual(['Payment received: Premium (yearly) is active again']);
    const after = await state('trial');
    expect(after.status).toBe('active');
    expect(after.api_credits).toBe(before.api_credits + 6000);
    const renewal = (await invoices('trial')).filter((i) => i.billing_reason === 'subscription_cycle');
    expect(renewal).toHaveLength(1);
    expect(renewal[0]!.status).toBe('paid');
    expect(renewal[0]!.tax_point).toBe(renewal[0]!.issued_at);
    expect(Date.parse(renewal[0]!.paid_at!) - Date.parse(renewal[0]!.issued_at)).toBeGreaterThan(2 * 86_400_000);
    // The renewal email quotes the payment date, not the date of issue.
    const paidOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    expect(sent[0]!.text).toContain(`£290.00 paid on ${paidOn.format(new Date(renewal[0]!.paid_at!))}`);
    expect((await call('pay-overdue', token, {})).body).toMatchObject({ error: 'no_overdue_invoice' });
  });

  it('paused → a new plan: the unpaid plan is retired, its invoice cancelled by a credit note and voided', async () => {
    await call('local/fail-payment', token, {});
    await call('local/give-up', token, {});
    const old = await state('trial');
    expect(old.status).toBe('paused');
    const open = (await invoices('trial')).filter((i) => i.status === 'open');
    expect(open).toHaveLength(1);
    const before = await state('trial');
    const sent = await emailsOf('trial', () => buy(token, 'api_monthly'));
    // One receipt for the new plan; cancelling the unpaid invoice refunds nothing and sends nothing more.
    expect(sent.map((m) => m.subject)).toEqual(['Receipt for API (monthly): £99.00']);
    const after = await state('trial');
    expect(after).toMatchObject({ status: 'active', plan: 'api', monthly_plan: 'api', amount: 9900, frequency: 'monthly' });
    expect(after.provider_subscription_id).not.toBe(old.provider_subscription_id);
    expect(after.api_credits).toBe(before.api_credits + 5000);
    const voided = (await invoices('trial')).find((i) => i.id === open[0]!.id)!;
    expect(voided.status).toBe('void');
    const notes = await t.sql<{ kind: string; invoice_number: string; total_pence: number; credits_removed: number }>(
      'select kind, invoice_number, total_pence, credits_removed from public.billing_credit_notes where user_id = $1',
      [t.account('trial').userId],
    );
    expect(notes).toEqual([{ kind: 'cancellation', invoice_number: voided.number, total_pence: 29000, credits_removed: 0 }]);
    const retired = await t.sql<{ subscription_id: string; provider_closed: boolean }>(
      'select subscription_id, provider_closed from public.billing_retired_subscriptions where user_id = $1',
      [t.account('trial').userId],
    );
    expect(retired).toEqual([{ subscription_id: old.provider_subscription_id, provider_closed: true }]);

    // Late events of the replaced subscription change nothing and send nothing.
    const [{ customer }] = (await t.sql<{ customer: string }>(
      'select provider_customer_id as customer from public.subscriptions where user_id = $1',
      [t.account('trial').userId],
    )) as [{ customer: string }];
    const late = await emailsOf('trial', async () => {
      const created = Math.floor(Date.now() / 1000) + 60;
      const sub = (status: string) => ({
        id: old.provider_subscription_id,
        object: 'subscription',
        customer,
        status,
        cancel_at_period_end: false,
        metadata: { item: 'premium_yearly' },
        items: {
          data: [
            {
              id: 'si_old',
              current_period_end: created + 86_400,
              price: { id: 'p', unit_amount: 29000, recurring: { interval: 'year' } },
            },
          ],
        },
      });
      expect(
        await deliver({
          id: 'evt_late_1',
          object: 'event',
          type: 'customer.subscription.updated',
          created,
          data: { object: sub('past_due') },
        }),
      ).toMatchObject({ outcome: 'applied' });
      await deliver({
        id: 'evt_late_2',
        object: 'event',
        type: 'customer.subscription.updated',
        created: created + 1,
        data: { object: sub('active') },
      });
      await deliver({
        id: 'evt_late_3',
        object: 'event',
        type: 'invoice.payment_failed',
        created: created + 2,
        data: {
          object: {
            id: 'in_old_late',
            object: 'invoice',
            customer,
            status: 'open',
            billing_reason: 'subscription_cycle',
            total: 29000,
            parent: {
              subscription_details: { subscription: old.provider_subscription_id, metadata: { item: 'premium_yearly' } },
            },
          },
        },
      });
    });
    expect(late).toEqual([]);
    expect(await state('trial')).toMatchObject({
      status: 'active',
      plan: 'api',
      provider_subscription_id: after.provider_subscription_id,
    });
  });

  it('cancel while active: one email now, one when the plan ends', async () => {
    let sent = await emailsOf('trial', async () => {
      expect((await call('cancel', token, {})).status).toBe(200);
    });
    expect(sent.map((m) => m.subject)).toEqual(['Your API (monthly) plan is cancelled']);
    sent = await emailsOf('trial', async () => {
      expect((await call('local/end-period', token, {})).status).toBe(200);
    });
    expect(sent.map((m) => m.subject)).toEqual(['Your API (monthly) plan has ended']);
    expect(sent[0]!.text).toContain('You will not be charged again.');
    expect((await state('trial')).status).toBe('canceled');
  });

  it('has sent every queued email exactly once', async () => {
    const rows = await t.sql<{ status: string }>('select distinct status from public.billing_emails where user_id = $1', [
      t.account('trial').userId,
    ]);
    expect(rows).toEqual([{ status: 'sent' }]);
  });
});

describe('cancelling while a payment is overdue', () => {
  it('ends the plan now, voids the unpaid invoice with a credit note and sends one email saying so', async () => {
    const token = await t.accessToken('fresh');
    await buy(token, 'api_monthly');
    await call('local/fail-payment', token, {});
    expect((await state('fresh')).status).toBe('past_due');
    const credits = (await state('fresh')).api_credits;
    const sent = await emailsOf('fresh', async () => {
      expect((await call('cancel', token, {})).body).toEqual({ ok: true, ended: true });
    });
    expect(sent.map((m) => m.subject)).toEqual(['Your API (monthly) plan has ended']);
    expect(sent[0]!.text).toContain('The overdue invoice was cancelled: you owe nothing');
    expect(await state('fresh')).toMatchObject({ status: 'canceled', api_credits: credits });
    expect((await invoices('fresh')).map((i) => i.status)).toEqual(['paid', 'void']);
    const notes = await t.sql<{ kind: string }>('select kind from public.billing_credit_notes where user_id = $1', [
      t.account('fresh').userId,
    ]);
    expect(notes).toEqual([{ kind: 'cancellation' }]);
  });
});

describe('a top-up whose events arrive in either order', () => {
  const topUpEvents = (n: number, customer: string, user: string) => {
    const invoice = {
      id: `in_topup_${n}`,
      object: 'invoice',
      customer,
      status: 'paid',
      billing_reason: 'manual',
      total: 1200,
      amount_paid: 1200,
      created: 1_800_000_000,
      metadata: { item: 'topup_100', user_id: user },
      status_transitions: { paid_at: 1_800_000_000 },
    };
    const session = {
      id: `cs_topup_${n}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      customer,
      invoice: invoice.id,
      metadata: { item: 'topup_100', user_id: user },
    };
    return {
      paid: { id: `evt_tp_inv_${n}`, object: 'event', type: 'invoice.paid', created: 1_800_000_000, data: { object: invoice } },
      completed: {
        id: `evt_tp_cs_${n}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: 1_800_000_001,
        data: { object: session },
      },
    };
  };

  it('sends the receipt once, after the credits, quoting the balance with them', async () => {
    const user = t.account('active').userId;
    await t.sql("update public.subscriptions set provider_customer_id = 'cus_topup_order' where user_id = $1", [user]);
    for (const [n, order] of [
      [1, ['paid', 'completed']],
      [2, ['completed', 'paid']],
    ] as const) {
      const events = topUpEvents(n, 'cus_topup_order', user);
      const before = (await state('active')).api_credits;
      const sent = await emailsOf('active', async () => {
        for (const which of order) await deliver(events[which]);
        for (const which of order) await deliver(events[which]); // Stripe's retries
      });
      expect(sent.map((m) => m.subject)).toEqual(['Receipt for 100 credits top-up: £12.00']);
      expect(sent[0]!.text).toContain(`your balance is ${(before + 100).toLocaleString('en-GB')} credits`);
      expect((await state('active')).api_credits).toBe(before + 100);
    }
  });
});

describe('the pre-renewal notice of a monthly plan', () => {
  const sweep = async () => {
    const { default: billingReminders } = await import('../../functions/billing-reminders.ts');
    await billingReminders(new Request('http://localhost/.netlify/functions/billing-reminders', { method: 'POST', body: '{}' }));
  };

  it('is sent 3 days before the renewal that completes each six months, once, and not on other renewals', async () => {
    const user = t.account('active').userId;
    const setUp = async (renewsIn: string, startedMonthsBefore: number) => {
      await t.sql('delete from public.billing_invoices where user_id = $1 and subscription_id = $2', [
        user,
        'sub_monthly_notice',
      ]);
      await t.sql(
        `update public.subscriptions set status = 'active', plan = 'premium', frequency = 'monthly', amount = 2900,
           cancel_at_period_end = false, provider_subscription_id = 'sub_monthly_notice',
           current_period_end = date_trunc('minute', now()) + $2::interval
         where user_id = $1`,
        [user, renewsIn],
      );
      await t.sql(
        `insert into public.billing_invoices (id, user_id, description, total_pence, status, issued_at, event_at, subscription_id)
         select 'in_notice_' || $2, $1, 'Premium (monthly)', 2900, 'paid',
                s.current_period_end - make_interval(months => $2::integer), now(), 'sub_monthly_notice'
         from public.subscriptions s where s.user_id = $1`,
        [user, startedMonthsBefore],
      );
    };
    await setUp('2 days', 6);
    let sent = await emailsOf('active', async () => {
      await sweep();
      await sweep();
    });
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your Premium \(monthly\) plan renews on /)]);
    expect(sent[0]!.text).toContain('when we will take £29.00 (VAT included)');
    expect(sent[0]!.text).toContain('every six months');

    // Another renewal date (another key): only the count of months keeps it quiet.
    await setUp('1 day', 7);
    sent = await emailsOf('active', sweep);
    expect(sent).toEqual([]);
  });
});
