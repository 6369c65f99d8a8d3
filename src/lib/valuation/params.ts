import { DERIVED_INDEX_DEFAULTS, type DerivedIndexOptions } from './derived-index.ts';
import type { SelectionParams } from './comparables.ts';
import { GRADE_RULES, type GradeRules, type RangeParams } from './range.ts';
import type { GeographyLevel } from './types.ts';

export interface ValuationParams {
  selection: SelectionParams;
  /** Fewer comparables than this and the engine gives no figure. */
  minComparables: number;
  /** Relative weight of a comparable by where it was found. */
  levelWeight: Record<GeographyLevel, number>;
  /** A comparable's weight halves every this many months of age. */
  halfLifeMonths: number;
  /** Weight multiplier per mismatch (tenure, new-build flag). */
  mismatchWeight: number;
  range: RangeParams;
  index: DerivedIndexOptions;
  grade: GradeRules;
}

/**
 * The constants in force. `selection.target`, `halfLifeMonths` and `range.multiplier` were chosen by
 * `npm run valuation:backtest` on the training period of the time split only (sales before the cut
 * date); see docs/decisions/valuation.md and src/data/valuation-accuracy.json for the fit and its
 * test-period results. The rest are stated choices, not fitted.
 */
export const VALUATION_PARAMS: ValuationParams = {
  selection: { target: 10, maxAgeMonths: 24 },
  minComparables: 3,
  levelWeight: { postcode: 3, sector: 2, district: 1 },
  halfLifeMonths: 6,
  mismatchWeight: 0.7,
  range: { minSpread: 0.05, multiplier: { postcode: 1.29, sector: 1.35, district: 1.42 } },
  index: DERIVED_INDEX_DEFAULTS,
  grade: GRADE_RULES,
};
