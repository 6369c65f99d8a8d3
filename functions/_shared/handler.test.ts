import type { Context } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { MAX_REQUEST_TARGET } from '../../src/lib/api/http/request-limits.ts';
import { withLogging } from './handler.ts';
import { jsonError, jsonResponse } from './respond.ts';
import { SupabaseConfigError } from './supabase-admin.ts';

process.env['LOG_LEVEL'] = 'silent';
const context = { requestId: 'req-123' } as Context;
const BASE = 'https://brickstack.test';

describe('withLogging: request id in every error', () => {
  it('adds requestId to a JSON error body and the x-request-id header', async () => {
    const handler = withLogging('t', async () => jsonError(404, 'not_found', 'No such thing.'));
    const response = await handler(new Request(`${BASE}/api/x`), context);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('req-123');
    expect(await response.json()).toEqual({ error: 'not_found', message: 'No such thing.', requestId: 'req-123' });
  });

  it('keeps the id a handler set in its header, and puts that one in the body', async () => {
    const handler = withLogging('t', async () => jsonError(401, 'unauthorized', 'Key?', { 'x-request-id': 'own-id' }));
    const response = await handler(new Request(`${BASE}/api/x`), context);
    expect(response.headers.get('x-request-id')).toBe('own-id');
    expect(((await response.json()) as Record<string, unknown>)['requestId']).toBe('own-id');
  });

  it('gives errors from thrown exceptions the same id', async () => {
    const handler = withLogging('t', async () => {
      throw new SupabaseConfigError();
    });
    const response = await handler(new Request(`${BASE}/api/x`), context);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'service_unavailable', requestId: 'req-123' });
  });

  it('puts it in error.data of a JSON-RPC error', async () => {
    const handler = withLogging('t', async () =>
      jsonResponse(400, { jsonrpc: '2.0', error: { code: -32600, message: 'Too many' }, id: null }),
    );
    const body = (await (await handler(new Request(`${BASE}/api/mcp`), context)).json()) as Record<string, unknown>;
    expect(body['error']).toEqual({ code: -32600, message: 'Too many', data: { requestId: 'req-123' } });
  });

  it('leaves success bodies and non-JSON errors alone, with the header only', async () => {
    const ok = await withLogging('t', async () => jsonResponse(200, { error: 'not an error' }))(
      new Request(`${BASE}/api/x`),
      context,
    );
    expect(await ok.json()).toEqual({ error: 'not an error' });
    expect(ok.headers.get('x-request-id')).toBe('req-123');
    const text = await withLogging('t', async () => new Response('nope', { status: 404 }))(new Request(`${BASE}/api/x`), context);
    expect(await text.text()).toBe('nope');
  });
});

describe('withLogging: request size before any work', () => {
  it(`answers 414 uri_too_long past ${MAX_REQUEST_TARGET} characters without calling the handler`, async () => {
    const work = vi.fn(async () => jsonResponse(200, {}));
    const handler = withLogging('t', work);
    const path = '/api/data/crime?postcode=';
    const fits = `${path}${'A'.repeat(MAX_REQUEST_TARGET - path.length)}`;
    expect((await handler(new Request(`${BASE}${fits}`), context)).status).toBe(200);
    expect(work).toHaveBeenCalledTimes(1);
    const response = await handler(new Request(`${BASE}${fits}A`), context);
    expect(response.status).toBe(414);
    expect(work).toHaveBeenCalledTimes(1);
    expect(await response.json()).toEqual({
      error: 'uri_too_long',
      message: 'The address is longer than 2,000 characters. Send a shorter query.',
      requestId: 'req-123',
    });
  });
});
