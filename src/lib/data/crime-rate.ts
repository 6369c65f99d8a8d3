/**
 * Recorded crime as a rate per 1,000 residents over the months held — the latest 12 when the
 * data has them (the basis ONS uses for its published rates), else every month held, with the
 * period said — compared with the local authority over the same months and with England and
 * Wales (ONS police recorded crime, scaled to the same number of months).
 *
 * Worked example (Trafford 014D, the M33 3HJ neighbourhood, June 2016): 5 crimes without anti-social
 * behaviour, 1,851 residents (mid-2024) → 5 ÷ 1,851 × 1,000 = 2.7 per 1,000 in one month; England and Wales, year ending
 * June 2016: 4.6 million ÷ 57.9 million × 1,000 ÷ 12 = 6.6 a month.
 */
import { ENGLAND_WALES_CRIME_RATE } from '../../data/reference/national-figures.ts';
import { periodWords } from './figure-age.ts';

export interface MonthlyCount {
  month: string;
  crimes: number;
}

export interface CrimeRate {
  /** Crimes per 1,000 residents over `months`. */
  perThousand: number;
  crimes: number;
  population: number;
  /** The months the rate covers, ascending "YYYY-MM" (the latest 12 at most). */
  months: string[];
  /** "June 2016", "July 2017 to June 2018" — the period in words. */
  period: string;
}

/** The latest 12 months of a series, or all of it when it is shorter. */
export function latestTwelve(series: readonly MonthlyCount[]): MonthlyCount[] {
  return [...series].sort((a, b) => a.month.localeCompare(b.month)).slice(-12);
}

/** Crimes per 1,000 residents over the latest 12 months held (or all months held); null without residents or months. */
export function crimeRate(series: readonly MonthlyCount[], population: number | null): CrimeRate | null {
  const months = latestTwelve(series);
  if (!population || population <= 0 || months.length === 0) return null;
  const crimes = months.reduce((s, m) => s + m.crimes, 0);
  const first = months[0]!.month;
  const last = months.at(-1)!.month;
  return {
    perThousand: (crimes / population) * 1000,
    crimes,
    population,
    months: months.map((m) => m.month),
    period: periodWords(first === last ? first : `${first} to ${last}`),
  };
}

/** Monthly crimes per 1,000 residents, for the trend chart. */
export function monthlyRates(series: readonly MonthlyCount[], population: number): { month: string; rate: number }[] {
  return [...series]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => ({ month: m.month, rate: (m.crimes / population) * 1000 }));
}

/** England and Wales over the same number of months: ONS's published annual rate scaled (the period of the ONS figure is said beside it). */
export function englandRate(monthCount: number): number {
  return ENGLAND_WALES_CRIME_RATE.value * monthCount;
}

/** A rate to one decimal place: 5.33 → "5.3". */
export function formatRate(rate: number): string {
  return rate.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "over June 2016 (one month)" / "over the 12 months July 2017 to June 2018". */
export function rateSpan(rate: Pick<CrimeRate, 'months' | 'period'>): string {
  const n = rate.months.length;
  if (n === 1) return `in ${rate.period} (the one month held)`;
  return `over the ${n} months ${rate.period}`;
}
