/**
 * How old a figure is, said in words, so the period is part of the headline ("June 2016") and a
 * figure more than a year old says so ("9 years old"), not only in a badge.
 *
 *   periodWords('2016-06') → 'June 2016'; periodWords('2016-02 to 2019-01') → 'February 2016 to January 2019'
 *   ageWords('2016-06', '2025-11-26') → '9 years old'; ageWords('2024-06', '2025-11-26') → 'over a year old'; ageWords('2025-06', '2025-11-26') → null
 */
import { endMonth } from './staleness.ts';

/** Month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A figure more than this many months old says its age in words. */
export const OLD_AFTER_MONTHS = 12;

function onePeriod(text: string): string {
  const t = text.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (day) return `${Number(day[3])} ${MONTHS[Number(day[2]) - 1] ?? day[2]} ${day[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(t);
  if (!month) return t;
  const second = Number(month[2]);
  return second >= 1 && second <= 12 ? `${MONTHS[second - 1]} ${month[1]}` : `${month[1]}/${month[2]}`;
}

/** A period as people write it: "2016-06" → "June 2016", a financial year "2023-24" → "2023/24", ranges joined with "to". */
export function periodWords(asOf: string): string {
  return asOf
    .split(' to ')
    .map((p) => onePeriod(p))
    .join(' to ');
}

/** "9 years old" when the period ended more than a year before `today` (YYYY-MM-DD), else null. */
export function ageWords(asOf: string, today: string): string | null {
  const end = endMonth(asOf);
  const now = endMonth(today.slice(0, 7));
  if (end === null || now === null) return null;
  const months = now - end;
  if (months <= OLD_AFTER_MONTHS) return null;
  const years = Math.floor(months / 12);
  return years === 1 ? 'over a year old' : `${years} years old`;
}
