import { describe, expect, it } from 'vitest';
import { calculateInterestOnly } from './interest-only.ts';

describe('calculateInterestOnly', () => {
  it('£150,000 at 4.5% over 25 years: £562.50 a month, £168,750 interest, £150,000 still owed', () => {
    // Interest £150,000 × 4.5% ÷ 12 = £562.50 a month; × 300 months = £168,750. Saving in cash: £150,000 ÷ 300 = £500.
    // Repayment for comparison: r = 0.00375, (1.00375)^300 = 3.073743, £150,000 × 0.00375 ÷ (1 − 1 ÷ 3.073743)
    // = £562.50 ÷ 0.674664 = £833.75.
    const r = calculateInterestOnly({ loanPence: 150_000_00, annualRatePercent: 4.5, termYears: 25, savingsGrowthPercent: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.monthlyPayment).toBe(562_50);
    expect(r.value.totalInterest).toBe(168_750_00);
    expect(r.value.balanceAtEnd).toBe(150_000_00);
    expect(r.value.monthlySavingToRepay).toBe(500_00);
    expect(r.value.repaymentMonthly).toBe(833_75);
    expect(r.value.totalMonthlyOutlay).toBe(1_062_50);
  });
  it('a plan growing 4% a year needs £291.76 a month (future value of an annuity), rounded up to the penny', () => {
    // g = 4% ÷ 12 = 0.00333333; (1 + g)^300 = 2.713765; S = £150,000 × g ÷ (2.713765 − 1) = £500 ÷ 1.713765 = £291.755.
    const r = calculateInterestOnly({ loanPence: 150_000_00, annualRatePercent: 4.5, termYears: 25, savingsGrowthPercent: 4 });
    expect(r.ok && r.value.monthlySavingToRepay).toBe(291_76);
  });
  it('a growing savings plan needs less each month than cash', () => {
    const cash = calculateInterestOnly({ loanPence: 150_000_00, annualRatePercent: 4.5, termYears: 25, savingsGrowthPercent: 0 });
    const grow = calculateInterestOnly({ loanPence: 150_000_00, annualRatePercent: 4.5, termYears: 25, savingsGrowthPercent: 4 });
    expect(cash.ok && grow.ok && grow.value.monthlySavingToRepay < cash.value.monthlySavingToRepay).toBe(true);
  });
  it('rejects a term of 0 years', () => {
    const r = calculateInterestOnly({ loanPence: 150_000_00, annualRatePercent: 4.5, termYears: 0, savingsGrowthPercent: 0 });
    expect(r).toEqual({ ok: false, error: 'The term in years must be between 1 and 50.' });
  });
});
