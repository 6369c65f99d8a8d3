/**
 * Land Transaction Tax on a residential purchase in Wales.
 *
 * Formula: banded LTT on the price using the main rates, or the higher rates when buying an
 * additional dwelling for £40,000 or more. No first-time buyer relief. Rounded down to the pound.
 *
 * Worked from the WRA main-rates table in force from 10 October 2022, £300,000:
 * 0% on £225,000 + 6% on £75,000 = £4,500.
 */
import { LTT_TABLES, type LttTable } from '../../data/tax/ltt.ts';
import { inForceOn } from '../../data/tax/types.ts';
import { formatPounds } from '../money/format.ts';
import { sliceBands } from './banded.ts';
import { isoDay, resolveBuyer } from './buyer.ts';
import { bandLines, totals } from './lines.ts';
import type { StampDutyInput, StampDutyResult } from './stamp-duty-types.ts';

/** The LTT table in force on a date (undefined before 1 April 2021). */
export function lttTableOn(date: Date): LttTable | undefined {
  return inForceOn(LTT_TABLES, isoDay(date));
}

export function calculateLtt(input: StampDutyInput, table: LttTable): StampDutyResult {
  const price = input.price;
  const buyer = resolveBuyer(input);
  const notes: string[] = [];
  if (buyer.firstTime || buyer.conflicting) notes.push('Wales has no first-time buyer relief, so the main rates apply.');
  if (input.nonUkResident === true) notes.push('Wales has no non-UK resident surcharge, so residence does not change LTT.');
  const higher = buyer.additional && price >= table.higherRatesMinimumPrice;
  if (higher) notes.push('Higher residential rates apply because you are buying an additional dwelling.');
  if (buyer.additional && !higher)
    notes.push(`The higher rates do not apply because the price is under ${formatPounds(table.higherRatesMinimumPrice)}.`);
  const notifiable = price >= table.notifiableFrom;
  if (!notifiable) notes.push(`A purchase under ${formatPounds(table.notifiableFrom)} does not need an LTT return.`);

  const slices = sliceBands(price, higher ? table.higherBands : table.mainBands);
  const bands = bandLines(slices);
  return {
    tax: 'LTT',
    taxName: 'Land Transaction Tax',
    ...totals(price, slices, bands),
    bands,
    ratesApplied: higher ? 'higher' : 'standard',
    surcharges: { higherRatesBps: 0, nonResidentBps: 0, adsBps: 0 },
    rulesInForce: {
      effectiveFrom: table.effectiveFrom,
      effectiveTo: table.effectiveTo,
      verifiedOn: table.verifiedOn,
      sources: table.sources,
    },
    notifiable,
    notes,
  };
}
