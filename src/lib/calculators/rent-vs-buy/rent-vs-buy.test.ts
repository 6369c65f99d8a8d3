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
  it('two years at 0% interest and no growth, worked by hand', () => {
    // Loan £120,000 − £24,000 = £96,000 over 120 months at 0% = £800 a month; upkeep 1% × £120,000 ÷ 12 = £100.
    // Buyer pays £900 a month. Rent £700 in year 1, £700 × 1.03 = £721 in year 2; the renter invests the difference.
    // Year 1: rent paid £8,400; owner paid £10,800; balance £96,000 − £9,600 = £86,400;
    //   buyer £120,000 × 98% − £86,400 = £31,200; renter £24,000 + £2,000 + 12 × £200 = £28,400.
    // Year 2: rent paid £8,400 + 12 × £721 = £17,052; balance £76,800; buyer £117,600 − £76,800 = £40,800;
    //   renter £28,400 + 12 × (£900 − £721) = £28,400 + £2,148 = £30,548. Difference £10,252; buying ahead from year 1.
    const r = calculateRentVsBuy({
      pricePence: 120_000_00,
      depositPence: 24_000_00,
      buyingCostsPence: 2_000_00,
      annualRatePercent: 0,
      termYears: 10,
      ownershipCostPercent: 1,
      houseGrowthPercent: 0,
      sellingCostPercent: 2,
      monthlyRentPence: 700_00,
      rentGrowthPercent: 3,
      investmentReturnPercent: 0,
      years: 2,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.monthlyMortgage).toBe(800_00);
    expect(r.value.years).toEqual([
      {
        year: 1,
        buyerWealth: 31_200_00,
        renterWealth: 28_400_00,
        homeValue: 120_000_00,
        mortgageBalance: 86_400_00,
        rentPaid: 8_400_00,
        ownerCostsPaid: 10_800_00,
      },
      {
        year: 2,
        buyerWealth: 40_800_00,
        renterWealth: 30_548_00,
        homeValue: 120_000_00,
        mortgageBalance: 76_800_00,
        rentPaid: 17_052_00,
        ownerCostsPaid: 21_600_00,
      },
    ]);
    expect(r.value.differenceAtEnd).toBe(10_252_00);
    expect(r.value.breakEvenYear).toBe(1);
  });
  it('3% a year house-price growth, compounded monthly, takes £300,000 to £309,000 after a year', () => {
    // (1.03)^(1/12) applied 12 times = 1.03; each month is rounded to the penny, so allow a few pence.
    const r = calculateRentVsBuy({ ...base, years: 1 });
    if (!r.ok) throw new Error(r.error);
    expect(Math.abs(r.value.years[0]!.homeValue - 309_000_00)).toBeLessThanOrEqual(6);
    // Rent is fixed for the first year: 12 × £1,300 = £15,600.
    expect(r.value.years[0]!.rentPaid).toBe(15_600_00);
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
