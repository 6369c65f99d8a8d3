/**
 * A place's sale prices over 12-month windows (open_data.price_stats_yearly, computed at import):
 * the 12 months to the newest month held in the register, and the same 12 months one and five
 * years before. Every place's windows end in the same month, so a place, its authority and
 * England compare like with like, and the changes compare a year of sales with a year of sales —
 * never one month's median with another's.
 *
 *   priceYearsFromRows([{ property_type: '*', period_end: '2019-12', sales: 335, median_price: 256000, … }], '2019-12')
 *     → { periodEnd: '2019-12', latest: { sales: 335, medianPrice: 256000, byPropertyType: [] }, yearBefore: null, fiveYearsBefore: null }
 *   yearChange(years) → { oneYear: null, fiveYear: null } (no sales held a year or five years before)
 */
import { addMonths } from '../valuation/months.ts';
import { propertyTypeName } from './queries/price-stats.ts';

/** One aggregate row of open_data.price_stats_yearly. */
export interface PriceYearRow {
  code: string;
  property_type: string;
  period_end: string;
  sales: number;
  median_price: number;
}

export interface PriceYear {
  sales: number;
  medianPrice: number;
  byPropertyType: { propertyType: string; sales: number; medianPrice: number }[];
}

export interface PriceYears {
  /** The last month of the newest 12 held ("YYYY-MM"), the same for every place. */
  periodEnd: string;
  latest: PriceYear | null;
  yearBefore: PriceYear | null;
  fiveYearsBefore: PriceYear | null;
}

/** "2019-01 to 2019-12": the 12 months ending in `periodEnd`, as a period the age words read. */
export function twelveMonths(periodEnd: string): string {
  return `${addMonths(periodEnd, -11)} to ${periodEnd}`;
}

function yearOf(rows: readonly PriceYearRow[], end: string): PriceYear | null {
  const here = rows.filter((r) => r.period_end === end);
  const all = here.find((r) => r.property_type === '*');
  if (!all) return null;
  return {
    sales: Number(all.sales),
    medianPrice: Number(all.median_price),
    byPropertyType: here
      .filter((r) => r.property_type !== '*')
      .map((r) => ({
        propertyType: propertyTypeName(r.property_type),
        sales: Number(r.sales),
        medianPrice: Number(r.median_price),
      }))
      .sort((a, b) => b.sales - a.sales || a.propertyType.localeCompare(b.propertyType)),
  };
}

/**
 * A place's three windows from its rows; `periodEnd` is the register's newest month (the same for
 * every place; null when the table holds nothing). Null when the place has no sales in any window.
 */
export function priceYearsFromRows(rows: readonly PriceYearRow[], periodEnd: string | null): PriceYears | null {
  if (!periodEnd || rows.length === 0) return null;
  const years: PriceYears = {
    periodEnd,
    latest: yearOf(rows, periodEnd),
    yearBefore: yearOf(rows, addMonths(periodEnd, -12)),
    fiveYearsBefore: yearOf(rows, addMonths(periodEnd, -60)),
  };
  return years.latest || years.yearBefore || years.fiveYearsBefore ? years : null;
}

const percentChange = (now: PriceYear | null, before: PriceYear | null): number | null =>
  now && before && before.medianPrice > 0 ? ((now.medianPrice - before.medianPrice) / before.medianPrice) * 100 : null;

/** The change in the 12-month median over one and five years, in percent; null where either year holds no sales. */
export function yearChange(years: PriceYears | null | undefined): { oneYear: number | null; fiveYear: number | null } {
  return {
    oneYear: years ? percentChange(years.latest, years.yearBefore) : null,
    fiveYear: years ? percentChange(years.latest, years.fiveYearsBefore) : null,
  };
}
