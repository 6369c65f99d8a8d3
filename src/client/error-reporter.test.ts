import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, installErrorReporter, MAX_REPORTS_PER_PAGE, type ReporterHost } from './error-reporter.ts';

interface Sent {
  type: string;
  error: string;
  message: string;
  path: string;
  details: Record<string, unknown>;
}

function makeHost(respond: (url: string) => Response | Promise<Response> = () => new Response('{}')) {
  const sent: Sent[] = [];
  const logged: unknown[][] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/report-error' && init?.keepalive) {
      sent.push(JSON.parse(String(init?.body)) as Sent);
      return new Response('{}');
    }
    return respond(url);
  });
  const host = Object.assign(new EventTarget(), {
    location: { href: 'https://brickstack.co.uk/dashboard?x=1', pathname: '/dashboard', origin: 'https://brickstack.co.uk' },
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0' },
    screen: { width: 1920, height: 1080 },
    innerWidth: 1200,
    innerHeight: 800,
    console: { error: (...args: unknown[]) => void logged.push(args) },
    fetch: fetchImpl as unknown as typeof fetch,
  }) as ReporterHost;
  return { host, sent, logged };
}

function errorEvent(error: unknown, message = error instanceof Error ? error.message : String(error)): Event {
  return Object.assign(new Event('error'), { error, message });
}

function resourceEvent(tag: string, src: string, attrs: Record<string, string> = {}, parentTag?: string): Event {
  const element = {
    tagName: tag.toUpperCase(),
    src,
    hasAttribute: (name: string) => name in attrs,
    parentElement: parentTag ? { tagName: parentTag.toUpperCase() } : null,
  };
  const event = new Event('error');
  Object.defineProperty(event, 'target', { value: element });
  return event;
}

let now = 1_750_000_000_000;
const options = { now: () => now, getDistinctId: () => 'visitor-1' };
let stop: (() => void) | undefined;
beforeEach(() => {
  now = 1_750_000_000_000;
});
afterEach(() => stop?.());

