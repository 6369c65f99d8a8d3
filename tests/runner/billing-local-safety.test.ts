/**
 * The local test checkout can never become a money printer (issue 27, item 6), through the real
 * runner, functions and backend:
 * - a forged "local" webhook is refused once the site URL is not this machine, whatever secret
 *   signed it, even with BILLING_MODE=local forced;
 * - five parallel completions of one top-up give one invoice, one grant and one receipt;
 * - completing a checkout and granting its credits happen in one transaction: a failure in the
 *   grant leaves the session open with nothing recorded, and a process killed with SIGKILL in the
 *   middle of completing checkouts leaves every session either paid with its credits or untouched.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localWebhookSecret } from '../../functions/_shared/billing/config.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

const LOCAL_ENV = { LOCAL_SITE_URL: 'http://localhost:4321' };
const BILLING = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' };
/** The constant the source used to sign local events with, before it became a per-process secret. */
const OLD_CONSTANT = 'whsec_local_brickstack_test_checkout_no_money_moves';

beforeAll(async () => {
  Object.assign(process.env, LOCAL_ENV);
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => {
  await runner?.close();
});
afterEach(() => {
  Object.assign(process.env, LOCAL_ENV);
  delete process.env['BILLING_MODE'];
  delete process.env['SITE_URL'];
});

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/billing/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function deliver(event: Record<string, unknown>, secret: string) {
  const payload = JSON.stringify(event);
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return response.status;
}

const count = async (sql: string, params: unknown[] = []) => Number((await t.sql<{ n: string }>(sql, params))[0]!.n);
const credits = async (userId: string) =>
  (await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [userId]))[0]!.api_credits;

describe('a forged local webhook', () => {
  const forgedTopUp = (id: string, customer: string) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: `cs_${id}`, mode: 'payment', payment_status: 'paid', customer, metadata: { item: 'topup_2000' } },
    },
  });

  it('is refused when the site URL is not this machine, whatever secret signed it', async () => {
    const user = t.account('active').userId;
    await t.sql("update public.subscriptions set provider_customer_id = 'cus_forged' where user_id = $1", [user]);
    const before = { events: await count('select count(*) as n from public.billing_events'), credits: await credits(user) };
    process.env['LOCAL_SITE_URL'] = '';
    process.env['SITE_URL'] = 'https://brickstack.co.uk';
    for (const secret of [localWebhookSecret(), OLD_CONSTANT]) {
      expect(await deliver(forgedTopUp(`evt_forged_${randomBytes(4).toString('hex')}`, 'cus_forged'), secret)).toBe(503);
    }
    // Forcing local mode on a public site changes nothing.
    process.env['BILLING_MODE'] = 'local';
    expect(await deliver(forgedTopUp('evt_forced', 'cus_forged'), localWebhookSecret())).toBe(503);
    const config = await (await fetch(`${server.url}/api/billing/config`)).json();
    expect(config).toMatchObject({ mode: 'off' });
    const token = await t.accessToken('active');
    expect((await call('local/renew', token, {})).status).toBe(404);
    expect(await count('select count(*) as n from public.billing_events')).toBe(before.events);
    expect(await credits(user)).toBe(before.credits);
  });

  it('signed with the constant the source once held is refused even on this machine', async () => {
    expect(await deliver(forgedTopUp('evt_old_constant', 'cus_forged'), OLD_CONSTANT)).toBe(400);
  });
});

