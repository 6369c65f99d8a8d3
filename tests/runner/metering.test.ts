/**
 * Server-side metering through the real runner, functions and backend: the free tier for
 * visitors, charges for signed-in users and API keys with exact balances, refusals for paused,
 * exhausted and ended trials, idempotent retries, and exact charging under 200 parallel calls.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR, importSamples } from '../data/helpers.ts';
import type { SeedAccount } from '../../src/data/seed-accounts.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';
import { UNPAID_API_CALLS_PER_DAY } from '../../src/lib/api/metering/limits.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  process.env['FREE_LOOKUPS_PER_DAY'] = '3';
  process.env['FREE_LOOKUPS_PER_ADDRESS_PER_DAY'] = '5';
  runner = await startRealRunner();
  ({ t, server } = runner);
  // Postcodes plus one economic indicator, so Trafford's economic answer holds data (and is charged)
  // while other places' answers hold none (and are free).
  await importSamples(t.backend.db, ['postcodes/trafford_postcodes_onspd_derived.csv', 'economy/claimant_count.csv']);
});
afterAll(async () => {
  await runner?.close();
  delete process.env['FREE_LOOKUPS_PER_DAY'];
  delete process.env['FREE_LOOKUPS_PER_ADDRESS_PER_DAY'];
});

const IN_DATA = 'M33%202AU';
const get = (postcode: string, headers: Record<string, string> = {}, extra = '') =>
  fetch(`${server.url}/api/data/economic?postcode=${postcode}${extra}`, { headers });

async function credits(key: SeedAccount['key']): Promise<number> {
  const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
    t.account(key).userId,
  ]);
  return row?.api_credits ?? -1;
}
async function setCredits(key: SeedAccount['key'], value: number): Promise<void> {
  await t.sql('update public.profile set api_credits = $2 where user_id = $1', [t.account(key).userId, value]);
}

describe.skipIf(!DATA_DIR)('metering', () => {
  beforeEach(async () => {
    await t.sql('delete from public.rate_limit_counters');
    await t.sql('delete from public.paid_answers');
  });

  it('gives a visitor 3 full lookups a day per checker, keeps the count by cookie, and never counts failures', async () => {
    const first = await get(IN_DATA);
    expect(first.status).toBe(200);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^bs_visitor=[0-9a-f-]{36}$/);
    expect(first.headers.get('x-free-lookups-remaining')).toBe('2');
    expect((await get('SW1A%201AA', { cookie })).status).toBe(404);
    expect((await get('NOT-A-POSTCODE', { cookie })).status).toBe(400);
    expect((await get(IN_DATA, { cookie })).status).toBe(200);
    expect((await get(IN_DATA, { cookie })).status).toBe(200);
    const over = await get(IN_DATA, { cookie });
    expect(over.status).toBe(402);
    const body = (await over.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'free_limit_reached' });
    expect(String(body['message'])).toMatch(/3 free lookups.*free trial/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('Trafford');
  });

  it('does not become unlimited by dropping the cookie: the address cap holds', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await get(IN_DATA)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 402, 402]);
  });

  it('charges a signed-in trial user exactly one credit per answer, with the balance in the headers', async () => {
    await setCredits('trial', 25);
    const token = await t.accessToken('trial');
    const response = await get(IN_DATA, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-credits-charged')).toBe('1');
    expect(response.headers.get('x-credits-remaining')).toBe('24');
    expect(await credits('trial')).toBe(24);
    const [ledger] = await t.sql<{ service: string; delta: number }>(
      'select service, delta from public.credit_ledger where user_id = $1 order by id desc limit 1',
      [t.account('trial').userId],
    );
    expect(ledger).toEqual({ service: 'economic-data', delta: -1 });
    expect((await get('SW1A%201AA', { authorization: `Bearer ${token}` })).status).toBe(404);
    expect((await get('NOT-A-POSTCODE', { authorization: `Bearer ${token}` })).status).toBe(400);
    expect(await credits('trial')).toBe(24);
  });

  it('charges an API key the same way and refuses an unknown key or token', async () => {
    await setCredits('active', 10);
    const response = await get(IN_DATA, { 'x-api-key': t.account('active').apiKey });
    expect(response.status).toBe(200);
    expect(await credits('active')).toBe(9);
    expect((await get(IN_DATA, { 'x-api-key': 'k'.repeat(40) })).status).toBe(401);
    expect((await get(IN_DATA, { authorization: 'Bearer not-a-real-token' })).status).toBe(401);
    expect(await credits('active')).toBe(9);
  });

  it('replays a retry with the same Idempotency-Key without a charge, and refuses the key on another request', async () => {
    await setCredits('active', 10);
    const headers = { 'x-api-key': t.account('active').apiKey, 'idempotency-key': 'retry-1' };
    const first = await get(IN_DATA, headers);
    expect(first.status).toBe(200);
    const retry = await get('m332au', headers);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('x-credits-charged')).toBe('0');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(await first.text());
    expect(await credits('active')).toBe(9);
    // The same key on another request: refused, whatever the balance.
    const reused = await get('M33%203HJ', headers);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
    await setCredits('active', 0);
    expect((await get('M33%203HJ', headers)).status).toBe(422);
    expect(await credits('active')).toBe(0);
    expect((await get(IN_DATA, { ...headers, 'idempotency-key': 'bad key with spaces' })).status).toBe(400);
  });

  it('answers a request the user already paid for today free, even at 0 credits', async () => {
    await setCredits('active', 2);
    const headers = { 'x-api-key': t.account('active').apiKey };
    expect((await get(IN_DATA, headers)).headers.get('x-credits-charged')).toBe('1');
    await setCredits('active', 0);
    const again = await get('m33 2au', headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-credits-charged')).toBe('0');
    expect(again.headers.get('x-credits-note')).toMatch(/^No charge: you already have this answer/);
    // Another postcode is a new answer, refused at 0 credits.
    expect((await get('M33%203HJ', headers)).status).toBe(402);
  });

  it('charges nothing for an answer that holds no data, and says so', async () => {
    await setCredits('active', 5);
    const headers = { 'x-api-key': t.account('active').apiKey };
    // No Ofcom mobile file is imported here: the mobile answer for M33 2AU holds no figures.
    const mobile = (extra: Record<string, string> = {}) =>
      fetch(`${server.url}/api/data/mobile?postcode=${IN_DATA}`, { headers: extra });
    const empty = await mobile(headers);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('x-credits-charged')).toBe('0');
    expect(empty.headers.get('x-credits-note')).toBe('No charge: we hold no Ofcom mobile figures for this area yet.');
    expect(await credits('active')).toBe(5);
    expect(await t.sql('select 1 from public.paid_answers')).toEqual([]);
    // A visitor's free lookup is given back too.
    const visitor = await mobile();
    expect(visitor.headers.get('x-free-lookups-remaining')).toBe('3');
    expect(visitor.headers.get('x-credits-note')).toMatch(/^No charge/);
  });

  it('answers HEAD as GET would (status and refusals), with no body, no charge and no free lookup used', async () => {
    await setCredits('active', 5);
    const head = (postcode: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/data/economic?postcode=${postcode}`, { method: 'HEAD', headers });
    const apiKey = { 'x-api-key': t.account('active').apiKey };
    const ok = await head(IN_DATA, apiKey);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('');
    expect(ok.headers.get('x-credits-charged')).toBe('0');
    expect(await credits('active')).toBe(5);
    expect(await t.sql('select 1 from public.paid_answers')).toEqual([]);
    expect((await head('SW1A%201AA', apiKey)).status).toBe(404);
    await setCredits('active', 0);
    expect((await head(IN_DATA, apiKey)).status).toBe(402);
    await t.sql("update public.subscriptions set status = 'paused' where user_id = $1", [t.account('active').userId]);
    expect((await head(IN_DATA, apiKey)).status).toBe(403);
    await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('active').userId]);
    const visitorHead = await head(IN_DATA);
    expect(visitorHead.status).toBe(200);
    expect((await get(IN_DATA)).headers.get('x-free-lookups-remaining')).toBe('2');
  });

  it('refuses repeated, unknown and oddly spelt parameters before fingerprinting or charging', async () => {
    await setCredits('active', 5);
    const headers = { 'x-api-key': t.account('active').apiKey };
    for (const query of [
      `postcode=${IN_DATA}&postcode=M33%203HJ`,
      `postcode=${IN_DATA}&postcode=${IN_DATA}`,
      `postcode=${IN_DATA}&attempt=1`,
      `Postcode=${IN_DATA}`,
      `post%63ode=${IN_DATA}&postcode=M33%203HJ`,
    ]) {
      const response = await fetch(`${server.url}/api/data/economic?${query}`, { headers });
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ error: 'invalid_request' });
    }
    const crime = await fetch(`${server.url}/api/data/crime?postcode=${IN_DATA}&radius=500&radius=900`, { headers });
    expect(crime.status).toBe(400);
    expect(await crime.json()).toMatchObject({ error: 'invalid_request', parameter: 'radius' });
    expect(await credits('active')).toBe(5);
    expect(await t.sql('select 1 from public.paid_answers')).toEqual([]);
  });

  it('anchors free repeats to the payment: they never renew it and store nothing, and 24 hours later it is charged again', async () => {
    await setCredits('active', 5);
    const userId = t.account('active').userId;
    const headers = (key: string) => ({ 'x-api-key': t.account('active').apiKey, 'idempotency-key': key });
    const paid = await get(IN_DATA, headers('first'));
    expect(paid.headers.get('x-credits-charged')).toBe('1');
    const body = await paid.text();
    // Twenty hours of repeats, each with a new key (as the site sends): free, the paid answer as it was, nothing stored.
    for (let hour = 1; hour <= 20; hour += 1) {
      await t.sql("update public.paid_answers set created_at = created_at - interval '1 hour' where user_id = $1", [userId]);
      await t.sql("update public.answer_keys set created_at = created_at - interval '1 hour' where user_id = $1", [userId]);
      const repeat = await get(IN_DATA, headers(`repeat-${hour}`));
      expect(repeat.headers.get('x-credits-charged')).toBe('0');
      expect(await repeat.text()).toBe(body);
    }
    expect(await t.sql('select 1 from public.paid_answers where user_id = $1', [userId])).toHaveLength(1);
    // A repeat's key replays the paid answer, and is refused for another request.
    const replayed = await get(IN_DATA, headers('repeat-20'));
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await get('M33%203HJ', headers('repeat-20'))).status).toBe(422);
    // Past 24 hours from the payment (not from the last repeat), the same request is charged again.
    await t.sql("update public.paid_answers set created_at = created_at - interval '5 hours' where user_id = $1", [userId]);
    await t.sql("update public.answer_keys set created_at = created_at - interval '5 hours' where user_id = $1", [userId]);
    const later = await get(IN_DATA, headers('later'));
    expect(later.headers.get('x-credits-charged')).toBe('1');
    expect(await credits('active')).toBe(3);
  });

  it('names what was bought on the ledger and keeps the answer to reopen free', async () => {
    await setCredits('trial', 25);
    const token = await t.accessToken('trial');
    const paid = await get(IN_DATA, { authorization: `Bearer ${token}` });
    const id = paid.headers.get('x-answer-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [ledger] = await t.sql<{ detail: string }>(
      'select detail from public.credit_ledger where user_id = $1 order by id desc limit 1',
      [t.account('trial').userId],
    );
    expect(ledger?.detail).toBe('Economic data · M33 2AU');
    const list = await fetch(`${server.url}/api/answers`, { headers: { authorization: `Bearer ${token}` } });
    const { answers } = (await list.json()) as { answers: Array<Record<string, unknown>> };
    expect(answers[0]).toMatchObject({ id, label: 'Economic data · M33 2AU', postcode: 'M33 2AU', credits: 1 });
    expect(answers[0]?.['reopenUrl']).toBe(`/economic-data?postcode=M33+2AU&answer=${id}`);
    const reopened = await fetch(`${server.url}/api/answers/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(reopened.status).toBe(200);
    expect(reopened.headers.get('x-credits-charged')).toBe('0');
    expect(await reopened.text()).toBe(await paid.text());
    expect(await credits('trial')).toBe(24);
    // Nobody else can open it, and anonymous callers are asked to sign in.
    const other = await t.accessToken('active');
    expect((await fetch(`${server.url}/api/answers/${id}`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(404);
    expect((await fetch(`${server.url}/api/answers/${id}`)).status).toBe(401);
  });

  it('refuses exhausted, ended and paused accounts before any work, and never charges legacy ones', async () => {
    const emptyToken = await t.accessToken('trial-empty');
    const exhausted = await get(IN_DATA, { authorization: `Bearer ${emptyToken}` });
    expect(exhausted.status).toBe(402);
    expect(await exhausted.json()).toMatchObject({ error: 'insufficient_credits' });

    const paused = await get(IN_DATA, { 'x-api-key': t.account('paused').apiKey });
    expect(paused.status).toBe(403);
    expect(await paused.json()).toMatchObject({ error: 'account_paused' });

    await setCredits('trial', 5);
    await t.sql("update public.subscriptions set trial_end = now() - interval '1 day' where user_id = $1", [
      t.account('trial').userId,
    ]);
    const ended = await get(IN_DATA, { 'x-api-key': t.account('trial').apiKey });
    expect(ended.status).toBe(402);
    expect(await ended.json()).toMatchObject({ error: 'trial_ended' });
    expect(await credits('trial')).toBe(5);
    await t.sql("update public.subscriptions set trial_end = now() + interval '14 days' where user_id = $1", [
      t.account('trial').userId,
    ]);

    const before = await credits('legacy');
    const legacy = await get(IN_DATA, { 'x-api-key': t.account('legacy').apiKey });
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get('x-credits-legacy')).toBe('true');
    expect(await credits('legacy')).toBe(before);
  });

  it('refuses an account’s API calls before any work once it has made its daily number of unpaid calls', async () => {
    const { userId, apiKey } = t.account('active');
    const call = () =>
      fetch(`${server.url}/api/v1/economic?postcode=${IN_DATA}&colour=blue`, { headers: { 'x-api-key': apiKey } });
    expect((await call()).status).toBe(400);
    const [logged] = await t.sql<{ n: number }>('select count(*)::int as n from public.api_request_log where user_id = $1', [
      userId,
    ]);
    await t.sql(`update public.rate_limit_counters set hits = $2 where bucket = 'api-log:unpaid' and key_hash = $1::text`, [
      userId,
      UNPAID_API_CALLS_PER_DAY,
    ]);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'daily_request_limit' });
    const [after] = await t.sql<{ n: number }>('select count(*)::int as n from public.api_request_log where user_id = $1', [
      userId,
    ]);
    expect(after?.n).toBe(logged?.n);
  });

  it('answers exactly 50 of 200 parallel different calls on 50 credits, and leaves 0', async () => {
    await setCredits('active', 50);
    const key = t.account('active').apiKey;
    // 200 different Trafford postcodes: 200 different requests, each holding Trafford's figures.
    const postcodes = await t.sql<{ postcode: string }>(
      "select distinct postcode from open_data.postcodes where laua = 'E08000009' and terminated is null order by postcode limit 200",
    );
    expect(postcodes).toHaveLength(200);
    const responses = await Promise.all(postcodes.map(({ postcode }) => get(encodeURIComponent(postcode), { 'x-api-key': key })));
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<Record<string, unknown>>));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(50);
    expect(bodies.filter((b) => 'geography' in b)).toHaveLength(50);
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual(Array(150).fill(402));
    expect(responses.some((r) => r.status >= 500)).toBe(false);
    expect(await credits('active')).toBe(0);
  });

  it('answers 1,000 malformed metered requests without a 5xx and without charging', async () => {
    await setCredits('active', 7);
    const key = t.account('active').apiKey;
    const junk = ['', '%00', '%E0%A4%A', 'M33', 'ZZ99%209ZZ', 'x'.repeat(300), '<script>', "M33'%20OR%201=1"];
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 50) {
      const batch = Array.from({ length: 50 }, (_, j) => {
        const n = i + j;
        const headers: Record<string, string> =
          n % 3 === 0 ? { 'x-api-key': key } : n % 3 === 1 ? { authorization: `Bearer ${'a'.repeat(n % 40)}` } : {};
        if (n % 5 === 0) headers['idempotency-key'] = n % 10 === 0 ? '' : `k${n}`;
        return fetch(`${server.url}/api/data/economic?postcode=${junk[n % junk.length]}`, { headers }).then((r) => r.status);
      });
      statuses.push(...(await Promise.all(batch)));
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await credits('active')).toBe(7);
  });
});
