import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateAffordability, loanForPaymentPence } from './mortgage-affordability.ts';

/*
 * The method follows the two checks UK lenders apply:
 * - FCA Handbook MCOB 11.6 (responsible lending): the lender assesses affordability from the borrower's income net of
 *   committed expenditure (MCOB 11.6.5) and must consider the effect of likely rate rises (MCOB 11.6.18) — here a payment
 *   at the stress rate that must fit within a share of gross monthly income less committed outgoings.
 * - Bank of England Financial Policy Committee, loan-to-income flow limit (June 2014 Financial Stability Report, kept in
 *   later reports): no more than 15% of a lender's new mortgages at 4.5× income or more — hence the 4.5× default multiple.
 * Every expected figure below is worked by hand in the comment beside it, never by the code under test.
 *
 * Annuity factors used (r = yearly rate ÷ 12, n = 300 months):
 *   7.5%: r = 0.00625, (1.00625)^300 = 6.482880, factor (1 − 1 ÷ 6.482880) ÷ 0.00625 = 135.319613
 *   4.5%: r = 0.00375, (1.00375)^300 = 3.073743, factor (1 − 1 ÷ 3.073743) ÷ 0.00375 = 179.910322
 */
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
  it('£60,000 income, no outgoings: the 4.5× income multiple (£270,000) is the limit', () => {
    // Multiple: £60,000 × 4.5 = £270,000.
    // Stress test: £60,000 ÷ 12 × 40% = £2,000 a month; £2,000 × 135.319613 = £270,639.22 (more than £270,000).
    // Loan £270,000 → budget £270,000 + £30,000 = £300,000, LTV 270 ÷ 300 = 90%.
    // Payment at 4.5%: £270,000 ÷ 179.910322 = £1,500.75; at 7.5%: £270,000 ÷ 135.319613 = £1,995.28.
    const r = calculateAffordability(base);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.maxByIncomeMultiple).toBe(270_000_00);
    expect(r.value.monthlyBudget).toBe(2_000_00);
    expect(r.value.maxByStressTest).toBe(270_639_22);
    expect(r.value.maxLoan).toBe(270_000_00);
    expect(r.value.limitedBy).toBe('income multiple');
    expect(r.value.propertyBudget).toBe(300_000_00);
    expect(r.value.loanToValuePercent).toBeCloseTo(90, 10);
    expect(r.value.monthlyPayment).toBe(1_500_75);
    expect(r.value.stressedMonthlyPayment).toBe(1_995_28);
    expect(r.value.notes).toEqual([]);
  });

  it('£800 a month of outgoings: the stress test limits the loan to £162,383.53', () => {
    // Budget: £60,000 ÷ 12 × 40% − £800 = £2,000 − £800 = £1,200 a month.
    // Loan: £1,200 × 135.319613 = £162,383.535… → £162,383.53 (rounded down to the penny).
    // Budget with deposit: £162,383.53 + £30,000 = £192,383.53; payment at 4.5%: £162,383.53 ÷ 179.910322 = £902.58.
    const r = calculateAffordability({ ...base, monthlyOutgoingsPence: 800_00 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.monthlyBudget).toBe(1_200_00);
    expect(r.value.maxLoan).toBe(162_383_53);
    expect(r.value.limitedBy).toBe('stress test');
    expect(r.value.propertyBudget).toBe(192_383_53);
    expect(r.value.monthlyPayment).toBe(902_58);
  });

  it('a £0 income with a deposit is answered: borrow £0, budget = the deposit, with a plain explanation', () => {
    // £0 × 4.5 = £0; £0 ÷ 12 × 40% − £0 = £0 a month, which services a loan of £0. Budget = £0 + £30,000 = £30,000.
    const r = calculateAffordability({ ...base, annualIncomePence: 0 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.maxLoan).toBe(0);
    expect(r.value.propertyBudget).toBe(30_000_00);
    expect(r.value.loanToValuePercent).toBe(0);
    expect(r.value.monthlyPayment).toBe(0);
    expect(r.value.notes).toEqual([
      'With no income there is nothing for a lender to lend against: mortgages are sized on income you can repay from, so you could borrow £0 and your budget is your deposit alone.',
    ]);
  });

  it('outgoings larger than the allowed share of income also give £0, explained', () => {
    // £30,000 ÷ 12 × 40% = £1,000 a month; £1,000 − £1,500 outgoings < 0, so the budget is £0 and the loan £0.
    const r = calculateAffordability({ ...base, annualIncomePence: 30_000_00, monthlyOutgoingsPence: 1_500_00 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.maxLoan).toBe(0);
    expect(r.value.propertyBudget).toBe(30_000_00);
    expect(r.value.notes[0]).toMatch(/outgoings take up all/);
  });

  it('negative or non-numeric income is still refused with a clear message', () => {
    expect(calculateAffordability({ ...base, annualIncomePence: -1 })).toEqual({
      ok: false,
      error: 'Annual income cannot be negative.',
    });
    expect(calculateAffordability({ ...base, annualIncomePence: Number.NaN })).toEqual({
      ok: false,
      error: 'Enter a number for Annual income.',
    });
  });

  it('loanForPaymentPence: £1,169.18 a month at 5% over 25 years services £199,999.98', () => {
    // r = 0.05 ÷ 12 = 0.004166667; (1.004166667)^300 = 3.481290; factor (1 − 1 ÷ 3.481290) ÷ 0.004166667 = 171.060047;
    // £1,169.18 × 171.060047 = £199,999.9858 → £199,999.98 (rounded down to the penny).
    expect(loanForPaymentPence(1_169_18, 5, 300)).toBe(199_999_98);
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
        fc.integer({ min: 0, max: 500_000_00 }),
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
