import { annuityDiscount, monthlyPaymentPence } from '../mortgage-repayment/amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';

export interface AffordabilityInput {
  /** Gross annual income of all applicants, pence. */
  annualIncomePence: number;
  /** Committed monthly outgoings (loans, credit cards, childcare, maintenance), pence. */
  monthlyOutgoingsPence: number;
  depositPence: number;
  incomeMultiple: number;
  annualRatePercent: number;
  stressRatePercent: number;
  termYears: number;
  /** Largest share of gross monthly income that mortgage payments plus outgoings may take, percent. */
  maxIncomeSharePercent: number;
}

export interface AffordabilityResult {
  /** income × multiple. */
  maxByIncomeMultiple: number;
  /** Largest loan whose payment at the stress rate fits the monthly budget. */
  maxByStressTest: number;
  /** The lower of the two, never negative. */
  maxLoan: number;
  limitedBy: 'income multiple' | 'stress test';
  propertyBudget: number;
  monthlyBudget: number;
  monthlyPayment: number;
  stressedMonthlyPayment: number;
  loanToValuePercent: number;
  /** Plain-English explanations of the answer (e.g. why it is £0); empty when there is nothing to add. */
  notes: string[];
}

/** Largest loan whose annuity payment is `paymentPence`: L = M × (1 − (1 + r)^−n) ÷ r, rounded down to the penny. */
export function loanForPaymentPence(paymentPence: number, annualRatePercent: number, termMonths: number): number {
  if (paymentPence <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return paymentPence * termMonths;
  return Math.floor((paymentPence * annuityDiscount(r, termMonths)) / r);
}

/**
 * A guide to how much could be borrowed: the lower of income × multiple and the loan whose payment at the stress
 * rate fits within (gross monthly income × max share − outgoings). Lenders use their own models; this is not an offer.
 * Example: £60,000 income, 4.5× → £270,000 by multiple.
 * A £0 income is a valid question with a plain answer: nothing can be borrowed, so the budget is the deposit alone.
 */
export function calculateAffordability(input: AffordabilityInput): CalcResult<AffordabilityResult> {
  const error = firstError(
    checkPence(input.annualIncomePence, 'Annual income'),
    checkPence(input.monthlyOutgoingsPence, 'Monthly outgoings'),
    checkPence(input.depositPence, 'The deposit'),
    Number.isFinite(input.incomeMultiple) && input.incomeMultiple >= 1 && input.incomeMultiple <= 7
      ? null
      : 'The income multiple must be between 1 and 7.',
    checkPercent(input.annualRatePercent, 'The interest rate', 0, 30),
    checkPercent(input.stressRatePercent, 'The stress rate', 0, 30),
    input.stressRatePercent < input.annualRatePercent ? 'The stress rate should be at least the interest rate.' : null,
    checkWhole(input.termYears, 'The term in years', 1, 40),
    checkPercent(input.maxIncomeSharePercent, 'The share of income', 1, 100),
  );
  if (error) return fail(error);
  const months = input.termYears * 12;
  const maxByIncomeMultiple = Math.floor(input.annualIncomePence * input.incomeMultiple);
  const monthlyBudget = Math.max(
    0,
    Math.floor(((input.annualIncomePence / 12) * input.maxIncomeSharePercent) / 100) - input.monthlyOutgoingsPence,
  );
  const maxByStressTest = loanForPaymentPence(monthlyBudget, input.stressRatePercent, months);
  const maxLoan = Math.max(0, Math.min(maxByIncomeMultiple, maxByStressTest));
  const propertyBudget = maxLoan + input.depositPence;
  const notes: string[] = [];
  if (input.annualIncomePence === 0)
    notes.push(
      'With no income there is nothing for a lender to lend against: mortgages are sized on income you can repay from, so you could borrow £0 and your budget is your deposit alone.',
    );
  else if (maxLoan === 0)
    notes.push(
      'Your committed outgoings take up all of the share of income allowed for mortgage payments, so you could borrow £0 and your budget is your deposit alone.',
    );
  return ok({
    maxByIncomeMultiple,
    maxByStressTest,
    maxLoan,
    limitedBy: maxByStressTest < maxByIncomeMultiple ? 'stress test' : 'income multiple',
    propertyBudget,
    monthlyBudget,
    monthlyPayment: monthlyPaymentPence(maxLoan, input.annualRatePercent, months),
    stressedMonthlyPayment: monthlyPaymentPence(maxLoan, input.stressRatePercent, months),
    loanToValuePercent: propertyBudget > 0 ? (maxLoan / propertyBudget) * 100 : 0,
    notes,
  });
}
