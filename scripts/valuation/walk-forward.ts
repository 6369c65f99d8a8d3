/**
 * The walk-forward after a Price Paid import: the latest months holding sales (after a gap in the
 * register, the months before it, never empty calendar months), a seeded sample of each
 * month chosen in SQL (`WALK_FORWARD.perMonth`), valued one by one through the real queries as of
 * their own sale date (only earlier sales are read), beside the naive baseline; then the published
 * accuracy and the conformal range calibration (src/lib/valuation/published-accuracy.ts), stored
 * with the data version in open_data.valuation_calibration.
 *
 * On the calibration months (the held months before the test months) it also measures the local
 * constants (src/lib/valuation/local-constants.ts), with a repeat-sale model re-measured on their
 * resales when they hold older ones than the fitted model reaches; when a setting beats those in force clearly,
 * every sampled sale is valued again with it, and it is stored beside the ranges for new valuations.
 *
 * Bounded: at most (testMonths + calibrationMonths) × perMonth valuations (2,400 by default; twice
 * that when the local constants change), each about five index lookups plus two for the baseline,
 * whatever the size of the register; the sample itself is one pass over the period's sales (no index
 * leads with the date, and adding one would slow every import).
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../../server/db/database.ts';
import { fetchValuationEvidence } from '../../src/lib/data/queries/valuation.ts';
import { BACKTEST_SQL, type SampleRow } from '../../src/lib/data/queries/valuation-backtest-sql.ts';
import { pricePaidVersion, storeCalibration } from '../../src/lib/data/queries/valuation-calibration.ts';
import { priceBandOf, rangeScore, type RangeCalibration } from '../../src/lib/valuation/conformal.ts';
import {
  measureLocalConstants,
  measureSale,
  type LocalRefit,
  type MeasuredSale,
} from '../../src/lib/valuation/local-constants.ts';
import { addMonths, monthOf } from '../../src/lib/valuation/months.ts';
import { VALUATION_PARAMS, withLocalConstants, type ValuationParams } from '../../src/lib/valuation/params.ts';
import { walkForwardResult, type ValuationAccuracy } from '../../src/lib/valuation/published-accuracy.ts';
import { prepareValuation } from '../../src/lib/valuation/prepare.ts';
import { valueProperty } from '../../src/lib/valuation/value-property.ts';
import {
  heldWalkForwardMonths,
  MIN_HELD_MONTH_SALES,
  WALK_FORWARD,
  type WalkForwardOptions,
  type WalkForwardRow,
} from '../../src/lib/valuation/walk-forward.ts';
import { naiveBaseline, subjectOf } from './backtest.ts';
import { timedStep } from '../data/lib/step-timer.ts';

/** Valuations the walk-forward keeps in flight at once. */
const WALK_FORWARD_CONCURRENCY = 4;

export interface WalkForwardRun {
  rows: WalkForwardRow[];
  accuracy: ValuationAccuracy;
  ranges: RangeCalibration;
  /** The local constants measured on the calibration months and the setting chosen; null when not measured. */
  local: LocalRefit | null;
  ms: number;
}

/**
 * Values one sampled sale as of its own date with the half-widths as modelled (no conformal scale);
 * with `measureLocal`, also its errors under the local settings (the same evidence, no more queries).
 */
export async function walkForwardRow(
  db: Database,
  s: SampleRow,
  params: ValuationParams,
  measureLocal = false,
): Promise<{ row: WalkForwardRow; local: MeasuredSale | null }> {
  const subject = subjectOf(s);
  const evidence = await fetchValuationEvidence(db, subject);
  const result = valueProperty(subject, evidence, { ...params, ranges: null });
  const local = measureLocal ? measureSale(prepareValuation(subject, evidence, params), subject, s.price, params) : null;
  const base = { month: monthOf(s.sale_date), saleDate: s.sale_date, type: subject.propertyType, actual: s.price };
  const baseline = await naiveBaseline(db, s);
  if (result.status === 'insufficient') return { row: { ...base, baseline, valued: null, declined: result.why }, local };
  const row: WalkForwardRow = {
    ...base,
    baseline,
    declined: null,
    valued: {
      estimate: result.estimate,
      low: result.range.low,
      high: result.range.high,
      grade: result.confidence.grade,
      band: priceBandOf(result.estimate),
      score: rangeScore(s.price, result.estimate, result.range.low, result.range.high),
      evidenceDate: result.freshness.evidenceDate,
    },
  };
  return { row, local };
}

