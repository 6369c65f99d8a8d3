import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { memoryDb } from '../../tests/data/helpers.ts';
import { giveBackRateLimits, hashKey, rateLimitHeaders, takeRateLimit, takeRateLimits } from './rate-limit.ts';

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
    await giveBackRateLimits([{ rule, key }], db);
    expect((await takeRateLimit(rule, key, db)).hits).toBe(2);
  });

  it('counts exactly under 100 parallel hits', async () => {
    const key = hashKey('ip', '203.0.113.3');
    const decisions = await Promise.all(Array.from({ length: 100 }, () => takeRateLimit({ ...rule, limit: 10 }, key, db)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(Math.max(...decisions.map((d) => d.hits))).toBe(100);
  });

  it("takes a request's counters all or nothing: a refused one gives back those before it and skips those after", async () => {
    const visitor = { bucket: 'test-visitor', windowSeconds: 3600, limit: 5 };
    const address = { bucket: 'test-address', windowSeconds: 3600, limit: 1 };
    const [v, a] = [hashKey('v', '1'), hashKey('a', '1')];
    const first = await takeRateLimits(
      [
        { rule: visitor, key: v },
        { rule: address, key: a },
      ],
      db,
    );
    expect(first.map((d) => d.allowed)).toEqual([true, true]);
    // The address is now over its limit: the visitor's hit is given back.
    const second = await takeRateLimits(
      [
        { rule: visitor, key: v },
        { rule: address, key: a },
      ],
      db,
    );
    expect(second.map((d) => d.allowed)).toEqual([true, false]);
    expect((await takeRateLimit(visitor, v, db)).hits).toBe(2);
    // A refused first counter ends the list: the address is not counted.
    const full = { ...visitor, limit: 0 };
    const third = await takeRateLimits(
      [
        { rule: full, key: v },
        { rule: address, key: hashKey('a', '2') },
      ],
      db,
    );
    expect(third).toHaveLength(1);
    expect(third[0]?.allowed).toBe(false);
    expect((await takeRateLimit(address, hashKey('a', '2'), db)).hits).toBe(1);
  });

  it('batches parallel requests into one statement without losing or double-counting a hit', async () => {
    const visitor = { bucket: 'test-visitor-par', windowSeconds: 3600, limit: 100 };
    const address = { bucket: 'test-address-par', windowSeconds: 3600, limit: 7 };
    const shared = hashKey('a', 'shared');
    const statements: string[] = [];
    const counting = {
      query: <T>(sql: string, params?: unknown[]) => {
        statements.push(sql);
        return db.query<T>(sql, params);
      },
    };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        takeRateLimits(
          [
            { rule: visitor, key: hashKey('v', `par-${i}`) },
            { rule: address, key: shared },
          ],
          counting,
        ),
      ),
    );
    expect(results.filter((r) => r.every((d) => d.allowed))).toHaveLength(7);
    expect(statements.length).toBeLessThan(40);
    // Refused requests gave their visitor hit back; the allowed ones kept theirs.
    const { rows } = await db.query<{ total: number }>(
      "select coalesce(sum(hits), 0)::int as total from public.rate_limit_counters where bucket = 'test-visitor-par'",
    );
    expect(rows[0]?.total).toBe(7);
  });

  it('stores only salted hashes', async () => {
    expect(hashKey('ip', '203.0.113.1')).not.toContain('203.0.113.1');
    expect(hashKey('ip', '203.0.113.1')).toBe(hashKey('ip', '203.0.113.1'));
    const { rows } = await db.query<{ key_hash: string }>('select key_hash from public.rate_limit_counters');
    expect(rows.every((r) => !r.key_hash.includes('203.0.113'))).toBe(true);
  });
});
