import type { AccuracySummary } from './accuracy.ts';
import type { Budget, GroupRow } from './backtest-summary.ts';
import type { ErrorModel, RepeatSaleModel } from './uncertainty.ts';
import type { EstimatorParams } from './params.ts';
import type { ValuationAccuracy } from './published-accuracy.ts';

/** The shape of src/data/valuation-accuracy.json that the methodology page reads (written by the backtest). */
export interface AccuracyFile {
  generatedAt: string;
  dataSource: { file: string; asOf: string | null }[];
  database: string;
  sample: {
    seed: string;
    from: string;
    dataDate: string;
    sampledSales: number;
    firstDate: string;
    lastDate: string;
    min: number;
    max: number;
    median: number | null;
  };
  split: {
    cutDate: string;
    trainingSales: number;
    trainingAvailable: number;
    testSales: number;
    testAvailable: number;
    testShare: number;
  };
  fitted: {
    estimator: EstimatorParams;
    trainingError: number;
    errorModel: ErrorModel;
    rangeModel: ErrorModel;
    floors: Record<string, number>;
    historyTruncated: boolean;
    repeatSale: RepeatSaleModel | null;
    resalesInTraining: number;
    grades: {
      cuts: { high: number; medium: number };
      training: Record<string, { valuations: number; held: number | null }>;
    };
  };
  test: GroupRow[];
  testBothValued: { sales: number; engine: AccuracySummary; baseline: AccuracySummary };
  repeatSaleShare: number;
  outsideBand: { valuations: number; rangeHeld: number | null };
  latencyMs: { p50: number; p99: number; valuations: number };
  budgets: Budget[];
  baselineMethod: string;
}

/** 0.1047 → "10.5%"; null → "–". */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`;
}

export interface AccuracyRow {
  label: string;
  sales: number;
  valued: number;
  coverage: string;
  error: string;
  within10: string;
  within20: string;
  inRange: string;
  baselineError: string;
}

function row(r: GroupRow): AccuracyRow {
  return {
    label: r.label,
    sales: r.engine.sales,
    valued: r.engine.valued,
    coverage: percent(r.engine.coverage),
    error: percent(r.engine.medianAbsPctError),
    within10: percent(r.engine.within10),
    within20: percent(r.engine.within20),
    inRange: percent(r.engine.rangeHit),
    baselineError: percent(r.baseline.medianAbsPctError),
  };
}

/** The rows of one table: 'headline' (every hold-out sale, then each type), 'band', 'grade' (with low split by why) or 'repeat-sale'. */
export function accuracyRows(file: AccuracyFile, table: 'headline' | 'band' | 'grade' | 'repeat-sale'): AccuracyRow[] {
  const groups = table === 'headline' ? ['all', 'type'] : table === 'grade' ? ['grade', 'low-reason'] : [table];
  return file.test.filter((r) => groups.includes(r.group)).map(row);
}

/** How much lower the engine's median error is than the naive baseline's, on the sales both valued. */
export function improvementOverBaseline(file: AccuracyFile): number | null {
  const e = file.testBothValued.engine.medianAbsPctError;
  const b = file.testBothValued.baseline.medianAbsPctError;
  return e === null || !b ? null : 1 - e / b;
}

/**
 * True when the published accuracy was measured on the Price Paid files now imported (same files,
 * same as-of dates), so the backtest need not be rerun.
 */
export function accuracyMatchesData(
  measured: AccuracyFile['dataSource'],
  imported: readonly { file: string; dataset: string; asOf: string | null }[],
): boolean {
  const key = (rows: readonly { file: string; asOf: string | null }[]) =>
    rows
      .map((r) => `${r.file}@${r.asOf ?? ''}`)
      .sort()
      .join('|');
  return key(measured) === key(imported.filter((r) => r.dataset === 'price_paid'));
}

/**
 * What the walk-forward's re-measured local constants mean, in words for the methodology page: a
 * setting chosen (its cap as the dearest and cheapest a postcode's sale may count against the area)
 * or the fitted ones kept.
 */
export function localConstantsSentence(local: NonNullable<ValuationAccuracy['method']['localConstants']>): string {
  const measured = `re-measured on ${local.sales.toLocaleString('en-GB')} sales of the months before the test months`;
  if (!local.chosen)
    return `How far a home’s own postcode and street sales pull its figure was ${measured}: no setting lowered their median error by 1% or more (best ${percent(local.bestMdape)} against ${percent(local.inForceMdape)}), so the fitted setting stays.`;
  const dearer = Math.round((Math.exp(local.chosen.localClip) - 1) * 100);
  const cheaper = Math.round((1 - Math.exp(-local.chosen.localClip)) * 100);
  const years = local.chosen.repeatSale?.maxYears;
  const resale = years ? `, and the home’s own earlier sale used up to ${years} year${years === 1 ? '' : 's'} before` : '';
  return `How far a home’s own postcode and street sales pull its figure was ${measured}: a new setting (each counting up to ${dearer}% above or ${cheaper}% below the area’s price${resale}) lowered their median error from ${percent(local.inForceMdape)} to ${percent(local.bestMdape)}, so the test months and new valuations use that setting.`;
}
