/**
 * Help to Buy: ISA projection and bonus.
 *
 * Who gets it (GOV.UK "Help to Buy: ISA"): only a first-time buyer — someone who does not own, and has never owned,
 * a home anywhere in the world — buying the home they will live in. Anyone else gets no bonus, though the savings
 * (and any interest) remain theirs.
 *
 * Formula: balance at purchase = current balance + monthly saving × deposits still possible
 * (one per calendar month after this one, up to the purchase month, and none after the last
 * deposit date, 30 November 2029). Bonus = 25% of that balance, nothing below £1,600 saved
 * (so the smallest bonus is £400), capped at £3,000 (reached at £12,000). No bonus if the
 * price is over the cap (£450,000 in London, £250,000 elsewhere) or the purchase completes
 * after the claim deadline (1 December 2030).
 *
 * Worked example (GOV.UK "Help to Buy: ISA": "for every £200 you save, you get a £50 bonus"):
 * £4,800 saved → £1,200 bonus; £12,000 or more → £3,000; £1,599 → £0.
 */
import { HELP_TO_BUY_ISA, type HelpToBuyIsaRules } from '../../../data/tax/help-to-buy-isa.ts';
import { formatLongDate } from '../../format/date.ts';
import { formatPounds } from '../../money/format.ts';
import { percentOf } from '../../money/rate.ts';
import { fail, ok, type Result } from '../../result.ts';

export interface HelpToBuyIsaInput {
  currentBalance: number;
  monthlySaving: number;
  /** Expected completion of the purchase. */
  purchaseDate: Date;
  propertyPrice: number;
  inLondon: boolean;
  /** Never owned a home anywhere in the world. The bonus is for first-time buyers only. */
  firstTimeBuyer: boolean;
  /** Today (injected for tests). */
  asOf: Date;
}

export interface HelpToBuyIsaResult {
  depositsRemaining: number;
  projectedBalancePence: number;
  bonusPence: number;
  /** Bonus before the price-cap and deadline checks (what the savings alone would earn). */
  bonusOnSavingsPence: number;
  totalForDepositPence: number;
  priceCapPence: number;
  withinPriceCap: boolean;
  beforeClaimDeadline: boolean;
  /** False when the buyer is not a first-time buyer: no bonus. */
  firstTimeBuyer: boolean;
  /** Extra savings needed to reach the maximum bonus (0 if already there). */
  toMaximumBonusPence: number;
  /** Balance by month for a chart: month index 0 = now. */
  schedule: { month: number; balancePence: number; bonusPence: number }[];
  notes: string[];
  rules: HelpToBuyIsaRules;
}

/** The bonus for a closing balance: 25%, zero below the minimum, capped at the maximum. */
export function bonusFor(balancePence: number, rules: HelpToBuyIsaRules = HELP_TO_BUY_ISA): number {
  if (balancePence < rules.minimumBalanceForBonus) return 0;
  return Math.min(rules.maximumBonus, percentOf(balancePence, rules.bonusRateBps, 'down'));
}

function monthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function calculateHelpToBuyIsa(
  input: HelpToBuyIsaInput,
  rules: HelpToBuyIsaRules = HELP_TO_BUY_ISA,
): Result<HelpToBuyIsaResult> {
  if (input.monthlySaving > rules.maximumMonthlyDeposit)
    return fail(`The most you can pay in is ${formatPounds(rules.maximumMonthlyDeposit)} a month.`);
  if (input.currentBalance < 0 || input.monthlySaving < 0 || input.propertyPrice < 0) return fail('Enter amounts of £0 or more.');
  const today = input.asOf.toISOString().slice(0, 10);
  const purchase = input.purchaseDate.toISOString().slice(0, 10);
  if (purchase < today) return fail('Choose a purchase date from today onwards.');

  const notes: string[] = [];
  const lastDeposit = new Date(`${rules.lastDepositDate}T00:00:00Z`);
  const lastMonth = Math.min(monthIndex(input.purchaseDate), monthIndex(lastDeposit));
  const deposits = Math.max(0, lastMonth - monthIndex(input.asOf));
  if (monthIndex(input.purchaseDate) > monthIndex(lastDeposit)) {
    notes.push(
      `Payments into a Help to Buy ISA stop after ${formatLongDate(lastDeposit)}, so savings are projected only to then.`,
    );
  }
  const schedule: HelpToBuyIsaResult['schedule'] = [];
  for (let m = 0; m <= deposits; m++) {
    const balance = input.currentBalance + input.monthlySaving * m;
    schedule.push({ month: m, balancePence: balance, bonusPence: bonusFor(balance, rules) });
  }
  const projected = input.currentBalance + input.monthlySaving * deposits;
  const bonusOnSavings = bonusFor(projected, rules);
  const cap = input.inLondon ? rules.priceCapLondon : rules.priceCapElsewhere;
  const withinCap = input.propertyPrice <= cap;
  const beforeDeadline = purchase <= rules.bonusClaimDeadline;
  if (projected < rules.minimumBalanceForBonus) {
    notes.push(
      `You need at least ${formatPounds(rules.minimumBalanceForBonus)} in the account to get the minimum ${formatPounds(rules.minimumBonus)} bonus.`,
    );
  }
  if (!input.firstTimeBuyer)
    notes.push(
      'No bonus: the government bonus is only for first-time buyers, who have never owned a home in the UK or abroad. You keep your savings and any interest.',
    );
  if (!withinCap)
    notes.push(
      `No bonus: the price is over the ${formatPounds(cap)} limit${input.inLondon ? ' for London' : ' outside London'}.`,
    );
  if (!beforeDeadline)
    notes.push(`No bonus: it must be claimed by ${formatLongDate(new Date(`${rules.bonusClaimDeadline}T00:00:00Z`))}.`);
  const bonus = input.firstTimeBuyer && withinCap && beforeDeadline ? bonusOnSavings : 0;
  const maxBalance = (rules.maximumBonus * 10_000) / rules.bonusRateBps;
  return ok({
    depositsRemaining: deposits,
    projectedBalancePence: projected,
    bonusPence: bonus,
    bonusOnSavingsPence: bonusOnSavings,
    totalForDepositPence: projected + bonus,
    priceCapPence: cap,
    withinPriceCap: withinCap,
    beforeClaimDeadline: beforeDeadline,
    firstTimeBuyer: input.firstTimeBuyer,
    toMaximumBonusPence: Math.max(0, maxBalance - projected),
    schedule,
    notes,
    rules,
  });
}
