/**
 * The answer a place page opens with, in lines a reader can quote: the figure, its unit and
 * period, its comparison with the authority and England, and the data's age when it is more than
 * a year old ("data to December 2019, 6 years old"). Also the sentences that say what a place's
 * figures cover, and shares (EPC A–C, schools good or better) worked out the same way everywhere.
 *
 *   priceHeadline({ name: 'M33', median: 256_000, sales: 335, period: '2019-01 to 2019-12' },
 *     { name: 'Trafford', median: 250_000, period: '2019-01 to 2019-12' })
 *   → "£256,000 median sale price (335 sales, January 2019 to December 2019): about the same as Trafford (£250,000); no England figure is held."
 */
import { formatCount, formatPoundsFigure } from '../format/figures.ts';
import { periodWords } from './figure-age.ts';
import { formatChange } from './price-change.ts';
import { yearChange, type PriceYears } from './price-years.ts';
import { endMonth } from './staleness.ts';

/** Within this share either way a figure reads as "about the same as". */
const SAME_WITHIN = 0.05;

/** "20% below Trafford (£250,000)", "about the same as England (£2,027)"; `format` writes the reference. */
export function compareWords(value: number, reference: number, name: string, format: (v: number) => string): string {
  const figure = `${name} (${format(reference)})`;
  if (reference <= 0) return `beside ${figure}`;
  const ratio = value / reference - 1;
  if (Math.abs(ratio) < SAME_WITHIN) return `about the same as ${figure}`;
  return `${Math.round(Math.abs(ratio) * 100)}% ${ratio < 0 ? 'below' : 'above'} ${figure}`;
}

/** "data to December 2019, 6 years old" when the period ended more than 12 months before `today` (YYYY-MM-DD), else null. */
export function dataAgeWords(asOf: string, today: string): string | null {
  const end = endMonth(asOf);
  const now = endMonth(today.slice(0, 7));
  if (end === null || now === null || now - end <= 12) return null;
  const years = Math.floor((now - end) / 12);
  const last = periodWords(asOf.split(' to ').at(-1)!.trim());
  return `data to ${last}, ${years === 1 ? 'over a year' : `${years} years`} old`;
}

interface PricePlace {
  name: string;
  median: number;
  sales: number;
  /** "2019-01 to 2019-12" or one month. */
  period: string;
}

/**
 * The median sale price in one line, beside the authority's over the same period (only when the
 * periods end in the same month) and saying that no England figure is held.
 */
export function priceHeadline(place: PricePlace, authority: Omit<PricePlace, 'sales'> | null): string {
  let line = `${formatPoundsFigure(place.median)} median sale price (${formatCount(place.sales)} sales, ${periodWords(place.period)})`;
  const comparable = authority && authority.name !== place.name && endMonth(authority.period) === endMonth(place.period);
  const parts: string[] = [];
  if (comparable) parts.push(compareWords(place.median, authority.median, authority.name, formatPoundsFigure));
  parts.push('no England figure is held');
  line += `: ${parts.join('; ')}`;
  return `${line}.`;
}

interface YearsPlace {
  name: string;
  years: PriceYears | null | undefined;
}

/**
 * The median sale price of the 12 months to the newest month held, in one line: beside the
 * authority's and England's over the same 12 months (England only when the sales held cover every
 * English authority), then the change on the same 12 months one and five years earlier, each
 * beside the authority's and England's where held. Null when the place has no sales in those 12
 * months (the page then falls back to `priceHeadline` over the months it holds).
 *
 *   "£256,000 median sale price in the 12 months to December 2019 (335 sales): about the same as
 *    Trafford (£247,080); no England figure is held. Against the same 12 months a year earlier:
 *    +4.1% (Trafford +3.0%)."
 */
