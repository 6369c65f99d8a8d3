/**
 * Fitting the calibration on the backtest's training sales (pure; `npm run valuation:backtest` calls
 * these with training-period valuations only, never the hold-out).
 */
import { medianOf } from './accuracy.ts';
import { FEATURE_NAMES, type ErrorModel, type RepeatSaleModel, type UncertaintyFeatures } from './uncertainty.ts';

/** Absolute log errors below this are counted as this, so an exact hit does not weigh as −∞. */
export const ERROR_FLOOR = 0.005;

/** Solves the normal equations XᵀXβ = Xᵀy by Gauss–Jordan elimination with partial pivoting. */
export function leastSquares(x: readonly (readonly number[])[], y: readonly number[]): number[] {
  const p = x[0]?.length ?? 0;
  const a = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  x.forEach((row, i) => {
    for (let j = 0; j < p; j++) {
      for (let k = 0; k < p; k++) a[j]![k]! += row[j]! * row[k]!;
      a[j]![p]! += row[j]! * y[i]!;
    }
  });
  for (let j = 0; j < p; j++) {
    let pivot = j;
    for (let r = j + 1; r < p; r++) if (Math.abs(a[r]![j]!) > Math.abs(a[pivot]![j]!)) pivot = r;
    [a[j], a[pivot]] = [a[pivot]!, a[j]!];
    const d = a[j]![j]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let k = j; k <= p; k++) a[j]![k]! /= d;
    for (let r = 0; r < p; r++) {
      if (r === j) continue;
      const m = a[r]![j]!;
      for (let k = j; k <= p; k++) a[r]![k]! -= m * a[j]![k]!;
    }
  }
  return a.map((row) => (Number.isFinite(row[p]!) ? row[p]! : 0));
}

/**
 * Fits a model of the `tau` quantile of the absolute log error: linear quantile regression of
 * ln(max(|error|, 0.005)) on the features (`quantileRegression`), with every coefficient at least its
 * floor (0 unless `floors` says more) so weaker evidence never narrows a prediction. A coefficient
 * below its floor is fixed there and the rest refitted, until none is; `held` coefficients are fixed
 * from the start (a feature the training sales cannot measure). With τ = 0.5 the model predicts the
 * median absolute error; with τ = 0.8, the half-width that holds 8 in 10 prices.
 *
 * Example: errors 0.05, 0.10, 0.20 whose only feature is spread = ln 0.05, ln 0.10, ln 0.20 fit
 * coefficient 1 and intercept 0 at any τ: the prediction equals the spread.
 */
export function fitErrorModel(
  rows: readonly { features: UncertaintyFeatures; absError: number }[],
  floors: Partial<UncertaintyFeatures> = {},
  tau = 0.5,
  held: Partial<UncertaintyFeatures> = {},
): ErrorModel {
  const y = rows.map((r) => Math.log(Math.max(ERROR_FLOOR, r.absError)));
  const fixed = new Map<(typeof FEATURE_NAMES)[number], number>(
    Object.entries(held) as [(typeof FEATURE_NAMES)[number], number][],
  );
  const coefficients = Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as unknown as UncertaintyFeatures;
  let intercept = 0;
  for (let round = 0; round <= FEATURE_NAMES.length; round++) {
    const free = FEATURE_NAMES.filter((n) => !fixed.has(n) && rows.some((r) => r.features[n] !== rows[0]!.features[n]));
    const target = y.map((v, i) => v - [...fixed].reduce((s, [n, b]) => s + b * rows[i]!.features[n], 0));
    const beta = quantileRegression(
      rows.map((r) => free.map((n) => r.features[n])),
      target,
      tau,
    );
    intercept = beta[0]!;
    for (const n of FEATURE_NAMES) coefficients[n] = fixed.get(n) ?? 0;
    free.forEach((n, j) => (coefficients[n] = beta[j + 1]!));
    const below = free.filter((n) => coefficients[n] < (floors[n] ?? 0));
    if (below.length === 0) break;
    for (const n of below) fixed.set(n, floors[n] ?? 0);
  }
  // A feature that never varied in training gets its floor; the intercept absorbs nothing of it.
  for (const n of FEATURE_NAMES) if (coefficients[n] < (floors[n] ?? 0)) coefficients[n] = floors[n] ?? 0;
  return { intercept: round(intercept, 4), coefficients: roundAll(coefficients) };
}

function roundAll(c: UncertaintyFeatures): UncertaintyFeatures {
  return Object.fromEntries(FEATURE_NAMES.map((n) => [n, round(c[n], 4)])) as unknown as UncertaintyFeatures;
}

/** A normal error's median absolute value squared over its variance (0.6745²): turns a squared absolute error into a variance. */
export const MEDIAN_ABS_SQUARED_SHARE = 0.455;

/** The stated added squared error per year between two sales of a home, used when the training resales cannot measure it. */
export const REPEAT_SALE_PER_YEAR_PRIOR = 0.0025;

/**
 * Fits the repeat-sale error model from training resales: `base` is the median absolute error of
 * resales within two years (all of them when none is older); `perYear` is the least-squares slope of
 * 0.455 × error² (0.455 = 0.6745², a normal error's median absolute value squared over its variance)
 * on years, when at least 20 resales are two or more years apart, and never below the stated prior;
 * `maxYears` is the longest interval seen, rounded up to a whole year. Null with fewer than 10 resales.
 */
export function fitRepeatSaleModel(pairs: readonly { absError: number; years: number }[]): RepeatSaleModel | null {
  if (pairs.length < 10) return null;
  const recent = pairs.filter((p) => p.years < 2);
  const base = medianOf((recent.length >= 10 ? recent : pairs).map((p) => Math.max(ERROR_FLOOR, p.absError)))!;
  let perYear = REPEAT_SALE_PER_YEAR_PRIOR;
  if (pairs.filter((p) => p.years >= 2).length >= 20) {
    const [, slope] = leastSquares(
      pairs.map((p) => [1, p.years]),
      pairs.map((p) => MEDIAN_ABS_SQUARED_SHARE * p.absError ** 2),
    );
    perYear = Math.max(perYear, slope ?? 0);
  }
  const maxYears = Math.max(1, Math.ceil(Math.max(...pairs.map((p) => p.years))));
  return { base: round(base, 4), perYear: round(perYear, 5), maxYears };
}

/** `x` to `places` decimal places. */
export function round(x: number, places: number): number {
  const f = 10 ** places;
  return Math.round(x * f) / f;
}

/**
 * Linear quantile regression of y on x (with an intercept) at quantile `tau`, by iteratively
 * reweighted least squares on the check loss (weights τ/|r| above the line, (1 − τ)/|r| below, |r|
 * floored at 1e-4), from the least-squares start. Example: y = 1, 2, 3, 4, 5 on a constant at τ = 0.7
 * converges to 4 (n·τ = 3.5, so the 4th smallest).
 */
export function quantileRegression(x: readonly (readonly number[])[], y: readonly number[], tau: number, rounds = 60): number[] {
  const design = x.map((row) => [1, ...row]);
  let beta = leastSquares(design, y);
  for (let it = 0; it < rounds; it++) {
    const w = design.map((row, i) => {
      const r = y[i]! - row.reduce((s, v, j) => s + v * beta[j]!, 0);
      return (r >= 0 ? tau : 1 - tau) / Math.max(1e-4, Math.abs(r));
    });
    const sw = w.map(Math.sqrt);
    beta = leastSquares(
      design.map((row, i) => row.map((v) => v * sw[i]!)),
      y.map((v, i) => v * sw[i]!),
    );
  }
  return beta;
}
