/**
 * Stamp Duty Land Tax on a residential purchase in England or Northern Ireland.
 *
 * Formula: banded tax on the price using the standard bands, or the first-time buyer bands when
 * relief applies (price at or below the cap), with every band's rate raised by the higher-rates
 * surcharge (additional dwelling, price ≥ £40,000) and/or the 2% non-UK-resident surcharge
 * (price ≥ £40,000). The total is rounded down to the whole pound.
 *
 * Worked examples (GOV.UK "Stamp Duty Land Tax: residential property rates", from 1 April 2025):
 * - £295,000 home mover: 0% on £125,000 + 2% on £125,000 + 5% on £45,000 = £4,750.
 * - £500,000 first-time buyer: 0% on £300,000 + 5% on £200,000 = £10,000.
 * - £300,000 additional property: 5% on £125,000 + 7% on £125,000 + 10% on £50,000 = £20,000.
 */
import { SDLT_TABLES, type SdltTable } from '../../data/tax/sdlt.ts';
import { inForceOn } from '../../data/tax/types.ts';
import { formatPercent, formatPounds } from '../money/format.ts';
import { sliceBands } from './banded.ts';
import { isoDay, resolveBuyer } from './buyer.ts';
import { bandLines, totals } from './lines.ts';
import type { RatesApplied, StampDutyInput, StampDutyResult } from './stamp-duty-types.ts';

/** The SDLT table in force on a date (undefined before 1 October 2021). */
export function sdltTableOn(date: Date): SdltTable | undefined {
  return inForceOn(SDLT_TABLES, isoDay(date));
}

/** SDLT for a validated input (price a non-negative integer of pence) under the given table. */
export function calculateSdlt(input: StampDutyInput, table: SdltTable): StampDutyResult {
  const price = input.price;
  const buyer = resolveBuyer(input);
  const notes: string[] = [];
  if (buyer.conflicting)
    notes.push('First-time buyer relief cannot apply when you are buying an additional property, so it has been ignored.');

  const surchargeable = price >= table.surchargeMinimumPrice;
  const higher = buyer.additional && surchargeable;
  const nonResident = input.nonUkResident === true && surchargeable;
  const reliefApplies = buyer.firstTime && price <= table.firstTimeBuyerMaxPrice;

  if (buyer.firstTime && !reliefApplies) {
    notes.push(
      `First-time buyer relief is not available because the price is over ${formatPounds(table.firstTimeBuyerMaxPrice)}, so the standard rates apply.`,
    );
  }
  if (reliefApplies)
    notes.push(`First-time buyer relief applies: the price is ${formatPounds(table.firstTimeBuyerMaxPrice)} or less.`);
  if (higher)
    notes.push(`Higher rates for additional dwellings: ${formatPercent(table.higherRatesSurchargeBps)} is added to every band.`);
  if (buyer.additional && !surchargeable)
    notes.push(`The higher rates do not apply because the price is under ${formatPounds(table.surchargeMinimumPrice)}.`);
  if (nonResident)
    notes.push(`Non-UK resident surcharge: ${formatPercent(table.nonResidentSurchargeBps)} is added to every band.`);
  if (input.nonUkResident === true && !surchargeable)
    notes.push(
      `The non-UK resident surcharge does not apply because the price is under ${formatPounds(table.surchargeMinimumPrice)}.`,
    );
  const notifiable = price >= table.notifiableFrom;
  if (!notifiable) notes.push(`A purchase under ${formatPounds(table.notifiableFrom)} does not need an SDLT return.`);

  const extraBps = (higher ? table.higherRatesSurchargeBps : 0) + (nonResident ? table.nonResidentSurchargeBps : 0);
  const slices = sliceBands(price, reliefApplies ? table.firstTimeBuyerBands : table.bands, extraBps);
  const bands = bandLines(slices);
  const ratesApplied: RatesApplied = higher ? 'higher' : reliefApplies ? 'first-time-buyer' : 'standard';
  return {
    tax: 'SDLT',
    taxName: 'Stamp Duty Land Tax',
    ...totals(price, slices, bands),
    bands,
    ratesApplied,
    surcharges: {
      higherRatesBps: higher ? table.higherRatesSurchargeBps : 0,
      nonResidentBps: nonResident ? table.nonResidentSurchargeBps : 0,
      adsBps: 0,
    },
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
