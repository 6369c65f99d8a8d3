import { describe, expect, it } from 'vitest';
import { RETRY_DELAY_MS, RETRY_MAX_DELAY_MS, isWriteMethod, retryDelayMs, shouldRetry } from './retry-policy.ts';

describe('shouldRetry', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries GET on %i', (status) => {
    expect(shouldRetry('GET', status)).toBe(true);
    expect(shouldRetry('head', status)).toBe(true);
  });

  it.each([200, 204, 301, 400, 401, 403, 404, 422, 501, 505])('does not retry %i', (status) => {
    expect(shouldRetry('GET', status)).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('never retries the write method %s', (method) => {
    expect(isWriteMethod(method)).toBe(true);
    expect(shouldRetry(method, 503)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('uses Retry-After seconds or dates, capped, else the default', () => {
    expect(retryDelayMs(null)).toBe(RETRY_DELAY_MS);
    expect(retryDelayMs('2')).toBe(2000);
    expect(retryDelayMs('3600')).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelayMs(new Date(61_000).toUTCString(), 60_000)).toBe(1000);
    expect(retryDelayMs('soon')).toBe(RETRY_DELAY_MS);
    expect(retryDelayMs('-5')).toBe(RETRY_DELAY_MS);
  });
});
