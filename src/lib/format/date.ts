const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "22 November 2026". */
export function formatLongDate(date: Date): string {
  return LONG.format(date);
}
