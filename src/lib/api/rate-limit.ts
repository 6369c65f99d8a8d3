/**
 * In-memory token buckets keyed by client. Each key starts with `capacity` tokens and gains
 * `refillPerMinute` per minute up to capacity; a request takes one token or is refused.
 * `maxKeys` bounds memory: when full, the stalest buckets are dropped first.
 */
export interface RateLimiterOptions {
  capacity: number;
  refillPerMinute: number;
  maxKeys?: number;
  now?: () => number;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateDecision;
  size(): number;
}

interface Bucket {
  tokens: number;
  updated: number;
}

/** A token-bucket limiter; see {@link RateLimiterOptions}. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { capacity, refillPerMinute, maxKeys = 10_000, now = Date.now } = options;
  const perMs = refillPerMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  function take(key: string): RateDecision {
    const time = now();
    const existing = buckets.get(key);
    const tokens = existing ? Math.min(capacity, existing.tokens + (time - existing.updated) * perMs) : capacity;
    buckets.delete(key);
    if (buckets.size >= maxKeys) {
      const oldest = buckets.keys().next();
      if (!oldest.done) buckets.delete(oldest.value);
    }
    if (tokens < 1) {
      buckets.set(key, { tokens, updated: time });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    }
    buckets.set(key, { tokens: tokens - 1, updated: time });
    return { allowed: true, remaining: Math.floor(tokens - 1) };
  }

  return { take, size: () => buckets.size };
}

/** /api/report-error: a burst of 20 reports, then 20 a minute, per client. */
export const REPORT_ERROR_RATE = { capacity: 20, refillPerMinute: 20 } as const;
