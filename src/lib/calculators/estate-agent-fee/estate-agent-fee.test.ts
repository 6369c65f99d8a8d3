/**
 * Estate agent fee tests: the fee is a plain percentage of the sale price (or a fixed fee) plus VAT at the standard
 * rate, GOV.UK "VAT rates" https://www.gov.uk/vat-rates (20% since 4 January 2011). Figures worked by hand.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateEstateAgentFee, type EstateAgentFeeInput } from './estate-agent-fee.ts';

const base: EstateAgentFeeInput = {
  salePrice: 300_000_00,
  feeType: 'percentage',
  rateBps: 120,
  fixedFee: 0,
  quoteIncludesVat: false,
  vatCharged: true,
  otherCosts: 0,
  mortgageToRepay: 0,
};
const run = (o: Partial<EstateAgentFeeInput>) => {
  const r = calculateEstateAgentFee({ ...base, ...o });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('estate agent fee', () => {
  it('£300,000 at 1.2% + VAT = £3,600 + £720 = £4,320 (1.44% of the price; £300,000 − £4,320 = £295,680 kept)', () => {
    const r = run({});
    expect([r.feeExVatPence, r.vatPence, r.feeIncVatPence]).toEqual([3_600_00, 720_00, 4_320_00]);
    expect(r.effectiveRateBps).toBe(144);
    expect(r.proceedsPence).toBe(295_680_00);
  });
  it('a quote including VAT is split back out (1.44% × £300,000 = £4,320; ÷ 1.2 = £3,600)', () => {
    const r = run({ rateBps: 144, quoteIncludesVat: true });
    expect([r.feeExVatPence, r.vatPence, r.feeIncVatPence]).toEqual([3_600_00, 720_00, 4_320_00]);
  });
  it('fixed fees, with VAT (£999 × 1.2 = £1,198.80)', () => {
    const r = run({ feeType: 'fixed', fixedFee: 999_00 });
    expect(r.feeIncVatPence).toBe(1_198_80);
  });
  it('no VAT when the agent is not VAT-registered', () => {
    expect(run({ vatCharged: false }).feeIncVatPence).toBe(3_600_00);
  });
  it('subtracts other costs and the mortgage from what you keep (£300,000 − £4,320 − £1,500 − £150,000)', () => {
    expect(run({ otherCosts: 1_500_00, mortgageToRepay: 150_000_00 }).proceedsPence).toBe(144_180_00);
  });
  it('refuses rates above 10%', () => {
    expect(calculateEstateAgentFee({ ...base, rateBps: 1_001 }).ok).toBe(false);
  });
  it('ex-VAT + VAT always equals the total, and the fee rises with the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.boolean(),
        (p, rate, inc) => {
          const a = run({ salePrice: p, rateBps: rate, quoteIncludesVat: inc });
          const b = run({ salePrice: p + 100_00, rateBps: rate, quoteIncludesVat: inc });
          expect(a.feeExVatPence + a.vatPence).toBe(a.feeIncVatPence);
          expect(b.feeIncVatPence).toBeGreaterThanOrEqual(a.feeIncVatPence);
        },
      ),
    );
  });
});
