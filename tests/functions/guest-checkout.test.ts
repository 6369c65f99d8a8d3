/**
 * Guest checkout and sign-up for the same address, against a real backend with the local test
 * checkout: a checkout someone starts (and does not pay) with another person's address never
 * blocks or shapes their trial, and a paid checkout never lands on someone else's sign-up.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestAccount } from '../../functions/_shared/billing/guest-checkout.ts';
import { localProvider } from '../../functions/_shared/billing/local-provider.ts';
import type { BillingAccount } from '../../functions/_shared/billing/provider.ts';
import { handleSignup } from '../../functions/_shared/signup.ts';
import { sqlClient } from '../../functions/_shared/sql-client.ts';
import { checkoutItem } from '../../src/lib/billing/catalogue.ts';
import { startTestBackend, type TestBackend } from './backend.ts';
import { jsonOf, jsonRequest } from './request-helpers.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
  process.env['DATABASE_URL'] = t.backend.databaseUrl;
  process.env['LOCAL_SITE_URL'] = 'http://localhost:4321';
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
});

const BILLING = { name: 'Mallory Payer', line1: '1 Other Road', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' };
let ipCounter = 1;
const ip = () => `198.51.100.${ipCounter++}`;
const signUp = (email: string, firstName = 'Victor') =>
  handleSignup(jsonRequest('/api/signup', { email, firstName, lastName: 'Owner', consent: true }), { ip: ip() } as Context);
const guest = (email: string, item = 'api_monthly', firstName = 'Mallory') =>
  guestAccount(sqlClient(), { item, email, firstName, lastName: 'Payer', consent: true } as never, ip());

/** Starts a local guest checkout as /api/billing/guest-checkout does; the session id. */
async function startCheckout(account: BillingAccount, item = 'api_monthly'): Promise<string> {
  const { url } = await localProvider(sqlClient()).createCheckout(account, checkoutItem(item)!, 'http://localhost', {
    guest: true,
  });
  return /session=(cs_local_[a-f0-9]+)/.exec(url)![1]!;
}

async function openLink(address: string) {
  const files = await t.outbox();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(t.outboxDir, f), 'utf8')) as { to: string; text: string }),
  );
  const link = mails
    .filter((m) => m.to === address)
    .at(-1)
    ?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  expect(link).toBeTruthy();
  await fetch(link!, { redirect: 'manual' });
}

async function state(email: string) {
  return t.sql<{ id: string; credits: number; confirmed: boolean; status: string; plan: string | null; invoices: number }>(
    `select u.id, p.api_credits as credits, u.email_confirmed_at is not null as confirmed, s.status, s.plan,
            (select count(*)::int from public.billing_invoices i where i.user_id = u.id) as invoices
     from auth.users u join public.profile p on p.user_id = u.id join public.subscriptions s on s.user_id = u.id
     where lower(u.email) = lower($1)`,
    [email],
  );
}

describe('guest checkout and sign-up for one address', () => {
  it('an unpaid checkout with my address does not block my trial, and paying it later reaches nobody', async () => {
    const email = 'victim1@example.com';
    const placeholder = await guest(email);
    if (placeholder instanceof Response) throw new Error(`refused: ${placeholder.status}`);
    const session = await startCheckout(placeholder);
    const [made] = await t.sql<{ confirmed: boolean; meta: Record<string, unknown> }>(
      'select email_confirmed_at is not null as confirmed, raw_app_meta_data as meta from auth.users where id = $1',
      [placeholder.userId],
    );
    expect(made).toMatchObject({ confirmed: false, meta: expect.objectContaining({ checkout: 'guest' }) });
    expect(made?.meta['signup']).toBeUndefined();

    expect((await signUp(email)).status).toBe(200);
    await openLink(email);
    const [after] = await state(email);
    expect(after).toMatchObject({ credits: 25, confirmed: true, status: 'trial', plan: null, invoices: 0 });
    expect(after?.id).not.toBe(placeholder.userId);

    // The checkout started before the sign-up can no longer be paid onto anyone.
    expect(await localProvider(sqlClient()).completeCheckout(session, null, BILLING)).toBe('not_found');
    expect((await state(email))[0]).toMatchObject({ credits: 25, plan: null, invoices: 0 });
  });

  it('never attaches a checkout to an unconfirmed sign-up (or any account), and says the same for each', async () => {
    const email = 'victim2@example.com';
    expect((await signUp(email)).status).toBe(200);
    const refused = await guest(email);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(409);
    expect(await jsonOf(refused as Response)).toMatchObject({ error: 'sign_in_required' });
    const confirmed = await guest(t.account('trial').email);
    expect(await jsonOf(confirmed as Response)).toEqual(await jsonOf((await guest(email)) as Response));
    // The sign-up is untouched and still gets its trial.
    await openLink(email);
    expect((await state(email))[0]).toMatchObject({ credits: 25, confirmed: true, invoices: 0 });
  });

  it('a paid checkout account keeps its purchase when someone then signs up with the address', async () => {
    const email = 'buyer3@example.com';
    const account = await guest(email, 'topup_100', 'Grace');
    if (account instanceof Response) throw new Error('refused');
    expect(await localProvider(sqlClient()).completeCheckout(await startCheckout(account, 'topup_100'), null, BILLING)).toBe(
      'completed',
    );
    const [paid] = await state(email);
    expect(paid).toMatchObject({ id: account.userId, invoices: 1, confirmed: false });
    expect(paid!.credits).toBeGreaterThan(0);
    expect((await signUp(email)).status).toBe(200);
    expect((await state(email))[0]).toEqual(paid);
    // …and a second guest checkout for a paid address is asked to sign in.
    expect(((await guest(email)) as Response).status).toBe(409);
  });

  it('a second checkout for the address replaces the unpaid one, so only the newest can be paid onto an account', async () => {
    const email = 'retry4@example.com';
    const first = await guest(email, 'api_monthly', 'Mallory');
    if (first instanceof Response) throw new Error('refused');
    const stale = await startCheckout(first);
    const second = await guest(email, 'api_monthly', 'Grace');
    if (second instanceof Response) throw new Error('refused');
    expect(second.userId).not.toBe(first.userId);
    const fresh = await startCheckout(second);
    expect(await localProvider(sqlClient()).completeCheckout(stale, null, BILLING)).toBe('not_found');
    expect(await localProvider(sqlClient()).completeCheckout(fresh, null, { ...BILLING, name: 'Grace Hopper' })).toBe(
      'completed',
    );
    const [paid] = await state(email);
    expect(paid).toMatchObject({ id: second.userId, status: 'active', invoices: 1 });
    const [profile] = await t.sql<{ first_name: string }>('select first_name from public.profile where user_id = $1', [
      second.userId,
    ]);
    expect(profile?.first_name).toBe('Grace');
  });
});
