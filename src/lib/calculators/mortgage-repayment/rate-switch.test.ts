import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthlyPaymentPence } from './amortisation.ts';
import { amortiseWithSwitch } from './rate-switch.ts';
import { calculateMortgageRepayment } from './mortgage-repayment.ts';

/*
 * Published worked examples (lenders' representative examples, which MCOB 5.6 requires to state every payment):
 *
 * Conister Bank, "Green finance" page (conisterbank.co.im/green-finance): "A mortgage of £250,000 payable over 35 years,
 * would require 24 monthly payments of £1,525.87 … based on an initial Fixed rate for 2 years … at 6.59%".
 *
 * Newbury Building Society, mortgage products (brokers.newbury.co.uk/mortgage-purchase): "A mortgage of £255,000 payable
 * over 35 years initially on … a current rate payable of 2.74% and then on our standard variable rate, currently 4.2% for
 * the remaining 32 years would require 36 monthly payments of £944.74 and 384 monthly payments of £1,144.01 plus one
 * initial interest payment of £325.42. The total amount payable would be £474,350.90 made up of the loan amount plus
 * interest of £218,635.90, an application fee of £600 and a MEAF of £115."
 */

describe('annuity payment against published representative examples', () => {
  it('Conister Bank: £250,000 over 35 years at 6.59% is £1,525.87 a month', () => {
    expect(monthlyPaymentPence(250_000_00, 6.59, 420)).toBe(1_525_87);
  });
  it('Newbury BS: £255,000 over 35 years at 2.74% is £944.74 a month', () => {
    // r = 0.0274 ÷ 12 = 0.00228333…; (1 + r)^420 = 2.606235…; M = 255,000 × 0.00228333 ÷ (1 − 1 ÷ 2.606235) = £944.7436 → £944.74.
    expect(monthlyPaymentPence(255_000_00, 2.74, 420)).toBe(944_74);
  });
});

describe('amortiseWithSwitch (Newbury BS: 36 months at 2.74%, then 4.2% for 384 months)', () => {
  const s = amortiseWithSwitch({
    principalPence: 255_000_00,
    termMonths: 420,
    initialRatePercent: 2.74,
    initialMonths: 36,
    followOnRatePercent: 4.2,
  });

  it('recalculates the payment at the switch: £1,144.01 a month for the remaining 384 months', () => {
    // By hand: balance after 36 payments of £944.74 at r₁ = 0.00228333:
    //   B = P(1 + r₁)^36 − M₁((1 + r₁)^36 − 1) ÷ r₁ = 255,000 × 1.0855712 − 944.74 × 0.0855712 ÷ 0.00228333 = £241,415.17
    //   (month by month with interest rounded to the penny it is also £241,415.17).
    // Follow-on: r₂ = 0.042 ÷ 12 = 0.0035; (1 + r₂)^384 = 3.825363;
    //   M₂ = 241,415.17 × 0.0035 ÷ (1 − 1 ÷ 3.825363) = £1,144.0131 → £1,144.01, the lender's published figure.
    expect(s.initialPayment).toBe(944_74);
    expect(s.balanceAtSwitch).toBe(241_415_17);
    expect(s.followOnPayment).toBe(1_144_01);
    expect(s.schedule.rows[35]!.payment).toBe(944_74);
    expect(s.schedule.rows[36]!.payment).toBe(1_144_01);
    expect(s.schedule.rows[36]!.month).toBe(37);
  });

  it('total interest matches the published £218,635.90 less the £325.42 completion-day interest, to within £3', () => {
    // 36 × £944.74 + 384 × £1,144.01 − £255,000 = £34,010.64 + £439,299.84 − £255,000 = £218,310.48 (= £218,635.90 − £325.42).
    // That product assumes 384 equal payments. The exact payment is £1,144.0130, so each £1,144.01 leaves 0.30p unpaid,
    // which grows at 0.35% a month: 0.30p × ((1.0035^384 − 1) ÷ 0.0035) = 0.30p × 807.2 ≈ £2.46, collected in our final
    // payment (which clears the balance to £0). Interest rounded to the penny each month moves it by a few pence more.
    expect(Math.abs(s.schedule.totalInterest - 218_310_48)).toBeLessThanOrEqual(300);
    expect(s.schedule.totalPaid).toBe(255_000_00 + s.schedule.totalInterest);
    expect(s.schedule.months).toBe(420);
    expect(s.schedule.rows.at(-1)!.balance).toBe(0);
  });
});

describe('calculateMortgageRepayment with an initial rate period', () => {
  it('reports both payments, and the totals of the switched schedule', () => {
    const r = calculateMortgageRepayment({
      loanPence: 255_000_00,
      annualRatePercent: 2.74,
      termYears: 35,
      initialYears: 3,
      followOnRatePercent: 4.2,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.monthlyPayment).toBe(944_74);
    expect(r.value.followOnMonthlyPayment).toBe(1_144_01);
    expect(r.value.initialMonths).toBe(36);
    expect(r.value.years).toHaveLength(35);
    // Year 4 is the first at 4.2%: 12 × £1,144.01 = £13,728.12 paid, split between interest and capital.
    expect(r.value.years[3]!.interest + r.value.years[3]!.capital).toBe(13_728_12);
  });

  it('without a follow-on rate behaves exactly as before (one rate for the whole term)', () => {
    const r = calculateMortgageRepayment({ loanPence: 200_000_00, annualRatePercent: 5, termYears: 25, initialYears: 2 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.monthlyPayment).toBe(1_169_18);
    expect(r.value.followOnMonthlyPayment).toBeNull();
    expect(Math.round(r.value.totalInterest / 100)).toBe(150_754);
  });

  it('an initial period as long as the term ignores the follow-on rate and says so', () => {
    const r = calculateMortgageRepayment({
      loanPence: 200_000_00,
      annualRatePercent: 5,
      termYears: 2,
      initialYears: 5,
      followOnRatePercent: 8,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.followOnMonthlyPayment).toBeNull();
    expect(r.value.notes).toEqual(['The initial rate period is as long as the term, so the rate after it is not used.']);
  });

  it('refuses an impossible follow-on rate or period with clear messages', () => {
    const base = { loanPence: 200_000_00, annualRatePercent: 5, termYears: 25 };
    expect(calculateMortgageRepayment({ ...base, initialYears: 2, followOnRatePercent: -1 })).toEqual({
      ok: false,
      error: 'The rate after the initial period must be at least 0%.',
    });
    expect(calculateMortgageRepayment({ ...base, initialYears: 2.5, followOnRatePercent: 7 })).toEqual({
      ok: false,
      error: 'Enter a whole number for The initial rate period.',
    });
  });

  it('property: a higher follow-on rate never lowers the follow-on payment or total interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_00, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (loan, fixYears, rate, rise) => {
          const at = (follow: number) =>
            calculateMortgageRepayment({
              loanPence: loan,
              annualRatePercent: 5,
              termYears: 25,
              initialYears: fixYears,
              followOnRatePercent: follow,
            });
          const lo = at(rate);
          const hi = at(rate + rise);
          if (!lo.ok || !hi.ok) throw new Error('unexpected error');
          // 1p slack: at 0% the payment is rounded up (loan ÷ months), above 0% to the nearest penny.
          expect(hi.value.followOnMonthlyPayment!).toBeGreaterThanOrEqual(lo.value.followOnMonthlyPayment! - 1);
          expect(hi.value.totalInterest).toBeGreaterThanOrEqual(lo.value.totalInterest - 100);
        },
      ),
    );
  });
});
