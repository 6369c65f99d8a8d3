/** The CGT calculator's inputs, as kept in the URL. */
import { dateField, intField, moneyField, percentField, type ValueState } from '../url-state.ts';
import type { CgtInput } from '../../tax/cgt.ts';

export const CGT_SCHEMA = {
  sale: moneyField({ default: 350_000_00, min: 0 }),
  sellCosts: moneyField({ default: 6_000_00, min: 0 }),
  purchase: moneyField({ default: 250_000_00, min: 0 }),
  buyCosts: moneyField({ default: 4_000_00, min: 0 }),
  improve: moneyField({ default: 10_000_00, min: 0 }),
  share: percentField({ default: 10_000 }),
  income: moneyField({ default: 40_000_00, min: 0 }),
  losses: moneyField({ default: 0, min: 0 }),
  aeaUsed: moneyField({ default: 0, min: 0 }),
  bought: dateField('2016-06-01'),
  sold: dateField(),
  completed: dateField(),
  lived: intField({ default: 0, min: 0, max: 1_200 }),
  movedOut: intField({ default: 0, min: 0, max: 1_200 }),
};

export type CgtValues = ValueState<typeof CGT_SCHEMA>;

/** Whole calendar months from one date to another (a part month counts as a month, as HMRC's day-based apportionment is close to it). */
export function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() > from.getUTCDate() ? months + 1 : months;
}

export function toCgtInput(v: CgtValues): CgtInput {
  return {
    salePrice: v.sale,
    sellingCosts: v.sellCosts,
    purchasePrice: v.purchase,
    buyingCosts: v.buyCosts,
    improvementCosts: v.improve,
    ownershipShareBps: v.share,
    annualIncome: v.income,
    capitalLosses: v.losses,
    exemptAmountUsed: v.aeaUsed,
    monthsOwned: monthsBetween(v.bought, v.sold),
    monthsLivedIn: v.lived,
    monthsSinceMovedOut: v.movedOut,
    disposalDate: v.sold,
    completionDate: v.completed,
  };
}
