/**
 * The context table of a place page: each figure beside its authority's and England's, every cell
 * a figure with its unit or "Not held" (never 0 for a dataset we do not hold). Pure: the page
 * passes the build-time aggregates (price_stats, school grades, council tax, EPC lodgements, crime
 * rates) and gets rows to render.
 */
import { formatCount, formatPoundsFigure, formatPoundsPenceFigure } from '../format/figures.ts';
import { formatRate } from './crime-rate.ts';
import type { CrimeRate } from './crime-rate.ts';
import { isYearly } from './crime-headline.ts';
import { epcAtoC, share } from './place-headline.ts';
import { formatChange, priceChange } from './price-change.ts';
import type { PriceStats } from './types.ts';

export const NOT_HELD = 'Not held';

type Mix = Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number>;

export interface ContextPlace {
  name: string;
  prices?: PriceStats | null | undefined;
  population?: number | null | undefined;
  schoolGrades?: { graded: number; goodOrBetter: number } | undefined;
  /** Only authorities hold these. */
  bandD?: number | null | undefined;
  epc?: Mix | null | undefined;
  crime?: CrimeRate | null | undefined;
}

export interface ContextInput {
  place: ContextPlace;
  /** The place's authority, for a district or area within one (absent on an authority's own page). */
  authority?: ContextPlace | null | undefined;
  england: { bandD: number | null; epc: Mix | null; crimePerMonth: number };
}

interface ContextRow {
  key: string;
  label: string;
  place: string;
  authority?: string;
  england: string;
}

const PROPERTY_TYPES = ['Detached', 'Semi-detached', 'Terraced', 'Flat/maisonette'] as const;

const pct = (n: number | null) => (n === null ? NOT_HELD : `${n}%`);

function typeMedian(p: PriceStats | null | undefined, type: string): string {
  const t = p?.byPropertyType.find((x) => x.propertyType === type);
  return t ? `${formatPoundsFigure(t.medianPrice)} (${formatCount(t.sales)} sales)` : NOT_HELD;
}

function change(p: PriceStats | null | undefined, which: 'oneYear' | 'fiveYear'): string {
  const c = p ? priceChange(p.monthly) : null;
  return c && c[which] !== null ? formatChange(c[which]!) : NOT_HELD;
}

function crimeCell(rate: CrimeRate | null | undefined, months: number | null): string {
  if (!rate || (months !== null && rate.months.length !== months)) return NOT_HELD;
  return `${formatRate(rate.perThousand)} ${isYearly(rate) ? 'a year' : rate.months.length === 1 ? 'in one month' : `over ${rate.months.length} months`}`;
}

export function placeContextRows({ place, authority, england }: ContextInput): ContextRow[] {
  const a = authority ?? null;
  const row = (key: string, label: string, own: string, auth: string, eng: string): ContextRow => ({
    key,
    label,
    place: own,
    ...(a ? { authority: auth } : {}),
    england: eng,
  });
  const rows: ContextRow[] = [];
  const median = (p: PriceStats | null | undefined) => (p ? formatPoundsFigure(p.medianPrice) : NOT_HELD);
  rows.push(row('price', 'Median sale price', median(place.prices), median(a?.prices), NOT_HELD));
  for (const type of PROPERTY_TYPES) {
    if (
      !place.prices?.byPropertyType.some((t) => t.propertyType === type) &&
      !a?.prices?.byPropertyType.some((t) => t.propertyType === type)
    )
      continue;
    rows.push(row(`price-${type}`, `${type}, median`, typeMedian(place.prices, type), typeMedian(a?.prices, type), NOT_HELD));
  }
  rows.push(row('change-1', 'Price change over 1 year', change(place.prices, 'oneYear'), change(a?.prices, 'oneYear'), NOT_HELD));
  rows.push(
    row('change-5', 'Price change over 5 years', change(place.prices, 'fiveYear'), change(a?.prices, 'fiveYear'), NOT_HELD),
  );
  const band = (v: number | null | undefined) => (v == null ? NOT_HELD : formatPoundsPenceFigure(v));
  rows.push(
    row(
      'council-tax',
      'Council tax, average Band D',
      a ? `${band(a.bandD)} (set by ${a.name})` : band(place.bandD),
      band(a?.bandD),
      england.bandD === null ? NOT_HELD : `${band(england.bandD)} (excluding parish precepts)`,
    ),
  );
  const epc = (m: Mix | null | undefined) => (m ? pct(epcAtoC(m)) : NOT_HELD);
  rows.push(row('epc', 'Energy certificates rated A to C', a ? NOT_HELD : epc(place.epc), epc(a?.epc), epc(england.epc)));
  const good = (g: { graded: number; goodOrBetter: number } | undefined) =>
    g && g.graded > 0 ? pct(share(g.goodOrBetter, g.graded)) : NOT_HELD;
  rows.push(
    row('schools', 'Graded schools rated good or outstanding', good(place.schoolGrades), good(a?.schoolGrades), NOT_HELD),
  );
  const people = (n: number | null | undefined) => (n == null ? NOT_HELD : formatCount(n));
  rows.push(row('population', 'Population', people(place.population), people(a?.population), NOT_HELD));
  const months = place.crime?.months.length ?? null;
  rows.push(
    row(
      'crime',
      'Crimes per 1,000 residents',
      crimeCell(place.crime, null),
      crimeCell(a?.crime, months),
      months === null
        ? NOT_HELD
        : `${formatRate(england.crimePerMonth * months)} ${months >= 12 ? 'a year' : months === 1 ? 'in one month' : `over ${months} months`}`,
    ),
  );
  return rows;
}
