/**
 * How much one account can make the service store in a day (docs/decisions/metering.md): paid
 * answers kept for replays and reopening, and request-log rows of API calls that charged nothing.
 * The SQL side (public.pay_for_answer) holds PAID_ANSWERS_PER_DAY in its own text; a test keeps the
 * two equal.
 */

/** Paid answers stored per account per UTC day; past it, 429 `daily_answer_limit`. */
export const PAID_ANSWERS_PER_DAY = 10_000;

/** API calls that charged nothing (refused, no data, free endpoints) logged per account per UTC day; past it, 429 `daily_request_limit`. */
export const UNPAID_API_CALLS_PER_DAY = 5_000;

/** Seconds from `now` to the next midnight UTC, when the daily counters start again (at least 1). */
export function secondsToNextUtcDay(now: Date = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
