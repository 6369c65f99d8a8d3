/**
 * Which subscription states may use the product. Stored statuses: 'trial', 'active',
 * 'past_due' (a renewal payment failed; access continues for PAYMENT_GRACE_DAYS), 'paused'
 * (Stripe gave up collecting, or the grace period ran out) and 'canceled' (ended at period end).
 * The database's metering functions apply the same rule (migration 20261124302000).
 */
import { PAYMENT_GRACE_DAYS } from '../site/plans.ts';

const DAY_MS = 86_400_000;

/** The moment a past-due account is paused, or null when it is not past due. */
export function graceEndsAt(status: string | null | undefined, pastDueSince: string | null | undefined): Date | null {
  if (status !== 'past_due' || !pastDueSince) return null;
  const since = Date.parse(pastDueSince);
  return Number.isNaN(since) ? null : new Date(since + PAYMENT_GRACE_DAYS * DAY_MS);
}

/**
 * The status the gates act on: 'past_due' counts as 'active' until the grace period ends and as
 * 'paused' after it; every other status is itself.
 */
export function effectiveStatus(
  status: string | null | undefined,
  pastDueSince: string | null | undefined,
  now: Date,
): string | null {
  if (status !== 'past_due') return status ?? null;
  const ends = graceEndsAt(status, pastDueSince);
  return ends && now < ends ? 'active' : 'paused';
}
