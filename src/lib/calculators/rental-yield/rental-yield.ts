import { checkPence, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';
import { checkRunningCosts, operatingBreakdown, type OperatingBreakdown, type RunningCosts } from './operating-costs.ts';

export interface RentalYieldInput {
  pricePence: number;
  monthlyRentPence: number;
  costs: RunningCosts;
}

export interface RentalYieldResult {
  /** Full annual rent ÷ price × 100. */
  grossYieldPercent: number;
  /** (Rent collected − running costs) ÷ price × 100; before mortgage interest and tax. */
  netYieldPercent: number;
  breakdown: OperatingBreakdown;
}

/** Gross yield: annual rent ÷ price × 100. Example: £12,000 a year on £200,000 → 6%. */
export function grossYieldPercent(annualRentPence: number, pricePence: number): number {
  return pricePence > 0 ? (annualRentPence / pricePence) * 100 : 0;
}

/**
 * Gross and net rental yield of a property.
 * Example: £200,000, £1,000 a month, 4% voids, 12% management, 5% maintenance, £600 other → gross 6.00%,
 * net £8,961.60 ÷ £200,000 = 4.48%.
 */
export function calculateRentalYield(input: RentalYieldInput): CalcResult<RentalYieldResult> {
  const error = firstError(
    checkPence(input.pricePence, 'The property price', 100),
    checkPence(input.monthlyRentPence, 'Monthly rent'),
    checkRunningCosts(input.costs),
  );
  if (error) return fail(error);
  const breakdown = operatingBreakdown(input.monthlyRentPence, input.costs);
  return ok({
    grossYieldPercent: grossYieldPercent(breakdown.fullRent, input.pricePence),
    netYieldPercent: (breakdown.netOperatingIncome / input.pricePence) * 100,
    breakdown,
  });
}
