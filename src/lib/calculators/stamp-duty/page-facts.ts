/**
 * Figures quoted in the stamp duty page's explanatory text and FAQs, taken from the tables in
 * force on a date, so no rate or threshold is typed into the page by hand.
 */
import { calculateStampDuty } from '../../tax/stamp-duty.ts';
import { sdltTableOn } from '../../tax/sdlt.ts';
import { lbttTableOn } from '../../tax/lbtt.ts';
import { lttTableOn } from '../../tax/ltt.ts';
import { formatPercent, formatPounds } from '../../money/format.ts';
import type { Band } from '../../../data/tax/types.ts';

/** "0% up to £125,000; 2% from £125,000 to £250,000; …" */
export function describeBands(bands: readonly Band[]): string {
  let from = 0;
  return bands
    .map((b) => {
      const text =
        b.upTo === null
          ? `${formatPercent(b.rateBps)} above ${formatPounds(from)}`
          : from === 0
            ? `${formatPercent(b.rateBps)} up to ${formatPounds(b.upTo)}`
            : `${formatPercent(b.rateBps)} from ${formatPounds(from)} to ${formatPounds(b.upTo)}`;
      from = b.upTo ?? from;
      return text;
    })
    .join('; ');
}

export function stampDutyFacts(date: Date) {
  const sdlt = sdltTableOn(date)!;
  const lbtt = lbttTableOn(date)!;
  const ltt = lttTableOn(date)!;
  const examplePrice = 295_000_00;
  const example = calculateStampDuty({ price: examplePrice, region: 'england-ni', completionDate: date });
  return {
    sdlt,
    lbtt,
    ltt,
    sdltBands: describeBands(sdlt.bands),
    sdltFtbBands: describeBands(sdlt.firstTimeBuyerBands),
    ftbCap: formatPounds(sdlt.firstTimeBuyerMaxPrice),
    higherRates: formatPercent(sdlt.higherRatesSurchargeBps),
    nonResident: formatPercent(sdlt.nonResidentSurchargeBps),
    surchargeMinimum: formatPounds(sdlt.surchargeMinimumPrice),
    lbttBands: describeBands(lbtt.bands),
    lbttFtbNilBand: formatPounds(lbtt.firstTimeBuyerBands[0]!.upTo ?? 0),
    ads: formatPercent(lbtt.adsRateBps),
    adsMinimum: formatPounds(lbtt.adsMinimumPrice),
    lttBands: describeBands(ltt.mainBands),
    lttHigherBands: describeBands(ltt.higherBands),
    sdltReturnDays: sdlt.returnDueDays,
    lbttReturnDays: lbtt.returnDueDays,
    lttReturnDays: ltt.returnDueDays,
    nonResidentDays: sdlt.nonResidentPresenceDays,
    examplePrice: formatPounds(examplePrice),
    exampleTax: formatPounds(example.totalPence),
    exampleLines: example.bands
      .map((b) => `${formatPercent(b.rateBps)} on ${formatPounds(b.taxablePence)} = ${formatPounds(b.taxPence)}`)
      .join(', '),
  };
}
