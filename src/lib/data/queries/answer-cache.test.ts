import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../sql-client.ts';
import { createAnswerCache } from './answer-cache.ts';

/** A database double that only knows the import version (what the cache reads). */
function versionDb(start = 1) {
  const db = {
    version: start,
    versionReads: 0,
    async query<T>(sql: string) {
      expect(sql).toContain('open_data.import_state');
      db.versionReads++;
      return { rows: [{ version: db.version }] as T[] };
    },
  };
  return db;
}

describe('answer cache for public per-postcode answers', () => {
  it('computes a postcode once for many concurrent callers', async () => {
    const cache = createAnswerCache<string>();
    const db = versionDb();
    let computed = 0;
    const produce = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 5));
      return 'report for M33 2AU';
    };
    const answers = await Promise.all(Array.from({ length: 200 }, () => cache.get(db, 'M33 2AU', produce)));
    expect(new Set(answers)).toEqual(new Set(['report for M33 2AU']));
    expect(computed).toBe(1);
    expect(db.versionReads).toBe(1);
  });

  it('drops every answer when an import bumps the version', async () => {
    let now = 0;
    const cache = createAnswerCache<number>({ versionTtlMs: 1000, now: () => now });
    const db = versionDb();
    let computed = 0;
    const produce = async () => ++computed;
    expect(await cache.get(db, 'M33 2AU', produce)).toBe(1);
    expect(await cache.get(db, 'M33 2AU', produce)).toBe(1);
    db.version = 2;
    now = 500;
    // Within the version's time to live the old answer stands…
    expect(await cache.get(db, 'M33 2AU', produce)).toBe(1);
    now = 1500;
    // …then the new import is seen and the answer computed again.
    expect(await cache.get(db, 'M33 2AU', produce)).toBe(2);
  });

  it('keeps answers apart per database and forgets failures', async () => {
    const cache = createAnswerCache<string>();
    const a = versionDb();
    const b = versionDb();
    expect(await cache.get(a, 'X', async () => 'a')).toBe('a');
    expect(await cache.get(b, 'X', async () => 'b')).toBe('b');
    await expect(cache.get(a, 'Y', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(a, 'Y', async () => 'recovered')).toBe('recovered');
  });

  it('holds at most maxEntries answers, dropping the least recently used', async () => {
    const cache = createAnswerCache<string>({ maxEntries: 2 });
    const db = versionDb();
    let computed = 0;
    const produce = (v: string) => async () => {
      computed++;
      return v;
    };
    await cache.get(db, 'A', produce('a'));
    await cache.get(db, 'B', produce('b'));
    await cache.get(db, 'A', produce('a'));
    await cache.get(db, 'C', produce('c'));
    expect(computed).toBe(3);
    await cache.get(db, 'A', produce('a'));
    expect(computed).toBe(3);
    await cache.get(db, 'B', produce('b'));
    expect(computed).toBe(4);
  });

  it('caches nothing when the import version cannot be read', async () => {
    const cache = createAnswerCache<number>();
    const broken: SqlClient = { query: async () => Promise.reject(new Error('no table')) };
    let computed = 0;
    await cache.get(broken, 'M33 2AU', async () => ++computed);
    await cache.get(broken, 'M33 2AU', async () => ++computed);
    expect(computed).toBe(2);
  });
});
