/**
 * How published open-data figures read: places, counts, periods, distances and speeds. Amounts and percentages go
 * through the one money formatter (src/lib/money/format.ts); these wrappers only say the figure is in pounds.
 */
import type { GeographyLevel, Provenance } from '../data/types.ts';
import { formatPercentValue, formatPoundsAndPence, formatWholePounds } from '../money/format.ts';

const LEVEL_LABELS: Record<GeographyLevel, string> = {
  postcode: 'Postcode',
  sector: 'Postcode sector',
  district: 'Postcode district',
  area: 'Postcode area',
  radius: 'Radius',
  lsoa: 'LSOA',
  msoa: 'MSOA',
  ward: 'Ward',
  authority: 'Local authority',
  county: 'County',
  region: 'Region',
  country: 'Country',
  police_force: 'Police force area',
  address: 'Address',
};

/** "Ward", "LSOA", "Local authority" … */
export function levelLabel(level: GeographyLevel): string {
  return LEVEL_LABELS[level];
}

/** "LSOA Trafford 014D (E01006174)": the area a figure describes, by level, name and code. */
export function formatPlace(geography: Provenance['geography']): string {
  // A radius is named by what it is ("Within 1.6 km of M33 2AU"); its code is just the centre.
  if (geography.level === 'radius') return geography.name ?? geography.code ?? '';
  const label = LEVEL_LABELS[geography.level];
  const name = geography.name ?? geography.code ?? '';
  const code = geography.name && geography.code && geography.code !== geography.name ? ` (${geography.code})` : '';
  return `${label} ${name}${code}`.trim();
}

/** What a figure really describes: the provenance note when there is one (e.g. a radius), else the place. */
export function formatGeography(geography: Provenance['geography']): string {
  return geography.note ?? formatPlace(geography);
}

/** A published figure in pounds (a sale price, a median wage), shown in whole pounds: 185000 → "£185,000". */
export function formatPoundsFigure(pounds: number): string {
  return formatWholePounds(Math.round(pounds * 100));
}

/** A published figure in pounds and pence (a council tax charge): 1525.51 → "£1,525.51". */
export function formatPoundsPenceFigure(pounds: number): string {
  return formatPoundsAndPence(Math.round(pounds * 100));
}

/** A count, e.g. 1,234. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-GB');
}

/** A published percentage, to one decimal place (the site's percentage rule): 99.74 → "99.7%", 100 → "100.0%". */
export function formatPercentFigure(percent: number): string {
  return formatPercentValue(percent);
}

/** Mbit/s to one decimal place, e.g. 127.8 Mbit/s. */
export function formatMbps(value: number): string {
  return `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} Mbit/s`;
}

/** Metres as "350 m" or "1.2 km". */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A period as people read it: "2016-06" → "Jun 2016", "2019-12-20" → "20 Dec 2019", a financial
 * year "2023-24" → "2023/24"; other text unchanged.
 */
export function formatPeriod(period: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  if (day) return `${Number(day[3])} ${MONTHS[Number(day[2]) - 1] ?? day[2]} ${day[1]}`;
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const second = Number(match[2]);
  if (second >= 1 && second <= 12) return `${MONTHS[second - 1]} ${match[1]}`;
  return `${match[1]}/${match[2]}`;
}
