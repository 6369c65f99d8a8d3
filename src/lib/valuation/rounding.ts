/** The named roundings of valuation figures (whole pounds in, whole pounds out). */

export const ROUNDING_STEP = 1000;

/** The estimate is shown to the nearest £1,000 (half rounds up): 212,499 → 212,000; 212,500 → 213,000. */
export function roundEstimate(pounds: number): number {
  return Math.floor(pounds / ROUNDING_STEP + 0.5) * ROUNDING_STEP;
}

/** The range's low end is rounded down to £1,000, so rounding never narrows the range: 187,900 → 187,000. */
export function roundRangeLow(pounds: number): number {
  return Math.floor(pounds / ROUNDING_STEP) * ROUNDING_STEP;
}

/** The range's high end is rounded up to £1,000: 236,100 → 237,000. */
export function roundRangeHigh(pounds: number): number {
  return Math.ceil(pounds / ROUNDING_STEP) * ROUNDING_STEP;
}

/** Adjusted comparable prices are kept to the whole pound (half up). */
export function roundPounds(value: number): number {
  return Math.floor(value + 0.5);
}
