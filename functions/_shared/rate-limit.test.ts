import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { memoryDb } from '../../tests/data/helpers.ts';
import { giveBackRateLimit, hashKey, rateLimitHeaders, takeRateLimit } from './rate-limit.ts';

let db: Database;
beforeAll(async () => {
  db = await memoryDb();
});
afterAll(async () => db?.close());

const rule = { bucket: 'test', windowSeconds: 3600, limit: 3 };

describe('database-held rate limits', () => {
  it('allows the limit, then refuses with a Retry-After inside the window', async () => {
    const key = hashKey('ip', '203.0.113.1');
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await takeRateLimit(rule, key, db));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[4]?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(rateLimitHeaders(decisions[4]!)).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '0' });
  });

  it('keeps keys and buckets apart, and gives back an unused hit', async () => {
    const key = hashKey('ip', '203.0.113.2');
    await takeRateLimit(rule, key, db);
    await takeRateLimit(rule, key, db);
    expect((await takeRateLimit({ ...rule, bucket: 'other' }, key, db)).hits).toBe(1);
    await giveBackRateLimit(rule, key, db);
    expect((await takeRateLimit(rule, key, db)).hits).toBe(2);
  });

  it('counts exactly under 100 parallel hits', async () => {
    const key = hashKey('ip', '203.0.113.3');
    const decisions = await Promise.all(Array.from({ length: 100 }, () => takeRateLimit({ ...rule, limit: 10 }, key, db)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(Math.max(...decisions.map((d) => d.hits))).toBe(100);
  });

  it('stores only salted hashes', async () => {
    expect(hashKey('ip', '203.0.113.1')).not.toContain('203.0.113.1');
    expect(hashKey('ip', '203.0.113.1')).toBe(hashKey('ip', '203.0.113.1'));
    const { rows } = await db.query<{ key_hash: string }>('select key_hash from public.rate_limit_counters');
    expect(rows.every((r) => !r.key_hash.includes('203.0.113'))).toBe(true);
  });
});
