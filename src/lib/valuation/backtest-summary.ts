/**
 * The figures `npm run valuation:backtest` publishes, from its hold-out outcomes (pure): accuracy
 * overall, by property type, by price band and by confidence grade beside the naive baseline, the
 * repeat-sale share, and the budgets of issue "A valuation you can trust".
 */
import { medianOf, quantile, summarise, type AccuracySummary, type Outcome } from './accuracy.ts';
import type { ConfidenceGrade, PropertyType } from './types.ts';

/** One hold-out sale: its price, the engine's answer and the naive baseline's. */
export interface BacktestOutcome {
  actual: number;
  type: PropertyType;
  estimate: number | null;
  low: number | null;
  high: number | null;
  grade: ConfidenceGrade | null;
  /** The home's own earlier sale was blended into the figure. */
  repeatSale: boolean;
  /** The grade was low because the comparables crowd an edge of the data's price band. */
  outside: boolean;
  baseline: number | null;
}

export interface GroupRow {
  group: 'all' | 'type' | 'band' | 'grade' | 'low-reason' | 'repeat-sale';
  key: string;
  label: string;
  engine: AccuracySummary;
  baseline: AccuracySummary;
}

/** Price bands of the actual price, in pounds: [from, to). */
export const PRICE_BANDS: readonly { key: string; label: string; from: number; to: number }[] = [
  { key: 'under-100k', label: 'Under £100,000', from: 0, to: 100_000 },
  { key: '100-150k', label: '£100,000 to £149,999', from: 100_000, to: 150_000 },
  { key: '150-200k', label: '£150,000 to £199,999', from: 150_000, to: 200_000 },
  { key: '200-250k', label: '£200,000 to £249,999', from: 200_000, to: 250_000 },
  { key: '250-300k', label: '£250,000 to £299,999', from: 250_000, to: 300_000 },
  { key: '300-500k', label: '£300,000 to £499,999', from: 300_000, to: 500_000 },
  { key: '500k-1m', label: '£500,000 to £999,999', from: 500_000, to: 1_000_000 },
  { key: '1m-plus', label: '£1,000,000 and over', from: 1_000_000, to: Infinity },
];

const TYPE_LABELS: Record<string, string> = { D: 'Detached', S: 'Semi-detached', T: 'Terraced', F: 'Flat', O: 'Other' };
const GRADES: readonly ConfidenceGrade[] = ['high', 'medium', 'low'];

const engineOutcome = (o: BacktestOutcome): Outcome => ({ actual: o.actual, estimate: o.estimate, low: o.low, high: o.high });
const baselineOutcome = (o: BacktestOutcome): Outcome => ({ actual: o.actual, estimate: o.baseline });

function row(group: GroupRow['group'], key: string, label: string, outcomes: readonly BacktestOutcome[]): GroupRow {
  return {
    group,
    key,
    label,
    engine: summarise(outcomes.map(engineOutcome)),
    baseline: summarise(outcomes.map(baselineOutcome)),
  };
}

/**
 * The published table: every hold-out sale, then by type, by price band (bands with sales only), by
 * grade (valued sales of that grade; low split by why), and the sales whose own earlier sale was used.
 */
export function groupRows(outcomes: readonly BacktestOutcome[]): GroupRow[] {
  const rows = [row('all', 'all', 'All test sales', outcomes)];
  for (const type of ['D', 'S', 'T', 'F', 'O'] as const) {
    const own = outcomes.filter((o) => o.type === type);
    if (own.length > 0) rows.push(row('type', type, TYPE_LABELS[type]!, own));
  }
  for (const band of PRICE_BANDS) {
    const own = outcomes.filter((o) => o.actual >= band.from && o.actual < band.to);
    if (own.length > 0) rows.push(row('band', band.key, band.label, own));
  }
  for (const grade of GRADES)
    rows.push(
      row(
        'grade',
        grade,
        `Graded ${grade}`,
        outcomes.filter((o) => o.grade === grade),
      ),
    );
  // Low for two reasons: thin or disagreeing evidence, or a value likely beyond the prices the data holds.
  rows.push(
    row(
      'low-reason',
      'evidence',
      'Low: weaker evidence',
      outcomes.filter((o) => o.grade === 'low' && !o.outside),
    ),
  );
  rows.push(
    row(
      'low-reason',
      'beyond',
      'Low: beyond the data’s prices',
      outcomes.filter((o) => o.grade === 'low' && o.outside),
    ),
  );
  rows.push(
    row(
      'repeat-sale',
      'used',
      'Own earlier sale used',
      outcomes.filter((o) => o.repeatSale),
    ),
  );
  return rows;
}

