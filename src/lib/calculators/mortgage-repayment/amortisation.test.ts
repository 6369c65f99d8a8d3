import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amortise, monthlyPaymentPence } from './amortisation.ts';
import { calculateMortgageRepayment } from './mortgage-repayment.ts';

/*
 * Expected payments worked by hand from the annuity formula (r = yearly rate ÷ 12, n months):
 *   5%, 300 months: (1.00416667)^300 = 3.481290; £200,000 × 0.00416667 ÷ (1 − 1 ÷ 3.481290) = £833.33 ÷ 0.712751 = £1,169.18
 *   6%, 300 months: (1.005)^300 = 4.464970; £100,000 × 0.005 ÷ (1 − 1 ÷ 4.464970) = £500 ÷ 0.776034 = £644.30
 *   4%, 360 months: (1.00333333)^360 = 3.313498; £150,000 × 0.00333333 ÷ (1 − 1 ÷ 3.313498) = £500 ÷ 0.698204 = £716.12
 */
describe('monthlyPaymentPence (annuity formula M = P·r / (1 − (1 + r)^−n))', () => {
  it('£200,000 over 25 years at 5% is £1,169.18 a month', () => {
    expect(monthlyPaymentPence(200_000_00, 5, 300)).toBe(1_169_18);
  });
  it('£100,000 over 25 years at 6% is £644.30 a month', () => {
    expect(monthlyPaymentPence(100_000_00, 6, 300)).toBe(644_30);
  });
  it('£150,000 over 30 years at 4% is £716.12 a month', () => {
    expect(monthlyPaymentPence(150_000_00, 4, 360)).toBe(716_12);
  });
  it('at 0% the loan is split evenly, rounded up to the penny (£100,000 ÷ 300 = £333.333…)', () => {
    expect(monthlyPaymentPence(100_000_00, 0, 300)).toBe(333_34);
  });
});

describe('amortise', () => {
  it('ends at exactly £0 after the full term, with total paid = loan + interest (invariant)', () => {
    const s = amortise({ principalPence: 200_000_00, annualRatePercent: 5, termMonths: 300 });
    expect(s.months).toBe(300);
    expect(s.rows.at(-1)!.balance).toBe(0);
    expect(s.totalPaid).toBe(200_000_00 + s.totalInterest);
  });
  it('first month of £200,000 at 5%: interest £833.33, capital £335.85', () => {
    // £200,000 × 5% ÷ 12 = £833.333 → £833.33; £1,169.18 − £833.33 = £335.85.
    const row = amortise({ principalPence: 200_000_00, annualRatePercent: 5, termMonths: 300 }).rows[0]!;
    expect(row.interest).toBe(833_33);
    expect(row.capital).toBe(335_85);
  });
  it('total interest for £200,000 at 5% over 25 years is £150,754 to the nearest pound', () => {
    // 300 × £1,169.18 = £350,754 less the £200,000 borrowed (the final payment differs from £1,169.18 by pennies).
    const r = calculateMortgageRepayment({ loanPence: 200_000_00, annualRatePercent: 5, termYears: 25 });
    expect(r.ok && Math.round(r.value.totalInterest / 100)).toBe(150_754);
  });
  it('property: balance never negative, strictly falls, and capital repaid sums to the loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 2_000_000_00 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        (p, rate, n) => {
          const s = amortise({ principalPence: p, annualRatePercent: rate, termMonths: n });
          let prev = p;
          for (const row of s.rows) {
            expect(row.balance).toBeGreaterThanOrEqual(0);
            expect(row.balance).toBeLessThanOrEqual(prev);
            prev = row.balance;
          }
          expect(s.rows.at(-1)!.balance).toBe(0);
          expect(s.rows.reduce((t, r) => t + r.capital, 0)).toBe(p);
        },
      ),
    );
  });
});

describe('calculateMortgageRepayment input errors', () => {
  it('rejects a zero term and a negative rate with clear messages', () => {
    expect(calculateMortgageRepayment({ loanPence: 100_000_00, annualRatePercent: 5, termYears: 0 })).toEqual({
      ok: false,
      error: 'The term must be at least one month.',
    });
    const r = calculateMortgageRepayment({ loanPence: 100_000_00, annualRatePercent: -1, termYears: 25 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toBe('The interest rate must be at least 0%.');
  });
  it('rejects NaN input', () => {
    expect(calculateMortgageRepayment({ loanPence: Number.NaN, annualRatePercent: 5, termYears: 25 }).ok).toBe(false);
  });
});