describe('start-up', () => {
  it('npm start refuses BILLING_MODE=local on a site that is not this machine, with the reason, before serving anything', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(process.execPath, ['server/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        BILLING_MODE: 'local',
        LOCAL_SITE_URL: 'https://brickstack.co.uk',
        PORT: '4429',
        SUPABASE_PORT: '54429',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(
      "BILLING_MODE=local was refused. The local test checkout only runs on a developer's machine, and the site URL https://brickstack.co.uk is not on this machine.",
    );
  });
});

describe('completing a local checkout', () => {
  it('pays once when five completions of one top-up arrive at the same moment', async () => {
    const token = await t.accessToken('trial');
    const user = t.account('trial').userId;
    const before = await credits(user);
    const checkout = await call('checkout', token, { item: 'topup_500' });
    const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('local/complete', token, { session, billing: BILLING })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await credits(user)).toBe(before + 500);
    expect(
      await count("select count(*) as n from public.billing_invoices where user_id = $1 and billing_reason = 'manual'", [user]),
    ).toBe(1);
    expect(await count('select count(*) as n from public.billing_grants where source_id = $1', [session])).toBe(1);
    expect(await count("select count(*) as n from public.credit_ledger where user_id = $1 and reason = 'top_up'", [user])).toBe(
      1,
    );
    expect(await count("select count(*) as n from public.billing_emails where user_id = $1 and kind = 'receipt'", [user])).toBe(
      1,
    );
  });

  it('records nothing when the grant fails: the session stays open, and pays in full once it can', async () => {
    const token = await t.accessToken('legacy');
    const user = t.account('legacy').userId;
    const checkout = await call('checkout', token, { item: 'topup_100' });
    const session = /session=(cs_local_[a-f0-9]+)/.exec(String(checkout.body['url']))?.[1];
    // Every new grant fails, as a crash at that point would.
    await t.sql('alter table public.billing_grants add constraint test_grant_fails check (credits < 0) not valid');
    try {
      expect((await call('local/complete', token, { session, billing: BILLING })).status).toBe(502);
    } finally {
      await t.sql('alter table public.billing_grants drop constraint test_grant_fails');
    }
    const [state] = await t.sql<{ status: string }>(
      "select data ->> 'status' as status from public.local_billing_objects where id = $1",
      [session],
    );
    expect(state!.status).toBe('open');
    expect(await count('select count(*) as n from public.billing_invoices where user_id = $1', [user])).toBe(0);
    expect(await count('select count(*) as n from public.billing_emails where user_id = $1', [user])).toBe(0);
    expect((await call('local/complete', token, { session, billing: BILLING })).status).toBe(200);
    expect(await count('select count(*) as n from public.billing_grants where source_id = $1', [session])).toBe(1);
    expect(await count('select count(*) as n from public.billing_invoices where user_id = $1', [user])).toBe(1);
  });

  it('leaves every session paid with its credits or untouched when the process is killed with SIGKILL mid-way', async () => {
    const user = t.account('fresh').userId;
    await t.sql("update public.subscriptions set provider_customer_id = 'cus_killed' where user_id = $1", [user]);
    const sessions = Array.from({ length: 40 }, () => `cs_local_${randomBytes(12).toString('hex')}`);
    for (const id of sessions) {
      const data = {
        id,
        version: 0,
        item: 'topup_100',
        status: 'open',
        paid: false,
        customer: 'cus_killed',
        user_id: user,
        email: 'fresh@brickstack.test',
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
    const provider = new URL('../../functions/_shared/billing/local-provider.ts', import.meta.url).href;
    const sql = new URL('../../functions/_shared/sql-client.ts', import.meta.url).href;
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { localProvider } = await import(${JSON.stringify(provider)});
         const { sqlClient } = await import(${JSON.stringify(sql)});
         const local = localProvider(sqlClient());
         for (const id of process.env.SESSIONS.split(',')) {
           await local.completeCheckout(id, process.env.USER_ID, ${JSON.stringify(BILLING)});
           console.log('done ' + id);
         }`,
      ],
      {
        env: { ...process.env, SESSIONS: sessions.join(','), USER_ID: user },
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let done = 0;
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        done += chunk
          .toString()
          .split('\n')
          .filter((line) => line.startsWith('done ')).length;
        // Killed while it is in the middle of the next completion.
        if (done >= 3) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
      child.on('error', reject);
      setTimeout(() => reject(new Error('the child never completed a checkout')), 60_000);
    });
    expect(child.signalCode).toBe('SIGKILL');

    const rows = await t.sql<{ id: string; status: string; granted: boolean; invoiced: boolean }>(
      `select o.id, o.data ->> 'status' as status,
              exists (select 1 from public.billing_grants g where g.source_id = o.id) as granted,
              exists (select 1 from public.billing_invoices i where i.id = o.data ->> 'invoice') as invoiced
       from public.local_billing_objects o where o.id = any($1)`,
      [sessions],
    );
    const paid = rows.filter((r) => r.status === 'complete');
    expect(paid.length).toBeGreaterThanOrEqual(3);
    expect(paid.length).toBeLessThan(sessions.length);
    for (const row of rows) {
      expect({ id: row.id, granted: row.granted, invoiced: row.invoiced }).toEqual({
        id: row.id,
        granted: row.status === 'complete',
        invoiced: row.status === 'complete',
      });
    }
    const ledger = await count("select count(*) as n from public.credit_ledger where user_id = $1 and reason = 'top_up'", [user]);
    expect(ledger).toBe(paid.length);
  });
});
