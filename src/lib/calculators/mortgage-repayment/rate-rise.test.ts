import { describe, expect, it } from 'vitest';
import { calculateMortgageRepayment } from './mortgage-repayment.ts';
import { borrowingRateRise, checkRateRise, interestOnlyRateRise, repaymentRateRise } from './rate-rise.ts';
import { calculateAffordability } from '../mortgage-affordability/mortgage-affordability.ts';

/*
 * Hand-worked with the annuity formula M = P·r ÷ (1 − (1 + r)^−n), r = yearly rate ÷ 12:
 *   5%, 300 months: (1.00416667)^300 = 3.481290; £200,000 × 0.00416667 = £833.33 ÷ (1 − 1 ÷ 3.481290 = 0.712750) = £1,169.18
 *   6%, 300 months: (1.005)^300 = 4.464970;      £200,000 × 0.005 = £1,000.00 ÷ 0.776034 = £1,288.60
 *   7%, 300 months: (1.00583333)^300 = 5.725418; £200,000 × 0.00583333 = £1,166.67 ÷ 0.825340 = £1,413.56
 */
describe('rate rise on a repayment mortgage (one rate for the term)', () => {
  const input = { loanPence: 200_000_00, annualRatePercent: 5, termYears: 25 };
  const base = calculateMortgageRepayment(input);
  if (!base.ok) throw new Error(base.error);

  it('£200,000 over 25 years at 5%, rates up 1 point: £1,288.60 a month, £119.42 more', () => {
    const r = repaymentRateRise(input.loanPence, input, base.value, 1);
    expect(r).toEqual({
      risePercent: 1,
      newRatePercent: 6,
      currentPayment: 1_169_18,
      newPayment: 1_288_60,
      difference: 119_42,
      appliesTo: 'whole term',
    });
  });

  it('rates up 2 points: £1,413.56 a month, £244.38 more', () => {
    const r = repaymentRateRise(input.loanPence, input, base.value, 2);
    expect([r.newPayment, r.difference]).toEqual([1_413_56, 244_38]);
  });

  it('a rise of 0 changes nothing', () => {
    expect(repaymentRateRise(input.loanPence, input, base.value, 0).difference).toBe(0);
  });
});

/*
 * Newbury Building Society's representative example (rate-switch.test.ts): £255,000 over 35 years,
 * 2.74% for 3 years (£944.74 a month) then 4.2% (£1,144.01). The fixed deal's payment cannot rise, so a
 * rise applies when it ends. Balance after 36 payments, r = 0.0274 ÷ 12 = 0.00228333:
 *   (1 + r)^36 = 1.085571; £255,000 × 1.085571 − £944.74 × (0.085571 ÷ 0.00228333) = £241,415.17
 * At 4.2% + 1 = 5.2% over the 384 months left, r = 0.00433333: (1 + r)^384 = 5.261442, 1 − 1 ÷ 5.261442 = 0.809938;
 *   £241,415.17 × 0.00433333 = £1,046.13 ÷ 0.809938 = £1,291.62, which is £147.61 more than £1,144.01.
 */
describe('rate rise after an initial fixed deal', () => {
  it('applies to the follow-on payment: £1,291.62 instead of £1,144.01', () => {
    const input = { loanPence: 255_000_00, annualRatePercent: 2.74, termYears: 35, initialYears: 3, followOnRatePercent: 4.2 };
    const base = calculateMortgageRepayment(input);
    if (!base.ok) throw new Error(base.error);
    expect(base.value.balanceAtSwitch).toBe(241_415_17);
    const r = repaymentRateRise(input.loanPence, input, base.value, 1);
    expect(r).toMatchObject({ appliesTo: 'after the initial period', newRatePercent: 5.2, currentPayment: 1_144_01 });
    expect([r.newPayment, r.difference]).toEqual([1_291_62, 147_61]);
  });
});

describe('rate rise on an interest-only mortgage', () => {
  it('£150,000 at 4.5% (£562.50), rates up 1 point: £150,000 × 5.5% ÷ 12 = £687.50, £125.00 more', () => {
    const r = interestOnlyRateRise(150_000_00, 4.5, 1);
    expect([r.currentPayment, r.newPayment, r.difference]).toEqual([562_50, 687_50, 125_00]);
  });
  it('rates up 2 points: £150,000 × 6.5% ÷ 12 = £812.50, £250.00 more', () => {
    expect(interestOnlyRateRise(150_000_00, 4.5, 2).difference).toBe(250_00);
  });
});

/*
 * Affordability: £60,000 income × 4.5 = £270,000 (the stress test allows more: £2,250 a month at 8% over
 * 25 years). At 5%: £270,000 × 0.00416667 = £1,125.00 ÷ 0.712750 = £1,578.39; at 6%: £1,350.00 ÷ 0.776034 = £1,739.61.
 */
describe('rate rise on the most you could borrow', () => {
  it('£270,000 over 25 years: £1,578.39 at 5%, £1,739.61 at 6%, £161.22 more', () => {
    const a = calculateAffordability({
      annualIncomePence: 60_000_00,
      monthlyOutgoingsPence: 0,
      depositPence: 30_000_00,
      incomeMultiple: 4.5,
      annualRatePercent: 5,
      stressRatePercent: 8,
      termYears: 25,
      maxIncomeSharePercent: 45,
    });
    if (!a.ok) throw new Error(a.error);
    expect(a.value.maxLoan).toBe(270_000_00);
    const r = borrowingRateRise(a.value.maxLoan, 5, 300, 1);
    expect([r.currentPayment, r.newPayment, r.difference]).toEqual([a.value.monthlyPayment, 1_739_61, 161_22]);
    expect(r.currentPayment).toBe(1_578_39);
  });
});

describe('rate rise checks', () => {
  it('takes 0 to 10 points, and a resulting rate up to 30%', () => {
    expect(checkRateRise(1, 5)).toBeNull();
    expect(checkRateRise(-1, 5)).toBe('The rate rise must be at least 0%.');
    expect(checkRateRise(11, 5)).toBe('The rate rise must be no more than 10%.');
    expect(checkRateRise(5, 27)).toBe('The rate after the rise must be no more than 30%.');
  });
  it('property: a bigger rise never lowers the payment', () => {
    let last = 0;
    for (let rise = 0; rise <= 10; rise += 0.25) {
      const payment = borrowingRateRise(180_000_00, 4, 360, rise).newPayment;
      expect(payment).toBeGreaterThanOrEqual(last);
      last = payment;
    }
  });
});
