import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows a burst of `capacity`, refuses the next, and refills over time', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 3, refillPerMinute: 6, now: () => now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now += 10_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('keeps clients apart', () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerMinute: 1, now: () => 0 });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('never holds more than maxKeys buckets', () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerMinute: 1, maxKeys: 100, now: () => 0 });
    for (let i = 0; i < 1000; i++) limiter.take(`client-${i}`);
    expect(limiter.size()).toBe(100);
  });

  it('does not refill above capacity after a long pause', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 2, refillPerMinute: 60, now: () => now });
    limiter.take('a');
    now += 3_600_000;
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });
});
