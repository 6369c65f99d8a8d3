/**
 * What a plan change costs and when, in the words the confirmation dialog shows before anything
 * is charged (docs/decisions/billing-lifecycle.md): every change starts a new period today, is
 * charged today in full (no proration: the current period is not refunded, and its credits stay),
 * adds the new plan's credits once paid, and renews on the same day of the next month or year.
 * Pure, so the dialog and its tests read the same sentences.
 */
import { formatPence } from '../site/plans.ts';
import type { PlanItem } from './catalogue.ts';
import { vatIncluded } from './vat.ts';

export interface PlanChangeQuote {
  /** "£99.00 today" line: the amount, its VAT, and the date it is taken. */
  chargedToday: string;
  /** "Then £99 a month, next on 28 December 2026." */
  renews: string;
  /** What happens to the current plan and the credits. */
  current: string;
  /** When the new plan's limits and credits apply. */
  credits: string;
}

const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The next renewal of a plan started at `now`: a calendar month or year later. */
export function renewalDate(item: Pick<PlanItem, 'interval'>, now: Date): Date {
  const next = new Date(now.getTime());
  if (item.interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function planChangeQuote(
  current: { name: string | null; periodEnd: string | null },
  item: PlanItem,
  now: Date,
  vatRatePercent: number,
): PlanChangeQuote {
  const { vatPence } = vatIncluded(item.pence, vatRatePercent);
  const vat = vatPence > 0 ? ` (including ${formatPence(vatPence)} VAT)` : '';
  const period = item.interval === 'year' ? 'a year' : 'a month';
  const ends = current.periodEnd ? LONG.format(new Date(current.periodEnd)) : null;
  return {
    chargedToday: `${formatPence(item.pence)}${vat} charged today, ${LONG.format(now)}, to the card on your account.`,
    renews: `Then ${formatPence(item.pence)} ${period}, next on ${LONG.format(renewalDate(item, now))}, until you cancel.`,
    current: `${current.name ?? 'Your current plan'} ends today instead of${ends ? ` on ${ends}` : ' at the end of its period'}; the rest of its period is not refunded, and every credit on your account stays.`,
    credits: `${item.credits.toLocaleString('en-GB')} credits are added and ${item.name}'s limits apply as soon as the payment goes through. If it does not, nothing changes.`,
  };
}
