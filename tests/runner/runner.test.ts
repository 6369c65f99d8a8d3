/**
 * The local runner against a real socket: routing by each function's config, the Netlify
 * Context, time limits, answers that never leak internals, security headers on every kind of
 * answer, redirects and static files.
 */
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunner, type RunningServer } from '../../server/runner.ts';
import { createFixtureSite } from './fixture-site.ts';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = createFixtureSite();
  process.env['LOG_LEVEL'] = 'silent';
  server = await startRunner({ root, port: 0, host: '127.0.0.1', functionTimeoutMs: 300 });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
const LEAK = /\bat .+:\d+|\/work\/|node_modules|\.netlify|Cannot find module|127\.0\.0\.1|ECONNREFUSED/;

describe('functions', () => {
  it('routes by config.path with :params and passes a Netlify Context', async () => {
    const response = await get('/api/items/42%20a', { headers: { cookie: 'session=abc' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body['params']).toEqual({ id: '42 a' });
    expect(body['cookie']).toBe('abc');
    expect(body['requestId']).toBe(response.headers.get('x-nf-request-id'));
    expect(body['requestId']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the client address from the socket, never from X-Forwarded-For or a forged platform header', async () => {
    const response = await get('/api/echo', {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-nf-client-connection-ip': '198.51.100.7' },
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(body['ip']).toBe('127.0.0.1');
    expect(body['platformIp']).toBe('127.0.0.1');
    expect(body['forwarded']).toBe('203.0.113.9');
  });

  it('passes the request body and honours config.method', async () => {
    const echoed = (await (await get('/api/echo', { method: 'POST', body: 'hello' })).json()) as Record<string, unknown>;
    expect(echoed['body']).toBe('hello');
    expect((await get('/api/post-only', { method: 'POST' })).status).toBe(201);
    expect((await get('/api/post-only')).status).toBe(404);
  });

  it('serves a function without a path at /.netlify/functions/<name>, and never files starting with _', async () => {
    expect(await (await get('/.netlify/functions/no-path')).text()).toBe('default route');
    expect((await get('/.netlify/functions/_shared')).status).toBe(404);
  });

  it('answers a function over its time limit with a JSON 504', async () => {
    const response = await get('/api/slow');
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: 'timeout',
      message: 'The server took too long to answer. Please try again.',
      requestId: response.headers.get('x-nf-request-id'),
    });
  });

  it('answers a thrown error with { error: "internal", message, requestId } and nothing else', async () => {
    const response = await get('/api/throws');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(LEAK);
    expect(JSON.parse(text)).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
      requestId: response.headers.get('x-nf-request-id'),
    });
  });

  it('replaces 5xx bodies that carry stack traces, paths or internal hosts, and keeps well-shaped ones', async () => {
    for (const path of ['/api/leaks', '/api/leaks-json']) {
      const response = await get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(500);
      const text = await response.text();
      expect(text, path).not.toMatch(LEAK);
      expect(JSON.parse(text)).toMatchObject({ error: 'internal' });
    }
    expect(await (await get('/api/shaped-error')).json()).toEqual({
      error: 'service_unavailable',
      message: 'Try again shortly.',
    });
  });

  it('applies cookies the function sets through context.cookies', async () => {
    const response = await get('/api/sets-cookie');
    expect(response.headers.get('set-cookie')).toBe('visitor=a%20b; Path=/; HttpOnly; SameSite=Lax');
  });

  it('refuses a body over 6 MB with a JSON 413', async () => {
    const response = await get('/api/echo', { method: 'POST', body: 'x'.repeat(6 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Record<string, unknown>)['error']).toBe('payload_too_large');
  });

  it('stays correct under 200 concurrent calls', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => get(`/api/items/${i}`)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ params: { id: string } }>;
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(bodies.map((b) => b.params.id)).toEqual(Array.from({ length: 200 }, (_, i) => String(i)));
  });
});

describe('static files, redirects and headers', () => {
  it('serves pretty URLs with the _headers security headers and an ETag', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(about.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(about.headers.get('x-frame-options')).toBe('DENY');
    expect(about.headers.get('content-security-policy')).toBe("default-src 'self'");
    const again = await get('/about', { headers: { 'if-none-match': about.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await get('/blog/')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });

  it('compresses text for clients that accept it', async () => {
    const response = await new Promise<{ encoding?: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/about`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        res.resume();
        resolve({ encoding: res.headers['content-encoding'] });
      });
      req.on('error', reject);
      req.end();
    });
    expect(response.encoding).toBe('br');
  });

  it('applies netlify.toml cache headers to assets', async () => {
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers unknown paths, traversal and control files with the 404 page and its headers', async () => {
    for (const path of ['/nope', '/../netlify.toml', '/%2e%2e/netlify.toml', '/_headers', '/%E0%A4%A', '/functions/echo.mjs']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Oh no! Page not found');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('follows netlify.toml: forced 301s keep the query, error rules serve their page with the status', async () => {
    const moved = await get('/mortgage-interest-calculator?rate=5');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/mortgage-repayment-calculator?rate=5');
    expect(moved.headers.get('x-frame-options')).toBe('DENY');
    const test404 = await get('/test-404');
    expect(test404.status).toBe(404);
    expect(await test404.text()).toContain('This is a test 404 error page');
  });
});
