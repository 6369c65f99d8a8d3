/**
 * Land and Buildings Transaction Tax on a residential purchase in Scotland.
 *
 * Formula: banded LBTT on the price (first-time buyers get a £175,000 nil-rate band, with no
 * price cap), plus the Additional Dwelling Supplement — a flat rate on the whole price — when
 * buying an additional dwelling for £40,000 or more. Rounded down to the whole pound.
 *
 * Worked example (from Revenue Scotland's residential rates table, £270,000, not a first-time
 * buyer): 0% on £145,000 + 2% on £105,000 + 5% on £20,000 = £0 + £2,100 + £1,000 = £3,100.
 * First-time buyer relief saves at most 2% × (£175,000 − £145,000) = £600.
 */
import { LBTT_TABLES, type LbttTable } from '../../data/tax/lbtt.ts';
import { inForceOn } from '../../data/tax/types.ts';
import { formatPercent, formatPounds } from '../money/format.ts';
import { formatLongDate } from '../format/date.ts';
import { e4ToPenceDown, sliceBands } from './banded.ts';
import { isoDay, resolveBuyer } from './buyer.ts';
import { bandLines, totals } from './lines.ts';
import type { RatesApplied, StampDutyInput, StampDutyResult, TaxLine } from './stamp-duty-types.ts';

/** The LBTT table in force on a date (undefined before 1 April 2021). */
export function lbttTableOn(date: Date): LbttTable | undefined {
  return inForceOn(LBTT_TABLES, isoDay(date));
}

export function calculateLbtt(input: StampDutyInput, table: LbttTable): StampDutyResult {
  const price = input.price;
  const buyer = resolveBuyer(input);
  const notes: string[] = [];
  if (buyer.conflicting)
    notes.push('First-time buyer relief cannot apply when you are buying an additional property, so it has been ignored.');
  if (input.nonUkResident === true) notes.push('Scotland has no non-UK resident surcharge, so residence does not change LBTT.');

  const ads = buyer.additional && price >= table.adsMinimumPrice;
  if (buyer.firstTime)
    notes.push(
      `First-time buyer relief applies: the nil-rate band rises to ${formatPounds(table.firstTimeBuyerBands[0]!.upTo ?? 0)}.`,
    );
  if (ads) notes.push(`Additional Dwelling Supplement: ${formatPercent(table.adsRateBps)} of the whole price, on top of LBTT.`);
  if (ads && table.adsTransitional) {
    const t = table.adsTransitional;
    notes.push(
      `If your contract was entered into before ${formatLongDate(new Date(`${t.contractsBefore}T00:00:00Z`))}, the supplement is ${formatPercent(t.rateBps)} instead.`,
    );
  }
  if (buyer.additional && !ads)
    notes.push(
      `The Additional Dwelling Supplement does not apply because the price is under ${formatPounds(table.adsMinimumPrice)}.`,
    );
  const notifiable = price >= table.notifiableFrom;
  if (!notifiable) notes.push(`A purchase under ${formatPounds(table.notifiableFrom)} does not need an LBTT return.`);

  const slices = sliceBands(price, buyer.firstTime ? table.firstTimeBuyerBands : table.bands);
  const bands: TaxLine[] = bandLines(slices);
  const exact = [...slices];
  if (ads) {
    const adsE4 = BigInt(price) * BigInt(table.adsRateBps);
    exact.push({ fromPence: 0, toPence: null, rateBps: table.adsRateBps, taxablePence: price, exactTaxE4: adsE4 });
    bands.push({
      kind: 'supplement',
      label: `Additional Dwelling Supplement at ${formatPercent(table.adsRateBps)} of ${formatPounds(price)}`,
      fromPence: 0,
      toPence: null,
      rateBps: table.adsRateBps,
      taxablePence: price,
      taxPence: e4ToPenceDown(adsE4),
    });
  }
  const ratesApplied: RatesApplied = buyer.firstTime
    ? ads
      ? 'first-time-buyer-with-ads'
      : 'first-time-buyer'
    : ads
      ? 'standard-with-ads'
      : 'standard';
  return {
    tax: 'LBTT',
    taxName: 'Land and Buildings Transaction Tax',
    ...totals(price, exact, bands),
    bands,
    ratesApplied,
    surcharges: { higherRatesBps: 0, nonResidentBps: 0, adsBps: ads ? table.adsRateBps : 0 },
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
