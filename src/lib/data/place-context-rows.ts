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
import { yearChange, type PriceYear, type PriceYears } from './price-years.ts';
import { periodWords } from './figure-age.ts';
import type { PriceStats } from './types.ts';

export const NOT_HELD = 'Not held';

type Mix = Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number>;

export interface ContextPlace {
  name: string;
  prices?: PriceStats | null | undefined;
  /** The 12-month figures (12 months to the newest month held, a year and five years before). */
  years?: PriceYears | null | undefined;
  population?: number | null | undefined;
  schoolGrades?: { graded: number; goodOrBetter: number } | undefined;
  /** Only authorities hold these. */
  bandD?: number | null | undefined;
  epc?: Mix | null | undefined;
  crime?: CrimeRate | null | undefined;
  /** Median resident pay (ASHE) and employment rate (APS) by period: authorities only. */
  earnings?: readonly { period: string; value: number }[] | null | undefined;
  employment?: readonly { period: string; value: number }[] | null | undefined;
}

export interface ContextInput {
  place: ContextPlace;
  /** The place's authority, for a district or area within one (absent on an authority's own page). */
  authority?: ContextPlace | null | undefined;
  england: {
    bandD: number | null;
    epc: Mix | null;
    crimePerMonth: number;
    /** England's 12-month figures, used only when `complete` (the sales held cover every English authority). */
    prices?: { years: PriceYears | null; complete: boolean; authorities?: number } | null | undefined;
    earnings?: readonly { period: string; value: number }[] | null | undefined;
    employment?: readonly { period: string; value: number }[] | null | undefined;
  };
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

type RowFn = (key: string, label: string, own: string, auth: string, eng: string) => ContextRow;

const yearCell = (y: PriceYear | null | undefined) =>
  y ? `${formatPoundsFigure(y.medianPrice)} (${formatCount(y.sales)} ${y.sales === 1 ? 'sale' : 'sales'})` : NOT_HELD;

function yearTypeCell(y: PriceYear | null | undefined, type: string): string {
  const t = y?.byPropertyType.find((x) => x.propertyType === type);
  return t ? `${formatPoundsFigure(t.medianPrice)} (${formatCount(t.sales)} ${t.sales === 1 ? 'sale' : 'sales'})` : NOT_HELD;
}

function yearChangeCell(y: PriceYears | null | undefined, which: 'oneYear' | 'fiveYear'): string {
  const c = yearChange(y)[which];
  return c === null ? NOT_HELD : formatChange(c);
}

/** Prices over the 12 months to the newest month held (the same months for every column), by type, and their change. */
function yearRows(
  periodEnd: string,
  own: PriceYears | null | undefined,
  auth: PriceYears | null | undefined,
  eng: PriceYears | null,
  row: RowFn,
  withAuthority: boolean,
): ContextRow[] {
  const same = (y: PriceYears | null | undefined) => (y && y.periodEnd === periodEnd ? y : null);
  const [p, a, e] = [same(own), same(auth), same(eng)];
  const months = `12 months to ${periodWords(periodEnd)}`;
  const rows: ContextRow[] = [
    row('price', `Median sale price, ${months}`, yearCell(p?.latest), yearCell(a?.latest), yearCell(e?.latest)),
  ];
  for (const type of PROPERTY_TYPES) {
    const holds = (y: PriceYears | null) => y?.latest?.byPropertyType.some((t) => t.propertyType === type) ?? false;
    if (!holds(p) && !(withAuthority && holds(a))) continue;
    rows.push(
      row(
        `price-${type}`,
        `${type}, median`,
        yearTypeCell(p?.latest, type),
        yearTypeCell(a?.latest, type),
        yearTypeCell(e?.latest, type),
      ),
    );
  }
  rows.push(
    row(
      'change-1',
      'Price change on the same 12 months a year earlier',
      yearChangeCell(p, 'oneYear'),
      yearChangeCell(a, 'oneYear'),
      yearChangeCell(e, 'oneYear'),
    ),
    row(
      'change-5',
      'Price change on the same 12 months five years earlier',
      yearChangeCell(p, 'fiveYear'),
      yearChangeCell(a, 'fiveYear'),
      yearChangeCell(e, 'fiveYear'),
    ),
  );
  return rows;
}

/** Build data from before the 12-month figures: medians over every month held. */
function allMonthsRows(
  own: PriceStats | null | undefined,
  auth: PriceStats | null | undefined,
  row: RowFn,
  withAuthority: boolean,
): ContextRow[] {
  const rows: ContextRow[] = [];
  const median = (p: PriceStats | null | undefined) => (p ? formatPoundsFigure(p.medianPrice) : NOT_HELD);
  rows.push(row('price', 'Median sale price', median(own), median(auth), NOT_HELD));
  for (const type of PROPERTY_TYPES) {
    if (
      !own?.byPropertyType.some((t) => t.propertyType === type) &&
      !(withAuthority && auth?.byPropertyType.some((t) => t.propertyType === type))
    )
      continue;
    rows.push(row(`price-${type}`, `${type}, median`, typeMedian(own, type), typeMedian(auth, type), NOT_HELD));
  }
  rows.push(row('change-1', 'Price change over 1 year', change(own, 'oneYear'), change(auth, 'oneYear'), NOT_HELD));
  rows.push(row('change-5', 'Price change over 5 years', change(own, 'fiveYear'), change(auth, 'fiveYear'), NOT_HELD));
  return rows;
}

type Series = readonly { period: string; value: number }[] | null | undefined;

/** "2018" → "2018"; "2019-03-01" (APS, 12 months ending then) → "year to March 2019". */
function labourPeriod(period: string): string {
  return /^\d{4}$/.test(period) ? period : `year to ${periodWords(period.slice(0, 7))}`;
}

/**
 * Pay and employment, held by authority: the authority's latest figure beside England's in the
 * same period only, never another year's (a district or area holds none of its own).
 */
function labourRows(place: ContextPlace, a: ContextPlace | null, england: ContextInput['england'], row: RowFn): ContextRow[] {
  const rows: ContextRow[] = [];
  const specs = [
    ['pay', 'Median resident pay, all employees', 'earnings', (v: number) => formatPoundsFigure(v)],
    ['employment', 'Employment rate, aged 16 to 64', 'employment', (v: number) => `${v.toFixed(1)}%`],
  ] as const;
  for (const [key, label, field, format] of specs) {
    const own: Series = place[field];
    const auth: Series = a?.[field];
    const eng: Series = england[field];
    const latest = (s: Series) => (s && s.length ? [...s].sort((x, y) => x.period.localeCompare(y.period)).at(-1)! : null);
    const ref = latest(own) ?? latest(auth);
    if (!ref) continue;
    const cell = (s: Series) => {
      const l = latest(s);
      return l ? `${format(l.value)} (${labourPeriod(l.period)})` : NOT_HELD;
    };
    const e = eng?.find((x) => x.period === ref.period);
    rows.push(
      row(
        key,
        label,
        // Counted by authority only: a district or area has no figure of its own.
        a ? NOT_HELD : cell(own),
        cell(auth),
        e ? `${format(e.value)} (${labourPeriod(e.period)})` : NOT_HELD,
      ),
    );
  }
  return rows;
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
  const e = england.prices?.complete ? (england.prices.years ?? null) : null;
  const periodEnd = place.years?.periodEnd ?? a?.years?.periodEnd ?? null;
  if (periodEnd) rows.push(...yearRows(periodEnd, place.years, a?.years, e, row, a !== null));
  else rows.push(...allMonthsRows(place.prices, a?.prices, row, a !== null));
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
  rows.push(...labourRows(place, a, england, row));
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
