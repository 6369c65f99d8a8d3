import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateAffordability, loanForPaymentPence } from './mortgage-affordability.ts';
import { monthlyPaymentPence } from '../mortgage-repayment/amortisation.ts';

const base = {
  annualIncomePence: 60_000_00,
  monthlyOutgoingsPence: 0,
  depositPence: 30_000_00,
  incomeMultiple: 4.5,
  annualRatePercent: 4.5,
  stressRatePercent: 7.5,
  termYears: 25,
  maxIncomeSharePercent: 40,
};

describe('calculateAffordability', () => {
  it('£60,000 income × 4.5 = £270,000 by income multiple', () => {
    const r = calculateAffordability(base);
    expect(r.ok && r.value.maxByIncomeMultiple).toBe(270_000_00);
  });
  it('the stress test limits the loan when outgoings are high', () => {
    const r = calculateAffordability({ ...base, monthlyOutgoingsPence: 800_00 });
    expect(r.ok && r.value.limitedBy).toBe('stress test');
    // Budget = £60,000 ÷ 12 × 40% − £800 = £1,200; the loan it services at 7.5% over 25 years.
    expect(r.ok && r.value.monthlyBudget).toBe(1_200_00);
    expect(r.ok && r.value.maxLoan).toBe(loanForPaymentPence(1_200_00, 7.5, 300));
  });
  it('loanForPaymentPence inverts the annuity payment to within a penny a month', () => {
    const loan = loanForPaymentPence(1_169_18, 5, 300);
    expect(Math.abs(monthlyPaymentPence(loan, 5, 300) - 1_169_18)).toBeLessThanOrEqual(1);
    expect(Math.abs(loan - 200_000_00)).toBeLessThan(200);
  });
  it('a stress rate below the product rate is refused', () => {
    expect(calculateAffordability({ ...base, stressRatePercent: 3 })).toEqual({
      ok: false,
      error: 'The stress rate should be at least the interest rate.',
    });
  });
  it('property: the maximum loan never falls as income rises and is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 500_000_00 }),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        (income, extra, out) => {
          const a = calculateAffordability({ ...base, annualIncomePence: income, monthlyOutgoingsPence: out });
          const b = calculateAffordability({ ...base, annualIncomePence: income + extra, monthlyOutgoingsPence: out });
          if (!a.ok || !b.ok) throw new Error('unexpected error');
          expect(a.value.maxLoan).toBeGreaterThanOrEqual(0);
          expect(b.value.maxLoan).toBeGreaterThanOrEqual(a.value.maxLoan);
        },
      ),
    );
  });
});
