import calibration from '../../data/valuation-calibration.json' with { type: 'json' };
import type { RangeCalibration } from './conformal.ts';
import type { LocalConstants } from './local-constants.ts';
import { DERIVED_INDEX_DEFAULTS, type DerivedIndexOptions } from './derived-index.ts';
import { FRESHNESS_LIMITS, type FreshnessLimits } from './freshness.ts';
import type { ErrorModel, GradeCalibration, RepeatSaleModel, UncertaintyFeatures } from './uncertainty.ts';

/** The constants of the comparables estimate that the backtest fits on its training sales. */
export interface EstimatorParams {
  /** A comparable's weight halves every this many months of age. */
  halfLifeMonths: number;
  /** Weight multiplier per mismatch (tenure, new-build flag). */
  mismatchWeight: number;
  /** Pseudo-weight k pulling the postcode and street sales' difference from the area towards zero. */
  localShrinkage: number;
  /** Log price difference between a new build and an existing home of the same type and place. */
  newBuildPremium: number;
  /**
   * Features kept only when the backtest measured that they lower the median error out of sample
   * (docs/decisions/valuation.md, "Features measured"); absent or 0/null = off.
   * Distance weighting: a comparable's weight halves every this many km from the subject's postcode.
   */
  halfDistanceKm?: number | null;
  /** Log price difference between a freehold and a leasehold home of the same type and place. */
  freeholdPremium?: number;
  /**
   * The derived index's noise, in log points (absent or 0 = the whole index). The district's monthly
   * index is the mean log price of tens of sales that differ in more than type, so a small movement
   * is mostly noise and a large one mostly the market: a movement f (ln of the factor) between the
   * sale month and the valuation month is applied as f·f² ÷ (f² + indexNoise²). The backtest fits it
   * on its training sales.
   */
  indexNoise?: number;
  /**
   * A sale of another property type at the subject's postcode, less the district's gap between the
   * types (type-gap.ts), joins the local pull at this fraction of a same-type sale's weight (absent
   * or 0: not used). Switched on by the backtest only when it lowers the training median error.
   */
  otherTypeWeight?: number;
  /**
   * The area trend (area-trend.ts): the baseline is a robust plane through the area's sales read at
   * the subject's postcode rather than their weighted median, its slopes shrunk by this ridge
   * (absent or 0: the weighted median). Switched on by the backtest only when it lowers the
   * training median error.
   */
  areaTrendRidge?: number;
  /**
   * A postcode or street sale's difference from the area counts up to ± this many log points
   * (absent: `DEFAULT_LOCAL_CLIP`, 0.4: a sale up to 49% dearer or 33% cheaper than the area). The
   * cap guards against one odd sale; in a market where whole postcodes sit far from their sector's
   * middle it also cuts real differences, so a wider cap is a switch the backtest re-decides.
   */
  localClip?: number;
}

export interface ValuationParams {
  /** Comparables are sales in this many months before the valuation date. */
  maxAgeMonths: number;
  /** Fewer comparables than this (and no usable earlier sale of the home) and the engine gives no figure. */
  minComparables: number;
  /** The sector is the area baseline when it has at least this many comparables; else the district. */
  minSectorSales: number;
  /** A comparable's robust spread is never taken below this (log points). */
  minSpread: number;
  /**
   * The value is likely beyond what the data can see when at least `outsideShare` of the comparables
   * sit within 5% of the highest (lowest) price the district's sales reach, or the range puts at
   * least `outsideProbability` on a value above (below) it.
   */
  outsideShare: number;
  outsideProbability: number;
  estimator: EstimatorParams;
  /** Predicts the median absolute error of a comparables estimate: the grade and the blend weights. */
  errorModel: ErrorModel;
  /** Predicts the 80th percentile of its absolute error: the half-width of the 80% range. */
  rangeModel: ErrorModel;
  repeatSale: RepeatSaleModel | null;
  grades: GradeCalibration;
  index: DerivedIndexOptions;
  /** How old the evidence may be before the range widens, and before no figure is given. */
  freshness: FreshnessLimits;
  /** The walk-forward range calibration stored after the last import (null: half-widths as modelled). */
  ranges: RangeCalibration | null;
}

/**
 * Least widening per unit of each uncertainty feature (ln of the predicted error), applied when
 * the training sales cannot measure it (one year of sales cannot show how older evidence ages):
 * 0.1 per year of average age (+10.5% a year), 0.15 for a district-wide baseline, 0.15 when every
 * comparable differs in tenure or new-build status. The fit keeps a larger measured value.
 */
export const ERROR_MODEL_FLOORS: Partial<UncertaintyFeatures> = { age: 0.1, far: 0.15, mismatch: 0.15 };

/**
 * The constants in force. `estimator`, `errorModel`, `rangeModel` and `repeatSale` were fitted by
 * `npm run valuation:backtest` on the training period of its time split only (see
 * src/data/valuation-calibration.json and docs/decisions/valuation.md); the grade cuts define the
 * grades (a predicted median error under 8% is high, under 12% medium); the rest are stated choices.
 */
export const VALUATION_PARAMS: ValuationParams = {
  maxAgeMonths: 24,
  minComparables: 3,
  minSectorSales: 5,
  minSpread: 0.02,
  outsideShare: 1 / 3,
  outsideProbability: 0.25,
  estimator: calibration.estimator,
  errorModel: calibration.errorModel,
  rangeModel: calibration.rangeModel,
  repeatSale: calibration.repeatSale,
  grades: calibration.grades,
  index: DERIVED_INDEX_DEFAULTS,
  freshness: FRESHNESS_LIMITS,
  ranges: null,
};

/** Each grade's accuracy on the backtest's hold-out sales, quoted beside the grade on the card. */
export const GRADE_ACCURACY = calibration.gradeAccuracy;

/** The constants with a local setting applied: its estimator constants, and its repeat-sale model when it has one. */
export function withLocalConstants(params: ValuationParams, local: LocalConstants): ValuationParams {
  const { repeatSale, ...estimator } = local;
  return { ...params, estimator: { ...params.estimator, ...estimator }, repeatSale: repeatSale ?? params.repeatSale };
}

/**
 * The constants a valuation uses: those in force with the walk-forward's calibration stored after
 * the last import (its conformal range scales and, when it chose them, its local constants).
 */
export function paramsInForce(calibration: { ranges: RangeCalibration; local: LocalConstants | null } | null): ValuationParams {
  if (!calibration) return VALUATION_PARAMS;
  const params = { ...VALUATION_PARAMS, ranges: calibration.ranges };
  return calibration.local ? withLocalConstants(params, calibration.local) : params;
}
