import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateRentVsBuy, type RentVsBuyInput } from './rent-vs-buy.ts';

const base: RentVsBuyInput = {
  pricePence: 300_000_00,
  depositPence: 30_000_00,
  buyingCostsPence: 5_000_00,
  annualRatePercent: 4.5,
  termYears: 25,
  ownershipCostPercent: 1,
  houseGrowthPercent: 3,
  sellingCostPercent: 2,
  monthlyRentPence: 1_300_00,
  rentGrowthPercent: 3,
  investmentReturnPercent: 4,
  years: 10,
};

describe('calculateRentVsBuy', () => {
  it('produces one row per year and a final difference equal to the last row', () => {
    const r = calculateRentVsBuy(base);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.years).toHaveLength(10);
    const last = r.value.years.at(-1)!;
    expect(r.value.differenceAtEnd).toBe(last.buyerWealth - last.renterWealth);
  });
  it('with no growth, no returns and no costs, the year-1 home value is the price', () => {
    const r = calculateRentVsBuy({
      ...base,
      houseGrowthPercent: 0,
      investmentReturnPercent: 0,
      sellingCostPercent: 0,
      ownershipCostPercent: 0,
      years: 1,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.years[0]!.homeValue).toBe(300_000_00);
    expect(r.value.years[0]!.rentPaid).toBe(12 * 1_300_00);
  });
  it('rejects a deposit above the price', () => {
    expect(calculateRentVsBuy({ ...base, depositPence: 400_000_00 })).toEqual({
      ok: false,
      error: 'The deposit cannot be more than the price.',
    });
  });
  it('property: higher house-price growth never makes buying worse', () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 8, noNaN: true }), fc.double({ min: 0, max: 4, noNaN: true }), (g, dg) => {
        const a = calculateRentVsBuy({ ...base, houseGrowthPercent: g });
        const b = calculateRentVsBuy({ ...base, houseGrowthPercent: g + dg });
        if (!a.ok || !b.ok) throw new Error('unexpected error');
        expect(b.value.differenceAtEnd).toBeGreaterThanOrEqual(a.value.differenceAtEnd - 1);
      }),
      { numRuns: 40 },
    );
  });
});
