/**
 * The buyer comparison reproduces the official figures for each buyer. Sources:
 * - GOV.UK "Stamp Duty Land Tax: residential property rates" (https://www.gov.uk/stamp-duty-land-tax/residential-property-rates):
 *   worked example "In April 2025 you buy a house for £295,000 … total SDLT = £4,750"; first-time buyers pay 0% up to
 *   £300,000 and 5% to £500,000, no relief above £500,000; 5% is added to every band for an additional property.
 * - GOV.UK "Stamp Duty Land Tax: rates for non-UK residents" (https://www.gov.uk/guidance/rates-for-non-uk-residents):
 *   2% is added to every band.
 * - Revenue Scotland "Calculating tax – rates and bands" (https://www.revenue.scot/land-buildings-transaction-tax/guidance/calculating-tax-rates-and-bands):
 *   worked example "a house bought for £280,000 … £3,600 must be paid in LBTT"; first-time buyer relief raises the
 *   nil-rate band to £175,000; Additional Dwelling Supplement 8% of the price from 5 December 2024.
 * - Welsh Revenue Authority "Land Transaction Tax rates and bands" (https://www.gov.wales/land-transaction-tax-rates-and-bands):
 *   main rates 0% to £225,000, 6% to £400,000; higher rates 5% to £180,000, 8.5% to £250,000, 10% to £400,000;
 *   no first-time buyer relief.
 */
import { describe, expect, it } from 'vitest';
import { compareBuyerTypes, type BuyerComparison } from './buyer-comparison.ts';

const D = new Date('2025-06-01T00:00:00Z');
const pounds = (c: BuyerComparison, buyer: string, nonResident = false) => {
  const row = c.rows.find((r) => r.buyerType === buyer)!;
  return (nonResident ? row.nonResident!.totalPence : row.resident.totalPence) / 100;
};
const run = (price: number, region: 'england-ni' | 'scotland' | 'wales') => {
  const r = compareBuyerTypes({ price: price * 100, region, completionDate: D });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('compareBuyerTypes', () => {
  it('England, £295,000 (GOV.UK worked example £4,750 for a home mover)', () => {
    const c = run(295_000, 'england-ni');
    expect(c.hasNonResident).toBe(true);
    expect(pounds(c, 'home-mover')).toBe(4_750);
    expect(pounds(c, 'first-time')).toBe(0); // 0% up to £300,000
    expect(pounds(c, 'additional')).toBe(19_500); // 5% × £125,000 + 7% × £125,000 + 10% × £45,000
    // Non-UK resident: 2% more on every band.
    expect(pounds(c, 'home-mover', true)).toBe(10_650); // 2% × 125k + 4% × 125k + 7% × 45k
    expect(pounds(c, 'first-time', true)).toBe(5_900); // 2% × £295,000
    expect(pounds(c, 'additional', true)).toBe(25_400); // 7% × 125k + 9% × 125k + 12% × 45k
    expect(c.rows.map((r) => r.note)).toEqual([null, null, null]);
  });

  it('England, £500,000 first-time buyer: GOV.UK 0% on £300,000 + 5% on £200,000 = £10,000; £600,000 gets no relief', () => {
    expect(pounds(run(500_000, 'england-ni'), 'first-time')).toBe(10_000);
    const over = run(600_000, 'england-ni');
    // Standard rates: 2% × £125,000 + 5% × £350,000 = £20,000, the same as a home mover.
    expect(pounds(over, 'first-time')).toBe(20_000);
    expect(pounds(over, 'home-mover')).toBe(20_000);
    expect(over.rows[0]!.note).toBe('No relief: the price is over £500,000, so the standard rates apply.');
  });

  it('Scotland, £280,000 (Revenue Scotland worked example £3,600), with first-time buyer relief and ADS', () => {
    const c = run(280_000, 'scotland');
    expect(c.hasNonResident).toBe(false);
    expect(c.rows.every((r) => r.nonResident === null)).toBe(true);
    expect(pounds(c, 'home-mover')).toBe(3_600);
    expect(pounds(c, 'first-time')).toBe(3_000); // nil band £175,000: 2% × £75,000 + 5% × £30,000
    expect(pounds(c, 'additional')).toBe(26_000); // £3,600 + ADS 8% × £280,000 = £22,400
    expect(c.taxName).toContain('Land and Buildings Transaction Tax');
  });

  it('Wales, £300,000: main rates £4,500 for everyone but an additional property (£19,950)', () => {
    const c = run(300_000, 'wales');
    expect(pounds(c, 'home-mover')).toBe(4_500); // 6% × £75,000
    expect(pounds(c, 'first-time')).toBe(4_500);
    expect(c.rows[0]!.note).toContain('no first-time buyer relief');
    expect(pounds(c, 'additional')).toBe(19_950); // 5% × 180k + 8.5% × 70k + 10% × 50k
    expect(c.hasNonResident).toBe(false);
  });

  it('passes on the engine’s message for input it refuses', () => {
    expect(compareBuyerTypes({ price: -1, region: 'wales', completionDate: D })).toEqual({
      ok: false,
      error: 'Enter a price of £0 or more.',
    });
  });
});
