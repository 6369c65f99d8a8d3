import { addMonths } from './months.ts';
import type { IndexPoint, IndexSeries, PropertyType } from './types.ts';

/** Sales of one property type in one month: their count and mean log price (a geometric mean). */
export interface MonthCell {
  period: string;
  propertyType: PropertyType;
  sales: number;
  meanLogPrice: number;
  /** The lowest and highest price among those sales (for the price band the data covers). */
  minPrice?: number;
  maxPrice?: number;
}

export interface DerivedIndexOptions {
  /** Pseudo-sales that hold the index at last month's level: a month with n sales moves it by n / (n + k) of its change. */
  smoothing: number;
  /** Months with fewer sales than this are flagged thin (they still move the index, but by little). */
  thinBelow: number;
}

export const DERIVED_INDEX_DEFAULTS: DerivedIndexOptions = { smoothing: 30, thinBelow: 20 };

/**
 * A monthly house price index derived from Price Paid sales, mix-adjusted by property type and
 * smoothed forwards so thin months cannot swing it.
 *
 * Method:
 *  1. For each type t, its base level b_t is the sales-weighted mean of its monthly mean log prices.
 *  2. A month's raw change r_m is the sales-weighted mean over types of (meanLog_{m,t} − b_t), so a
 *     month with more detached sales does not look like a price rise.
 *  3. Local-level filter, causal (uses only earlier months): L_m = (n_m·r_m + k·L_{m−1}) / (n_m + k),
 *     starting at the first month's r; a month without sales keeps L_{m−1}. Index value = exp(L_m).
 *  4. Months with n_m < `thinBelow` are flagged `thin`.
 *
 * Worked example (made-up numbers, k = 30): month 1 has 30 semis at mean log 12.0 and month 2 has 30
 * semis at mean log 12.1. b_S = 12.05, r_1 = −0.05, r_2 = +0.05. L_1 = −0.05;
 * L_2 = (30·0.05 + 30·(−0.05)) / 60 = 0. Index 0.9512 → 1.0000: prices rose 5.1% by this index,
 * where the raw geometric means rose 10.5% (the filter keeps half of a 30-sale month's move).
 */
export function buildDerivedIndex(
  cells: readonly MonthCell[],
  label: string,
  options: DerivedIndexOptions = DERIVED_INDEX_DEFAULTS,
): IndexSeries {
  const usable = cells.filter((c) => c.sales > 0 && Number.isFinite(c.meanLogPrice));
  if (usable.length === 0) return { source: 'price-paid-derived', label, points: [] };
  const base = new Map<PropertyType, { sum: number; n: number }>();
  for (const c of usable) {
    const b = base.get(c.propertyType) ?? { sum: 0, n: 0 };
    b.sum += c.meanLogPrice * c.sales;
    b.n += c.sales;
    base.set(c.propertyType, b);
  }
  const byMonth = new Map<string, { sum: number; n: number }>();
  for (const c of usable) {
    const b = base.get(c.propertyType)!;
    const m = byMonth.get(c.period) ?? { sum: 0, n: 0 };
    m.sum += (c.meanLogPrice - b.sum / b.n) * c.sales;
    m.n += c.sales;
    byMonth.set(c.period, m);
  }
  const periods = [...byMonth.keys()].sort();
  const points: IndexPoint[] = [];
  let level: number | null = null;
  for (let p = periods[0]!; p <= periods[periods.length - 1]!; p = addMonths(p, 1)) {
    const m = byMonth.get(p);
    const n = m?.n ?? 0;
    if (m && n > 0) {
      const raw = m.sum / n;
      level = level === null ? raw : (n * raw + options.smoothing * level) / (n + options.smoothing);
    }
    points.push({ period: p, value: Math.exp(level ?? 0), sales: n, thin: n < options.thinBelow });
  }
  return { source: 'price-paid-derived', label, points };
}
