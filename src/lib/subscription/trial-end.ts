/** Days under which the trial end is shown relatively. */
export const RELATIVE_TRIAL_DAYS = 7;

/** The UK calendar the product speaks in. */
const ZONE = 'Europe/London';

const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: ZONE });
const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE });
const PARTS = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: ZONE });

/** Reads an ISO timestamp; undefined when missing or unreadable. */
export function parseTrialEnd(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dayNumber(date: Date): number {
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts['year']), Number(parts['month']) - 1, Number(parts['day'])) / 86_400_000;
}

/** Whole UK calendar days from `now` to `end` (0 = same day, negative = past). */
export function daysUntil(now: Date, end: Date): number {
  return dayNumber(end) - dayNumber(now);
}

/**
 * Trial-end wording: 'today', 'tomorrow', 'in N days' under 7 days, otherwise a
 * short month and day ("5 Dec"). Example: now 1 Dec, end 4 Dec → 'in 3 days'.
 */
export function trialEndLabel(now: Date, end: Date): string {
  const days = daysUntil(now, end);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1 && days < RELATIVE_TRIAL_DAYS) return `in ${days} days`;
  return SHORT.format(end);
}

/** The banner sentence: "Your trial ends tomorrow.", "Your trial ends on 5 Dec.", "Your trial ended on 1 Nov." */
export function trialEndSentence(now: Date, end: Date | undefined): string {
  if (!end) return 'You are on a free trial.';
  const days = daysUntil(now, end);
  const label = trialEndLabel(now, end);
  if (days < 0) return `Your trial ended on ${label}.`;
  return days < RELATIVE_TRIAL_DAYS ? `Your trial ends ${label}.` : `Your trial ends on ${label}.`;
}

/** The dialog's long-form date ("22 November 2026"), or 'your trial end date' when missing. */
export function trialEndLong(end: Date | undefined): string {
  return end ? LONG.format(end) : 'your trial end date';
}
