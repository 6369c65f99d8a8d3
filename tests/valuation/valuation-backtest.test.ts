/**
 * The backtest on the samples (GM 2019 Price Paid): a bounded, seeded, reproducible time split that
 * never loads the register into Node, scored through the real queries and engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { DATA_DIR, importSamples, memoryDb } from '../data/helpers.ts';
import { runBacktest, subjectOf, type BacktestRun } from '../../scripts/valuation/backtest.ts';
import { fetchValuationEvidence } from '../../src/lib/data/queries/valuation.ts';
import { BACKTEST_SQL, type SampleRow } from '../../src/lib/data/queries/valuation-backtest-sql.ts';
import { FEATURES } from '../../src/lib/valuation/features.ts';
import { prepareValuation } from '../../src/lib/valuation/prepare.ts';
import { budgets, groupRows } from '../../src/lib/valuation/backtest-summary.ts';

let db: Database;
let largestAnswer = 0;
let first: BacktestRun;

/** The database with every answer's row count recorded: the backtest must never read the register whole. */
function counting(inner: Database): Database {
  return new Proxy(inner, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return async (sql: string, params?: unknown[]) => {
        const result = await target.query(sql, params);
        largestAnswer = Math.max(largestAnswer, result.rows.length);
        return result;
      };
    },
  });
}

describe.skipIf(!DATA_DIR)('valuation backtest on the samples', () => {
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, ['price_paid/ppd_report_greater_manchester_2019.csv', 'price_paid/pp-complete-top100.csv']);
    first = await runBacktest(counting(db), { train: 300, test: 120, seed: 'unit-test' });
  }, 300_000);

  it('splits the last 24 months of standard sales in time, 80% before the cut', async () => {
    expect(first.dataDate).toBe('2019-12-20');
    expect(first.from).toBe('2017-12-01');
    const { rows } = await db.query<{ n: number; before: number }>(
      `select count(*)::int as n, count(*) filter (where transfer_date < $1::date)::int as before from open_data.price_paid
       where transfer_date >= '2017-12-01' and (category is null or category = 'A') and postcode is not null
         and property_type in ('D','S','T','F','O') and tenure in ('F','L')`,
      [first.cut],
    );
    expect(first.available.training + first.available.test).toBe(rows[0]!.n);
    expect(first.available.training).toBe(rows[0]!.before);
    expect(first.available.test / rows[0]!.n).toBeGreaterThan(0.19);
    expect(first.available.test / rows[0]!.n).toBeLessThan(0.21);
  });

  it('values a bounded sample and never reads more rows at once than the sample or one valuation needs', () => {
    expect(first.training.count).toBe(300);
    expect(first.test.count).toBe(120);
    expect(first.outcomes).toHaveLength(120);
    // 14,481 standard GM sales are in the table; no answer comes near that.
    expect(largestAnswer).toBeLessThanOrEqual(300);
  });

  it('measures each feature on training and hold-out, and every comparable it weighs predates the sale', async () => {
    expect(first.features.training.map((f) => f.key)).toEqual(FEATURES.map((f) => f.key));
    expect(first.features.test.map((f) => f.key)).toEqual(FEATURES.map((f) => f.key));
    const { rows } = await db.query<SampleRow>(BACKTEST_SQL.sample, [first.cut, '2020-01-01', 'unit-test', 20]);
    for (const s of rows) {
      const subject = subjectOf(s);
      const prepared = prepareValuation(subject, await fetchValuationEvidence(db, subject), first.fit.params);
      for (const c of prepared.priced) expect(c.selected.sale.date < s.sale_date).toBe(true);
    }
  });

  it('is reproducible with the same seed and samples differently with another', async () => {
    const again = await runBacktest(db, { train: 300, test: 120, seed: 'unit-test' });
    expect(again.cut).toBe(first.cut);
    expect(again.test.prices).toEqual(first.test.prices);
    expect(again.fit.params).toEqual(first.fit.params);
    expect(again.outcomes.map((o) => [o.estimate, o.low, o.high, o.grade])).toEqual(
      first.outcomes.map((o) => [o.estimate, o.low, o.high, o.grade]),
    );
    const other = await runBacktest(db, { train: 50, test: 20, seed: 'another' });
    expect(other.test.prices).not.toEqual(first.test.prices.slice(0, 20));
  }, 300_000);

  it('publishes figures that follow from the outcomes: every range around its estimate, grades, types and the baseline', () => {
    for (const o of first.outcomes.filter((x) => x.estimate !== null)) {
      expect(o.low!).toBeLessThanOrEqual(o.estimate!);
      expect(o.high!).toBeGreaterThanOrEqual(o.estimate!);
      expect(['high', 'medium', 'low']).toContain(o.grade);
    }
    const rows = groupRows(first.outcomes);
    expect(rows[0]!.engine.sales).toBe(120);
    expect(rows.filter((r) => r.group === 'type').reduce((s, r) => s + r.engine.sales, 0)).toBe(120);
    expect(rows.filter((r) => r.group === 'grade').reduce((s, r) => s + r.engine.valued, 0)).toBe(rows[0]!.engine.valued);
    expect(rows[0]!.baseline.valued).toBeGreaterThan(100);
    const checks = budgets(first.outcomes, first.timingsMs);
    expect(checks.map((c) => c.budget)).toEqual(expect.arrayContaining(['median absolute error ≤ 10.5% overall']));
  });
});
