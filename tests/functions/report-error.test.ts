/** POST /api/report-error against a real database, with and without a (local fake) Telegram. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashKey } from '../../functions/_shared/rate-limit.ts';
import { createReportErrorHandler } from '../../functions/_shared/report-error.ts';
import type { Context } from '@netlify/functions';
import { startTestBackend, type TestBackend } from './backend.ts';
import { jsonOf, jsonRequest } from './request-helpers.ts';

let t: TestBackend;
let telegram: Server;
let telegramUrl: string;
let telegramStatus = 200;
const telegramCalls: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await startTestBackend();
  process.env['DATABASE_URL'] = t.backend.databaseUrl;
  telegram = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      telegramCalls.push({ path: req.url ?? '', body: JSON.parse(data) as Record<string, unknown> });
      res.writeHead(telegramStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => telegram.listen(0, '127.0.0.1', resolve));
  telegramUrl = `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => telegram?.close(resolve));
  await t?.close();
});

const handler = (request: Request) =>
  createReportErrorHandler()(request, { ip: `198.51.100.${Math.floor(Math.random() * 250)}` } as Context);
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const report = {
  error: 'TypeError',
  message: `Cannot read properties of undefined (token ${jwt})`,
  stack: 'TypeError: Cannot read properties of undefined\n    at Sidebar (https://brickstack.co.uk/_astro/Sidebar.js:1:2)',
  url: 'https://brickstack.co.uk/reset-password#access_token=abcdef123456&type=recovery',
  path: '/reset-password',
  distinctId: 'visitor-42',
  details: { browser: 'Chrome 130', os: 'Windows', screen: '1920x1080', viewport: '1280x720', password: 'hunter2' },
  timestamp: '2025-06-01T10:00:00.000Z',
  type: 'client',
};

describe('report-error', () => {
  beforeEach(async () => {
    await t.sql('delete from public.error_reports');
    await t.sql('delete from public.rate_limit_counters');
    telegramCalls.length = 0;
    telegramStatus = 200;
    Object.assign(process.env, { TELEGRAM_BOT_TOKEN: '', TELEGRAM_CHAT_ID: '', TELEGRAM_API_URL: telegramUrl });
  });

  it('stores a scrubbed report and answers telegramSuccess false when no bot is configured', async () => {
    const response = await handler(jsonRequest('/api/report-error', report));
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ success: true, telegramSuccess: false });
    expect(telegramCalls).toHaveLength(0);
    const rows = await t.sql<Record<string, unknown>>('select * from public.error_reports');
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? {};
    expect(row).toMatchObject({ error: 'TypeError', path: '/reset-password', distinct_id: 'visitor-42', type: 'client' });
    expect(new Date(String(row['client_timestamp'])).toISOString()).toBe('2025-06-01T10:00:00.000Z');
    expect(row['details']).toEqual({ browser: 'Chrome 130', os: 'Windows', screen: '1920x1080', viewport: '1280x720' });
    const stored = JSON.stringify(row);
    for (const secret of [jwt, 'abcdef123456', 'hunter2']) expect(stored).not.toContain(secret);
  });

  it('notifies Telegram when a bot token is configured', async () => {
    Object.assign(process.env, { TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_CHAT_ID: '-100200' });
    const response = await handler(jsonRequest('/api/report-error', report));
    expect(await jsonOf(response)).toEqual({ success: true, telegramSuccess: true });
    expect(telegramCalls).toHaveLength(1);
    expect(telegramCalls[0]?.path).toBe('/bot123:abc/sendMessage');
    expect(telegramCalls[0]?.body['chat_id']).toBe('-100200');
    expect(String(telegramCalls[0]?.body['text'])).toContain('Path: /reset-password');
    expect(String(telegramCalls[0]?.body['text'])).not.toContain(jwt);
  });

  it('still stores the report when Telegram fails', async () => {
    Object.assign(process.env, { TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_CHAT_ID: '-100200' });
    telegramStatus = 500;
    const response = await handler(jsonRequest('/api/report-error', report));
    expect(await jsonOf(response)).toEqual({ success: true, telegramSuccess: false });
    expect(await t.sql('select id from public.error_reports')).toHaveLength(1);
  });

  it('caps over-long fields', async () => {
    const response = await handler(jsonRequest('/api/report-error', { message: 'm'.repeat(20_000), stack: 's'.repeat(30_000) }));
    expect(response.status).toBe(200);
    const [row] = await t.sql<{ m: number; s: number }>(
      'select length(message) as m, length(stack) as s from public.error_reports',
    );
    expect(row).toEqual({ m: 2000, s: 8000 });
  });

  it('limits reports per client address in the database, across instances, whatever X-Forwarded-For says', async () => {
    const instances = [createReportErrorHandler(), createReportErrorHandler()];
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const request = jsonRequest('/api/report-error', { message: `boom ${i}` }, { 'x-forwarded-for': `10.0.0.${i}` });
      const response = await instances[i % 2]!(request, { ip: '203.0.113.7' } as Context);
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it('stores at most the site-wide daily cap, whatever the addresses, and keeps reports 30 days', async () => {
    const handler = createReportErrorHandler();
    // Pretend most of today's allowance is spent, then send from fresh addresses.
    await t.sql(
      `insert into public.rate_limit_counters (bucket, key_hash, window_start, hits)
       values ('report-error:all', 'all', to_timestamp(floor(extract(epoch from now()) / 86400) * 86400), 4998)`,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await handler(jsonRequest('/api/report-error', { message: `boom ${i}` }), {
        ip: `198.51.100.${i}`,
      } as Context);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await t.sql('select 1 from public.error_reports')).toHaveLength(2);
    await t.sql("update public.error_reports set created_at = now() - interval '31 days' where message = 'boom 0'");
    await t.sql('select * from public.housekeeping()');
    expect(await t.sql<{ message: string }>('select message from public.error_reports')).toEqual([{ message: 'boom 1' }]);
  });

  it('caps reports per source per day, an IPv6 client by its /64, without spending the site-wide cap', async () => {
    const handler = createReportErrorHandler();
    const today = 'to_timestamp(floor(extract(epoch from now()) / 86400) * 86400)';
    // This network has sent 99 reports today; the next counts, the ones after are refused.
    await t.sql(
      `insert into public.rate_limit_counters (bucket, key_hash, window_start, hits) values ('report-error:network', $1, ${today}, 99)`,
      [hashKey('report-network', '2001:db8:7:7::/64')],
    );
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await handler(jsonRequest('/api/report-error', { message: `rotating ${i}` }), {
        ip: `2001:db8:7:7:${i}::${i}`,
      } as Context);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 429, 429, 429]);
    // A visitor id that has used its day is refused from a fresh network too.
    await t.sql(
      `insert into public.rate_limit_counters (bucket, key_hash, window_start, hits) values ('report-error:visitor', $1, ${today}, 100)`,
      [hashKey('report-visitor', 'visitor-busy')],
    );
    const busy = await handler(jsonRequest('/api/report-error', { message: 'again', distinctId: 'visitor-busy' }), {
      ip: '192.0.2.200',
    } as Context);
    expect(busy.status).toBe(429);
    expect(await jsonOf(busy)).toMatchObject({ error: 'rate_limited' });
    // Only the one stored report counted against the site.
    const [site] = await t.sql<{ hits: number }>(
      "select hits from public.rate_limit_counters where bucket = 'report-error:all' and key_hash = 'all'",
    );
    expect(Number(site?.hits)).toBe(1);
    expect(await t.sql('select 1 from public.error_reports')).toHaveLength(1);
  });

  it('limits one IPv6 client rotating addresses in its /64 as one address per minute', async () => {
    const handler = createReportErrorHandler();
    const statuses: number[] = [];
    for (let i = 0; i < 23; i++) {
      const response = await handler(jsonRequest('/api/report-error', { message: `v6 ${i}` }), {
        ip: `2001:db8:55:66:${(i + 1).toString(16)}::1`,
      } as Context);
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429]);
  });

  it('tells Telegram about the same error once an hour', async () => {
    Object.assign(process.env, { TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_CHAT_ID: '-100200' });
    const first = await handler(jsonRequest('/api/report-error', report));
    const again = await handler(jsonRequest('/api/report-error', report));
    const other = await handler(jsonRequest('/api/report-error', { ...report, message: 'Another failure' }));
    expect([await jsonOf(first), await jsonOf(again), await jsonOf(other)].map((b) => b['telegramSuccess'])).toEqual([
      true,
      false,
      true,
    ]);
    expect(telegramCalls).toHaveLength(2);
    expect(await t.sql('select id from public.error_reports')).toHaveLength(3);
  });
});
