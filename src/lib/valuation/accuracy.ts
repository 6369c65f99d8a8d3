/** Accuracy measures for the valuation backtest (pure): errors, within-x shares, range hit rate. */

export interface Outcome {
  actual: number;
  /** Null when no figure was given. */
  estimate: number | null;
  low?: number | null;
  high?: number | null;
}

export interface AccuracySummary {
  sales: number;
  valued: number;
  /** valued ÷ sales. */
  coverage: number;
  /** Median of |estimate − actual| ÷ actual over valued sales. */
  medianAbsPctError: number | null;
  within10: number | null;
  within20: number | null;
  /** Share of valued sales whose actual price lies in [low, high]; null when no ranges. */
  rangeHit: number | null;
}

/** |estimate − actual| ÷ actual: estimate 220,000 for a 200,000 sale → 0.10. */
export function absPctError(actual: number, estimate: number): number {
  return Math.abs(estimate - actual) / actual;
}

export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function summarise(outcomes: readonly Outcome[]): AccuracySummary {
  const valued = outcomes.filter((o) => o.estimate !== null);
  const errors = valued.map((o) => absPctError(o.actual, o.estimate as number));
  const ranged = valued.filter((o) => o.low != null && o.high != null);
  const share = (n: number, d: number) => (d === 0 ? null : n / d);
  return {
    sales: outcomes.length,
    valued: valued.length,
    coverage: outcomes.length === 0 ? 0 : valued.length / outcomes.length,
    medianAbsPctError: medianOf(errors),
    within10: share(errors.filter((e) => e <= 0.1).length, errors.length),
    within20: share(errors.filter((e) => e <= 0.2).length, errors.length),
    rangeHit: share(ranged.filter((o) => o.actual >= (o.low as number) && o.actual <= (o.high as number)).length, ranged.length),
  };
}

/** The nearest rank `q` quantile (0–1) of a list: used to fit range multipliers. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}
