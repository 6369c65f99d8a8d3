/**
 * A repayment mortgage whose rate changes once: an initial (fixed, tracker or discount) rate for
 * `initialMonths`, then a follow-on rate (often the lender's standard variable rate) for the rest of the term.
 *
 * At the switch the payment is worked out afresh with the annuity formula on the balance then owed and the months
 * then left: M₂ = B × r₂ ÷ (1 − (1 + r₂)^−(n − m)). This is how UK lenders' representative examples are built
 * ("36 monthly payments of £944.74 and 384 monthly payments of £1,144.01"; see rate-switch.test.ts).
 */
import { amortise, monthlyPaymentPence, type Schedule } from './amortisation.ts';

export interface RateSwitchInput {
  principalPence: number;
  termMonths: number;
  initialRatePercent: number;
  /** Months at the initial rate; the switch happens after this many payments. */
  initialMonths: number;
  followOnRatePercent: number;
}

export interface RateSwitchSchedule {
  schedule: Schedule;
  initialPayment: number;
  followOnPayment: number;
  /** Balance owed at the switch (after the last payment at the initial rate). */
  balanceAtSwitch: number;
}

/**
 * Month-by-month schedule across the switch. Needs 0 < initialMonths < termMonths; callers with no switch use
 * `amortise` directly. Months of the second part are numbered on from the first (m + 1 … n).
 */
export function amortiseWithSwitch(input: RateSwitchInput): RateSwitchSchedule {
  const { principalPence, termMonths, initialRatePercent, initialMonths, followOnRatePercent } = input;
  const initialPayment = monthlyPaymentPence(principalPence, initialRatePercent, termMonths);
  // The first part runs as if the rate never changed; only its first `initialMonths` rows are kept.
  const first = amortise({
    principalPence,
    annualRatePercent: initialRatePercent,
    termMonths,
    paymentPence: initialPayment,
  }).rows.slice(0, initialMonths);
  const balanceAtSwitch = first.at(-1)?.balance ?? principalPence;
  const remaining = termMonths - first.length;
  const followOnPayment = monthlyPaymentPence(balanceAtSwitch, followOnRatePercent, remaining);
  const second = amortise({ principalPence: balanceAtSwitch, annualRatePercent: followOnRatePercent, termMonths: remaining });
  const rows = [...first, ...second.rows.map((row) => ({ ...row, month: row.month + first.length }))];
  const totalInterest = rows.reduce((t, r) => t + r.interest, 0);
  const totalPaid = rows.reduce((t, r) => t + r.payment + r.overpayment, 0);
  return {
    schedule: { rows, totalInterest, totalPaid, months: rows.length },
    initialPayment,
    followOnPayment,
    balanceAtSwitch,
  };
}