/** Values every sampled sale (a few in flight at once), measuring the local constants on `measureMonths`. */
async function valueSample(
  db: Database,
  sample: readonly SampleRow[],
  params: ValuationParams,
  measureMonths: readonly string[],
) {
  // PostgreSQL answers them on several connections; PGlite queues them. The rows keep the sample's
  // order, so the result is the same either way.
  const rows: WalkForwardRow[] = new Array(sample.length);
  const local: MeasuredSale[] = [];
  let next = 0;
  const worker = async () => {
    while (next < sample.length) {
      const i = next++;
      const s = sample[i]!;
      const out = await walkForwardRow(db, s, params, measureMonths.includes(monthOf(s.sale_date)));
      rows[i] = out.row;
      if (out.local) local.push(out.local);
    }
  };
  await Promise.all(Array.from({ length: WALK_FORWARD_CONCURRENCY }, worker));
  return { rows, local };
}

/** Runs the walk-forward on the data as imported; null when no Price Paid file is imported. */
export async function runWalkForward(
  db: Database,
  options: WalkForwardOptions = WALK_FORWARD,
  params: ValuationParams = VALUATION_PARAMS,
  now: Date = new Date(),
): Promise<WalkForwardRun | null> {
  const started = performance.now();
  const stamp = await pricePaidVersion(db);
  if (!stamp) return null;
  const held = await timedStep('walk-forward: held months', () =>
    db.query<{ month: string; sales: number }>(BACKTEST_SQL.heldMonths, [
      stamp.dataDate,
      options.testMonths + options.calibrationMonths,
      MIN_HELD_MONTH_SALES,
    ]),
  );
  const months = heldWalkForwardMonths(held.rows, options).all;
  if (months.length === 0) return null;
  const sample = await timedStep('walk-forward: sample', () =>
    db.query<SampleRow>(BACKTEST_SQL.monthlySample, [
      `${months[0]!}-01`,
      `${addMonths(months.at(-1)!, 1)}-01`,
      options.seed,
      options.perMonth,
      months,
    ]),
  );
  // The local constants are measured on the months before the test months only.
  const calibrationMonths = options.refitLocal === false ? [] : months.slice(0, Math.max(0, months.length - options.testMonths));
  const first = await timedStep('walk-forward: valuations', () => valueSample(db, sample.rows, params, calibrationMonths));
  const local = calibrationMonths.length > 0 ? measureLocalConstants(first.local, params) : null;
  const rows = local?.chosen
    ? (
        await timedStep('walk-forward: valuations with the local constants chosen', () =>
          valueSample(db, sample.rows, withLocalConstants(params, local.chosen!), []),
        )
      ).rows
    : first.rows;
  const result = walkForwardResult(
    rows,
    options,
    { dataVersion: stamp.version, dataDate: stamp.dataDate, computedAt: now.toISOString() },
    local ?? undefined,
  );
  return { rows, ...result, local, ms: performance.now() - started };
}

/** After an import: the walk-forward, stored for the data version. Returns what it stored (or null). */
export async function refreshValuationCalibration(
  db: Database,
  options: WalkForwardOptions = WALK_FORWARD,
): Promise<WalkForwardRun | null> {
  const run = await runWalkForward(db, options);
  if (run) await storeCalibration(db, { ranges: run.ranges, accuracy: run.accuracy, local: run.local?.chosen ?? null });
  return run;
}
