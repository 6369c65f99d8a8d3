import { describe, expect, it } from 'vitest';
import { calculateDevelopment, type DevelopmentInput } from './development-cost.ts';

const base: DevelopmentInput = {
  landPricePence: 200_000_00,
  landCostsPence: 10_000_00,
  floorAreaM2: 200,
  buildCostPerM2Pence: 2_000_00,
  externalWorksPercent: 0,
  professionalFeesPercent: 10,
  statutoryCostsPence: 0,
  contingencyPercent: 5,
  financeRatePercent: 0,
  financedPercent: 0,
  buildMonths: 12,
  saleMonths: 0,
  gdvPence: 900_000_00,
  salesCostsPercent: 0,
};

describe('calculateDevelopment', () => {
  it('200 m² at £2,000/m² = £400,000; 10% fees £40,000; 5% contingency £22,000', () => {
    // Contingency 5% × (£400,000 + £40,000) = £22,000. Total £200,000 + £10,000 land costs + £400,000 + £40,000 +
    // £22,000 = £672,000; profit £900,000 − £672,000 = £228,000 = 33.9286% of cost; build, fees and contingency
    // £462,000 ÷ 200 m² = £2,310 per m².
    const r = calculateDevelopment(base);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.build).toBe(400_000_00);
    expect(r.value.professionalFees).toBe(40_000_00);
    expect(r.value.contingency).toBe(22_000_00);
    expect(r.value.totalCost).toBe(672_000_00);
    expect(r.value.profit).toBe(228_000_00);
    expect(r.value.profitOnCostPercent).toBeCloseTo(33.9286, 3);
    expect(r.value.costPerM2).toBe(2_310_00);
  });
  it('finance: land for the whole period, build half-drawn during the build', () => {
    // 6% a year, all borrowed, 12-month build: land £210,000 × 0.5% × 12 = £12,600; works £462,000 × 0.5% × 6 = £13,860.
    const r = calculateDevelopment({ ...base, financeRatePercent: 6, financedPercent: 100 });
    expect(r.ok && r.value.finance).toBe(26_460_00);
  });
  it('rejects a zero floor area', () => {
    expect(calculateDevelopment({ ...base, floorAreaM2: 0 })).toEqual({
      ok: false,
      error: 'The floor area must be more than 0 m².',
    });
  });
});
