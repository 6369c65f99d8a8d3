/**
 * The crime line of a place page's headline: the rate per 1,000 residents (a year where 12 months
 * are held, else saying how many) beside the authority over the same months and England and
 * Wales; where no population is held, the count with its period. The same words as the
 * /crime-rates pages (crime-headline.ts).
 */
import { crimeHeadline, crimeTrend } from './crime-headline.ts';
import { englandRate } from './crime-rate.ts';
import { periodWords } from './figure-age.ts';
import { formatCount } from '../format/figures.ts';
import type { AreaCrimeRate } from './queries/area-crime-rates.ts';

interface PlaceCrimeLine {
  text: string;
  /** The period the line describes, "YYYY-MM" or "YYYY-MM to YYYY-MM". */
  period: string;
}

export function placeCrimeLine(
  name: string,
  rate: AreaCrimeRate | undefined,
  authority: AreaCrimeRate | undefined,
  count: { total: number; months: readonly string[] } | null,
): PlaceCrimeLine | null {
  const n = rate?.rate ?? null;
  if (n) {
    const sameMonths = authority?.rate ? authority.rate.months.join() === n.months.join() : false;
    const text = crimeHeadline({
      place: { name, rate: n },
      authority: sameMonths && authority?.rate ? { name: authority.name, rate: authority.rate } : null,
      england: englandRate(n.months.length),
      trend: rate ? crimeTrend(rate.months) : null,
    });
    const period = n.months.length > 1 ? `${n.months[0]} to ${n.months.at(-1)}` : n.months[0]!;
    return { text, period };
  }
  if (!count || count.months.length === 0) return null;
  const months = count.months;
  const period = months.length > 1 ? `${months[0]} to ${months.at(-1)}` : months[0]!;
  const span =
    months.length === 1 ? `in ${periodWords(months[0]!)} (one month)` : `over ${months.length} months, ${periodWords(period)}`;
  return {
    text: `${formatCount(count.total)} crimes and anti-social behaviour recorded ${span}; no population is held for this place, so there is no rate per resident to compare.`,
    period,
  };
}
