import type { ConfidenceGrade } from './types.ts';

/**
 * What makes a comparables estimate uncertain, as numbers the calibration weighs. Each is zero (or
 * small) for the best evidence and grows as it weakens:
 *  - spread: ln of the robust spread of the comparables' adjusted log prices around the estimate
 *  - thinLocal: 1 ÷ (1 + sales in the same postcode or street)
 *  - thinArea: 1 ÷ sales in the area baseline (sector, else district)
 *  - age: weighted mean age of the comparables in years
 *  - far: 1 when the sector had too few sales and the whole district was the baseline
 *  - mismatch: weighted share of comparables of another tenure or new-build status
 */
export interface UncertaintyFeatures {
  spread: number;
  thinLocal: number;
  thinArea: number;
  age: number;
  far: number;
  mismatch: number;
}

export const FEATURE_NAMES = [
  'spread',
  'thinLocal',
  'thinArea',
  'age',
  'far',
  'mismatch',
] as const satisfies readonly (keyof UncertaintyFeatures)[];

export interface ErrorModel {
  /** ln(predicted absolute log error at the model's quantile) = intercept + Σ coefficient × feature. */
  intercept: number;
  coefficients: UncertaintyFeatures;
}

/**
 * The predicted absolute error (in log points, ≈ relative error) of a comparables estimate at the
 * model's quantile — the median for the error model, the 80th percentile for the range model:
 * exp(intercept + Σ βᵢ·xᵢ). Fitted on the backtest's training sales (`fitErrorModel`).
 * Example: intercept −2.0, β_spread 0.25, β_thinLocal 0.75, spread ln(0.15) = −1.897, thinLocal 0.5,
 * other features 0 → exp(−2.0 − 0.4743 + 0.375) = exp(−2.0993) = 0.1225, a typical error of about 12%.
 */
export function predictedError(features: UncertaintyFeatures, model: ErrorModel): number {
  let z = model.intercept;
  for (const name of FEATURE_NAMES) z += model.coefficients[name] * features[name];
  return Math.exp(z);
}

export interface RepeatSaleModel {
  /** Median absolute log error of a repeat-sale estimate for a resale straight after the sale. */
  base: number;
  /** Added squared error per year between the two sales (the home drifts from its local index). */
  perYear: number;
  /** Earlier sales older than this are shown but not used: accuracy was measured only up to it. */
  maxYears: number;
}

/**
 * Predicted median absolute error of a repeat-sale estimate after `years`: √(base² + perYear × years).
 * Example: base 0.06, perYear 0.0025: after 4 years √(0.0036 + 0.01) = 0.1166.
 */
export function repeatSaleError(years: number, model: RepeatSaleModel): number {
  return Math.sqrt(model.base ** 2 + model.perYear * Math.max(0, years));
}

/**
 * Combines two estimates of the same log value by their predicted errors (inverse-variance
 * weights): w = (1/σ₁²) ÷ (1/σ₁² + 1/σ₂²); combined error (1/σ₁² + 1/σ₂²)^−½.
 * Example: comparables ln £200,000 with error 0.12 and repeat sale ln £230,000 with error 0.06:
 * weight on the repeat sale (1/0.0036) ÷ (1/0.0144 + 1/0.0036) = 0.8, estimate 200,000^0.2 × 230,000^0.8 = £223,660,
 * error (1/0.0144 + 1/0.0036)^−½ = 0.0537.
 */
export function blend(
  a: { value: number; error: number },
  b: { value: number; error: number },
): { value: number; error: number; weightB: number } {
  const pa = 1 / a.error ** 2;
  const pb = 1 / b.error ** 2;
  return { value: (pa * a.value + pb * b.value) / (pa + pb), error: Math.sqrt(1 / (pa + pb)), weightB: pb / (pa + pb) };
}

export interface GradeCalibration {
  /** A valuation whose predicted median error is below `high` is graded high; below `medium`, medium; else low. */
  cuts: { high: number; medium: number };
}

/** 80% half-width ÷ median absolute error of a normal error (1.2816 ÷ 0.6745): used where no range model applies (a repeat sale alone). */
export const NORMAL_80_TO_MEDIAN = 1.9;

/** The grade a predicted median error earns. Example: cuts 0.08 / 0.12 → 0.07 high, 0.10 medium, 0.15 low. */
export function gradeFor(error: number, calibration: GradeCalibration): ConfidenceGrade {
  if (error < calibration.cuts.high) return 'high';
  if (error < calibration.cuts.medium) return 'medium';
  return 'low';
}
