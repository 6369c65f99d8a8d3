/** Weighted statistics of comparable prices. */

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
