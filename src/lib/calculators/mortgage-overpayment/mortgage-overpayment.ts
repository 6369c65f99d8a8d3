import { amortise, monthlyPaymentPence, yearlyBalances } from '../mortgage-repayment/amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';

export interface OverpaymentInput {
  /** Balance outstanding today, pence. */
  balancePence: number;
  annualRatePercent: number;
  /** Remaining term. */
  termYears: number;
  monthlyOverpaymentPence: number;
  lumpSumPence: number;
  /** Month (1-based) in which the one-off overpayment is made. */
  lumpSumMonth: number;
}

export interface OverpaymentResult {
  monthlyPayment: number;
  originalMonths: number;
  newMonths: number;
  monthsSaved: number;
  originalInterest: number;
  newInterest: number;
  interestSaved: number;
  /** Total extra capital paid. */
  totalOverpaid: number;
  /** Year-end balances (index 0 = today) without and with overpayments, over the original term. */
  originalBalances: number[];
  newBalances: number[];
  /** Overpayments in the first 12 months as a percentage of today's balance (many lenders allow 10% a year without a charge). */
  firstYearOverpaymentPercent: number;
}

/**
 * Effect of overpaying a repayment mortgage, keeping the contractual payment unchanged so the term shortens.
 * interestSaved = interest(original schedule) − interest(schedule with overpayments); monthsSaved likewise.
 */
export function calculateOverpayment(input: OverpaymentInput): CalcResult<OverpaymentResult> {
  const error = firstError(
    checkPence(input.balancePence, 'The mortgage balance', 100),
    checkPercent(input.annualRatePercent, 'The interest rate', 0, 30),
    checkWhole(input.termYears, 'The remaining term in years', 1, 50),
    checkPence(input.monthlyOverpaymentPence, 'The monthly overpayment'),
    checkPence(input.lumpSumPence, 'The one-off overpayment'),
    checkWhole(input.lumpSumMonth, 'The month of the one-off overpayment', 1, input.termYears * 12),
    input.lumpSumPence > input.balancePence ? 'The one-off overpayment cannot be more than the balance.' : null,
  );
  if (error) return fail(error);
  const termMonths = input.termYears * 12;
  const base = { principalPence: input.balancePence, annualRatePercent: input.annualRatePercent, termMonths };
  const paymentPence = monthlyPaymentPence(input.balancePence, input.annualRatePercent, termMonths);
  const original = amortise({ ...base, paymentPence });
  const lumpSums = input.lumpSumPence > 0 ? [{ month: input.lumpSumMonth, amountPence: input.lumpSumPence }] : [];
  const overpaid = amortise({ ...base, paymentPence, monthlyOverpaymentPence: input.monthlyOverpaymentPence, lumpSums });
  const firstYear = overpaid.rows.slice(0, 12).reduce((s, r) => s + r.overpayment, 0);
  return ok({
    monthlyPayment: paymentPence,
    originalMonths: original.months,
    newMonths: overpaid.months,
    monthsSaved: original.months - overpaid.months,
    originalInterest: original.totalInterest,
    newInterest: overpaid.totalInterest,
    interestSaved: original.totalInterest - overpaid.totalInterest,
    totalOverpaid: overpaid.rows.reduce((s, r) => s + r.overpayment, 0),
    originalBalances: yearlyBalances(original, input.balancePence, input.termYears),
    newBalances: yearlyBalances(overpaid, input.balancePence, input.termYears),
    firstYearOverpaymentPercent: (firstYear / input.balancePence) * 100,
  });
}
