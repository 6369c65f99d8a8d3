/**
 * Usage you can see: after a scripted series of REST and MCP calls (answers, repeats, refusals and
 * errors, with the account key and a named key), GET /api/v1/account/usage, the signed-in page's
 * api_usage_mine() and /account/credits give figures equal to the ledger and the request log; the
 * log keeps no network address and is pruned after 90 days by the scheduled housekeeping.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import housekeeping from '../../functions/housekeeping.ts';
import type { RunningServer } from '../../server/runner.ts';
import { accountUsage, type AccountUsage } from '../../src/lib/api/v1/schemas/account.ts';
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

const rest = (path: string, key: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/v1${path}`, { ...init, headers: { 'x-api-key': key, ...(init.headers ?? {}) } });

/** One MCP tool call over plain HTTP (JSON-RPC), as any MCP client sends it. */
async function tool(key: string, name: string, args: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  return ((await response.json()) as { result: { isError?: boolean; _meta: Record<string, Record<string, unknown>> } }).result;
}

describe('API usage figures', () => {
  it('equal the ledger and the request log after a scripted series of calls', async () => {
    const user = t.account('active');
    await t.sql("update public.profile set monthly_plan = 'api', api_credits = 50 where user_id = $1", [user.userId]);
    await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [user.userId]);
    const token = await t.accessToken('active');
    const page = createClient(t.backend.url, t.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data: created } = await page.rpc('api_key_create', {
      p_label: 'Nightly job',
      p_endpoints: ['stamp-duty'],
      p_monthly_cap: null,
    });
    const named = (created as { api_key: string }[])[0]!.api_key;
    const sd = (price: number) => `/stamp-duty?price=${price}&completionDate=2025-06-01&location=england`;

    const ids: string[] = [];
    const track = async (pending: Promise<Response>) => {
      const response = await pending;
      ids.push(response.headers.get('x-request-id')!);
      return response;
    };
    // 3 charged answers (2 REST, 1 MCP), 1 repeat held free, 1 HEAD, 2 bad requests, 1 refusal, 1 free account call.
    expect((await track(rest(sd(250_000), user.apiKey))).status).toBe(200);
    expect((await track(rest(sd(260_000), named))).status).toBe(200);
    expect(
      (await tool(user.apiKey, 'stamp_duty', { price: '270000', completionDate: '2025-06-01', location: 'wales' })).isError,
    ).toBeFalsy();
    expect((await track(rest(sd(250_000), user.apiKey))).headers.get('x-credits-charged')).toBe('0');
    expect((await track(rest(sd(280_000), user.apiKey, { method: 'HEAD' }))).status).toBe(200);
    expect((await track(rest('/stamp-duty?price=lots', user.apiKey))).status).toBe(400);
    expect((await tool(named, 'stamp_duty', { price: '1', colour: 'blue' }))._meta['uk.co.brickstack/call']!['error']).toBe(
      'invalid_request',
    );
    expect((await track(rest('/account/usage', named))).status).toBe(403);
    expect((await track(rest('/account/credits', user.apiKey))).status).toBe(200);

    const response = await rest('/account/usage?days=30', user.apiKey);
    expect([response.status, response.headers.get('x-credits-charged')]).toEqual([200, '0']);
    const usage = ((await response.json()) as { data: AccountUsage }).data;
    expect(accountUsage.safeParse(usage).success).toBe(true);

    const [ledger] = await t.sql<{ spent: number }>(
      "select coalesce(sum(-delta), 0)::int as spent from public.credit_ledger where user_id = $1 and reason = 'metered' and service like 'api-%'",
      [user.userId],
    );
    const logged = await t.sql<{
      endpoint: string;
      error_code: string | null;
      credits: number;
      channel: string;
      request_id: string;
    }>('select endpoint, error_code, credits, channel, request_id from public.api_request_log where user_id = $1 order by id', [
      user.userId,
    ]);
    // The usage call itself is logged once it has answered: the figures cover the 9 calls before it.
    expect(logged.at(-1)).toMatchObject({ endpoint: 'account-usage', request_id: response.headers.get('x-request-id') });
    const log = logged.slice(0, -1);
    expect(ledger!.spent).toBe(3);
    expect(log).toHaveLength(9);
    expect(usage.totals).toEqual({ requests: 9, errors: 3, credits: 3 });
    expect(usage.ledgerCredits).toBe(ledger!.spent);
    expect(usage.totals.credits).toBe(log.reduce((sum, row) => sum + row.credits, 0));
    expect(usage.errorsByCode).toEqual([
      { code: 'invalid_request', count: 2 },
      { code: 'endpoint_not_allowed', count: 1 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.daily).toEqual([
      { date: today, endpoint: 'account-credits', requests: 1, errors: 0, credits: 0 },
      { date: today, endpoint: 'account-usage', requests: 1, errors: 1, credits: 0 },
      { date: today, endpoint: 'stamp-duty', requests: 7, errors: 2, credits: 3 },
    ]);
    // The last calls, newest first, with the request ids the answers carried.
    expect(usage.recent.map((r) => r.requestId)).toEqual(log.map((r) => r.request_id).reverse());
    for (const id of ids) expect(usage.recent.map((r) => r.requestId)).toContain(id);
    expect(usage.recent.filter((r) => r.channel === 'mcp')).toHaveLength(2);
    expect(usage.recent.find((r) => r.key === 'Nightly job' && r.status === 200)).toMatchObject({
      endpoint: 'stamp-duty',
      params: 'completionDate=2025-06-01&location=england&price=260000',
      credits: 1,
    });

    // The signed-in page's figures are the same (plus the /account/usage call itself, now logged).
    const { data: mine, error } = await page.rpc('api_usage_mine', { p_days: 30 });
    expect(error).toBeNull();
    expect((mine as AccountUsage).totals).toEqual({ requests: 10, errors: 3, credits: 3 });
    expect((mine as AccountUsage).ledgerCredits).toBe(3);

    const balance = await rest('/account/credits', user.apiKey);
    expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(47);
  });

  it('keeps no network address, and the scheduled housekeeping prunes the log after 90 days', async () => {
    const columns = await t.sql<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'api_request_log'",
    );
    expect(columns.map((c) => c.column_name).filter((c) => /ip|addr|agent/.test(c))).toEqual([]);
    const user = t.account('active').userId;
    await t.sql(
      "insert into public.api_request_log (user_id, channel, endpoint, status, request_id, created_at) values ($1, 'rest', 'postcode', 200, 'old-1', now() - interval '91 days')",
      [user],
    );
    await t.sql(
      "insert into public.api_usage_daily (user_id, day, endpoint, requests) values ($1, current_date - 91, 'postcode', 1) on conflict do nothing",
      [user],
    );
    const sweep = await housekeeping(
      new Request(`${server.url}/.netlify/functions/housekeeping`, { method: 'POST', body: '{}' }),
    );
    expect(((await sweep.json()) as Record<string, number>)['apiRequestLog']).toBe(1);
    expect(await t.sql("select 1 from public.api_request_log where request_id = 'old-1'")).toEqual([]);
    expect(await t.sql('select 1 from public.api_usage_daily where day < current_date - 90')).toEqual([]);
    expect((await t.sql('select 1 from public.api_request_log')).length).toBeGreaterThan(0);
  });
});
