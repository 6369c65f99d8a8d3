/**
 * Repayment-mortgage arithmetic in whole pence.
 *
 * Payment (annuity formula): M = P × r / (1 − (1 + r)^−n), where P is the loan, r the annual rate ÷ 12 and n the
 * number of monthly payments; M is rounded to the nearest penny. With r = 0, M = P ÷ n rounded up to the penny.
 * Each month interest = balance × r, rounded to the nearest penny (a named choice; lenders differ by pennies);
 * the final payment is whatever clears the balance, so the schedule always ends at exactly £0.
 *
 * Worked example: £200,000 over 25 years at 5% → £1,169.18 a month (standard annuity result; see the tests).
 */

/** The monthly payment in pence that repays `principalPence` over `termMonths` at `annualRatePercent`. */
export function monthlyPaymentPence(principalPence: number, annualRatePercent: number, termMonths: number): number {
  if (principalPence <= 0 || termMonths <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return Math.ceil(principalPence / termMonths);
  return Math.round((principalPence * r) / annuityDiscount(r, termMonths));
}

/**
 * 1 − (1 + r)^−n, computed as −expm1(−n·log1p(r)) so that it stays accurate for tiny rates (where the plain form
 * loses every significant digit to cancellation).
 */
export function annuityDiscount(monthlyRate: number, months: number): number {
  return -Math.expm1(-months * Math.log1p(monthlyRate));
}

/** Interest for one month on a balance, rounded to the nearest penny. */
export function monthlyInterestPence(balancePence: number, annualRatePercent: number): number {
  return Math.round((balancePence * annualRatePercent) / 100 / 12);
}

/** One month of a schedule. `overpayment` is extra capital paid that month on top of the contractual payment. */
export interface ScheduleRow {
  month: number;
  payment: number;
  overpayment: number;
  interest: number;
  capital: number;
  balance: number;
}

export interface Schedule {
  rows: ScheduleRow[];
  totalInterest: number;
  totalPaid: number;
  months: number;
}

export interface AmortiseInput {
  principalPence: number;
  annualRatePercent: number;
  termMonths: number;
  /** Contractual payment; defaults to the annuity payment for the loan. */
  paymentPence?: number;
  /** Extra capital each month, from month 1. */
  monthlyOverpaymentPence?: number;
  /** One-off extra capital payments by month number (1-based). */
  lumpSums?: { month: number; amountPence: number }[];
}

/**
 * Month-by-month schedule. Overpayments keep the contractual payment unchanged and shorten the term.
 * Runs until the balance is zero or the term ends (whichever is first); the balance never goes negative.
 */
export function amortise(input: AmortiseInput): Schedule {
  const { principalPence, annualRatePercent, termMonths } = input;
  const payment = input.paymentPence ?? monthlyPaymentPence(principalPence, annualRatePercent, termMonths);
  const monthlyExtra = input.monthlyOverpaymentPence ?? 0;
  const lumps = new Map<number, number>();
  for (const l of input.lumpSums ?? []) lumps.set(l.month, (lumps.get(l.month) ?? 0) + l.amountPence);

  const rows: ScheduleRow[] = [];
  let balance = principalPence;
  let totalInterest = 0;
  let totalPaid = 0;
  for (let month = 1; month <= termMonths && balance > 0; month++) {
    const interest = monthlyInterestPence(balance, annualRatePercent);
    const owed = balance + interest;
    const due = month === termMonths ? owed : Math.min(payment, owed);
    const extra = Math.min(monthlyExtra + (lumps.get(month) ?? 0), owed - due);
    const paid = due + extra;
    balance = owed - paid;
    totalInterest += interest;
    totalPaid += paid;
    rows.push({ month, payment: due, overpayment: extra, interest, capital: paid - interest, balance });
  }
  return { rows, totalInterest, totalPaid, months: rows.length };
}

/** Balance at the end of each year (index 0 = start), for charts. */
export function yearlyBalances(schedule: Schedule, principalPence: number, years: number): number[] {
  const out = [principalPence];
  for (let y = 1; y <= years; y++) {
    const row = schedule.rows[y * 12 - 1];
    out.push(row ? row.balance : 0);
  }
  return out;
}