/** Share of valued hold-out sales whose own earlier sale was blended in. */
export function repeatSaleShare(outcomes: readonly BacktestOutcome[]): number {
  const valued = outcomes.filter((o) => o.estimate !== null);
  return valued.length === 0 ? 0 : valued.filter((o) => o.repeatSale).length / valued.length;
}

export interface Budget {
  budget: string;
  value: string;
  pass: boolean;
}

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);

/**
 * The budgets: each grade's 80% range holds 75–85% of hold-out prices with at least 100 valuations;
 * median absolute error no worse than `maxError` overall, at most 0.9 × the naive baseline's overall
 * and lower than it in every property type (on the sales both valued); latency p50 ≤ 10 ms and p99 ≤ 50 ms.
 */
export function budgets(outcomes: readonly BacktestOutcome[], timingsMs: readonly number[], maxError = 0.105): Budget[] {
  const out: Budget[] = [];
  for (const grade of GRADES) {
    const own = summarise(outcomes.filter((o) => o.grade === grade).map(engineOutcome));
    const hit = own.rangeHit;
    out.push({
      budget: `“${grade}” grade: 80% range holds 75–85% of test prices (at least 100 valuations)`,
      value: `${pct(hit)} of ${own.valued}`,
      pass: own.valued >= 100 && hit !== null && hit >= 0.75 && hit <= 0.85,
    });
  }
  const all = summarise(outcomes.map(engineOutcome)).medianAbsPctError;
  out.push({
    budget: `median absolute error ≤ ${pct(maxError)} overall`,
    value: pct(all),
    pass: all !== null && all <= maxError,
  });
  const bothAll = outcomes.filter((o) => o.estimate !== null && o.baseline !== null);
  if (bothAll.length > 0) {
    const e = summarise(bothAll.map(engineOutcome)).medianAbsPctError!;
    const b = summarise(bothAll.map(baselineOutcome)).medianAbsPctError!;
    out.push({
      budget: 'median absolute error ≤ 0.9 × the naive baseline’s (same sales; issue 43)',
      value: `${pct(e)} against ${pct(b)} (${pct(0.9 * b)} allowed)`,
      pass: e <= 0.9 * b,
    });
  }
  for (const type of ['D', 'S', 'T', 'F', 'O'] as const) {
    const both = outcomes.filter((o) => o.type === type && o.estimate !== null && o.baseline !== null);
    if (both.length === 0) continue;
    const e = summarise(both.map(engineOutcome)).medianAbsPctError!;
    const b = summarise(both.map(baselineOutcome)).medianAbsPctError!;
    out.push({
      budget: `${TYPE_LABELS[type]}: median absolute error below the naive baseline’s (same sales)`,
      value: `${pct(e)} against ${pct(b)}`,
      pass: e < b,
    });
  }
  const p50 = quantile(timingsMs, 0.5);
  const p99 = quantile(timingsMs, 0.99);
  out.push({
    budget: 'latency p50 ≤ 10 ms per valuation (queries + engine, in-process)',
    value: `${p50?.toFixed(1) ?? 'n/a'} ms`,
    pass: (p50 ?? Infinity) <= 10,
  });
  out.push({
    budget: 'latency p99 ≤ 50 ms per valuation',
    value: `${p99?.toFixed(1) ?? 'n/a'} ms`,
    pass: (p99 ?? Infinity) <= 50,
  });
  return out;
}

/** Summary statistics of a list of prices (for the sample description). */
export function priceSummary(prices: readonly number[]): { min: number; max: number; median: number | null } {
  return { min: Math.min(...prices), max: Math.max(...prices), median: medianOf(prices) };
}
