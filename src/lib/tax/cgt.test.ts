/**
 * CGT engine tests: rates and allowances from GOV.UK "Capital Gains Tax rates and allowances";
 * method from GOV.UK "Tax when you sell property" and the HMRC Capital Gains Manual.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateCgt, type CgtInput } from './cgt.ts';
import { personalAllowanceFor } from './personal-allowance.ts';
import { CGT_YEARS } from '../../data/tax/cgt.ts';
import { taxYearOf } from './tax-year.ts';

const D = (iso: string) => new Date(`${iso}T00:00:00Z`);
const base: CgtInput = {
  salePrice: 300_000_00,
  sellingCosts: 0,
  purchasePrice: 250_000_00,
  buyingCosts: 0,
  improvementCosts: 0,
  ownershipShareBps: 10_000,
  annualIncome: 30_000_00,
  capitalLosses: 0,
  exemptAmountUsed: 0,
  monthsOwned: 60,
  monthsLivedIn: 0,
  disposalDate: D('2025-06-01'),
};
function run(overrides: Partial<CgtInput>) {
  const r = calculateCgt({ ...base, ...overrides });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('tax years', () => {
  it('start on 6 April', () => {
    expect(taxYearOf(D('2025-04-05'))).toBe('2024-25');
    expect(taxYearOf(D('2025-04-06'))).toBe('2025-26');
    expect(taxYearOf(D('2026-11-22'))).toBe('2026-27');
  });
});

describe('capital gains tax on residential property', () => {
  it('uses the remaining basic rate band at 18% and the rest at 24% (2025-26)', () => {
    // Income £30,000 → taxable income £17,430 → £20,270 band left. Gain £50,000 − £3,000 = £47,000.
    const r = run({});
    expect(r.basicRateBandLeftPence).toBe(20_270_00);
    expect(r.taxableGainPence).toBe(47_000_00);
    expect(r.taxAtBasicPence).toBe(3_648_60);
    expect(r.taxAtHigherPence).toBe(6_415_20);
    expect(r.taxPence).toBe(10_063_80);
    expect(r.reportByDate).toBe('2025-07-31');
  });
  it.each([
    // [disposal date, annual exempt amount, higher rate] — GOV.UK rates and allowances by year
    ['2022-06-01', 12_300_00, 2_800],
    ['2023-06-01', 6_000_00, 2_800],
    ['2024-04-05', 6_000_00, 2_800],
    ['2024-04-06', 3_000_00, 2_400],
    ['2024-10-30', 3_000_00, 2_400],
    ['2026-06-01', 3_000_00, 2_400],
  ])('on %s the exempt amount is %i and the higher rate %i bps', (date, aea, higher) => {
    const r = run({ disposalDate: D(date), annualIncome: 60_000_00 });
    expect(r.exemptAmountAppliedPence).toBe(aea);
    expect(r.basicRateBandLeftPence).toBe(0);
    expect(r.taxPence).toBe(((50_000_00 - aea) * higher) / 10_000);
  });
  it('a basic-rate taxpayer with room in the band pays 18% on all of it', () => {
    const r = run({ annualIncome: 12_570_00, salePrice: 260_000_00 });
    expect(r.taxPence).toBe(((10_000_00 - 3_000_00) * 1_800) / 10_000);
  });
  it('deducts buying, selling and improvement costs', () => {
    const r = run({ sellingCosts: 5_000_00, buyingCosts: 7_500_00, improvementCosts: 20_000_00 });
    expect(r.gainPence).toBe(17_500_00);
    expect(r.steps.at(-1)).toEqual({ label: 'Taxable gain', amountPence: 14_500_00 });
  });
  it('splits the gain by ownership share', () => {
    expect(run({ ownershipShareBps: 5_000 }).yourGainPence).toBe(25_000_00);
  });
  it('private residence relief: lived in for the whole period → no tax', () => {
    const r = run({ monthsLivedIn: 60 });
    expect(r.taxPence).toBe(0);
    expect(r.privateResidenceReliefPence).toBe(50_000_00);
  });
  it('private residence relief: 24 of 60 months lived in + final 9 months → 33/60 of the gain relieved', () => {
    const r = run({ monthsLivedIn: 24 });
    expect(r.privateResidenceReliefPence).toBe(27_500_00);
  });
  it('brought-forward losses are used only down to the annual exempt amount (CG21510)', () => {
    const r = run({ capitalLosses: 100_000_00 });
    expect(r.lossesUsedPence).toBe(47_000_00);
    expect(r.taxPence).toBe(0);
  });
  it('a loss means no tax', () => {
    const r = run({ salePrice: 200_000_00 });
    expect(r.taxPence).toBe(0);
    expect(r.reportByDate).toBeNull();
  });
  it('tapers the personal allowance above £100,000', () => {
    const y = CGT_YEARS.at(-1)!;
    expect(personalAllowanceFor(100_000_00, y)).toBe(12_570_00);
    expect(personalAllowanceFor(110_000_00, y)).toBe(7_570_00);
    expect(personalAllowanceFor(125_140_00, y)).toBe(0);
  });
  it('refuses impossible input with a message', () => {
    expect(calculateCgt({ ...base, monthsLivedIn: 61 }).ok).toBe(false);
    expect(calculateCgt({ ...base, disposalDate: D('2020-01-01') }).ok).toBe(false);
    expect(calculateCgt({ ...base, ownershipShareBps: 0 }).ok).toBe(false);
  });
  it('tax is never negative and never falls as the sale price rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_00 }),
        fc.integer({ min: 1, max: 100_000_00 }),
        fc.integer({ min: 0, max: 200_000_00 }),
        (sale, step, income) => {
          const a = run({ salePrice: sale, annualIncome: income });
          const b = run({ salePrice: sale + step, annualIncome: income });
          expect(a.taxPence).toBeGreaterThanOrEqual(0);
          expect(b.taxPence).toBeGreaterThanOrEqual(a.taxPence);
          expect(a.taxAtBasicPence + a.taxAtHigherPence).toBe(a.taxPence);
        },
      ),
    );
  });
});
