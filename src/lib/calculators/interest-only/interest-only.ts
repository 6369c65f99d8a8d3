import { monthlyInterestPence, monthlyPaymentPence } from '../mortgage-repayment/amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';

export interface InterestOnlyInput {
  loanPence: number;
  annualRatePercent: number;
  termYears: number;
  /** Expected yearly growth of a savings or investment plan built up to repay the loan at the end (0 = cash). */
  savingsGrowthPercent: number;
}

export interface InterestOnlyResult {
  /** Interest each month: loan × rate ÷ 12, to the nearest penny. */
  monthlyPayment: number;
  totalInterest: number;
  /** Still owed at the end of the term: the whole loan. */
  balanceAtEnd: number;
  /** The same loan on a repayment basis, for comparison. */
  repaymentMonthly: number;
  repaymentTotalInterest: number;
  /** Monthly saving that grows to the loan by the end of the term at the stated growth. */
  monthlySavingToRepay: number;
  /** Interest-only payment plus that saving. */
  totalMonthlyOutlay: number;
}

/**
 * Interest-only mortgage: the monthly payment covers interest only and the loan is repaid at the end.
 * Example: £150,000 at 4.5% → £562.50 a month; over 25 years £168,750 of interest and £150,000 still owed.
 * Saving to repay (future value of an annuity): S = L × g / ((1 + g)^n − 1), g = growth ÷ 12, n = months.
 */
export function calculateInterestOnly(input: InterestOnlyInput): CalcResult<InterestOnlyResult> {
  const error = firstError(
    checkPence(input.loanPence, 'The loan amount', 100),
    checkPercent(input.annualRatePercent, 'The interest rate', 0, 30),
    checkWhole(input.termYears, 'The term in years', 1, 50),
    checkPercent(input.savingsGrowthPercent, 'The savings growth rate', 0, 20),
  );
  if (error) return fail(error);
  const months = input.termYears * 12;
  const monthlyPayment = monthlyInterestPence(input.loanPence, input.annualRatePercent);
  const g = input.savingsGrowthPercent / 100 / 12;
  const monthlySavingToRepay = Math.ceil(
    g === 0 ? input.loanPence / months : (input.loanPence * g) / (Math.pow(1 + g, months) - 1),
  );
  const repaymentMonthly = monthlyPaymentPence(input.loanPence, input.annualRatePercent, months);
  return ok({
    monthlyPayment,
    totalInterest: monthlyPayment * months,
    balanceAtEnd: input.loanPence,
    repaymentMonthly,
    repaymentTotalInterest: repaymentMonthly * months - input.loanPence,
    monthlySavingToRepay,
    totalMonthlyOutlay: monthlyPayment + monthlySavingToRepay,
  });
}
