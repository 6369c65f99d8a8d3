import { describe, expect, it } from 'vitest';
import { calibrationInForce } from './valuation-calibration.ts';
import type { SqlClient } from '../sql-client.ts';

const RANGES = {
  dataVersion: 'v1',
  dataDate: '2019-12-20',
  months: { from: '2019-07', to: '2019-12' },
  minSample: 40,
  cells: [],
};

/** A fake client answering the latest-calibration query with `rows`, counting calls. */
function client(rows: unknown[] | Error) {
  const calls: string[] = [];
  const db: SqlClient = {
    query: async <T>(sql: string) => {
      calls.push(sql);
      if (rows instanceof Error) throw rows;
      return { rows: rows as T[] };
    },
  };
  return { db, calls };
}

describe('calibrationInForce', () => {
  it('reads the newest stored ranges and local constants (JSON text or objects) at most once a minute per connection', async () => {
    const { db, calls } = client([{ ranges: JSON.stringify(RANGES), accuracy: '{}', local_constants: null }]);
    expect(await calibrationInForce(db, 1_000)).toEqual({ ranges: RANGES, local: null });
    expect(await calibrationInForce(db, 30_000)).toEqual({ ranges: RANGES, local: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('order by computed_at desc limit 1');
    await calibrationInForce(db, 61_001);
    expect(calls).toHaveLength(2);
    const local = { localShrinkage: 0.05, localClip: 0.8 };
    const chosen = client([{ ranges: RANGES, accuracy: {}, local_constants: JSON.stringify(local) }]).db;
    expect(await calibrationInForce(chosen)).toEqual({ ranges: RANGES, local });
  });

  it('is null when none is stored or the table cannot be read: ranges stay as modelled', async () => {
    expect(await calibrationInForce(client([]).db)).toBeNull();
    expect(await calibrationInForce(client(new Error('no table')).db)).toBeNull();
  });
});