describe('createErrorReporter', () => {
  it('reports uncaught errors with every report field and details', () => {
    const { host, sent } = makeHost();
    stop = createErrorReporter(host, options);
    host.dispatchEvent(errorEvent(new TypeError('x is undefined')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'client',
      error: 'TypeError',
      message: 'x is undefined',
      url: 'https://brickstack.co.uk/dashboard?x=1',
      path: '/dashboard',
      distinctId: 'visitor-1',
      timestamp: new Date(now).toISOString(),
      details: { browser: 'Firefox 131', os: 'Linux', screen: '1920x1080', viewport: '1200x800' },
    });
  });

  it('reports unhandled rejections', () => {
    const { host, sent } = makeHost();
    stop = createErrorReporter(host, options);
    host.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') }));
    host.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'plain' }));
    expect(sent.map((s) => [s.type, s.message])).toEqual([
      ['unhandledrejection', 'boom'],
      ['unhandledrejection', 'plain'],
    ]);
  });

  it('reports console errors with the first 5 arguments, still logging them, deduped for 1000 ms', () => {
    const { host, sent, logged } = makeHost();
    stop = createErrorReporter(host, options);
    host.console.error('a', 'b', { c: 1 }, 4, 'e', 'f', 'g');
    host.console.error('a', 'b', { c: 1 }, 4, 'e', 'f', 'g');
    expect(logged).toHaveLength(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toBe('console');
    expect(sent[0]?.details['consoleArgs']).toEqual(['a', 'b', '{"c":1}', '4', 'e']);
    now += 999;
    host.console.error('a', 'b', { c: 1 }, 4, 'e', 'f', 'g');
    expect(sent).toHaveLength(1);
    now += 1;
    host.console.error('a', 'b', { c: 1 }, 4, 'e', 'f', 'g');
    expect(sent).toHaveLength(2);
  });

  it('does not report console errors about auth or rate limits', () => {
    const { host, sent } = makeHost();
    stop = createErrorReporter(host, options);
    host.console.error('AuthApiError: Invalid Refresh Token');
    host.console.error(new Error('Rate limit exceeded'));
    host.console.error('Too many requests, slow down');
    expect(sent).toHaveLength(0);
  });

  it('reports failed responses deduped for 5000 ms, but not 429s or the report endpoint', async () => {
    const { host, sent } = makeHost((url) => new Response('{}', { status: url.includes('busy') ? 429 : 500 }));
    stop = createErrorReporter(host, options);
    const response = await host.fetch('/api/deduct-credit?key=secret', { method: 'POST' });
    expect(response.status).toBe(500);
    await host.fetch('/api/deduct-credit?key=secret', { method: 'POST' });
    await host.fetch('/api/busy');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'network',
      message: 'POST /api/deduct-credit answered 500',
      details: { status: 500, method: 'POST' },
    });
    expect(JSON.stringify(sent)).not.toContain('secret');
    now += 4999;
    await host.fetch('/api/deduct-credit', { method: 'POST' });
    expect(sent).toHaveLength(1);
    now += 1;
    await host.fetch('/api/deduct-credit', { method: 'POST' });
    expect(sent).toHaveLength(2);
  });

  it('never reports its own endpoint, even when it fails', async () => {
    const { host, sent } = makeHost(() => new Response('{}', { status: 500 }));
    stop = createErrorReporter(host, options);
    await host.fetch('/api/report-error', { method: 'POST', body: '{}' });
    await host.fetch('https://brickstack.co.uk/api/report-error', { method: 'POST', body: '{}' });
    expect(sent).toHaveLength(0);
  });

  it('reports network failures and rethrows them', async () => {
    const { host, sent } = makeHost(() => Promise.reject(new TypeError('Failed to fetch')));
    stop = createErrorReporter(host, options);
    await expect(host.fetch('/api/data/x')).rejects.toThrow('Failed to fetch');
    expect(sent[0]).toMatchObject({ type: 'network', message: 'GET /api/data/x failed: Failed to fetch' });
  });

  it('reports the site’s own resource and video load errors, skipping elements marked data-report-ignore', () => {
    const { host, sent } = makeHost();
    stop = createErrorReporter(host, options);
    host.dispatchEvent(resourceEvent('img', 'https://brickstack.co.uk/images/a.png'));
    host.dispatchEvent(resourceEvent('img', 'https://brickstack.co.uk/images/a.png'));
    host.dispatchEvent(resourceEvent('video', 'https://brickstack.co.uk/v.mp4'));
    host.dispatchEvent(resourceEvent('source', 'https://brickstack.co.uk/w.mp4', {}, 'video'));
    host.dispatchEvent(resourceEvent('script', 'https://brickstack.co.uk/s.js', { 'data-report-ignore': '' }));
    expect(sent.map((s) => [s.type, s.message])).toEqual([
      ['resource', 'Failed to load <img> https://brickstack.co.uk/images/a.png'],
      ['video', 'Failed to load <video> https://brickstack.co.uk/v.mp4'],
      ['video', 'Failed to load <source> https://brickstack.co.uk/w.mp4'],
    ]);
  });

  it('never reports third-party failures: map tiles that cannot load, an analytics script', async () => {
    const { host, sent } = makeHost(() => Promise.reject(new TypeError('Failed to fetch')));
    stop = createErrorReporter(host, options);
    for (let i = 0; i < 30; i++) host.dispatchEvent(resourceEvent('img', `https://tile.openstreetmap.org/15/${i}/1.png`));
    host.dispatchEvent(resourceEvent('script', 'https://analytics.example/s.js'));
    await expect(host.fetch('https://analytics.example/collect')).rejects.toThrow('Failed to fetch');
    expect(sent).toEqual([]);
  });

  it('keeps under the endpoint’s limit (10 a minute) and falls silent after a 429 until Retry-After', async () => {
    const answers: number[] = [];
    const { host, sent } = makeHost();
    const fetchImpl = host.fetch as unknown as {
      mockImplementation: (f: (i: RequestInfo | URL, init?: RequestInit) => Promise<Response>) => void;
    };
    fetchImpl.mockImplementation(async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
      const status = answers.shift() ?? 200;
      return new Response('{}', { status, headers: status === 429 ? { 'retry-after': '30' } : {} });
    });
    stop = createErrorReporter(host, options);
    for (let i = 0; i < 15; i++) host.dispatchEvent(errorEvent(new Error(`burst ${i}`)));
    expect(sent).toHaveLength(10);
    now += 61_000;
    answers.push(429);
    host.dispatchEvent(errorEvent(new Error('answered 429')));
    await new Promise((r) => setTimeout(r, 0));
    now += 10_000;
    host.dispatchEvent(errorEvent(new Error('during the back-off')));
    expect(sent.map((s) => s.message)).not.toContain('during the back-off');
    now += 21_000;
    host.dispatchEvent(errorEvent(new Error('after the back-off')));
    expect(sent.at(-1)?.message).toBe('after the back-off');
  });

  it('stops after MAX_REPORTS_PER_PAGE and removes every hook on uninstall', async () => {
    const { host, sent } = makeHost();
    const originalFetch = host.fetch;
    const unhook = createErrorReporter(host, options);
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 10; i++) {
      now += 7_000; // Spread out, so the per-minute budget is not what stops them.
      host.dispatchEvent(errorEvent(new Error(`e${i}`)));
    }
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
    unhook();
    expect(host.fetch).toBe(originalFetch);
    host.dispatchEvent(errorEvent(new Error('after')));
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });
});

describe('installErrorReporter', () => {
  it('does nothing outside production builds', () => {
    expect(import.meta.env.PROD).toBe(false);
    expect(() => installErrorReporter()).not.toThrow();
  });
});
