import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateRentalYield } from './rental-yield.ts';

const costs = { voidPercent: 4, managementPercent: 12, maintenancePercent: 5, fixedAnnualPence: 600_00 };

describe('calculateRentalYield', () => {
  it('£200,000 at £1,000 a month: gross 6%, net £8,961.60 → 4.4808%', () => {
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
