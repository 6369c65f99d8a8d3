/**
 * Slice-by-slice ("banded") tax: each rate applies only to the part of the price inside its band.
 *
 * Formula: tax = Σ rate_i × (min(price, upTo_i) − from_i) over bands with price > from_i.
 * Worked example (SDLT from 1 April 2025, £295,000): 0% × £125,000 + 2% × £125,000 + 5% × £45,000
 * = £0 + £2,500 + £2,250 = £4,750 (GOV.UK, "Stamp Duty Land Tax: residential property rates").
 *
 * Amounts are exact: each slice's tax is kept in ten-thousandths of a penny (bigint) until the
 * caller rounds, so the total can be rounded once, as the tax authority does.
 */
import type { Band } from '../../data/tax/types.ts';
import { divRound } from '../money/rounding.ts';

export interface BandSlice {
  fromPence: number;
  toPence: number | null;
  rateBps: number;
  /** The part of the price taxed in this band. */
  taxablePence: number;
  /** Exact tax × 10 000 (pence × bps), before any rounding. */
  exactTaxE4: bigint;
}

/** Splits the price across the bands; `extraBps` is added to every band's rate (a surcharge). */
export function sliceBands(pricePence: number, bands: readonly Band[], extraBps = 0): BandSlice[] {
  const slices: BandSlice[] = [];
  let from = 0;
  for (const band of bands) {
    const top = band.upTo === null ? pricePence : Math.min(pricePence, band.upTo);
    const taxable = Math.max(0, top - from);
    const rateBps = band.rateBps + extraBps;
    slices.push({
      fromPence: from,
      toPence: band.upTo,
      rateBps,
      taxablePence: taxable,
      exactTaxE4: BigInt(taxable) * BigInt(rateBps),
    });
    if (band.upTo === null || pricePence <= band.upTo) break;
    from = band.upTo;
  }
  return slices;
}

/** Sum of exact slice taxes (× 10 000). */
export function exactTotalE4(slices: readonly { exactTaxE4: bigint }[]): bigint {
  return slices.reduce((sum, s) => sum + s.exactTaxE4, 0n);
}

/** Exact (× 10 000) pence, rounded down to a whole penny. */
export function e4ToPenceDown(value: bigint): number {
  return Number(divRound(value, 10_000n, 'down'));
}

/** Exact (× 10 000) pence, rounded down to a whole pound (in pence): HMRC, Revenue Scotland and the WRA round tax down. */
export function e4ToPoundsDown(value: bigint): number {
  return Number(divRound(value, 1_000_000n, 'down')) * 100;
}
