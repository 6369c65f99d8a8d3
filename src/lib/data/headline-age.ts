/**
 * The period part of a checker's headline answer: the period a figure is true for, said as people
 * write it, and — when the data is more than a year old — its age said plainly as "data to June 2016",
 * so an old figure never reads as current.
 *
 *   headlinePeriod('2016-06', '2026-11-28') → 'data to June 2016'
 *   headlinePeriod('2026-06', '2026-11-28') → 'June 2026'
 *   headlinePeriod('2023-24', '2026-11-28') → '2023/24, data to March 2024'
 *   headlinePeriod('2024-03-12', '2026-11-28') → 'data to March 2024'; headlinePeriod('2023', …) → 'data to 2023'
 */
import { MONTHS, periodWords } from './figure-age.ts';
import { endMonth } from './staleness.ts';

/** Data whose period ended more than this many months before today says "data to …". */
export const DATED_AFTER_MONTHS = 12;

/** The month a period ends, in words: "2016-02 to 2016-06" → "June 2016", "2023-24" → "March 2024"; null when unreadable. */
export function endMonthWords(asOf: string): string | null {
  const end = endMonth(asOf);
  if (end === null) return null;
  return `${MONTHS[end % 12]} ${Math.floor(end / 12)}`;
}

/** Whether a period ended more than a year before `today` (YYYY-MM-DD). */
export function isOld(asOf: string, today: string): boolean {
  const end = endMonth(asOf);
  const now = endMonth(today.slice(0, 7));
  return end !== null && now !== null && now - end > DATED_AFTER_MONTHS;
}

/** "data to June 2016" when more than a year old, else null. */
export function dataToWords(asOf: string, today: string): string | null {
  if (!isOld(asOf, today)) return null;
  const end = endMonthWords(asOf);
  return end ? `data to ${end}` : null;
}

/**
 * The period as the headline says it: recent data by its period ("June 2026", "2025/26"), old data
 * by its age ("data to June 2016"); a financial or named period keeps its own words before the age.
 */
export function headlinePeriod(asOf: string, today: string): string {
  const age = dataToWords(asOf, today);
  if (!age) return periodWords(asOf);
  // A calendar year is said as a year: "data to 2023", not a month nobody published.
  if (/^\d{4}$/.test(asOf.trim())) return `data to ${asOf.trim()}`;
  // A month or a day says the same as "data to <month>"; a financial year or a range keeps its words.
  if (/^\d{4}-\d{2}(-\d{2})?$/.test(asOf.trim()) && Number(asOf.trim().slice(5, 7)) <= 12) return age;
  return `${periodWords(asOf)}, ${age}`;
}

/** The latest of several periods ("2019-03-12", "2016-06"), by the month each ends; null when none can be read. */
export function latestPeriod(periods: readonly (string | null | undefined)[]): string | null {
  let best: { asOf: string; end: number } | null = null;
  for (const p of periods) {
    if (!p) continue;
    const end = endMonth(p);
    if (end !== null && (!best || end > best.end)) best = { asOf: p, end };
  }
  return best?.asOf ?? null;
}

/** A day written day-first ("12-03-2024", "12/03/2024") as ISO ("2024-03-12"); other text unchanged. */
export function isoDay(text: string): string {
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text.trim());
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text.trim();
}
