/**
 * The valuation backtest as a function (the CLI is scripts/valuation-backtest.ts): a time split of
 * the standard sales in the 24 months up to the latest sale, seeded samples chosen in SQL, the
 * constants fitted on the training sample only, the hold-out scored once beside a naive baseline.
 * Memory and time follow the sample sizes, never the size of the register.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../../server/db/database.ts';
import { fetchValuationEvidence, latestSaleDate } from '../../src/lib/data/queries/valuation.ts';
import { BACKTEST_SQL, type SampleRow } from '../../src/lib/data/queries/valuation-backtest-sql.ts';
import type { BacktestOutcome } from '../../src/lib/valuation/backtest-summary.ts';
import { calibrate, slimPrepared, type Calibration, type TrainingCase } from '../../src/lib/valuation/calibrate.ts';
import { featureEffects, type FeatureEffect } from '../../src/lib/valuation/features.ts';
import { windowStart } from '../../src/lib/valuation/months.ts';
import { ERROR_MODEL_FLOORS, VALUATION_PARAMS } from '../../src/lib/valuation/params.ts';
import { prepareValuation } from '../../src/lib/valuation/prepare.ts';
import { valueProperty } from '../../src/lib/valuation/value-property.ts';
import type { PropertyType, Subject } from '../../src/lib/valuation/types.ts';

export const TEST_SHARE = 0.2;

export interface BacktestOptions {
  /** At most this many training and hold-out sales (a seeded sample when there are more). */
  train: number;
  test: number;
  seed: string;
  /** Split the training period again (fit on its first 80%, score its last 20%); the hold-out is never read. */
  validate?: boolean;
  onProgress?: (message: string) => void;
}

export interface BacktestRun {
  from: string;
  dataDate: string;
  cut: string;
  available: { training: number; test: number };
  training: { count: number; firstDate: string | null; prices: number[] };
  test: { count: number; lastDate: string | null; prices: number[] };
  historyTruncated: boolean;
  fit: Calibration;
  /** Each feature's effect on the median error (features.ts): on the training valuations (what decided) and the hold-out. */
  features: { training: FeatureEffect[]; test: FeatureEffect[]; floorAreaValuations: number };
  outcomes: BacktestOutcome[];
  timingsMs: number[];
}

export function subjectOf(s: SampleRow): Subject {
  return {
    postcode: s.postcode,
    sector: s.sector,
    district: s.outward,
    propertyType: s.property_type as PropertyType,
    tenure: s.tenure as 'F' | 'L',
    newBuild: s.new_build === true,
    asOf: s.sale_date,
    address: { saon: s.saon, paon: s.paon, street: s.street },
  };
}

export function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function cutDate(db: Database, from: string, to: string): Promise<string> {
  const cut = (await db.query<{ cut: string | null }>(BACKTEST_SQL.cutDate, [from, to, 1 - TEST_SHARE])).rows[0]?.cut;
  if (!cut) throw new Error(`no standard sales between ${from} and ${to}: nothing to backtest`);
  return cut;
}

/** The naive baseline: the median of the sector's standard sales of the type in the 24 months before (≥ 3), else the district's. */
export async function naiveBaseline(db: Database, s: SampleRow): Promise<number | null> {
  const from = windowStart(s.sale_date, VALUATION_PARAMS.maxAgeMonths);
  for (const [sql, place] of [
    [BACKTEST_SQL.sectorMedian, s.sector],
    [BACKTEST_SQL.districtMedian, s.outward],
  ] as const) {
    const row = (await db.query<{ median: number | null; n: number }>(sql, [place, s.property_type, s.sale_date, from])).rows[0];
    if (row && row.n >= 3 && row.median !== null) return Number(row.median);
  }
  return null;
}

export async function runBacktest(db: Database, options: BacktestOptions): Promise<BacktestRun> {
  const progress = options.onProgress ?? (() => undefined);
  const dataDate = await latestSaleDate(db);
  if (!dataDate) throw new Error('no Price Paid data imported: nothing to backtest');
  const from = windowStart(dataDate, VALUATION_PARAMS.maxAgeMonths);
  const outerCut = await cutDate(db, from, dataDate);
  const end = options.validate ? shiftDay(outerCut, -1) : dataDate;
  const cut = options.validate ? await cutDate(db, from, end) : outerCut;
  const counts = (await db.query<{ training: number; test: number }>(BACKTEST_SQL.counts, [from, cut, end])).rows[0]!;
  const byDate = (a: SampleRow, b: SampleRow) => (a.sale_date < b.sale_date ? -1 : a.sale_date > b.sale_date ? 1 : 0);
  const training = (await db.query<SampleRow>(BACKTEST_SQL.sample, [from, cut, options.seed, options.train])).rows.sort(byDate);
  const test = (await db.query<SampleRow>(BACKTEST_SQL.sample, [cut, shiftDay(end, 1), options.seed, options.test])).rows.sort(
    byDate,
  );
  progress(
    `Cut date ${cut}: training ${training.length} of ${counts.training} sales from ${from}, hold-out ${test.length} of ${counts.test}.`,
  );

  // Training: evidence read once per sale through the real queries, kept slim, then the fit.
  const cases: TrainingCase[] = [];
  for (const [i, s] of training.entries()) {
    const subject = subjectOf(s);
    const prepared = prepareValuation(subject, await fetchValuationEvidence(db, subject), VALUATION_PARAMS);
    cases.push({ subject, actual: s.price, prepared: slimPrepared(prepared) });
    if ((i + 1) % 2000 === 0) progress(`  training evidence read for ${i + 1} sales`);
  }
  // The data starts inside the lookback when no sale falls in its first month.
  const historyTruncated = (training[0]?.sale_date ?? from) >= windowStart(from, -1);
  const fit = calibrate(cases, VALUATION_PARAMS, { historyTruncated, floors: ERROR_MODEL_FLOORS });
  const trainingEffects = featureEffects(cases, fit.params);
  cases.length = 0;

  // The hold-out, scored once with the fitted constants, beside the naive baseline; its evidence is
  // kept slim to report each feature's effect there (never to choose).
  const outcomes: BacktestOutcome[] = [];
  const timingsMs: number[] = [];
  const held: TrainingCase[] = [];
  for (const s of test) {
    const subject = subjectOf(s);
    const t0 = performance.now();
    const evidence = await fetchValuationEvidence(db, subject);
    const result = valueProperty(subject, evidence, fit.params);
    timingsMs.push(performance.now() - t0);
    held.push({ subject, actual: s.price, prepared: slimPrepared(prepareValuation(subject, evidence, fit.params)) });
    const valued = result.status === 'valued' ? result : null;
    outcomes.push({
      actual: s.price,
      type: subject.propertyType,
      estimate: valued?.estimate ?? null,
      low: valued?.range.low ?? null,
      high: valued?.range.high ?? null,
      grade: valued?.confidence.grade ?? null,
      repeatSale: valued?.evidence.repeatSale?.used === true,
      outside: valued?.limits.outside != null,
      baseline: await naiveBaseline(db, s),
    });
  }
  return {
    from,
    dataDate,
    cut,
    available: counts,
    training: { count: training.length, firstDate: training[0]?.sale_date ?? null, prices: training.map((s) => s.price) },
    test: { count: test.length, lastDate: test.at(-1)?.sale_date ?? null, prices: test.map((s) => s.price) },
    historyTruncated,
    fit,
    features: {
      training: trainingEffects,
      test: featureEffects(held, fit.params),
      floorAreaValuations: held.filter((c) => c.prepared.perM2).length,
    },
    outcomes,
    timingsMs,
  };
}
