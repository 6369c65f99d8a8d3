/** Weighted statistics of comparable prices. */

/** z for a two-sided 80% interval of a normal distribution (10% in each tail). */
export const Z_80 = 1.2816;
/** 1 / Φ⁻¹(0.75): turns a median absolute deviation into a standard deviation for normal data. */
export const MAD_TO_SD = 1.4826;

export interface Weighted {
  value: number;
  weight: number;
}

/** Weighted median: the smallest value at which the cumulative weight reaches half the total. */
export function weightedMedian(items: readonly Weighted[]): number {
  const sorted = [...items].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((s, i) => s + i.weight, 0);
  let acc = 0;
  for (const i of sorted) {
    acc += i.weight;
    if (acc >= total / 2 - 1e-12) return i.value;
  }
  return sorted[sorted.length - 1]!.value;
}

/** Kish's effective sample size (Σw)² / Σw²: equal weights give n; one dominant weight gives about 1. */
export function effectiveSize(weights: readonly number[]): number {
  const s = weights.reduce((a, w) => a + w, 0);
  const s2 = weights.reduce((a, w) => a + w * w, 0);
  return s2 > 0 ? (s * s) / s2 : 0;
}
