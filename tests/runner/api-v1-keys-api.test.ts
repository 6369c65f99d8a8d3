/**
 * Key management over the API (/api/v1/keys) with raw HTTP through the real runner, functions and
 * backend: signed in with a session's access token (never an API key), the dashboard's rules
 * (names, endpoints, caps, 25 active keys), secrets shown once, rotation and revocation biting on
 * the next call, and nobody reaching another account's keys, credits or plan.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_V1_ERROR_CODES } from '../../src/lib/api/v1/errors.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { SeedAccount } from '../../src/data/seed-accounts.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => {
  await runner?.close();
});
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
  await t.sql("update public.profile set monthly_plan = 'api', api_credits = 100 where user_id = $1", [
    t.account('active').userId,
  ]);
  await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('active').userId]);
});

async function keys(method: string, path: string, who: SeedAccount['key'] | { apiKey: string }, body?: unknown) {
  const auth: Record<string, string> =
    typeof who === 'string' ? { authorization: `Bearer ${await t.accessToken(who)}` } : { 'x-api-key': who.apiKey };
  const response = await fetch(`${server.url}/api/v1/keys${path}`, {
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : null) as { error?: string } | null;
  // Every error is one of the codes the document lists (its Error.error enum).
  if (parsed?.error) expect(API_V1_ERROR_CODES).toContain(parsed.error);
  return {
    response,
    body: (text ? JSON.parse(text) : null) as { data: Record<string, unknown>; error?: string; parameter?: string },
  };
}

let price = 520_000;
const stampDuty = (key: string) =>
  fetch(`${server.url}/api/v1/stamp-duty?price=${(price += 1)}&completionDate=2025-06-01&location=england`, {
    headers: { 'x-api-key': key },
  });

describe('keys over the API', () => {
  it('creates a key shown once, lists it without its secret, rotates and revokes it, biting on the next call', async () => {
    const created = await keys('POST', '', 'active', { label: 'CI', endpoints: ['stamp-duty'], monthlyCap: 50 });
    expect(created.response.status).toBe(201);
    const secret = String(created.body.data['key']);
    expect(secret).toMatch(/^bsk_[0-9a-f]{64}$/);
    expect(created.body.data).toMatchObject({
      label: 'CI',
      endpoints: ['stamp-duty'],
      monthlyCap: 50,
      spentThisMonth: 0,
      revokedAt: null,
    });
    const id = String(created.body.data['id']);
    expect(created.response.headers.get('location')).toBe(`/api/v1/keys/${id}`);
    expect((await stampDuty(secret)).status).toBe(200);

    const listed = await keys('GET', '', 'active');
    expect(listed.response.status).toBe(200);
    const list = listed.body.data as unknown as { id: string; hint: string; spentThisMonth: number }[];
    expect(list.find((k) => k.id === id)).toMatchObject({ hint: `bsk_…${secret.slice(-4)}`, spentThisMonth: 1 });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(4, 30));
    expect((await keys('GET', `/${id}`, 'active')).body.data).toMatchObject({ id, label: 'CI' });

    const rotated = await keys('POST', `/${id}/rotate`, 'active');
    expect(rotated.response.status).toBe(200);
    const next = String(rotated.body.data['key']);
    expect(next).not.toBe(secret);
    expect((await stampDuty(secret)).status).toBe(401);
    expect((await stampDuty(next)).status).toBe(200);

    const revoked = await keys('DELETE', `/${id}`, 'active');
    expect(revoked.response.status).toBe(200);
    expect(revoked.body.data['revokedAt']).not.toBeNull();
    expect((await stampDuty(next)).status).toBe(401);
    const again = await keys('POST', `/${id}/rotate`, 'active');
    expect([again.response.status, again.body.error]).toEqual([404, 'not_found']);
  });

  it('takes a signed-in session only: an API key (even the account key) cannot manage keys', async () => {
    for (const who of [{ apiKey: t.account('active').apiKey }]) {
      const { response, body } = await keys('POST', '', who, { label: 'Sneaky' });
      expect([response.status, body.error]).toEqual([401, 'unauthorized']);
    }
    const asBearer = await fetch(`${server.url}/api/v1/keys`, {
      headers: { authorization: `Bearer ${t.account('active').apiKey}` },
    });
    expect(asBearer.status).toBe(401);
    const forged = await fetch(`${server.url}/api/v1/keys`, { headers: { authorization: 'Bearer aaa.bbb.ccc' } });
    expect(forged.status).toBe(401);
  });

  it('checks settings as the dashboard does, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ label: '' }, 'label'],
      [{ label: 'x'.repeat(61) }, 'label'],
      [{ label: 'ok', endpoints: [] }, 'endpoints'],
      [{ label: 'ok', endpoints: ['not-an-endpoint'] }, 'endpoints'],
      [{ label: 'ok', monthlyCap: 0 }, 'monthlyCap'],
      [{ label: 'ok', monthlyCap: 1.5 }, 'monthlyCap'],
      [{ label: 'ok', credits: 1000 }, 'credits'],
      [{ label: 'ok', plan: 'api' }, 'plan'],
      ['not an object', 'body'],
    ];
    for (const [body, parameter] of cases) {
      const answer = await keys('POST', '', 'fresh', body);
      expect([answer.response.status, answer.body.error, answer.body.parameter], JSON.stringify(body)).toEqual([
        400,
        'invalid_request',
        parameter,
      ]);
    }
    const [profile] = await t.sql<{ api_credits: number; monthly_plan: string | null }>(
      'select api_credits, monthly_plan from public.profile where user_id = $1',
      [t.account('fresh').userId],
    );
    await t.sql('delete from public.rate_limit_counters');
    for (let i = 0; i < 25; i++) expect((await keys('POST', '', 'fresh', { label: `Key ${i + 1}` })).response.status).toBe(201);
    const over = await keys('POST', '', 'fresh', { label: 'One too many' });
    expect([over.response.status, over.body.error]).toEqual([409, 'key_limit_reached']);
    const [after] = await t.sql<{ api_credits: number; monthly_plan: string | null }>(
      'select api_credits, monthly_plan from public.profile where user_id = $1',
      [t.account('fresh').userId],
    );
    expect(after).toEqual(profile);
    // Key calls are limited per account per minute (30, a fixed window: 61 calls pass a limit whatever the clock).
    const token = await t.accessToken('fresh');
    const rest = await Promise.all(
      Array.from({ length: 61 }, async () => {
        const response = await fetch(`${server.url}/api/v1/keys`, { headers: { authorization: `Bearer ${token}` } });
        return { response, body: (await response.json()) as { error?: string } };
      }),
    );
    const limited = rest.find((r) => r.response.status === 429);
    expect(limited?.body.error).toBe('rate_limited');
    expect(limited?.response.headers.get('ratelimit-limit')).toBe('30');
  });

  it('never reaches another account’s keys', async () => {
    const mine = await keys('POST', '', 'active', { label: 'Mine' });
    const id = String(mine.body.data['id']);
    for (const [method, path] of [
      ['GET', `/${id}`],
      ['POST', `/${id}/rotate`],
      ['DELETE', `/${id}`],
    ] as const) {
      const answer = await keys(method, path, 'trial');
      expect([answer.response.status, answer.body.error], `${method} ${path}`).toEqual([404, 'not_found']);
    }
    const theirs = (await keys('GET', '', 'trial')).body.data as unknown as { id: string }[];
    expect(theirs.map((k) => k.id)).not.toContain(id);
    expect((await stampDuty(String(mine.body.data['key']))).status).toBe(200);
    expect((await keys('PUT', `/${id}`, 'active')).response.status).toBe(405);
  });
});
