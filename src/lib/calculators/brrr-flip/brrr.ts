import { monthlyInterestPence, monthlyPaymentPence } from '../mortgage-repayment/amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';
import {
  checkRunningCosts,
  operatingBreakdown,
  type OperatingBreakdown,
  type RunningCosts,
} from '../rental-yield/operating-costs.ts';
import { checkProject, projectCosts, type ProjectCosts, type ProjectInput } from './project-costs.ts';

export interface BrrrInput extends ProjectInput {
  /** Value after the works (what the refinance valuation is expected to be). */
  endValuePence: number;
  refinanceLtvPercent: number;
  refinanceRatePercent: number;
  refinanceTermYears: number;
  refinanceInterestOnly: boolean;
  /** Valuation, legal and arrangement fees on the refinance. */
  refinanceFeesPence: number;
  monthlyRentPence: number;
  costs: RunningCosts;
}

export interface BrrrResult {
  project: ProjectCosts;
  newMortgage: number;
  /** Refinance − bridging loan repaid − refinance fees: the cash that comes back to the investor. */
  cashReleased: number;
  /** Cash required − cash released. Negative means all money out and more. */
  moneyLeftIn: number;
  /** End value − new mortgage. */
  equity: number;
  /** End value − total cost − refinance fees. */
  valueAdded: number;
  monthlyMortgage: number;
  operating: OperatingBreakdown;
  annualCashFlow: number;
  monthlyCashFlow: number;
  /** Annual cash flow ÷ money left in × 100; null when no money is left in (return is unlimited). */
  roiPercent: number | null;
}

/**
 * Buy, refurbish, refinance, rent. money left in = (total project cost + refinance fees) − new mortgage.
 * Example: buy £100,000 cash with £20,000 of works and £5,000 of costs, revalued at £160,000, refinanced at 75% →
 * £120,000 mortgage, money left in £5,000.
 */
export function calculateBrrr(input: BrrrInput): CalcResult<BrrrResult> {
  const error = firstError(
    checkProject(input),
    checkPence(input.endValuePence, 'The value after works', 100),
    checkPercent(input.refinanceLtvPercent, 'The refinance loan-to-value', 0, 100),
    checkPercent(input.refinanceRatePercent, 'The refinance rate', 0, 30),
    checkWhole(input.refinanceTermYears, 'The refinance term', 1, 40),
    checkPence(input.refinanceFeesPence, 'Refinance fees'),
    checkPence(input.monthlyRentPence, 'Monthly rent'),
    checkRunningCosts(input.costs),
  );
  if (error) return fail(error);
  const project = projectCosts(input);
  const newMortgage = Math.round((input.endValuePence * input.refinanceLtvPercent) / 100);
  const cashReleased = newMortgage - project.bridgingLoan - input.refinanceFeesPence;
  const moneyLeftIn = project.cashRequired - cashReleased;
  const monthlyMortgage = input.refinanceInterestOnly
    ? monthlyInterestPence(newMortgage, input.refinanceRatePercent)
    : monthlyPaymentPence(newMortgage, input.refinanceRatePercent, input.refinanceTermYears * 12);
  const operating = operatingBreakdown(input.monthlyRentPence, input.costs);
  const annualCashFlow = operating.netOperatingIncome - monthlyMortgage * 12;
  return ok({
    project,
    newMortgage,
    cashReleased,
    moneyLeftIn,
    equity: input.endValuePence - newMortgage,
    valueAdded: input.endValuePence - project.totalCost - input.refinanceFeesPence,
    monthlyMortgage,
    operating,
    annualCashFlow,
    monthlyCashFlow: Math.round(annualCashFlow / 12),
    roiPercent: moneyLeftIn > 0 ? (annualCashFlow / moneyLeftIn) * 100 : null,
  });
}
