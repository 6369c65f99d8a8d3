/**
 * Estate agent fee: a percentage of the sale price or a fixed fee, quoted with or without VAT.
 *
 * Formula: fee ex VAT = price × rate (percentage) or the fixed fee; VAT = fee ex VAT × 20%
 * (each rounded to the nearest penny). When the quote already includes VAT:
 * fee ex VAT = fee inc VAT ÷ 1.2. What you keep = price − fee inc VAT − other costs − mortgage.
 *
 * Worked example: £300,000 at 1.2% + VAT = £3,600 + £720 VAT = £4,320 (VAT at the GOV.UK standard rate).
 */
import { VAT_RATES, type VatRate } from '../../../data/tax/vat.ts';
import { inForceOn } from '../../../data/tax/types.ts';
import { mulDiv } from '../../money/rounding.ts';
import { percentOf, ratioBps } from '../../money/rate.ts';
import { fail, ok, type Result } from '../../result.ts';

export interface EstateAgentFeeInput {
  salePrice: number;
  feeType: 'percentage' | 'fixed';
  rateBps: number;
  fixedFee: number;
  /** The quoted fee already includes VAT. */
  quoteIncludesVat: boolean;
  /** The agent charges VAT (false for the rare agent not VAT-registered). */
  vatCharged: boolean;
  otherCosts: number;
  mortgageToRepay: number;
}

export interface EstateAgentFeeResult {
  feeExVatPence: number;
  vatPence: number;
  feeIncVatPence: number;
  /** Fee including VAT as a share of the price, in basis points. */
  effectiveRateBps: number;
  proceedsPence: number;
  vatRate: VatRate;
  /** The fee (inc VAT) at other percentage rates for comparison. */
  comparison: { rateBps: number; feeIncVatPence: number }[];
}

export const COMPARISON_RATES_BPS = [50, 75, 100, 125, 150, 200, 300] as const;

export function vatRateOn(date: Date): VatRate {
  return inForceOn(VAT_RATES, date.toISOString().slice(0, 10)) ?? VAT_RATES[VAT_RATES.length - 1]!;
}

function splitFee(quoted: number, includesVat: boolean, vatBps: number): { exVat: number; vat: number } {
  if (vatBps === 0) return { exVat: quoted, vat: 0 };
  if (includesVat) {
    const exVat = mulDiv(quoted, 10_000, 10_000 + vatBps, 'half-up');
    return { exVat, vat: quoted - exVat };
  }
  return { exVat: quoted, vat: percentOf(quoted, vatBps, 'half-up') };
}

export function calculateEstateAgentFee(
  input: EstateAgentFeeInput,
  vat: VatRate = vatRateOn(new Date()),
): Result<EstateAgentFeeResult> {
  if (input.feeType === 'percentage' && input.rateBps > 1_000) return fail('Enter a fee rate of 10% or less.');
  const vatBps = input.vatCharged ? vat.standardRateBps : 0;
  const quoted = input.feeType === 'percentage' ? percentOf(input.salePrice, input.rateBps, 'half-up') : input.fixedFee;
  const { exVat, vat: vatAmount } = splitFee(quoted, input.quoteIncludesVat, vatBps);
  const incVat = exVat + vatAmount;
  const comparison = COMPARISON_RATES_BPS.map((rateBps) => {
    const f = splitFee(percentOf(input.salePrice, rateBps, 'half-up'), input.quoteIncludesVat, vatBps);
    return { rateBps, feeIncVatPence: f.exVat + f.vat };
  });
  return ok({
    feeExVatPence: exVat,
    vatPence: vatAmount,
    feeIncVatPence: incVat,
    effectiveRateBps: ratioBps(incVat, input.salePrice),
    proceedsPence: input.salePrice - incVat - input.otherCosts - input.mortgageToRepay,
    vatRate: vat,
    comparison,
  });
}
