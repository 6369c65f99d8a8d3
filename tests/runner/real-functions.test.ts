/**
 * The real functions/ served by the local runner, with a real local backend (PGlite over the
 * wire protocol): concurrency without a single failed answer, exact charging under load, and no
 * 5xx that leaks internals when the database goes away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
});
afterAll(async () => runner?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('real functions through the runner', () => {
  it('answers 200 concurrent calls to health and billing config with 0 failures', async () => {
    const calls = Array.from({ length: 200 }, (_, i) =>
      i % 2 ? fetch(`${server.url}/api/health`) : fetch(`${server.url}/api/billing/config`),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('limits validate-challenge per client address under 100 parallel calls, with 429 and never 5xx', async () => {
    await t.sql('delete from public.rate_limit_counters');
    const calls = Array.from({ length: 100 }, () =>
      post('/api/validate-challenge', { challenge: 'Finding buy to let deals in Leeds' }),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
  });

  it('charges exactly the balance under 200 parallel deduct-credit calls, and never 5xx', async () => {
    const account = t.account('active');
    await t.sql('update public.profile set api_credits = 50 where user_id = $1', [account.userId]);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        post('/api/deduct-credit', { service: 'postcode-crime' }, { 'x-api-key': account.apiKey }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 403)).toHaveLength(150);
    const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
      account.userId,
    ]);
    expect(row?.api_credits).toBe(0);
  });

  it('answers the legacy account 200 times in parallel with 200 OK', async () => {
    const account = t.account('legacy');
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        post('/api/deduct-credit', { service: 'postcode-crime' }, { 'x-api-key': account.apiKey }),
      ),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  });

  it('answers a data call with a clean JSON 503 when the database is unreachable', async () => {
    const saved = process.env['DATABASE_URL'];
    process.env['DATABASE_URL'] = 'postgres://postgres:postgres@127.0.0.1:9/postgres';
    try {
      const response = await fetch(`${server.url}/api/data/report?postcode=M33%202AU`);
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|\bat .+:\d+|\/work\//);
      expect(JSON.parse(text)).toMatchObject({ error: 'data_unavailable' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      process.env['DATABASE_URL'] = saved;
    }
  });
});
