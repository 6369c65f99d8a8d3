/**
 * CGT engine tests. Every expected figure is either HMRC's own worked example (cited) or worked by hand in the comment
 * beside it from the published rates — never from the code or data under test.
 * - Rates and allowances: GOV.UK "Capital Gains Tax rates and allowances"
 *   https://www.gov.uk/guidance/capital-gains-tax-rates-and-allowances — annual exempt amount £12,300 (2022-23),
 *   £6,000 (2023-24), £3,000 (from 2024-25); residential property 18% / 28%, higher rate 24% from 6 April 2024.
 * - Income tax: personal allowance £12,570 and basic rate band £37,700 (GOV.UK "Income Tax rates and Personal
 *   Allowances" https://www.gov.uk/income-tax-rates).
 * - Method: GOV.UK "Tax when you sell property" https://www.gov.uk/tax-sell-property/work-out-your-gain (deduct buying,
 *   selling and improvement costs; work out the gain on your share) and the HMRC Capital Gains Manual.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateCgt, type CgtInput } from './cgt.ts';
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
  monthsSinceMovedOut: 0,
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
    // Income £60,000 leaves no basic rate band (taxable income £60,000 − £12,570 = £47,430 > £37,700), so the whole
    // £50,000 gain less that year's exempt amount is taxed at the higher residential rate.
    ['2022-06-01', 12_300_00, 10_556_00], // (£50,000 − £12,300) × 28% = £37,700 × 28% = £10,556
    ['2023-06-01', 6_000_00, 12_320_00], // (£50,000 − £6,000) × 28% = £44,000 × 28% = £12,320
    ['2024-04-05', 6_000_00, 12_320_00], // last day of 2023-24: still 28%
    ['2024-04-06', 3_000_00, 11_280_00], // (£50,000 − £3,000) × 24% = £47,000 × 24% = £11,280
    ['2024-10-30', 3_000_00, 11_280_00], // residential rates did not change at the Autumn Budget 2024
    ['2026-06-01', 3_000_00, 11_280_00],
  ])('disposal on %s: exempt amount %i, tax %i', (date, aea, tax) => {
    const r = run({ disposalDate: D(date), annualIncome: 60_000_00 });
    expect(r.exemptAmountAppliedPence).toBe(aea);
    expect(r.basicRateBandLeftPence).toBe(0);
    expect(r.taxAtBasicPence).toBe(0);
    expect(r.taxPence).toBe(tax);
  });
  it('a basic-rate taxpayer with room in the band pays 18% on all of it', () => {
    // Income £12,570 = the personal allowance, so the whole £37,700 band is free. Gain £260,000 − £250,000 = £10,000;
    // less £3,000 = £7,000 × 18% = £1,260.
    const r = run({ annualIncome: 12_570_00, salePrice: 260_000_00 });
    expect(r.basicRateBandLeftPence).toBe(37_700_00);
    expect(r.taxPence).toBe(1_260_00);
  });
  it('a gain straddling the band: income £45,000 leaves £5,270 of band at 18%, the rest at 24%', () => {
    // Taxable income £45,000 − £12,570 = £32,430; band left £37,700 − £32,430 = £5,270.
    // Taxable gain £47,000: £5,270 × 18% = £948.60; £41,730 × 24% = £10,015.20; total £10,963.80.
    const r = run({ annualIncome: 45_000_00 });
    expect(r.basicRateBandLeftPence).toBe(5_270_00);
    expect(r.taxAtBasicPence).toBe(948_60);
    expect(r.taxAtHigherPence).toBe(10_015_20);
    expect(r.taxPence).toBe(10_963_80);
  });
  it('deducts buying, selling and improvement costs', () => {
    // £300,000 − £5,000 − £250,000 − £7,500 − £20,000 = £17,500; less £3,000 = £14,500.
    const r = run({ sellingCosts: 5_000_00, buyingCosts: 7_500_00, improvementCosts: 20_000_00 });
    expect(r.gainPence).toBe(17_500_00);
    expect(r.steps.at(-1)).toEqual({ label: 'Taxable gain', amountPence: 14_500_00 });
  });
  it('splits the gain by ownership share (GOV.UK: "work out the gain for the share that you own")', () => {
    // Half of £50,000 = £25,000; less £3,000 = £22,000 taxable. Income £30,000 leaves £20,270 of band:
    // £20,270 × 18% = £3,648.60 and £1,730 × 24% = £415.20; total £4,063.80.
    const r = run({ ownershipShareBps: 5_000 });
    expect(r.yourGainPence).toBe(25_000_00);
    expect(r.taxableGainPence).toBe(22_000_00);
    expect(r.taxPence).toBe(4_063_80);
  });
  it('private residence relief: lived in for the whole period → no tax', () => {
    const r = run({ monthsLivedIn: 60 });
    expect(r.taxPence).toBe(0);
    expect(r.privateResidenceReliefPence).toBe(50_000_00);
  });
  it('private residence relief: lived in for the first 24 of 60 months → 24 + final 9 = 33/60 of the gain relieved', () => {
    // 33 ÷ 60 × £50,000 = £27,500.
    const r = run({ monthsLivedIn: 24, monthsSinceMovedOut: 36 });
    expect(r.privateResidenceReliefPence).toBe(27_500_00);
  });
  it('HMRC CG64977 example: owned 120 months, main home 48, final 9 → relief £71,250, chargeable gain £78,750', () => {
    // https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg64977 — bought January 2011 for £100,000, main
    // residence January 2014 to January 2018, sold January 2021 for £250,000: gain £150,000;
    // relief (48 + 9) ÷ 120 × £150,000 = £71,250; chargeable gain £78,750 before the annual exempt amount.
    // The same facts with a 2025-26 disposal: £78,750 − £3,000 = £75,750 taxable; income £30,000 leaves £20,270 of
    // band: £20,270 × 18% = £3,648.60; £55,480 × 24% = £13,315.20; total £16,963.80.
    const r = run({
      purchasePrice: 100_000_00,
      salePrice: 250_000_00,
      monthsOwned: 120,
      monthsLivedIn: 48,
      monthsSinceMovedOut: 36,
    });
    expect(r.gainPence).toBe(150_000_00);
    expect(r.privateResidenceReliefPence).toBe(71_250_00);
    expect(r.netGainPence).toBe(78_750_00);
    expect(r.taxableGainPence).toBe(75_750_00);
    expect(r.taxPence).toBe(16_963_80);
  });
  it('HMRC CG64990 example: the final period counts once — lived there until 5 months before the sale', () => {
    // https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg64990 — owned May 2011 to November 2020 = 115
    // months; main residence August 2015 to June 2020 = 59 months; the final period adds only July to November 2020
    // = 5 months. Relief (59 + 5) ÷ 115 × £50,000 = £27,826.09 (HMRC prints £27,827); chargeable gain £22,173 before
    // the annual exempt amount. Here the relief is rounded down to the penny (£27,826.08) and the taxable gain down to
    // the pound: £50,000 − £27,826.08 − £3,000 = £19,173.92 → £19,173, the same as HMRC's £22,173 − £3,000.
    const r = run({ salePrice: 300_000_00, monthsOwned: 115, monthsLivedIn: 59, monthsSinceMovedOut: 5 });
    expect(r.privateResidenceReliefPence).toBe(27_826_08);
    expect(r.taxableGainPence).toBe(19_173_00);
  });
  it('lived there until the sale: the final 9 months add nothing', () => {
    // Owned 60 months, the last 24 as a main home: 24 ÷ 60 × £50,000 = £20,000.
    expect(run({ monthsLivedIn: 24, monthsSinceMovedOut: 0 }).privateResidenceReliefPence).toBe(20_000_00);
  });
  it('brought-forward losses are used only down to the annual exempt amount (CG21510)', () => {
    // Gain £50,000 − exempt amount £3,000 = £47,000 of the £100,000 of losses used; £53,000 carried on.
    const r = run({ capitalLosses: 100_000_00 });
    expect(r.lossesUsedPence).toBe(47_000_00);
    expect(r.taxPence).toBe(0);
  });
  it('a loss means no tax', () => {
    const r = run({ salePrice: 200_000_00 });
    expect(r.taxPence).toBe(0);
    expect(r.reportByDate).toBeNull();
  });
  it('refuses impossible input with a message', () => {
    expect(calculateCgt({ ...base, monthsLivedIn: 61 }).ok).toBe(false);
    expect(calculateCgt({ ...base, monthsLivedIn: 24, monthsSinceMovedOut: 37 })).toEqual({
      ok: false,
      error: 'The months you lived there and the months since you moved out cannot add up to more than the months you owned it.',
    });
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
