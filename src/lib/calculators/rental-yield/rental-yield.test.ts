import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stampDutyAt } from '../deal-analyser/stamp-duty-at.ts';
import { calculateRentalYield } from './rental-yield.ts';

const costs = { voidPercent: 4, managementPercent: 12, maintenancePercent: 5, fixedAnnualPence: 600_00 };

describe('calculateRentalYield', () => {
  it('£200,000 at £1,000 a month: gross 6%, net £8,961.60 → 4.4808%', () => {
    // Gross £12,000 ÷ £200,000 = 6%. Voids 4% → £11,520 collected; management 12% × £11,520 = £1,382.40;
    // maintenance 5% × £11,520 = £576; fixed £600 → costs £2,558.40; net £8,961.60 ÷ £200,000 = 4.4808%.
    const r = calculateRentalYield({ pricePence: 200_000_00, monthlyRentPence: 1_000_00, costs });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.grossYieldPercent).toBe(6);
    expect(r.value.breakdown.rentCollected).toBe(11_520_00);
    expect(r.value.breakdown.totalCosts).toBe(2_558_40);
    expect(r.value.breakdown.netOperatingIncome).toBe(8_961_60);
    expect(r.value.netYieldPercent).toBeCloseTo(4.4808, 6);
  });
  it('breakdown: rent collected − costs = net income, and costs are the sum of their parts', () => {
    const r = calculateRentalYield({ pricePence: 250_000_00, monthlyRentPence: 1_234_56, costs });
    if (!r.ok) throw new Error(r.error);
    const b = r.value.breakdown;
    expect(b.fullRent - b.voidLoss).toBe(b.rentCollected);
    expect(b.management + b.maintenance + b.fixed).toBe(b.totalCosts);
  });
  it('yield on total cost: £200,000 buy-to-let in England, June 2025, with £7,000 of other buying costs', () => {
    // SDLT higher rates from 1 April 2025 (GOV.UK "Stamp Duty Land Tax: residential property rates", standard bands
    // plus the 5% surcharge for additional properties): 5% × £125,000 + 7% × £75,000 = £6,250 + £5,250 = £11,500.
    const stampDutyPence = stampDutyAt('england-ni', 'additional', false, new Date('2025-06-01T00:00:00Z'))(200_000_00);
    expect(stampDutyPence).toBe(11_500_00);
    const r = calculateRentalYield({
      pricePence: 200_000_00,
      monthlyRentPence: 1_000_00,
      costs,
      purchaseCosts: { stampDutyPence, legalPence: 1_500_00, surveyPence: 500_00, refurbishmentPence: 5_000_00 },
    });
    if (!r.ok) throw new Error(r.error);
    // Total cost £200,000 + £11,500 + £1,500 + £500 + £5,000 = £218,500.
    expect(r.value.onTotalCost?.totalCostPence).toBe(218_500_00);
    // Gross £12,000 ÷ £218,500 = 5.4920%; net £8,961.60 ÷ £218,500 = 4.1014%; on the price alone 6% and 4.4808%.
    expect(r.value.onTotalCost?.grossYieldPercent).toBeCloseTo(5.492, 3);
    expect(r.value.onTotalCost?.netYieldPercent).toBeCloseTo(4.1014, 4);
    expect(r.value.grossYieldPercent).toBe(6);
  });
  it('a first-time buyer in Scotland pays no LBTT at £170,000, so only the fees lower the yield', () => {
    // Revenue Scotland: first-time buyer relief raises the nil-rate band to £175,000.
    const stampDutyPence = stampDutyAt('scotland', 'first-time', false, new Date('2025-06-01T00:00:00Z'))(170_000_00);
    expect(stampDutyPence).toBe(0);
    const r = calculateRentalYield({
      pricePence: 170_000_00,
      monthlyRentPence: 850_00,
      costs,
      purchaseCosts: { stampDutyPence, legalPence: 1_000_00, surveyPence: 0, refurbishmentPence: 0 },
    });
    if (!r.ok) throw new Error(r.error);
    // £10,200 ÷ £171,000 = 5.9649%
    expect(r.value.onTotalCost?.grossYieldPercent).toBeCloseTo(5.9649, 4);
  });
  it('no total-cost yield unless purchase costs are given; negative fees are refused', () => {
    const r = calculateRentalYield({ pricePence: 200_000_00, monthlyRentPence: 1_000_00, costs });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.onTotalCost).toBeUndefined();
    expect(
      calculateRentalYield({
        pricePence: 200_000_00,
        monthlyRentPence: 1_000_00,
        costs,
        purchaseCosts: { stampDutyPence: 0, legalPence: -1, surveyPence: 0, refurbishmentPence: 0 },
      }),
    ).toEqual({ ok: false, error: 'Legal fees cannot be negative.' });
  });
  it('explains impossible input', () => {
    expect(calculateRentalYield({ pricePence: 0, monthlyRentPence: 1_000_00, costs })).toEqual({
      ok: false,
      error: 'The property price must be at least £1.',
    });
    expect(
      calculateRentalYield({ pricePence: 100_000_00, monthlyRentPence: 1_000_00, costs: { ...costs, voidPercent: 120 } }),
    ).toEqual({
      ok: false,
      error: 'Voids must be no more than 100%.',
    });
  });
  it('property: yields never fall as rent rises and never rise as price rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 5_000_000_00 }),
        fc.integer({ min: 0, max: 20_000_00 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        (price, rent, more) => {
          const a = calculateRentalYield({ pricePence: price, monthlyRentPence: rent, costs });
          const b = calculateRentalYield({ pricePence: price, monthlyRentPence: rent + more, costs });
          const c = calculateRentalYield({ pricePence: price + more * 100, monthlyRentPence: rent, costs });
          if (!a.ok || !b.ok || !c.ok) throw new Error('unexpected error');
          expect(b.value.grossYieldPercent).toBeGreaterThanOrEqual(a.value.grossYieldPercent);
          expect(b.value.netYieldPercent).toBeGreaterThanOrEqual(a.value.netYieldPercent);
          expect(c.value.grossYieldPercent).toBeLessThanOrEqual(a.value.grossYieldPercent);
        },
      ),
    );
  });
});
