import { checkPence, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';
import { checkRunningCosts, operatingBreakdown, type OperatingBreakdown, type RunningCosts } from './operating-costs.ts';

/** What it costs to buy besides the price, pence. */
export interface PurchaseCosts {
  /** SDLT, LBTT (with any ADS) or LTT for the buyer, from the stamp duty engine. */
  stampDutyPence: number;
  legalPence: number;
  surveyPence: number;
  refurbishmentPence: number;
}

export interface RentalYieldInput {
  pricePence: number;
  monthlyRentPence: number;
  costs: RunningCosts;
  /** When given, yields are also worked out on the total cost of buying. */
  purchaseCosts?: PurchaseCosts;
}

/** Yields measured against everything spent to buy and prepare the property. */
export interface YieldOnTotalCost {
  /** Price + stamp duty + legal + survey + refurbishment. */
  totalCostPence: number;
  /** Full annual rent ÷ total cost × 100. */
  grossYieldPercent: number;
  /** Net operating income ÷ total cost × 100. */
  netYieldPercent: number;
}

export interface RentalYieldResult {
  /** Full annual rent ÷ price × 100. */
  grossYieldPercent: number;
  /** (Rent collected − running costs) ÷ price × 100; before mortgage interest and tax. */
  netYieldPercent: number;
  breakdown: OperatingBreakdown;
  /** Present when purchase costs were given. */
  onTotalCost?: YieldOnTotalCost;
}

/** Gross yield: annual rent ÷ price × 100. Example: £12,000 a year on £200,000 → 6%. */
export function grossYieldPercent(annualRentPence: number, pricePence: number): number {
  return pricePence > 0 ? (annualRentPence / pricePence) * 100 : 0;
}

/** Validate purchase costs; null when acceptable. */
function checkPurchaseCosts(c: PurchaseCosts | undefined): string | null {
  if (!c) return null;
  return firstError(
    checkPence(c.stampDutyPence, 'Stamp duty'),
    checkPence(c.legalPence, 'Legal fees'),
    checkPence(c.surveyPence, 'Survey'),
    checkPence(c.refurbishmentPence, 'Refurbishment'),
  );
}

/**
 * Yield on the total cost of buying: the same rent and net income divided by price + stamp duty + legal + survey +
 * refurbishment instead of the price alone. Example: £200,000 additional property in England (SDLT £11,500 from
 * 1 April 2025), £1,500 legal, £500 survey, £5,000 works → £218,500; £12,000 rent → 5.49% gross on cost.
 */
export function yieldOnTotalCost(
  pricePence: number,
  c: PurchaseCosts,
  breakdown: Pick<OperatingBreakdown, 'fullRent' | 'netOperatingIncome'>,
): YieldOnTotalCost {
  const totalCostPence = pricePence + c.stampDutyPence + c.legalPence + c.surveyPence + c.refurbishmentPence;
  return {
    totalCostPence,
    grossYieldPercent: grossYieldPercent(breakdown.fullRent, totalCostPence),
    netYieldPercent: totalCostPence > 0 ? (breakdown.netOperatingIncome / totalCostPence) * 100 : 0,
  };
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
    checkPurchaseCosts(input.purchaseCosts),
  );
  if (error) return fail(error);
  const breakdown = operatingBreakdown(input.monthlyRentPence, input.costs);
  return ok({
    grossYieldPercent: grossYieldPercent(breakdown.fullRent, input.pricePence),
    netYieldPercent: (breakdown.netOperatingIncome / input.pricePence) * 100,
    breakdown,
    ...(input.purchaseCosts ? { onTotalCost: yieldOnTotalCost(input.pricePence, input.purchaseCosts, breakdown) } : {}),
  });
}
