import type { MonthCell } from './derived-index.ts';
import type { PropertyType } from './types.ts';

/** The period and prices of standard sales in the district (of one type, or of every type) inside the comparables' window. */
export interface PriceBand {
  /** "YYYY-MM" of the first and last month with such a sale. */
  fromMonth: string;
  toMonth: string;
  /** Lowest and highest price among them, whole pounds. */
  low: number;
  high: number;
  sales: number;
}

/**
 * The price band of one type (or of every type, `type` null) in the index cells: standard sales in
 * the district inside the comparables' window, read from the index alone. Null when the cells have
 * no such sale or no prices. Example: cells for semis in 2019-01 (£150,000–£290,000) and 2019-11
 * (£162,000–£325,000) give the band 2019-01 to 2019-11, £150,000–£325,000.
 */
export function priceBand(cells: readonly MonthCell[], type: PropertyType | null, fromMonth: string): PriceBand | null {
  const own = cells.filter(
    (c) => (type === null || c.propertyType === type) && c.period >= fromMonth && c.sales > 0 && (c.maxPrice ?? 0) > 0,
  );
  if (own.length === 0) return null;
  const periods = own.map((c) => c.period).sort();
  return {
    fromMonth: periods[0]!,
    toMonth: periods[periods.length - 1]!,
    low: Math.min(...own.map((c) => c.minPrice ?? Infinity)),
    high: Math.max(...own.map((c) => c.maxPrice ?? 0)),
    sales: own.reduce((s, c) => s + c.sales, 0),
  };
}

/** How close to an edge of the band counts as "at the edge": within 5% of its lowest or highest price. */
export const EDGE_MARGIN = 1.05;

export interface EdgeShares {
  /** Weighted share of the comparables priced within 5% of the band's highest price. */
  top: number;
  /** Weighted share within 5% of its lowest price. */
  bottom: number;
}

/**
 * Where the comparables sit against the edges of what the data can see. A sample piled against the
 * top (or bottom) of the band means the local market continues past it, beyond what the data shows.
 * Example: band £150,000–£325,000, comparables £320,000 (weight 1), £325,000 (1), £250,000 (2):
 * top share 0.5, bottom share 0.
 */
export function edgeShares(items: readonly { price: number; weight: number }[], band: PriceBand | null): EdgeShares {
  const total = items.reduce((s, i) => s + i.weight, 0);
  if (!band || total <= 0) return { top: 0, bottom: 0 };
  const share = (test: (price: number) => boolean) => items.reduce((s, i) => s + (test(i.price) ? i.weight : 0), 0) / total;
  return {
    top: share((p) => p * EDGE_MARGIN >= band.high),
    bottom: share((p) => p <= band.low * EDGE_MARGIN),
  };
}

/**
 * Standard normal upper tail P(Z > z), by the Abramowitz–Stegun 7.1.26 approximation of erf
 * (absolute error below 1.5e-7). Examples: z = 0 → 0.5; z = 1.2816 → 0.1000; z = 0.6745 → 0.2500.
 */
export function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 - erf) / 2 : (1 + erf) / 2;
}

/**
 * The chance that the value lies above the highest (or below the lowest) price the data holds in
 * the district, reading the 80% range as a normal distribution of the log value: σ = half-width ÷
 * 1.2816. Example: estimate £281,000, half-width 0.37 (σ 0.289), highest price £325,000:
 * z = ln(325/281) ÷ 0.289 = 0.503, P(above) = 0.307.
 */
export function beyondCoverage(centre: number, halfWidth: number, coverage: PriceBand): { above: number; below: number } {
  const sigma = Math.max(1e-6, halfWidth / 1.2816);
  return {
    above: normalTail((Math.log(coverage.high) - centre) / sigma),
    below: normalTail((centre - Math.log(coverage.low)) / sigma),
  };
}
