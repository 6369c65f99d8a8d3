import { amortise, monthlyPaymentPence, yearlyBalances, type Schedule } from './amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from './checks.ts';
import { amortiseWithSwitch } from './rate-switch.ts';
import { fail, ok, type CalcResult } from './result.ts';

export interface MortgageRepaymentInput {
  /** Amount borrowed, pence. */
  loanPence: number;
  annualRatePercent: number;
  termYears: number;
  /** Extra months on top of whole years (0–11). */
  termExtraMonths?: number;
  /** Years at `annualRatePercent` (a fixed or tracker deal) before `followOnRatePercent` applies; 0 or omitted = the whole term. */
  initialYears?: number;
  /** The rate after the initial period (often the lender's SVR); omitted = `annualRatePercent` for the whole term. */
  followOnRatePercent?: number;
}

export interface YearSummary {
  year: number;
  interest: number;
  capital: number;
  balance: number;
}

export interface MortgageRepaymentResult {
  /** The payment from the start (at the initial rate). */
  monthlyPayment: number;
  /** The payment after the switch, recalculated on the balance and months left; null when the rate never changes. */
  followOnMonthlyPayment: number | null;
  /** Payments made at the initial rate (the whole term when there is no switch). */
  initialMonths: number;
  /** Balance owed when the follow-on rate starts; null when there is no switch. */
  balanceAtSwitch: number | null;
  /** Plain-English notes on how the inputs were read. */
  notes: string[];
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
    checkWhole(input.initialYears ?? 0, 'The initial rate period', 0, 50),
    input.followOnRatePercent === undefined
      ? null
      : checkPercent(input.followOnRatePercent, 'The rate after the initial period', 0, 30),
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
 * Monthly payment, total interest and the schedule of a capital-and-interest (repayment) mortgage, optionally with an
 * initial rate for `initialYears` and a follow-on rate after it (the payment recalculated at the switch; see rate-switch.ts).
 * Example: £200,000, 5%, 25 years → £1,169.18 a month, £150,754 total interest (to the nearest pound).
 */
export function calculateMortgageRepayment(input: MortgageRepaymentInput): CalcResult<MortgageRepaymentResult> {
  const error = checkRepaymentInput(input);
  if (error) return fail(error);
  const termMonths = input.termYears * 12 + (input.termExtraMonths ?? 0);
  const switchMonths = (input.initialYears ?? 0) * 12;
  const notes: string[] = [];
  const hasSwitch = input.followOnRatePercent !== undefined && switchMonths > 0 && switchMonths < termMonths;
  if (input.followOnRatePercent !== undefined && switchMonths >= termMonths)
    notes.push('The initial rate period is as long as the term, so the rate after it is not used.');
  if (input.followOnRatePercent !== undefined && switchMonths === 0)
    notes.push('No initial rate period is set, so the first rate applies for the whole term.');
  const base = { principalPence: input.loanPence, termMonths };
  const switched =
    hasSwitch && input.followOnRatePercent !== undefined
      ? amortiseWithSwitch({
          ...base,
          initialRatePercent: input.annualRatePercent,
          initialMonths: switchMonths,
          followOnRatePercent: input.followOnRatePercent,
        })
      : null;
  const schedule = switched?.schedule ?? amortise({ ...base, annualRatePercent: input.annualRatePercent });
  return ok({
    monthlyPayment: monthlyPaymentPence(input.loanPence, input.annualRatePercent, termMonths),
    followOnMonthlyPayment: switched?.followOnPayment ?? null,
    initialMonths: switched ? switchMonths : termMonths,
    balanceAtSwitch: switched?.balanceAtSwitch ?? null,
    notes,
    totalInterest: schedule.totalInterest,
    totalPaid: schedule.totalPaid,
    termMonths,
    years: summariseByYear(schedule),
    balances: yearlyBalances(schedule, input.loanPence, Math.ceil(termMonths / 12)),
    schedule,
  });
}
