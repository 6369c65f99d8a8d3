/** UK tax years run from 6 April to 5 April. */

/** "2025-26" for any date from 6 April 2025 to 5 April 2026 (UTC calendar date). */
export function taxYearOf(date: Date): string {
  const y = date.getUTCFullYear();
  const beforeApril6 = date.getUTCMonth() < 3 || (date.getUTCMonth() === 3 && date.getUTCDate() < 6);
  const start = beforeApril6 ? y - 1 : y;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Adds whole days to a UTC date. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