export function priceYearHeadline(
  place: YearsPlace,
  authority: YearsPlace | null,
  england: { years: PriceYears | null | undefined; complete: boolean } | null,
): string | null {
  const latest = place.years?.latest;
  if (!place.years || !latest) return null;
  const end = place.years.periodEnd;
  const same = (y: PriceYears | null | undefined) => (y && y.periodEnd === end && y.latest ? y : null);
  const a = authority && authority.name !== place.name ? same(authority.years) : null;
  const e = england?.complete ? same(england.years) : null;
  const parts: string[] = [];
  if (a) parts.push(compareWords(latest.medianPrice, a.latest!.medianPrice, authority!.name, formatPoundsFigure));
  parts.push(
    e ? compareWords(latest.medianPrice, e.latest!.medianPrice, 'England', formatPoundsFigure) : 'no England figure is held',
  );
  let line = `${formatPoundsFigure(latest.medianPrice)} median sale price in the 12 months to ${periodWords(end)} (${formatCount(latest.sales)} ${latest.sales === 1 ? 'sale' : 'sales'}): ${parts.join('; ')}.`;
  const own = yearChange(place.years);
  const others = [
    ...(a ? [{ name: authority!.name, change: yearChange(a) }] : []),
    ...(e ? [{ name: 'England', change: yearChange(e) }] : []),
  ];
  const changes: string[] = [];
  for (const [key, words] of [
    ['oneYear', 'a year earlier'],
    ['fiveYear', 'five years earlier'],
  ] as const) {
    const v = own[key];
    if (v === null) continue;
    const beside = others.flatMap((o) => (o.change[key] === null ? [] : [`${o.name} ${formatChange(o.change[key])}`]));
    changes.push(`${words}: ${formatChange(v)}${beside.length ? ` (${beside.join(', ')})` : ''}`);
  }
  if (changes.length) line += ` Against the same 12 months ${changes.join('; ')}.`;
  return line;
}

/** A whole percentage of a total, or null without a total: share(59, 66) → 89. */
export function share(part: number, total: number): number | null {
  return total > 0 ? Math.round((part / total) * 100) : null;
}

/** The share of EPCs rated A to C, in whole percent (null without certificates). */
export function epcAtoC(mix: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number>): number | null {
  const total = Object.values(mix).reduce((s, n) => s + n, 0);
  return share(mix.A + mix.B + mix.C, total);
}

interface CoverageFacts {
  districts: number;
  crimeDistricts: number;
  postcodes: number;
  postcodesWithAuthority: number;
}

/**
 * What an area's or district's figures cover, said where they do not cover all of it:
 * "Crime is held for 9 of the 48 postcode districts in this area, so the count is not the whole
 * area's." and "The council is recorded for 7,606 of 59,604 postcodes (13%) here: Trafford."
 */
export function coverageSentences(
  kind: 'area' | 'district' | 'authority',
  c: CoverageFacts,
  councils: readonly string[],
): string[] {
  const out: string[] = [];
  if (kind === 'area' && c.crimeDistricts > 0 && c.crimeDistricts < c.districts) {
    out.push(
      `Crime is held for ${formatCount(c.crimeDistricts)} of the ${formatCount(c.districts)} postcode districts in this area, so the crime count is for those districts only, not the whole area.`,
    );
  }
  if (kind !== 'authority' && c.postcodes > 0 && c.postcodesWithAuthority < c.postcodes) {
    const pct = share(c.postcodesWithAuthority, c.postcodes) ?? 0;
    out.push(
      c.postcodesWithAuthority === 0
        ? `The postcode files we hold do not record the council for any postcode here, so no council figures are shown.`
        : `The council is recorded for ${formatCount(c.postcodesWithAuthority)} of ${formatCount(c.postcodes)} postcodes here (${pct < 1 ? 'under 1' : pct}%)${councils.length > 0 ? `: ${councils.join(', ')}` : ''}; the rest may lie in other councils.`,
    );
  }
  return out;
}

/** The councils of a place as an index card's fact: "Councils: Trafford" only when every postcode's council is recorded. */
export function councilsFact(councils: readonly string[], c: CoverageFacts | undefined): string | null {
  if (councils.length === 0) return null;
  const names = councils.join(', ');
  if (!c || c.postcodesWithAuthority >= c.postcodes) return `Councils: ${names}`;
  const pct = share(c.postcodesWithAuthority, c.postcodes) ?? 0;
  return `Council recorded for ${pct < 1 ? 'under 1' : pct}% of postcodes: ${names}`;
}
