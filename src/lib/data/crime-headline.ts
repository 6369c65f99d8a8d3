/**
 * The crime headline a reader can quote and compare with area360 or StreetCheck: crimes per 1,000
 * residents a year over the latest 12 months held, beside the authority and England and Wales, with
 * a trend. Where fewer than 12 months are held the figure covers only those months and says how many
 * — a month is never presented as a year.
 *
 * Worked examples:
 *   12 months, 97 crimes, 1,851 residents → 97 ÷ 1,851 × 1,000 = 52.4 a year; the authority 60.0 and
 *   England and Wales 79.2 (6.6 × 12) → "52.4 crimes per 1,000 residents a year (12 months to June 2016):
 *   13% below Trafford (60.0) and 34% below England and Wales (79.2)".
 *   Trafford 014D, June 2016 only: 5 ÷ 1,851 × 1,000 = 2.7 in one month; Trafford 4.3; England and
 *   Wales 6.6 a month (79.2 a year ÷ 12) → "2.7 crimes per 1,000 residents in June 2016 (the only
 *   month held, not a yearly figure): 37% below Trafford (4.3) and 59% below England and Wales (6.6)".
 */
import type { CrimeRate, MonthlyCount } from './crime-rate.ts';
import { formatRate, latestTwelve } from './crime-rate.ts';
import { periodWords } from './figure-age.ts';

/** Within this share either way a rate reads as "about the same as". */
const SAME_WITHIN = 0.05;
/** Within this share either way a year reads as "about the same as the 12 months before". */
const TREND_SAME_WITHIN = 0.02;

/** "20% below Trafford (58.1)", "12% above England and Wales (79.2)", "about the same as Trafford (4.3)". */
export function differenceWords(rate: number, reference: number, name: string): string {
  const figure = `${name} (${formatRate(reference)})`;
  if (reference <= 0) return `beside ${figure}`;
  const ratio = rate / reference - 1;
  if (Math.abs(ratio) < SAME_WITHIN) return `about the same as ${figure}`;
  const pct = Math.round(Math.abs(ratio) * 100);
  return `${pct}% ${ratio < 0 ? 'below' : 'above'} ${figure}`;
}

/** Whether a rate covers a whole year: 12 months held. */
export function isYearly(rate: Pick<CrimeRate, 'months'>): boolean {
  return rate.months.length >= 12;
}

/** The unit of a rate with its period: "a year (12 months to June 2016)" or "in June 2016 (the only month held, not a yearly figure)". */
export function rateUnit(rate: Pick<CrimeRate, 'months'>): string {
  const n = rate.months.length;
  const last = periodWords(rate.months.at(-1) ?? '');
  if (isYearly(rate)) return `a year (12 months to ${last})`;
  if (n === 1) return `in ${last} (the only month held, not a yearly figure)`;
  const first = periodWords(rate.months[0] ?? '');
  return `over ${n} months, ${first} to ${last} (${n} of 12 months held, not a yearly figure)`;
}

export interface CrimeTrend {
  /** Crimes in the latest 12 months against the 12 before, as a fraction (0.08 = up 8%); null when 24 months are not held. */
  change: number | null;
  /** "up 8% on the 12 months before", "down 3% …", "about the same as …", or why there is no trend. */
  words: string;
}

/** The year-on-year trend: the latest 12 months held against the 12 before them (needs 24 consecutive months). */
export function crimeTrend(series: readonly MonthlyCount[]): CrimeTrend {
  const sorted = [...series].sort((a, b) => a.month.localeCompare(b.month));
  if (sorted.length < 24) {
    const n = sorted.length;
    return {
      change: null,
      words: `no yearly trend: ${n === 1 ? 'one month is' : `${n} months are`} held and a trend needs 24`,
    };
  }
  const latest = latestTwelve(sorted);
  const before = sorted.slice(-24, -12);
  const sum = (ms: MonthlyCount[]) => ms.reduce((s, m) => s + m.crimes, 0);
  const now = sum(latest);
  const then = sum(before);
  if (then === 0) return { change: null, words: 'no yearly trend: no crimes are held in the 12 months before' };
  const change = now / then - 1;
  const pct = Math.round(Math.abs(change) * 100);
  const words =
    Math.abs(change) < TREND_SAME_WITHIN
      ? 'about the same as the 12 months before'
      : `${change > 0 ? 'up' : 'down'} ${pct}% on the 12 months before`;
  return { change, words };
}

export interface CrimeHeadlineInput {
  place: { name: string; rate: CrimeRate };
  authority?: { name: string; rate: CrimeRate } | null;
  /** England and Wales over the same number of months as the place's rate. */
  england?: number | null;
  trend?: CrimeTrend | null;
}

/** One quotable line: the figure, its unit and period, its comparisons and its trend. */
export function crimeHeadline({ place, authority, england, trend }: CrimeHeadlineInput): string {
  const comparisons: string[] = [];
  if (authority && authority.name !== place.name) {
    const same = authority.rate.months.length === place.rate.months.length;
    comparisons.push(
      differenceWords(place.rate.perThousand, authority.rate.perThousand, authority.name) +
        (same ? '' : ` over its ${authority.rate.months.length} months`),
    );
  }
  if (england != null) comparisons.push(differenceWords(place.rate.perThousand, england, 'England and Wales'));
  let line = `${formatRate(place.rate.perThousand)} crimes per 1,000 residents ${rateUnit(place.rate)}`;
  if (comparisons.length > 0) line += `: ${comparisons.join(' and ')}`;
  if (trend?.change != null) line += `; ${trend.words}`;
  return `${line}.`;
}

/**
 * The headline's label, short enough for two lines at 360 px: "Crimes per 1,000 residents a year in
 * Trafford 014D", or with fewer than 12 months how many ("in one month"), never "a year"; the
 * quotable line beneath says "not a yearly figure".
 */
export function headlineLabel(rate: Pick<CrimeRate, 'months'>, name?: string): string {
  const held = rate.months.length;
  const where = name ? ` in ${name}` : '';
  if (isYearly(rate)) return `Crimes per 1,000 residents a year${where}`;
  return held === 1
    ? `Crimes per 1,000 residents${where} in one month`
    : `Crimes per 1,000 residents${where} over ${held} months`;
}

/** A rate in a few words for lists: "52.4 crimes per 1,000 residents a year (12 months to June 2016)", "4.3 … in June 2016 (the only month held, not a yearly figure)". */
export function rateWords(rate: Pick<CrimeRate, 'months' | 'perThousand'>): string {
  return `${formatRate(rate.perThousand)} crimes per 1,000 residents ${rateUnit(rate)}`;
}
