/** Calendar-month arithmetic on "YYYY-MM" periods and "YYYY-MM-DD" dates (no time zones involved). */

/** "2019-04-11" → "2019-04". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

function monthNumber(period: string): number {
  return Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;
}

/** Whole months from `from` to `to` ("2019-01" → "2019-04" is 3); negative when `to` is earlier. */
export function monthsBetween(from: string, to: string): number {
  return monthNumber(monthOf(to)) - monthNumber(monthOf(from));
}

/** "2019-11" + 3 → "2020-02". */
export function addMonths(period: string, months: number): string {
  const n = monthNumber(period) + months;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** The first day of the month `months` before the month of `date`: ("2019-11-20", 24) → "2017-11-01". */
export function windowStart(date: string, months: number): string {
  return `${addMonths(monthOf(date), -months)}-01`;
}
