/**
 * The area's price trend (pure): the baseline read where the home is, not at the middle of its
 * sector. A weighted median of the sector's sales is a local constant: a home near the sector's
 * edge, with its dearer (or cheaper) streets all on one side, gets the sector's middle. This fits a
 * plane through the sales' log prices — level at the subject's postcode plus a slope east and a
 * slope north — and reads it at the subject (offset 0, 0): local linear regression, which removes
 * that edge bias.
 *
 *  - Robust: Huber weights (iteratively reweighted least squares), so one odd sale moves the plane
 *    no more than a sale `huber` log points from it would.
 *  - Slopes are shrunk (ridge): a penalty of `ridge` × Σ weights per (log point per km)², so a slope
 *    counts fully only when the sales spread over more than about √ridge km (0.45 km at 0.2).
 *  - The level is never moved more than `maxShift` from the weighted median of the same sales, so a
 *    home far outside its sales' spread is not priced by an extrapolated slope.
 *
 * Returns null when fewer than `minSales` sales have a place (the caller keeps the weighted median).
 */
import { weightedMedian } from './range.ts';

export interface TrendPoint {
  /** ln of the adjusted price. */
  value: number;
  /** The sale's weight (recency, distance, mismatches). */
  weight: number;
  /** Kilometres east and north of the subject's postcode centroid. */
  east: number;
  north: number;
}

export interface TrendOptions {
  ridge: number;
  huber: number;
  maxShift: number;
  minSales: number;
}

/** Huber's threshold and the fewest placed sales: chosen on the backtest's training sales (docs/decisions/valuation.md). */
export const AREA_TREND_DEFAULTS: Omit<TrendOptions, 'ridge'> = { huber: 0.1, maxShift: 0.4, minSales: 8 };

const ITERATIONS = 20;

export interface AreaTrend {
  /** ln of the baseline at the subject's postcode. */
  level: number;
  /** Log points per km east and north. */
  east: number;
  north: number;
  /** Each point's weight in the final fit (its own weight × its robustness weight), in input order. */
  fitWeights: number[];
}

export function fitAreaTrend(points: readonly TrendPoint[], options: TrendOptions): AreaTrend | null {
  if (points.length < options.minSales) return null;
  const median = weightedMedian(points.map((p) => ({ value: p.value, weight: p.weight })));
  let beta: [number, number, number] = [median, 0, 0];
  let fitWeights = points.map((p) => p.weight);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    fitWeights = points.map((p) => {
      const residual = Math.abs(p.value - (beta[0] + beta[1] * p.east + beta[2] * p.north));
      return p.weight * Math.min(1, options.huber / Math.max(residual, 1e-12));
    });
    const next = weightedPlane(points, fitWeights, options.ridge);
    if (!next) return null;
    const moved = Math.abs(next[0] - beta[0]) + Math.abs(next[1] - beta[1]) + Math.abs(next[2] - beta[2]);
    beta = next;
    if (moved < 1e-10) break;
  }
  const level = Math.max(median - options.maxShift, Math.min(median + options.maxShift, beta[0]));
  return { level, east: beta[1], north: beta[2], fitWeights };
}

/** Weighted least squares of value on (1, east, north) with the slopes penalised: the 3 × 3 normal equations. */
function weightedPlane(
  points: readonly TrendPoint[],
  weights: readonly number[],
  ridge: number,
): [number, number, number] | null {
  const a = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const b = [0, 0, 0];
  for (const [i, p] of points.entries()) {
    const w = weights[i]!;
    const x = [1, p.east, p.north];
    for (let r = 0; r < 3; r++) {
      b[r]! += w * x[r]! * p.value;
      for (let c = 0; c < 3; c++) a[r]![c]! += w * x[r]! * x[c]!;
    }
  }
  const total = a[0]![0]!;
  if (!(total > 0)) return null;
  a[1]![1]! += ridge * total;
  a[2]![2]! += ridge * total;
  return solve3(a, b);
}

/** Gaussian elimination with partial pivoting; null when singular. */
function solve3(a: number[][], b: number[]): [number, number, number] | null {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let r = col + 1; r < 3; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < 3; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c < 4; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return [m[0]![3]! / m[0]![0]!, m[1]![3]! / m[1]![1]!, m[2]![3]! / m[2]![2]!];
}
