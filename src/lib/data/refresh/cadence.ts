/**
 * When a publisher's next release is due, and when a source counts as overdue. A release is due
 * one cadence after the publisher released the one we hold (or after we first checked, when we
 * hold none); it is overdue, and the operator is alerted, once it is late by more than
 * OVERDUE_GRACE_DAYS.
 */

/** Days past the due date before a source is overdue (and the operator alerted once). */
export const OVERDUE_GRACE_DAYS = 7;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of `day` plus `days`. `nextDue('2026-10-23', 31)` is `'2026-11-23'`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day the next release is due: one cadence after `releasedOn` (a `YYYY-MM-DD`). */
export function nextDue(releasedOn: string, cadenceDays: number): string {
  return addDays(releasedOn, cadenceDays);
}

/** Whole days `now` is past `due` (0 when not past it). */
export function daysLate(due: string, now: Date): number {
  const late = Math.floor((now.getTime() - Date.parse(`${due}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, late);
}

/** Overdue: more than the grace days past the due date. */
export function isOverdue(due: string | null, now: Date): boolean {
  return due !== null && daysLate(due, now) > OVERDUE_GRACE_DAYS;
}
