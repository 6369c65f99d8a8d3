/**
 * Corporation Tax: rates and limits from GOV.UK "Corporation Tax rates and reliefs" (19% up to £50,000, 25% over
 * £250,000) and the marginal relief formula on GOV.UK "Marginal Relief for Corporation Tax":
 * (upper limit − augmented profits) × (taxable profits ÷ augmented profits) × 3/200. Figures worked by hand.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { corporationTax, corporationTaxYearOn } from './corporation-tax.ts';

describe('corporationTax', () => {
  it('small profits rate: £40,000 → 19% = £7,600; £50,000 → £9,500', () => {
    expect(corporationTax(40_000_00)).toMatchObject({ band: 'small profits rate', taxPence: 7_600_00 });
    expect(corporationTax(50_000_00).taxPence).toBe(9_500_00);
  });
  it('marginal relief: £100,000 → 25% × £100,000 − 3/200 × £150,000 = £25,000 − £2,250 = £22,750', () => {
    const r = corporationTax(100_000_00);
    expect(r.band).toBe('marginal relief');
    expect(r.grossTaxPence).toBe(25_000_00);
    expect(r.marginalReliefPence).toBe(2_250_00);
    expect(r.taxPence).toBe(22_750_00);
    expect(r.effectiveRateBps).toBe(2_275);
  });
  it('the limits meet: £50,000.01 costs a penny more than 19%, £250,000 is 25% with no relief', () => {
    // 25% × £50,000 − 3/200 × £200,000 = £12,500 − £3,000 = £9,500, the same as 19% × £50,000.
    expect(corporationTax(50_000_01).taxPence).toBeGreaterThanOrEqual(9_500_00);
    expect(corporationTax(250_000_00)).toMatchObject({ marginalReliefPence: 0, taxPence: 62_500_00 });
    expect(corporationTax(300_000_00)).toMatchObject({ band: 'main rate', taxPence: 75_000_00 });
  });
  it('no tax on a loss', () => {
    expect(corporationTax(-5_000_00)).toMatchObject({ band: 'none', taxPence: 0, effectiveRateBps: 0 });
  });
  it('rules in force from 1 April 2023, none before', () => {
    expect(corporationTaxYearOn(new Date('2023-04-01'))?.mainRateBps).toBe(2_500);
    expect(corporationTaxYearOn(new Date('2023-03-31'))).toBeUndefined();
  });
  it('property: tax never falls as profits rise, and stays between 19% and 25%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_00 }), fc.integer({ min: 0, max: 10_000_00 }), (p, step) => {
        const a = corporationTax(p).taxPence;
        expect(corporationTax(p + step).taxPence).toBeGreaterThanOrEqual(a);
        expect(a).toBeGreaterThanOrEqual(Math.floor(p * 0.19) - 1);
        expect(a).toBeLessThanOrEqual(Math.ceil(p * 0.25));
      }),
    );
  });
});
