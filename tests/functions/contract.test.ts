/**
 * The HTTP contract every /api function shares: method, content type, size, JSON and schema
 * errors all answer with `{ error, message }` and the right status. A real database holds the
 * rate-limit counters; Supabase Auth is left unconfigured.
 */
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleDeductCredit } from '../../functions/_shared/deduct-credit.ts';
import { createReportErrorHandler } from '../../functions/_shared/report-error.ts';
import { handleTrialUpgradeEmail } from '../../functions/_shared/trial-upgrade-email.ts';
import { handleValidateChallenge } from '../../functions/_shared/validate-challenge.ts';
import { startTestBackend, type TestBackend } from './backend.ts';
import { BASE, jsonOf, jsonRequest } from './request-helpers.ts';

let t: TestBackend;
let saved: NodeJS.ProcessEnv = {};
beforeAll(async () => {
  t = await startTestBackend();
  saved = { ...process.env };
});
afterAll(async () => t?.close());
beforeEach(() => {
  process.env['LOG_LEVEL'] = 'silent';
  process.env['SUPABASE_URL'] = '';
  process.env['SUPABASE_SERVICE_ROLE_KEY'] = '';
});
afterEach(() => {
  process.env = { ...saved };
});

const endpoints = [
  ['/api/validate-challenge', handleValidateChallenge],
  ['/api/deduct-credit', handleDeductCredit],
  ['/api/trial-upgrade-email', handleTrialUpgradeEmail],
  ['/api/report-error', createReportErrorHandler()],
] as const;

describe.each(endpoints)('%s', (path, handler) => {
  it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await handler(new Request(`${BASE}${path}`, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await jsonOf(response)).toEqual({ error: 'method_not_allowed', message: 'Use POST for this endpoint.' });
  });
});

describe('validate-challenge', () => {
  it('answers { valid, reason } for good and bad text', async () => {
    const good = await handleValidateChallenge(
      jsonRequest('/api/validate-challenge', { challenge: 'Finding buy to let deals in Leeds' }),
    );
    expect(good.status).toBe(200);
    expect(await jsonOf(good)).toEqual({ valid: true, reason: '' });
    const bad = await handleValidateChallenge(jsonRequest('/api/validate-challenge', { challenge: 'asdfghjkl qwerty' }));
    expect(bad.status).toBe(200);
    const body = await jsonOf(bad);
    expect(body['valid']).toBe(false);
    expect(body['reason']).toMatch(/plain words/);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const response = await handleValidateChallenge(
      new Request(`${BASE}/api/validate-challenge`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }),
    );
    expect(response.status).toBe(415);
    expect((await jsonOf(response))['error']).toBe('unsupported_media_type');
  });

  it('refuses broken JSON with 400 invalid_json', async () => {
    const response = await handleValidateChallenge(jsonRequest('/api/validate-challenge', '{"challenge": '));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('refuses a wrong type with 400 and a field error', async () => {
    const response = await handleValidateChallenge(jsonRequest('/api/validate-challenge', { challenge: ['x'] }));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({
      error: 'invalid_body',
      message: 'Some fields are missing or invalid.',
      fields: { challenge: 'challenge must be text.' },
    });
  });

  it('refuses a body over the limit with 413, streamed or declared', async () => {
    const huge = JSON.stringify({ challenge: 'x'.repeat(100_000) });
    const response = await handleValidateChallenge(jsonRequest('/api/validate-challenge', huge));
    expect(response.status).toBe(413);
    expect((await jsonOf(response))['error']).toBe('payload_too_large');
  });
});

describe('deduct-credit', () => {
  it('answers 401 "Authentication required" without an API key, before reading the body', async () => {
    const response = await handleDeductCredit(jsonRequest('/api/deduct-credit', { service: 'valuation' }));
    expect(response.status).toBe(401);
    expect(await jsonOf(response)).toEqual({ error: 'authentication_required', message: 'Authentication required' });
  });

  it('lists the allowed services when the service is unknown', async () => {
    const response = await handleDeductCredit(
      jsonRequest('/api/deduct-credit', { service: 'bitcoin' }, { 'x-api-key': 'k'.repeat(40) }),
    );
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect((body['fields'] as Record<string, string>)['service']).toMatch(/^service must be one of: postcode-crime, /);
  });

  it('answers 503 (not a crash) when the database is not configured', async () => {
    const response = await handleDeductCredit(
      jsonRequest('/api/deduct-credit', { service: 'valuation' }, { 'x-api-key': 'k'.repeat(40) }),
    );
    expect(response.status).toBe(503);
    expect((await jsonOf(response))['error']).toBe('service_unavailable');
  });
});

describe('report-error', () => {
  it("rate-limits per client address (the platform's context.ip) with 429 and Retry-After", async () => {
    const handler = createReportErrorHandler();
    const send = (ip: string) =>
      handler(jsonRequest('/api/report-error', 'not json', { 'x-forwarded-for': `198.51.100.${Math.random()}` }), {
        ip,
      } as Context);
    // 20 a minute per address (RATE_RULES.reportError), counted in the database.
    for (let i = 0; i < 20; i++) expect((await send('203.0.113.1')).status).toBe(400);
    const limited = await send('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await jsonOf(limited))['error']).toBe('rate_limited');
    expect((await send('203.0.113.2')).status).toBe(400);
  });
});
