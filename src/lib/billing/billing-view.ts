/**
 * Words for the billing page: what the plan is, where it stands, and what each credit-ledger row
 * was for. Pure, so the page and its tests read the same sentences.
 */
import { formatPence, PAYMENT_GRACE_DAYS } from '../site/plans.ts';
import { planName } from './catalogue.ts';
import { graceEndsAt } from './account-access.ts';
import { vatIncluded } from './vat.ts';
import { serviceLabel } from '../api/metering/price-list.ts';

/** The billing columns of a subscription row. */
export interface BillingSubscription {
  status: string | null;
  trial_end: string | null;
  amount: number | null;
  frequency: string | null;
  plan: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean | null;
  past_due_since: string | null;
}

const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** "23 December 2026", or null for a missing or unreadable date. */
export function longDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : LONG.format(date);
}

/** "Premium, £29 a month" from the row; null without a paid plan. */
export function planLine(sub: Pick<BillingSubscription, 'plan' | 'amount' | 'frequency'>): string | null {
  const name = planName(sub.plan);
  if (!name) return null;
  if (typeof sub.amount !== 'number') return name;
  const period = sub.frequency === 'yearly' ? 'a year' : 'a month';
  return `${name}, ${formatPence(sub.amount)} ${period}`;
}

export type StatusTone = 'good' | 'warning' | 'bad' | 'neutral';

/** The status as a label, a tone for its badge, and the one sentence that says what happens next. */
export function statusView(sub: BillingSubscription, now: Date): { label: string; tone: StatusTone; sentence: string } {
  const periodEnd = longDate(sub.current_period_end);
  switch (sub.status) {
    case 'trial': {
      const end = longDate(sub.trial_end);
      return {
        label: 'Free trial',
        tone: 'neutral',
        sentence: end ? `Your free trial ends on ${end}.` : 'Your free trial starts when you confirm your email address.',
      };
    }
    case 'active':
      if (sub.cancel_at_period_end) {
        return {
          label: 'Cancelling',
          tone: 'warning',
          sentence: periodEnd
            ? `Your plan ends on ${periodEnd}. You will not be charged again.`
            : 'Your plan ends at the end of this period.',
        };
      }
      return {
        label: 'Active',
        tone: 'good',
        sentence: periodEnd ? `Your plan renews on ${periodEnd}.` : 'Your plan is active.',
      };
    case 'past_due': {
      const ends = graceEndsAt(sub.status, sub.past_due_since);
      if (ends && now < ends) {
        return {
          label: 'Payment overdue',
          tone: 'warning',
          sentence: `Your last payment failed. Your plan keeps working until ${LONG.format(ends)} (${PAYMENT_GRACE_DAYS} days' grace); update your card to keep it.`,
        };
      }
      return {
        label: 'Paused',
        tone: 'bad',
        sentence: 'Your account is paused because a payment failed. Update your card or choose a plan to carry on.',
      };
    }
    case 'canceled':
      return {
        label: 'Cancelled',
        tone: 'bad',
        sentence: 'Your plan has ended. Your credits are kept: choose a plan to use them again.',
      };
    default:
      return {
        label: 'Paused',
        tone: 'bad',
        sentence: 'Your account is paused. Choose a plan to carry on; your credits are kept.',
      };
  }
}

/** Whether the account has a subscription Stripe is billing (so plans are changed, not bought). */
export function hasLivePlan(sub: Pick<BillingSubscription, 'status'>): boolean {
  return sub.status === 'active' || sub.status === 'past_due';
}

const REASONS: Record<string, string> = {
  trial_grant: 'Free trial credits',
  plan_credits: 'Plan credits',
  top_up: 'Credit top-up',
  refund: 'Refund (render not delivered)',
  payment_refunded: 'Refund of a payment',
  grant: 'Credits added',
};

/** Ledger reasons that take credits away without spending them (a refunded payment). */
const NOT_SPENDING = new Set(['payment_refunded']);

type LedgerRowLike = { service: string | null; reason: string | null; delta: number; detail?: string | null };

/** What a ledger row's service was, without the detail: "Credit top-up", "Crime check", "API: EPC". */
function serviceWords(row: LedgerRowLike): string {
  if (row.delta > 0 || !row.service) return REASONS[row.reason ?? ''] ?? (row.delta < 0 ? 'Credits removed' : 'Credits added');
  return serviceLabel(row.service);
}

/** What a ledger row was for, naming what was bought where the row says: "Crime check · M33 3HJ", "Credit top-up". */
export function ledgerLabel(row: LedgerRowLike): string {
  return row.delta < 0 && row.detail ? row.detail : serviceWords(row);
}

/** Credits spent per service, most first: what the "by service" summary shows. */
export function spendByService(rows: readonly LedgerRowLike[]): { label: string; credits: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    // Spending is what a service charged; a refund's credits taken back are not spending.
    if (row.delta >= 0 || !row.service || NOT_SPENDING.has(row.reason ?? '')) continue;
    const label = serviceWords(row);
    totals.set(label, (totals.get(label) ?? 0) - row.delta);
  }
  return [...totals]
    .map(([label, credits]) => ({ label, credits }))
    .sort((a, b) => b.credits - a.credits || a.label.localeCompare(b.label));
}

/** "£29 including £4.83 VAT" for a VAT-inclusive price. */
export function priceWithVat(pence: number, ratePercent: number): string {
  const { vatPence } = vatIncluded(pence, ratePercent);
  return vatPence > 0 ? `${formatPence(pence)} including ${formatPence(vatPence)} VAT` : formatPence(pence);
}
