import { amortise, monthlyPaymentPence, yearlyBalances, type Schedule } from './amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from './checks.ts';
import { fail, ok, type CalcResult } from './result.ts';

export interface MortgageRepaymentInput {
  /** Amount borrowed, pence. */
  loanPence: number;
  annualRatePercent: number;
  termYears: number;
  /** Extra months on top of whole years (0–11). */
  termExtraMonths?: number;
}

export interface YearSummary {
  year: number;
  interest: number;
  capital: number;
  balance: number;
}

export interface MortgageRepaymentResult {
  monthlyPayment: number;
  totalInterest: number;
  totalPaid: number;
  termMonths: number;
  /** Interest and capital repaid in each year, and the balance at the year end. */
  years: YearSummary[];
  /** Balance at the start (index 0) and end of each year. */
  balances: number[];
  schedule: Schedule;
}

/** Validate the inputs of a repayment mortgage; null when acceptable. */
export function checkRepaymentInput(input: MortgageRepaymentInput): string | null {
  return firstError(
    checkPence(input.loanPence, 'The loan amount', 100),
    checkPercent(input.annualRatePercent, 'The interest rate', 0, 30),
    checkWhole(input.termYears, 'The term in years', 0, 50),
    checkWhole(input.termExtraMonths ?? 0, 'The extra months', 0, 11),
    input.termYears * 12 + (input.termExtraMonths ?? 0) < 1 ? 'The term must be at least one month.' : null,
  );
}

/** Group a schedule into yearly totals. */
export function summariseByYear(schedule: Schedule): YearSummary[] {
  const years: YearSummary[] = [];
  for (const row of schedule.rows) {
    const year = Math.ceil(row.month / 12);
    let y = years[year - 1];
    if (!y) {
      y = { year, interest: 0, capital: 0, balance: 0 };
      years.push(y);
    }
    y.interest += row.interest;
    y.capital += row.capital;
    y.balance = row.balance;
  }
  return years;
}

/**
 * Monthly payment, total interest and the schedule of a capital-and-interest (repayment) mortgage.
 * Example: £200,000, 5%, 25 years → £1,169.18 a month, £150,754 total interest (to the nearest pound).
 */
export function calculateMortgageRepayment(input: MortgageRepaymentInput): CalcResult<MortgageRepaymentResult> {
  const error = checkRepaymentInput(input);
  if (error) return fail(error);
  const termMonths = input.termYears * 12 + (input.termExtraMonths ?? 0);
  const monthlyPayment = monthlyPaymentPence(input.loanPence, input.annualRatePercent, termMonths);
  const schedule = amortise({ principalPence: input.loanPence, annualRatePercent: input.annualRatePercent, termMonths });
  return ok({
    monthlyPayment,
    totalInterest: schedule.totalInterest,
    totalPaid: schedule.totalPaid,
    termMonths,
    years: summariseByYear(schedule),
    balances: yearlyBalances(schedule, input.loanPence, Math.ceil(termMonths / 12)),
    schedule,
  });
}
