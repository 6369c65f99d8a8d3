import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyseDeal, type DealInput } from './deal-analyser.ts';
import { maxOfferForGrossYield } from './max-offer.ts';

// A stand-in for the stamp duty engine: 5% of the whole price (tests of the analyser's own logic only).
const flatFive = (p: number) => Math.floor((p * 5) / 100 / 100) * 100;
const noDuty = () => 0;

const base: DealInput = {
  pricePence: 200_000_00,
  legalPence: 1_500_00,
  surveyPence: 500_00,
  refurbishmentPence: 0,
  depositPercent: 25,
  annualRatePercent: 5,
  termYears: 25,
  mortgageType: 'interest-only',
  lenderFeePence: 0,
  monthlyRentPence: 1_000_00,
  costs: { voidPercent: 0, managementPercent: 0, maintenancePercent: 0, fixedAnnualPence: 0 },
  targets: { minGrossYieldPercent: 7, minMonthlyCashFlowPence: 200_00, minCashOnCashPercent: 5 },
};

describe('analyseDeal', () => {
  it('verdict names the targets missed: 6% yield misses a 7% target, cash flow and cash-on-cash meet theirs', () => {
    // Duty 5% × £200,000 = £10,000; yield £12,000 ÷ £200,000 = 6%; interest £150,000 × 5% ÷ 12 = £625, so £375 a month;
    // cash-on-cash £4,500 ÷ (£50,000 + £10,000 + £2,000) = 7.26%, above 5%.
    const r = analyseDeal(base, flatFive);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.stampDuty).toBe(10_000_00);
    expect(r.value.grossYieldPercent).toBe(6);
    expect(r.value.monthlyCashFlow).toBe(375_00);
    expect(r.value.checks.map((c) => c.met)).toEqual([false, true, true]);
    expect(r.value.verdict).toBe('misses some targets');
  });
  it('maximum offer for a 7% gross yield on £1,000 a month is £171,428', () => {
    // £12,000 ÷ 7% = £171,428.57 → £171,428 (rounded down so the yield is at least 7%).
    expect(maxOfferForGrossYield(1_000_00, 7)).toBe(171_428_00);
    const r = analyseDeal(base, flatFive);
    expect(r.ok && r.value.maxOfferForYield).toBe(171_428_00);
  });
  it('maximum offer for a 10% cash-on-cash return is £174,816, worked by hand', () => {
    // At price P: cash in 25% × P + 5% stamp duty (to the pound) + £2,000 fees; interest-only 75% × P × 5% a year.
    // Without rounding: £12,000 − 3.75% × P ≥ 10% × (30% × P + £2,000) → P ≤ £11,800 ÷ 6.75% = £174,814.81; the duty
    // rounded down to the pound lifts it a little:
    // £174,816: duty £8,740; cash in £43,704 + £8,740 + £2,000 = £54,444; interest £546.30 a month = £6,555.60;
    //   cash flow £12,000 − £6,555.60 = £5,444.40 = exactly 10% of £54,444.
    // £174,817: duty still £8,740, cash in £54,444.25, interest still £546.30 (£546.303 rounded) → 9.99995%.
    const r = analyseDeal(
      { ...base, targets: { minGrossYieldPercent: null, minMonthlyCashFlowPence: null, minCashOnCashPercent: 10 } },
      flatFive,
    );
    expect(r.ok && r.value.maxOfferForReturns).toBe(174_816_00);
  });
  it('maximum offer for returns is the boundary: that price meets the targets and £1 more does not', () => {
    const r = analyseDeal(
      { ...base, targets: { minGrossYieldPercent: null, minMonthlyCashFlowPence: null, minCashOnCashPercent: 10 } },
      flatFive,
    );
    if (!r.ok) throw new Error(r.error);
    const max = r.value.maxOfferForReturns!;
    const at = analyseDeal({ ...base, pricePence: max }, flatFive);
    const above = analyseDeal({ ...base, pricePence: max + 100 }, flatFive);
    if (!at.ok || !above.ok) throw new Error('unexpected error');
    expect(at.value.cashOnCashPercent).toBeGreaterThanOrEqual(10);
    expect(above.value.cashOnCashPercent).toBeLessThan(10);
  });
  it('a cash purchase with only a cash-flow target has no maximum price', () => {
    const r = analyseDeal(
      {
        ...base,
        depositPercent: 100,
        targets: { minGrossYieldPercent: null, minMonthlyCashFlowPence: 100_00, minCashOnCashPercent: null },
      },
      noDuty,
    );
    expect(r.ok && r.value.maxOfferForReturns).toBe(Infinity);
  });
  it('no targets set', () => {
    const r = analyseDeal(
      { ...base, targets: { minGrossYieldPercent: null, minMonthlyCashFlowPence: null, minCashOnCashPercent: null } },
      flatFive,
    );
    expect(r.ok && r.value.verdict).toBe('no targets set');
  });
  it('property: the gross-yield maximum offer meets the target and £1 more would not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_00, max: 20_000_00 }), fc.double({ min: 1, max: 20, noNaN: true }), (rent, target) => {
        const max = maxOfferForGrossYield(rent, target);
        expect((rent * 12 * 100) / max).toBeGreaterThanOrEqual(target);
        expect((rent * 12 * 100) / (max + 100)).toBeLessThan(target);
      }),
    );
  });
});
