import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { createBatcher } from './batcher.ts';

const db: SqlClient = { query: () => Promise.resolve({ rows: [] }) };

describe('auto-batching of database calls', () => {
  it('sends a lone call at once and groups the calls made while it is in flight', async () => {
    const batches: number[][][] = [];
    const double = createBatcher<number, number>(async (_db, calls) => {
      batches.push(calls);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return calls.map((items) => items.map((n) => n * 2));
    });
    const results = await Promise.all([double(db, [1]), double(db, [2, 3]), double(db, [4])]);
    expect(results).toEqual([[2], [4, 6], [8]]);
    expect(batches).toEqual([[[1]], [[2, 3], [4]]]);
  });

  it('keeps batches within the item limit and fails only the calls of a failed batch', async () => {
    const sizes: number[] = [];
    const run = createBatcher<number, number>(async (_db, calls) => {
      sizes.push(calls.flat().length);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (calls.flat().includes(-1)) throw new Error('refused');
      return calls;
    }, 3);
    const outcomes = await Promise.allSettled([run(db, [1]), run(db, [2, 3]), run(db, [4]), run(db, [-1]), run(db, [5])]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    // The next call after a failure is answered normally.
    await expect(run(db, [6])).resolves.toEqual([6]);
  });
});
