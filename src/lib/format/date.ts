const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "22 November 2026". */
export function formatLongDate(date: Date): string {
  return LONG.format(date);
}

/** "2019-12-21" → "21 December 2019"; text that is not a date comes back unchanged. */
export function formatIsoDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parsed.getTime()) ? LONG.format(parsed) : date;
}
