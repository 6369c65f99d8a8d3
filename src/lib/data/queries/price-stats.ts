/**
 * Sale price statistics read from `open_data.price_stats`, the aggregates the importer builds in
 * the database (migration 20261126020000_price_aggregates.sql): one primary-key range read per
 * place, whatever the size of the register. No sale row reaches Node.
 */
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { GeographyLevel, PriceStats, Sourced } from '../types.ts';

/** The places the aggregates are kept for. */
export type PriceStatsLevel = 'postcode' | 'sector' | 'district' | 'area' | 'authority';

/** One aggregate row: a place, and all sales ('*'), one property type, or one month ('YYYY-MM'). */
export interface PriceStatsRow {
  code: string;
  property_type: string;
  month: string;
  sales: number;
  median_price: number;
  lower_quartile: number;
  upper_quartile: number;
  mean_price: number;
  min_price: number;
  max_price: number;
}

const PROPERTY_TYPES: Record<string, string> = {
  D: 'Detached',
  S: 'Semi-detached',
  T: 'Terraced',
  F: 'Flat/maisonette',
  O: 'Other',
};

/** Land Registry's property type letter as a name ('Unknown' when not recorded). */
export function propertyTypeName(code: string | null): string {
  return (code && PROPERTY_TYPES[code]) || 'Unknown';
}

const COLUMNS =
  'code, property_type, month, sales, median_price, lower_quartile, upper_quartile, mean_price, min_price, max_price';

export const PRICE_STATS_NOTE =
  'Standard price-paid transactions (category A) in the imported Price Paid files, which may be a filtered extract; median of recorded sale prices.';

/** The statistics of one place from its aggregate rows; null when it has no sales. */
export function priceStatsFromRows(
  rows: readonly PriceStatsRow[],
  geography: { level: GeographyLevel; code: string; name?: string },
): Sourced<PriceStats> | null {
  const all = rows.find((r) => r.property_type === '*' && r.month === '*');
  if (!all) return null;
  const byType = rows
    .filter((r) => r.month === '*' && r.property_type !== '*')
    .map((r) => ({
      propertyType: propertyTypeName(r.property_type),
      sales: Number(r.sales),
      medianPrice: Number(r.median_price),
    }))
    .sort((a, b) => b.sales - a.sales || a.propertyType.localeCompare(b.propertyType));
  const months = rows
    .filter((r) => r.property_type === '*' && r.month !== '*')
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  return {
    value: {
      sales: Number(all.sales),
      medianPrice: Number(all.median_price),
      meanPrice: Number(all.mean_price),
      minPrice: Number(all.min_price),
      maxPrice: Number(all.max_price),
      byPropertyType: byType,
      monthly: months.map((m) => ({ period: m.month, value: Number(m.median_price) })),
    },
    provenance: provenance(
      'price_paid',
      { ...geography, note: PRICE_STATS_NOTE },
      months.length ? `${months[0]!.month} to ${months[months.length - 1]!.month}` : null,
    ),
  };
}

/** The aggregate rows of one place (all sales, by type, by month), in one index range read. */
export async function getPriceStatsRows(db: SqlClient, level: PriceStatsLevel, code: string): Promise<PriceStatsRow[]> {
  const { rows } = await db.query<PriceStatsRow>(`select ${COLUMNS} from open_data.price_stats where level = $1 and code = $2`, [
    level,
    code,
  ]);
  return rows;
}

/** Statistics of one place, or null when it has no sales. */
export async function getPlacePriceStats(
  db: SqlClient,
  level: PriceStatsLevel,
  code: string,
  name?: string,
): Promise<Sourced<PriceStats> | null> {
  return priceStatsFromRows(await getPriceStatsRows(db, level, code), { level, code, ...(name ? { name } : {}) });
}

/**
 * Aggregate rows of many places of one level (build time), grouped by code: one indexed read
 * per batch of codes, so memory follows the batch, not the register.
 */
export async function getPriceStatsRowsFor(
  db: SqlClient,
  level: PriceStatsLevel,
  codes: readonly string[],
): Promise<Map<string, PriceStatsRow[]>> {
  const out = new Map<string, PriceStatsRow[]>();
  if (codes.length === 0) return out;
  const { rows } = await db.query<PriceStatsRow>(
    `select ${COLUMNS} from open_data.price_stats where level = $1 and code = any($2::text[])`,
    [level, [...codes]],
  );
  for (const row of rows) {
    const list = out.get(row.code);
    if (list) list.push(row);
    else out.set(row.code, [row]);
  }
  return out;
}
