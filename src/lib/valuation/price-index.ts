import { monthOf, monthsBetween } from './months.ts';
import type { IndexPoint, IndexSeries } from './types.ts';

/** UK HPI is published about two months after the month it describes; older than this and it is stale. */
export const HPI_MAX_LAG_MONTHS = 3;

/** The latest point at or before `period`, or null when the series starts later (never extrapolated). */
export function pointAtOrBefore(series: IndexSeries, period: string): IndexPoint | null {
  let found: IndexPoint | null = null;
  for (const p of series.points) {
    if (p.period <= period) found = p;
    else break;
  }
  return found;
}

/**
 * The factor that brings a price from the month of `saleDate` to the month of `asOf`:
 * index(asOf month) ÷ index(sale month), each taken as the latest point at or before that month.
 * Null when the series does not reach back to the sale month.
 *
 * Worked example (made-up numbers): index 100.0 in 2019-03 and 104.0 in 2019-09; a £200,000 sale on
 * 2019-03-15 valued as of 2019-09-30 has factor 104 / 100 = 1.04 and adjusted price £208,000.
 */
export function adjustmentFactor(series: IndexSeries, saleDate: string, asOf: string): number | null {
  const from = pointAtOrBefore(series, monthOf(saleDate));
  const to = pointAtOrBefore(series, monthOf(asOf));
  if (!from || !to || from.value <= 0) return null;
  return to.value / from.value;
}

/** True when the series has the exact month of every sale and a point no older than the lag limit at `asOf`. */
export function coversSales(series: IndexSeries, saleDates: readonly string[], asOf: string): boolean {
  const months = new Set(series.points.map((p) => p.period));
  const latest = pointAtOrBefore(series, monthOf(asOf));
  if (!latest || monthsBetween(latest.period, asOf) > HPI_MAX_LAG_MONTHS) return false;
  return saleDates.every((d) => months.has(monthOf(d)));
}

/**
 * Picks the index for the adjustment: UK HPI for the subject's region when it covers every comparable's
 * month and is current at `asOf`; otherwise the index derived from the same Price Paid sales.
 */
export function chooseIndex(
  hpi: IndexSeries | null,
  derived: IndexSeries,
  saleDates: readonly string[],
  asOf: string,
): { series: IndexSeries; reason: string } {
  if (hpi && hpi.points.length > 0 && coversSales(hpi, saleDates, asOf)) {
    return { series: hpi, reason: `UK House Price Index for ${hpi.label} covers every comparable's month.` };
  }
  const why =
    !hpi || hpi.points.length === 0
      ? 'No UK House Price Index series is imported for this area'
      : `The imported UK House Price Index for ${hpi.label} does not cover these sale months (it runs ${hpi.points[0]!.period} to ${hpi.points[hpi.points.length - 1]!.period})`;
  const thin = derived.points.filter((p) => p.thin).length;
  return {
    series: derived,
    reason: `${why}, so prices are brought forward with a monthly index derived from Price Paid sales in ${derived.label}${
      thin > 0 ? ` (${thin} of its ${derived.points.length} months had too few sales to move it much)` : ''
    }.`,
  };
}
