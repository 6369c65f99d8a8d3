/**
 * What the walk-forward publishes: the accuracy of the valuation on recent sales it had never seen,
 * overall and per grade, property type, price band and month, with the date and the data version it
 * was measured on, the method in words and the budgets. Stored beside the range calibration
 * (open_data.valuation_calibration) and answered unchanged by GET /api/v1/valuation-accuracy, the
 * MCP tool valuation_accuracy and /valuation-methodology.
 */
import calibration from '../../data/valuation-calibration.json' with { type: 'json' };
import type { RangeCalibration } from './conformal.ts';
import type { LocalConstants, LocalRefit } from './local-constants.ts';
import {
  accuracyBreakdown,
  liveCalibration,
  roundOrNull,
  walkForwardOutcomes,
  type AccuracyBreakdown,
  type WalkForwardOptions,
  type WalkForwardRow,
} from './walk-forward.ts';

export interface ValuationAccuracy extends AccuracyBreakdown {
  /** When it was computed (ISO 8601) and on which Price Paid files (`dataVersion`) up to which sale (`dataDate`). */
  computedAt: string;
  dataVersion: string;
  dataDate: string;
  /** The months of test, "YYYY-MM". */
  months: { from: string; to: string };
  method: {
    summary: string;
    testMonths: number;
    calibrationMonths: number;
    perMonth: number;
    minCellSales: number;
    seed: string;
    baseline: string;
    /**
     * The estimator and error-model constants in force were fitted by `npm run valuation:backtest`
     * on sales before this date: test months before it were in their training period (only the
     * range calibration is strictly walk-forward there).
     */
    modelFittedBefore?: string;
    /**
     * The local constants (how far a home's own postcode and street sales pull its figure, and how
     * far one of them may sit from the area's) measured on the calibration months: their median
     * error in force and under the best setting tried, and the setting chosen for the test months
     * and new valuations (null: those in force stay).
     */
    localConstants?: {
      sales: number;
      inForceMdape: number | null;
      bestMdape: number | null;
      chosen: LocalConstants | null;
    };
  };
  budgets: { budget: string; value: string; pass: boolean | null }[];
}

export const BASELINE_METHOD =
  'Median price of standard sales of the same property type in the same postcode sector in the 24 months before the sale (at least 3), else the same district.';

export const METHOD_SUMMARY =
  'Walk-forward: for each of the latest months, a seeded sample of its standard sales is valued, each as of its own sale date with only earlier sales, and its 80% range is scaled by the calibration measured on the months before it only. Declined valuations (too few sales, evidence too old) count against the share valued.';

const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);

/** Issue 43's budgets: 80% ranges hold 75–85% in every grade; MdAPE at most 0.9 × the naive baseline's on the same sales. */
export function accuracyBudgets(b: AccuracyBreakdown): ValuationAccuracy['budgets'] {
  const grades = b.byGrade.filter((g) => g.rangeCount > 0);
  const held = grades.map((g) => `${g.key} ${pct(g.rangeCoverage)} (${g.rangeCount})`).join(', ');
  const inBand = grades.every((g) => g.rangeCoverage !== null && g.rangeCoverage >= 0.75 && g.rangeCoverage <= 0.85);
  const { engineMdapeBoth: e, baselineMdapeBoth: n } = b.overall;
  return [
    { budget: '80% ranges hold 75–85% in every grade', value: held || 'no ranges', pass: grades.length > 0 ? inBand : null },
    {
      budget: 'MdAPE ≤ 0.9 × naive baseline (same sales)',
      value: `${pct(e)} against ${pct(n)} (${n ? (0.9 * n * 100).toFixed(1) : '–'}% allowed)`,
      pass: e !== null && n !== null ? e <= 0.9 * n : null,
    },
  ];
}

/** The published accuracy and the range calibration for new valuations, from the walk-forward's rows. */
export function walkForwardResult(
  rows: readonly WalkForwardRow[],
  options: WalkForwardOptions,
  stamp: { dataVersion: string; dataDate: string; computedAt: string },
  local?: LocalRefit,
): { accuracy: ValuationAccuracy; ranges: RangeCalibration } {
  const outcomes = walkForwardOutcomes(rows, options);
  const months = [...new Set(outcomes.map((o) => o.month))].sort();
  const breakdown = accuracyBreakdown(outcomes);
  return {
    accuracy: {
      computedAt: stamp.computedAt,
      dataVersion: stamp.dataVersion,
      dataDate: stamp.dataDate,
      months: { from: months[0] ?? '', to: months.at(-1) ?? '' },
      method: {
        summary: METHOD_SUMMARY,
        testMonths: options.testMonths,
        calibrationMonths: options.calibrationMonths,
        perMonth: options.perMonth,
        minCellSales: options.minCellSales,
        seed: options.seed,
        baseline: BASELINE_METHOD,
        modelFittedBefore: calibration.fittedOn.cutDate,
        ...(local
          ? {
              localConstants: {
                sales: local.sales,
                inForceMdape: roundOrNull(local.inForceMdape),
                bestMdape: roundOrNull(local.bestMdape),
                chosen: local.chosen,
              },
            }
          : {}),
      },
      ...breakdown,
      budgets: accuracyBudgets(breakdown),
    },
    ranges: {
      ...liveCalibration(rows, options, { dataVersion: stamp.dataVersion, dataDate: stamp.dataDate }),
      gradeAccuracy: Object.fromEntries(
        breakdown.byGrade.map((g) => [g.key, { valuations: g.valued, medianError: g.mdape, rangeHeld: g.rangeCoverage }]),
      ),
    },
  };
}
