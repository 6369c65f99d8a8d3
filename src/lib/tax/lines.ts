/** Turns exact band slices into breakdown lines and a total rounded down to the pound. */
import { formatPercent, formatPounds } from '../money/format.ts';
import { ratioBps } from '../money/rate.ts';
import { e4ToPenceDown, e4ToPoundsDown, exactTotalE4, type BandSlice } from './banded.ts';
import type { TaxLine } from './stamp-duty-types.ts';

/** "£125,000 to £250,000 at 2%" / "Above £1,500,000 at 12%" / "Up to £125,000 at 0%". */
export function bandLabel(slice: Pick<BandSlice, 'fromPence' | 'toPence' | 'rateBps'>): string {
  const rate = formatPercent(slice.rateBps);
  if (slice.toPence === null) return `Above ${formatPounds(slice.fromPence)} at ${rate}`;
  if (slice.fromPence === 0) return `Up to ${formatPounds(slice.toPence)} at ${rate}`;
  return `${formatPounds(slice.fromPence)} to ${formatPounds(slice.toPence)} at ${rate}`;
}

export function bandLines(slices: readonly BandSlice[]): TaxLine[] {
  return slices.map((s) => ({
    kind: 'band',
    label: bandLabel(s),
    fromPence: s.fromPence,
    toPence: s.toPence,
    rateBps: s.rateBps,
    taxablePence: s.taxablePence,
    taxPence: e4ToPenceDown(s.exactTaxE4),
  }));
}

export interface Totals {
  totalPence: number;
  roundingAdjustmentPence: number;
  effectiveRateBps: number;
  effectiveRate: number;
}

/** Rounds the exact sum down to the pound and reports how that differs from the per-line pennies. */
export function totals(pricePence: number, exact: readonly { exactTaxE4: bigint }[], lines: readonly TaxLine[]): Totals {
  const totalPence = e4ToPoundsDown(exactTotalE4(exact));
  const lineSum = lines.reduce((sum, l) => sum + l.taxPence, 0);
  const effectiveRateBps = ratioBps(totalPence, pricePence);
  return {
    totalPence,
    roundingAdjustmentPence: totalPence - lineSum,
    effectiveRateBps,
    effectiveRate: pricePence === 0 ? 0 : totalPence / pricePence,
  };
}
