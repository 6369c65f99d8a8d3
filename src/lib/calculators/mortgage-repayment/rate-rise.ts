/**
 * "What if my rate goes up by 1% or 2%?": the monthly payment at the higher rate and how much more
 * it is, for the mortgage calculators. A rise is in percentage points (5% + 1 = 6%).
 *
 * - Repayment, one rate for the term: the annuity payment on the same loan and term at the higher
 *   rate, M = P·r ÷ (1 − (1 + r)^−n). £200,000 over 25 years: £1,169.18 at 5%, £1,288.60 at 6%, so
 *   £119.42 more a month.
 * - Repayment with an initial (fixed or tracker) deal: the deal's payment is fixed, so the rise
 *   applies when it ends — the follow-on payment worked out on the balance then owed, over the months
 *   left, at the follow-on rate plus the rise.
 * - Interest-only: the interest at the higher rate, P × rate ÷ 12. £150,000: £562.50 at 4.5%,
 *   £687.50 at 5.5%.
 * See rate-rise.test.ts for the hand-worked examples.
 */
import { monthlyInterestPence, monthlyPaymentPence } from './amortisation.ts';
import { checkPercent } from './checks.ts';
import type { MortgageRepaymentResult } from './mortgage-repayment.ts';

/** The largest rise the calculators take, in percentage points. */
export const MAX_RATE_RISE_PERCENT = 10;

export interface RateRise {
  /** The rise asked about, in percentage points. */
  risePercent: number;
  /** The rate after the rise. */
  newRatePercent: number;
  /** The monthly payment now (pence) and at the higher rate. */
  currentPayment: number;
  newPayment: number;
  /** newPayment − currentPayment, pence. */
  difference: number;
  /** Whether the rise changes the whole term or only the part after the initial deal. */
  appliesTo: 'whole term' | 'after the initial period';
}

/** A message when the rise cannot be used, else null. */
export function checkRateRise(risePercent: number, ratePercent: number): string | null {
  return (
    checkPercent(risePercent, 'The rate rise', 0, MAX_RATE_RISE_PERCENT) ??
    checkPercent(ratePercent + risePercent, 'The rate after the rise', 0, 30)
  );
}

function rise(
  risePercent: number,
  newRatePercent: number,
  currentPayment: number,
  newPayment: number,
  appliesTo: RateRise['appliesTo'],
): RateRise {
  return { risePercent, newRatePercent, currentPayment, newPayment, difference: newPayment - currentPayment, appliesTo };
}

/**
 * The rise on a repayment mortgage already worked out by calculateMortgageRepayment (`result`),
 * from the rates it was given. Example: £200,000, 25 years, 5%, rise 1 → £1,288.60, £119.42 more.
 */
export function repaymentRateRise(
  loanPence: number,
  rates: { annualRatePercent: number; followOnRatePercent?: number | undefined },
  result: Pick<
    MortgageRepaymentResult,
    'monthlyPayment' | 'followOnMonthlyPayment' | 'balanceAtSwitch' | 'termMonths' | 'initialMonths'
  >,
  risePercent: number,
): RateRise {
  if (result.followOnMonthlyPayment !== null && result.balanceAtSwitch !== null && rates.followOnRatePercent !== undefined) {
    const rate = rates.followOnRatePercent + risePercent;
    const payment = monthlyPaymentPence(result.balanceAtSwitch, rate, result.termMonths - result.initialMonths);
    return rise(risePercent, rate, result.followOnMonthlyPayment, payment, 'after the initial period');
  }
  const rate = rates.annualRatePercent + risePercent;
  return rise(risePercent, rate, result.monthlyPayment, monthlyPaymentPence(loanPence, rate, result.termMonths), 'whole term');
}

/** The rise on an interest-only loan. Example: £150,000 at 4.5%, rise 1 → £687.50, £125.00 more. */
export function interestOnlyRateRise(loanPence: number, annualRatePercent: number, risePercent: number): RateRise {
  const rate = annualRatePercent + risePercent;
  return rise(
    risePercent,
    rate,
    monthlyInterestPence(loanPence, annualRatePercent),
    monthlyInterestPence(loanPence, rate),
    'whole term',
  );
}

/**
 * The rise on the largest loan the affordability calculator found, over its term.
 * Example: £270,000 over 25 years at 5% (£1,578.39), rise 1 → £1,739.61, £161.22 more.
 */
export function borrowingRateRise(
  loanPence: number,
  annualRatePercent: number,
  termMonths: number,
  risePercent: number,
): RateRise {
  const rate = annualRatePercent + risePercent;
  return rise(
    risePercent,
    rate,
    monthlyPaymentPence(loanPence, annualRatePercent, termMonths),
    monthlyPaymentPence(loanPence, rate, termMonths),
    'whole term',
  );
}
