import { TYPE_WORDS } from './query-words.ts';
import type { AccuracySummary } from './accuracy.ts';

/** The shape of src/data/valuation-accuracy.json that the methodology page reads (written by the backtest). */
export interface AccuracyFile {
  generatedAt: string;
  dataSource: { file: string; asOf: string | null }[];
  sample: {
    categoryASales: number;
    firstDate: string;
    lastDate: string;
    minPrice: number;
    maxPrice: number;
    medianPrice: number;
  };
  split: { cutDate: string; trainingSales: number; testSales: number; testShare: number };
  fitted: { target: number; halfLifeMonths: number; rangeMultiplier: Record<string, number>; paramsInForce: boolean };
  test: { group: string; key: string; engine: AccuracySummary; baseline: AccuracySummary }[];
  testBothValued: { engine: AccuracySummary; baseline: AccuracySummary };
  byGrade: (AccuracySummary & { grade: string })[];
  latencyMs: { p50: number; p99: number; valuations: number };
  budgets: { budget: string; value: string; pass: boolean }[];
  baselineMethod: string;
}

/** 0.1047 → "10.5%"; null → "–". */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`;
}

export interface AccuracyRow {
  label: string;
  sales: number;
  coverage: string;
  error: string;
  within10: string;
  within20: string;
  inRange: string;
  baselineError: string;
}

function row(label: string, engine: AccuracySummary, baseline: AccuracySummary): AccuracyRow {
  return {
    label,
    sales: engine.sales,
    coverage: percent(engine.coverage),
    error: percent(engine.medianAbsPctError),
    within10: percent(engine.within10),
    within20: percent(engine.within20),
    inRange: percent(engine.rangeHit),
    baselineError: percent(baseline.medianAbsPctError),
  };
}

/** The headline rows: every test sale, then by property type. */
export function headlineRows(file: AccuracyFile): AccuracyRow[] {
  return file.test
    .filter((r) => r.group === 'all' || r.group === 'type')
    .map((r) => row(r.group === 'all' ? 'All test sales' : (TYPE_WORDS[r.key] ?? r.key), r.engine, r.baseline));
}

/** Districts with at least `minSales` test sales, largest first. */
export function districtRows(file: AccuracyFile, minSales = 30): AccuracyRow[] {
  return file.test
    .filter((r) => r.group === 'district' && r.engine.sales >= minSales)
    .sort((a, b) => b.engine.sales - a.engine.sales || a.key.localeCompare(b.key))
    .map((r) => row(r.key, r.engine, r.baseline));
}

/** How much lower the engine's median error is than the naive baseline's, on the sales both valued. */
export function improvementOverBaseline(file: AccuracyFile): number | null {
  const e = file.testBothValued.engine.medianAbsPctError;
  const b = file.testBothValued.baseline.medianAbsPctError;
  return e === null || !b ? null : 1 - e / b;
}

/**
 * True when the published accuracy was measured on the Price Paid files now imported (same files,
 * same as-of dates), so the build can skip rerunning the backtest.
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
