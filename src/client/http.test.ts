import { describe, expect, it, vi } from 'vitest';
import { httpRequest, requestJson } from './http.ts';

function fakeFetch(...statuses: number[]) {
  const calls: RequestInit[] = [];
  const fn = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {});
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200;
    return new Response(JSON.stringify({ n: calls.length }), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}
const noSleep = async () => undefined;

describe('httpRequest', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { fn, calls } = fakeFetch(status, 200);
    const response = await httpRequest('/api/x', {}, { fetch: fn, sleep: noSleep });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('retries only once even if the retry fails too', async () => {
    const { fn, calls } = fakeFetch(503, 503, 200);
    const response = await httpRequest('/api/x', { method: 'GET' }, { fetch: fn, sleep: noSleep });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', async (method) => {
    const { fn, calls } = fakeFetch(503, 200);
    const response = await httpRequest('/api/x', { method, body: '{}' }, { fetch: fn, sleep: noSleep });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 501])('does not retry %i', async (status) => {
    const { fn, calls } = fakeFetch(status, 200);
    await httpRequest('/api/x', {}, { fetch: fn, sleep: noSleep });
    expect(calls).toHaveLength(1);
  });

  it('waits Retry-After before retrying', async () => {
    const waits: number[] = [];
    let n = 0;
    const fn = (async () =>
      ++n === 1
        ? new Response('', { status: 429, headers: { 'retry-after': '2' } })
        : new Response('ok')) as unknown as typeof fetch;
    await httpRequest('/api/x', {}, { fetch: fn, sleep: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([2000]);
  });

  it('does not retry after the caller aborted', async () => {
    const { fn, calls } = fakeFetch(503, 200);
    const controller = new AbortController();
    controller.abort();
    await httpRequest('/api/x', { signal: controller.signal }, { fetch: fn, sleep: noSleep });
    expect(calls).toHaveLength(1);
  });
});

describe('requestJson', () => {
  it('returns status and parsed body, with JSON headers set', async () => {
    const { fn, calls } = fakeFetch(403);
    const answer = await requestJson('/api/deduct-credit', { method: 'POST', body: '{}' }, { fetch: fn, sleep: noSleep });
    expect(answer).toEqual({ ok: false, status: 403, body: { n: 1 } });
    const headers = new Headers(calls[0]?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('gives a null body when the answer is not JSON', async () => {
    const fn = (async () => new Response('<html>', { status: 502 })) as unknown as typeof fetch;
    expect(await requestJson('/x', { method: 'POST' }, { fetch: fn })).toEqual({ ok: false, status: 502, body: null });
  });
});
