import { describe, expect, it } from 'vitest';
import {
  DEDUPE_WINDOW_MS,
  createDeduper,
  describeConsoleArg,
  isReportableConsoleError,
  isReportableNetworkFailure,
} from './report-rules.ts';

const origin = 'https://brickstack.co.uk';

describe('isReportableConsoleError', () => {
  it.each([
    'AuthApiError: Invalid Refresh Token',
    'Unauthorized',
    'Rate limit exceeded',
    'rate_limited',
    'Too Many Requests',
    'JWT expired',
  ])('skips auth and rate-limit noise: %j', (text) => expect(isReportableConsoleError(text)).toBe(false));
  it.each(['TypeError: x is undefined', 'Failed to render chart', 'Blog author missing'])('reports %j', (text) => {
    expect(isReportableConsoleError(text)).toBe(true);
  });
});

describe('isReportableNetworkFailure', () => {
  it('skips 429s, the report endpoint and other sites, reports the site’s own failures', () => {
    expect(isReportableNetworkFailure('/api/deduct-credit', 429, origin)).toBe(false);
    expect(isReportableNetworkFailure('/api/report-error', 500, origin)).toBe(false);
    expect(isReportableNetworkFailure(`${origin}/api/report-error?x=1`, 502, origin)).toBe(false);
    expect(isReportableNetworkFailure('/api/deduct-credit', 500, origin)).toBe(true);
    expect(isReportableNetworkFailure(`${origin}/_astro/x.js`, 404, origin)).toBe(true);
    // Map tiles and analytics live on other sites: their failures are not ours to report.
    expect(isReportableNetworkFailure('https://tile.openstreetmap.org/15/1/2.png', 0, origin)).toBe(false);
    expect(isReportableNetworkFailure('https://cdn.example/x.js', 404, origin)).toBe(false);
  });
});

describe('createDeduper', () => {
  it('drops repeats inside the window and lets them through after it', () => {
    let now = 0;
    const allow = createDeduper(() => now);
    expect(allow('console:x', DEDUPE_WINDOW_MS.console)).toBe(true);
    now = 999;
    expect(allow('console:x', DEDUPE_WINDOW_MS.console)).toBe(false);
    expect(allow('console:y', DEDUPE_WINDOW_MS.console)).toBe(true);
    now = 1000;
    expect(allow('console:x', DEDUPE_WINDOW_MS.console)).toBe(true);
    expect(allow('network:a', DEDUPE_WINDOW_MS.network)).toBe(true);
    now = 5999;
    expect(allow('network:a', DEDUPE_WINDOW_MS.network)).toBe(false);
    now = 6000;
    expect(allow('network:a', DEDUPE_WINDOW_MS.network)).toBe(true);
  });
});

describe('describeConsoleArg', () => {
  it('renders strings, errors, objects and cycles', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(describeConsoleArg('text')).toBe('text');
    expect(describeConsoleArg(new RangeError('bad'))).toBe('RangeError: bad');
    expect(describeConsoleArg({ a: 1 })).toBe('{"a":1}');
    expect(describeConsoleArg(undefined)).toBe('undefined');
    expect(describeConsoleArg(cyclic)).toBe('[object Object]');
    expect(describeConsoleArg('x'.repeat(5000))).toHaveLength(1000);
  });
});
