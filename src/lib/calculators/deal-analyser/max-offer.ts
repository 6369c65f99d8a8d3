import { analyseRentalDeal, type RentalDealInput } from '../buy-to-let/cash-flow.ts';

/** Stamp duty in pence for a price in pence, under the buyer's circumstances and date (from the stamp duty engine). */
export type StampDutyAt = (pricePence: number) => number;

/**
 * Highest price (whole pounds) whose gross yield is at least the target: price = annual rent ÷ target.
 * Example: £1,000 a month and a 7% target → £171,428.
 */
export function maxOfferForGrossYield(monthlyRentPence: number, targetPercent: number): number {
  if (targetPercent <= 0) return Infinity;
  return Math.floor((monthlyRentPence * 12 * 100) / targetPercent / 100) * 100;
}

/**
 * Highest price (to the pound) at which the deal still meets a cash-on-cash target and a monthly cash-flow target,
 * recomputing stamp duty, deposit and mortgage at each price. Both measures fall as the price rises, so a binary
 * search over £1 steps finds the boundary (targets of 0 or more). Returns 0 when no price meets them and Infinity
 * when every price up to the ceiling does (e.g. a cash purchase with only a cash-flow target).
 */
export function maxOfferForReturns(
  input: Omit<RentalDealInput, 'pricePence' | 'stampDutyPence'>,
  stampDutyAt: StampDutyAt,
  targets: { minCashOnCashPercent: number | null; minMonthlyCashFlowPence: number | null },
  ceilingPence = 100_000_000_00,
): number {
  const meets = (pounds: number): boolean => {
    const pricePence = pounds * 100;
    const r = analyseRentalDeal({ ...input, pricePence, stampDutyPence: stampDutyAt(pricePence) });
    if (targets.minCashOnCashPercent !== null && r.cashOnCashPercent < targets.minCashOnCashPercent) return false;
    if (targets.minMonthlyCashFlowPence !== null && r.monthlyCashFlow < targets.minMonthlyCashFlowPence) return false;
    return true;
  };
  if (!meets(1)) return 0;
  let lo = 1;
  let hi = Math.floor(ceilingPence / 100);
  if (meets(hi)) return Infinity;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (meets(mid)) lo = mid;
    else hi = mid;
  }
  return lo * 100;
}
