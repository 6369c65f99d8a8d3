import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { section24 } from './section-24.ts';
import { incomeTaxYear } from './tax-year.ts';

// Rule: GOV.UK "Changes to tax relief for residential landlords: how it's worked out, including case studies" — the
// reduction is 20% of the lower of finance costs, property profits and adjusted total income over the personal
// allowance; the unused part is carried forward; no refund. The GOV.UK case studies use 2016-17 rates and phasing, so
// these tests apply the same rule to 2026-27 figures.
const year = incomeTaxYear('2026-27')!;

describe('section24', () => {
  it('higher-rate landlord pays more tax: £60,000 salary, £12,000 rent, £1,000 expenses, £6,000 interest', () => {
    const r = section24(
      { otherIncomePence: 60_000_00, rentPence: 12_000_00, expensesPence: 1_000_00, financeCostsPence: 6_000_00 },
      year,
    );
    expect(r.propertyProfit).toBe(11_000_00);
    expect(r.taxBeforeReduction).toBe(15_832_00);
    expect(r.taxReduction).toBe(1_200_00);
    expect(r.taxWithRestriction).toBe(14_632_00);
    expect(r.taxIfFullyDeductible).toBe(13_432_00);
    expect(r.extraTax).toBe(1_200_00);
    expect(r.carriedForward).toBe(0);
  });
  it('basic-rate landlord pays no more tax (the GOV.UK "no increase in tax" case)', () => {
    const r = section24(
      { otherIncomePence: 20_000_00, rentPence: 12_000_00, expensesPence: 1_000_00, financeCostsPence: 6_000_00 },
      year,
    );
    expect(r.taxWithRestriction).toBe(2_486_00);
    expect(r.extraTax).toBe(0);
  });
  it('finance costs above the property profit: relief on the profit, the rest carried forward', () => {
    const r = section24(
      { otherIncomePence: 30_000_00, rentPence: 10_000_00, expensesPence: 1_000_00, financeCostsPence: 12_000_00 },
      year,
    );
    expect(r.reliefBase).toBe(9_000_00);
    expect(r.taxReduction).toBe(1_800_00);
    expect(r.carriedForward).toBe(3_000_00);
  });
  it('limited by adjusted total income over the personal allowance, and never a refund', () => {
    const r = section24({ otherIncomePence: 0, rentPence: 15_000_00, expensesPence: 0, financeCostsPence: 10_000_00 }, year);
    expect(r.reliefBase).toBe(2_430_00);
    expect(r.taxReduction).toBe(486_00);
    expect(r.taxWithRestriction).toBe(0);
    expect(r.carriedForward).toBe(7_570_00);
  });
  it('property: tax is never negative and the restriction never lowers tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000_00 }),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.integer({ min: 0, max: 30_000_00 }),
        fc.integer({ min: 0, max: 60_000_00 }),
        (other, rent, expenses, finance) => {
          const r = section24(
            { otherIncomePence: other, rentPence: rent, expensesPence: expenses, financeCostsPence: finance },
            year,
          );
          expect(r.taxWithRestriction).toBeGreaterThanOrEqual(0);
          expect(r.extraTax).toBeGreaterThanOrEqual(0);
          expect(r.carriedForward).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
