import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateBrrr, type BrrrInput } from './brrr.ts';
import { calculateFlip, type FlipInput } from './flip.ts';

const project = {
  pricePence: 100_000_00,
  stampDutyPence: 0,
  buyingCostsPence: 5_000_00,
  refurbishmentPence: 20_000_00,
  holdingCostsPence: 0,
  bridgingLtvPercent: 0,
  bridgingMonthlyRatePercent: 0,
  bridgingMonths: 0,
  bridgingFeePercent: 0,
};
const brrr: BrrrInput = {
  ...project,
  endValuePence: 160_000_00,
  refinanceLtvPercent: 75,
  refinanceRatePercent: 5,
  refinanceTermYears: 25,
  refinanceInterestOnly: true,
  refinanceFeesPence: 0,
  monthlyRentPence: 1_000_00,
  costs: { voidPercent: 0, managementPercent: 0, maintenancePercent: 0, fixedAnnualPence: 0 },
};

describe('calculateBrrr', () => {
  it('cash buy £100,000 + £5,000 costs + £20,000 works, revalued £160,000, 75% refinance → £5,000 left in', () => {
    // Cash in £125,000; new mortgage 75% × £160,000 = £120,000, so £125,000 − £120,000 = £5,000 left in and
    // £160,000 − £120,000 = £40,000 equity. Interest-only £120,000 × 5% ÷ 12 = £500 a month; cash flow
    // £12,000 − £6,000 = £6,000 a year = 120% of the £5,000 left in.
    const r = calculateBrrr(brrr);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.newMortgage).toBe(120_000_00);
    expect(r.value.moneyLeftIn).toBe(5_000_00);
    expect(r.value.equity).toBe(40_000_00);
    expect(r.value.monthlyMortgage).toBe(500_00);
    expect(r.value.annualCashFlow).toBe(6_000_00);
    expect(r.value.roiPercent).toBe(120);
  });
  it('bridging: 75% of £100,000 at 0.8% a month for 6 months + 2% fees = £3,600 interest and £1,500 fees', () => {
    // Loan £75,000; simple interest £75,000 × 0.8% × 6 = £3,600; fees 2% × £75,000 = £1,500. Total cost £130,100,
    // cash needed £130,100 − £75,000 = £55,100; the £120,000 refinance repays the bridge and releases £45,000,
    // leaving £55,100 − £45,000 = £10,100 in.
    const r = calculateBrrr({
      ...brrr,
      bridgingLtvPercent: 75,
      bridgingMonthlyRatePercent: 0.8,
      bridgingMonths: 6,
      bridgingFeePercent: 2,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.project.bridgingInterest).toBe(3_600_00);
    expect(r.value.project.bridgingFees).toBe(1_500_00);
    expect(r.value.project.totalCost).toBe(130_100_00);
    expect(r.value.project.cashRequired).toBe(55_100_00);
    expect(r.value.moneyLeftIn).toBe(10_100_00);
  });
  it('all money out: ROI is unlimited (null) when nothing is left in', () => {
    // 75% × £180,000 = £135,000 released against £125,000 in: £10,000 more than was put in.
    const r = calculateBrrr({ ...brrr, endValuePence: 180_000_00 });
    expect(r.ok && r.value.moneyLeftIn).toBe(-10_000_00);
    expect(r.ok && r.value.roiPercent).toBe(null);
  });
  it('property: money left in never rises as the end value rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_00, max: 1_000_000_00 }), fc.integer({ min: 0, max: 100_000_00 }), (v, dv) => {
        const a = calculateBrrr({ ...brrr, endValuePence: v });
        const b = calculateBrrr({ ...brrr, endValuePence: v + dv });
        if (!a.ok || !b.ok) throw new Error('unexpected error');
        expect(b.value.moneyLeftIn).toBeLessThanOrEqual(a.value.moneyLeftIn);
      }),
    );
  });
});

describe('calculateFlip', () => {
  const flip: FlipInput = { ...project, salePricePence: 160_000_00, agentFeePercent: 1.2, sellingLegalPence: 1_500_00 };
  it('sell at £160,000 with 1.2% agent fee and £1,500 legal → £31,580 profit', () => {
    // Agent 1.2% × £160,000 = £1,920; profit £160,000 − £1,920 − £1,500 − £125,000 = £31,580;
    // on the £125,000 cost (all cash) = 25.264%.
    const r = calculateFlip(flip);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.agentFee).toBe(1_920_00);
    expect(r.value.profit).toBe(31_580_00);
    expect(r.value.roiPercent).toBeCloseTo(25.264, 6);
    expect(r.value.profitOnCostPercent).toBeCloseTo(25.264, 6);
  });
  it('a loss is shown as a negative profit, not an error', () => {
    // £110,000 − 1.2% (£1,320) − £1,500 − £125,000 = −£17,820.
    const r = calculateFlip({ ...flip, salePricePence: 110_000_00 });
    expect(r.ok && r.value.profit).toBe(-17_820_00);
  });
  it('rejects a bridging rate above 5% a month', () => {
    expect(calculateFlip({ ...flip, bridgingMonthlyRatePercent: 8 })).toEqual({
      ok: false,
      error: 'The bridging rate must be no more than 5%.',
    });
  });
});
