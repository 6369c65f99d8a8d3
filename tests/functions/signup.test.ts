/** POST /api/signup against a real backend: one generic answer, trial on confirmation, limits, fuzz. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleSignup, SIGNUP_ACCEPTED } from '../../functions/_shared/signup.ts';
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

let ipCounter = 1;
const send = (body: unknown, ip = `203.0.113.${ipCounter++}`) =>
  handleSignup(jsonRequest('/api/signup', body), { ip } as Context);
const person = (email: string) => ({ email, firstName: 'Sam', lastName: 'Signup', consent: true });

async function emailsTo(address: string): Promise<Array<{ subject: string; text: string }>> {
  const files = await t.outbox();
  const all = await Promise.all(
    files.map(
      async (f) => JSON.parse(await readFile(join(t.outboxDir, f), 'utf8')) as { to: string; subject: string; text: string },
    ),
  );
  return all.filter((e) => e.to === address);
}

async function account(email: string) {
  const rows = await t.sql<{ credits: number; confirmed: boolean; trial_end: string | null; first_name: string }>(
    `select p.api_credits as credits, u.email_confirmed_at is not null as confirmed, s.trial_end::text as trial_end, p.first_name
     from auth.users u join public.profile p on p.user_id = u.id join public.subscriptions s on s.user_id = u.id where u.email = $1`,
    [email],
  );
  return rows;
}

describe('start a free trial', () => {
  it('creates the account unconfirmed with no credits, emails a link, and the link starts the trial', async () => {
    const response = await send(person('sam@example.com'));
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual(SIGNUP_ACCEPTED);
    expect(await account('sam@example.com')).toEqual([{ credits: 0, confirmed: false, trial_end: null, first_name: 'Sam' }]);
    const [email] = await emailsTo('sam@example.com');
    expect(email?.subject).toMatch(/Confirm your email/);
    const link = email?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
    expect(link).toBeTruthy();

    const opened = await fetch(link!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = opened.headers.get('location') ?? '';
    expect(location).toMatch(/^http:\/\/localhost:4321\/dashboard#access_token=/);
    expect(location).toContain('type=magiclink');
    const [after] = await account('sam@example.com');
    expect(after).toMatchObject({ credits: 25, confirmed: true });
    expect(after?.trial_end).not.toBeNull();

    // The link works once.
    const again = await fetch(link!, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers an address that already has an account exactly the same, and sends a sign-in link', async () => {
    const existing = t.account('trial');
    const response = await send(person(existing.email));
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual(SIGNUP_ACCEPTED);
    const emails = await emailsTo(existing.email);
    expect(emails.at(-1)?.subject).toMatch(/sign-in link/);
    expect(await account(existing.email)).toHaveLength(1);
  });

  it('gives no second trial to the same mailbox under another spelling', async () => {
    await send(person('Pat.Lee@gmail.com'));
    const first = (await emailsTo('Pat.Lee@gmail.com'))[0]?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
    await fetch(first!, { redirect: 'manual' });
    await send(person('patlee+again@googlemail.com'));
    const second = (await emailsTo('patlee+again@googlemail.com'))[0]?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
    await fetch(second!, { redirect: 'manual' });
    expect((await account('Pat.Lee@gmail.com'))[0]?.credits).toBe(25);
    expect((await account('patlee+again@googlemail.com'))[0]).toMatchObject({ credits: 0, confirmed: true, trial_end: null });
  });

  it('refuses disposable inboxes and missing consent with a clear 400', async () => {
    const disposable = await send(person('someone@mailinator.com'));
    expect(disposable.status).toBe(400);
    expect(await jsonOf(disposable)).toMatchObject({ error: 'disposable_email' });
    const noConsent = await send({ ...person('nc@example.com'), consent: false });
    expect(noConsent.status).toBe(400);
    expect((await jsonOf(noConsent))['fields']).toMatchObject({ consent: expect.stringContaining('agree') });
    expect(await account('someone@mailinator.com')).toEqual([]);
  });

  it('limits sign-ups per network address and links per mailbox, in the database', async () => {
    const ip = '198.51.100.77';
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(person(`office${i}@firm${i}.co.uk`), ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const perMailbox = [];
    for (let i = 0; i < 5; i++) perMailbox.push((await send(person(`same+${i}@example.org`))).status);
    expect(perMailbox).toEqual([200, 200, 200, 429, 429]);
  });

  it('limits trials granted per organisation, not sign-up attempts, outside the major mailbox providers', async () => {
    const open = async (address: string) => {
      const link = (await emailsTo(address)).at(-1)?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
      await fetch(link!, { redirect: 'manual' });
    };
    // Five sign-ups at a company that nobody confirms block nobody: attempts are not counted.
    const attempts = [];
    for (let i = 0; i < 5; i++) attempts.push((await send(person(`lead${i}@quiet-firm.co.uk`))).status);
    expect(attempts).toEqual([200, 200, 200, 200, 200]);
    expect((await send(person('colleague@quiet-firm.co.uk'))).status).toBe(200);
    await open('colleague@quiet-firm.co.uk');
    expect((await account('colleague@quiet-firm.co.uk'))[0]?.credits).toBe(25);

    // A catch-all domain: 3 trials granted a day, whatever the addresses or networks.
    for (let i = 0; i < 4; i++) expect((await send(person(`user${i}@catchall-farm.co.uk`))).status).toBe(200);
    for (let i = 0; i < 4; i++) await open(`user${i}@catchall-farm.co.uk`);
    const credits = await Promise.all([0, 1, 2, 3].map(async (i) => (await account(`user${i}@catchall-farm.co.uk`))[0]?.credits));
    // The fourth confirmation came after the day's budget was granted: no trial.
    expect(credits).toEqual([25, 25, 25, 0]);
    // Now the organisation, under a sub-domain too, is told before any account is made.
    const refused = await send(person('x@mail.catchall-farm.co.uk'));
    expect(refused.status).toBe(429);
    expect(String((await jsonOf(refused))['message'])).toMatch(/several trials for addresses at catchall-farm\.co\.uk today/);
    expect(await account('x@mail.catchall-farm.co.uk')).toEqual([]);
    // A day later the budget is back.
    await t.sql("update public.trial_grants set granted_at = now() - interval '25 hours' where budget_hash is not null");
    expect((await send(person('y@catchall-farm.co.uk'))).status).toBe(200);

    // Major providers are limited per mailbox and address only.
    const gmail = [];
    for (let i = 0; i < 5; i++) gmail.push((await send(person(`someone${i}@gmail.com`))).status);
    expect(gmail).toEqual([200, 200, 200, 200, 200]);
    // A disposable domain is refused under a subdomain too (registrable domain from the Public Suffix List).
    const sub = await send(person('x@sub.mailinator.com'));
    expect(sub.status).toBe(400);
    expect(await jsonOf(sub)).toMatchObject({ error: 'disposable_email' });
  });

  it('counts private public-suffix sub-domains as one organisation, and a relay service as one shared budget', async () => {
    const open = async (address: string) => {
      await send(person(address));
      const link = (await emailsTo(address)).at(-1)?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
      await fetch(link!, { redirect: 'manual' });
    };
    for (const name of ['ann', 'bob', 'cy']) await open(`me@${name}.github.io`);
    const pages = await send(person('me@dee.github.io'));
    expect(pages.status).toBe(429);
    expect(String((await jsonOf(pages))['message'])).toContain('github.io');
    // Hide My Email: ten trials a day for all of Apple's relay addresses together.
    for (let i = 0; i < 10; i++) await open(`r${i}x@privaterelay.appleid.com`);
    expect((await account('r9x@privaterelay.appleid.com'))[0]?.credits).toBe(25);
    const relay = await send(person('r10x@privaterelay.appleid.com'));
    expect(relay.status).toBe(429);
    expect(String((await jsonOf(relay))['message'])).toMatch(/forwarding service/);
  });

  it('gives one trial to a Proton mailbox under any of its domains', async () => {
    const open = async (address: string) => {
      await send(person(address));
      const link = (await emailsTo(address)).at(-1)?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
      await fetch(link!, { redirect: 'manual' });
    };
    await open('kit.lane@proton.me');
    await open('kitlane@pm.me');
    await open('kit_lane@protonmail.com');
    expect((await account('kit.lane@proton.me'))[0]?.credits).toBe(25);
    expect((await account('kitlane@pm.me'))[0]?.credits).toBe(0);
    expect((await account('kit_lane@protonmail.com'))[0]?.credits).toBe(0);
  });

  it('gives one trial to a Yahoo mailbox whatever its disposable -keyword alias', async () => {
    const open = async (address: string) => {
      await send(person(address));
      const link = (await emailsTo(address))[0]?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
      await fetch(link!, { redirect: 'manual' });
    };
    await open('pat@yahoo.com');
    await open('pat-deals@yahoo.com');
    expect((await account('pat@yahoo.com'))[0]?.credits).toBe(25);
    expect((await account('pat-deals@yahoo.com'))[0]).toMatchObject({ credits: 0, confirmed: true, trial_end: null });
  });

  it('accepts only letters, spaces, hyphens and apostrophes in names, so no email can carry a message in a name', async () => {
    const scam = await send({ ...person('scam@example.net'), firstName: 'URGENT: call 0800 123 456' });
    expect(scam.status).toBe(400);
    expect((await jsonOf(scam))['fields']).toMatchObject({ firstName: expect.stringContaining('letters, spaces, hyphens') });
    expect((await send({ ...person('anne@example.net'), firstName: "Anne-Marie O'Brien" })).status).toBe(200);
  });

  it('answers 1,000 malformed sign-ups without a 5xx and stores no account', async () => {
    const before = (await t.sql<{ n: number }>('select count(*)::int as n from auth.users'))[0]?.n;
    const bodies: unknown[] = [
      'not json',
      {},
      { email: 'x' },
      { email: 'a@b.co', firstName: '', lastName: 'x', consent: true },
      { email: 'a@b.co', firstName: 'x'.repeat(101), lastName: 'x', consent: true },
      { email: 'a'.repeat(300) + '@b.co', firstName: 'x', lastName: 'x', consent: true },
      { email: 'a@b.co', firstName: 'x', lastName: 'x', consent: 'yes' },
      [1, 2, 3],
      { email: null, firstName: {}, lastName: [], consent: 1 },
      { email: 'a@b.co', firstName: 'x', lastName: 'x' },
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 50) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, j) => send(bodies[(i + j) % bodies.length]).then((r) => r.status)))),
      );
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect((await t.sql<{ n: number }>('select count(*)::int as n from auth.users'))[0]?.n).toBe(before);
  });
});
