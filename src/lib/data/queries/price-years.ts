/**
 * The 12-month sale price figures read from `open_data.price_stats_yearly` (migration
 * 20261129130000_price_stats_yearly.sql, built at import): primary-key range reads, a batch of
 * places at a time at build time. No sale row reaches Node.
 */
import { ENGLAND_AUTHORITIES } from '../england.ts';
import { priceYearsFromRows, type PriceYearRow, type PriceYears } from '../price-years.ts';
import type { SqlClient } from '../sql-client.ts';
import type { PriceStatsLevel } from './price-stats.ts';

const COLUMNS = 'code, property_type, period_end, sales, median_price';

/** The newest month of the newest window (the same for every place), or null when none is held. */
export async function getPriceYearsEnd(db: SqlClient): Promise<string | null> {
  const { rows } = await db.query<{ period_end: string | null }>(
    `select max(period_end) as period_end from open_data.price_stats_yearly where level = 'area' and property_type = '*'`,
  );
  return rows[0]?.period_end ?? null;
}

/** The windows of many places of one level, by code, in one indexed read. */
export async function getPriceYearsFor(
  db: SqlClient,
  level: Exclude<PriceStatsLevel, 'postcode'>,
  codes: readonly string[],
  periodEnd: string | null,
): Promise<Map<string, PriceYears>> {
  const out = new Map<string, PriceYears>();
  if (codes.length === 0 || !periodEnd) return out;
  const { rows } = await db.query<PriceYearRow>(
    `select ${COLUMNS} from open_data.price_stats_yearly where level = $1 and code = any($2::text[])`,
    [level, [...codes]],
  );
  const byCode = new Map<string, PriceYearRow[]>();
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
  for (const [code, list] of byCode) {
    const years = priceYearsFromRows(list, periodEnd);
    if (years) out.set(code, years);
  }
  return out;
}

/** England's windows and how many English authorities hold sales in the newest one. */
export interface EnglandPriceYears {
  years: PriceYears | null;
  /** English authorities with sales in the newest window: the figure is England's only when all are held. */
  authorities: number;
  /** Whether the sales held cover every English authority in the newest window. */
  complete: boolean;
}

export async function getEnglandPriceYears(db: SqlClient, periodEnd: string | null): Promise<EnglandPriceYears> {
  if (!periodEnd) return { years: null, authorities: 0, complete: false };
  const [england, counted] = await Promise.all([
    db.query<PriceYearRow>(`select ${COLUMNS} from open_data.price_stats_yearly where level = 'country' and code = 'E92000001'`),
    db.query<{ n: number }>(
      `select count(*)::int as n from open_data.price_stats_yearly
       where level = 'authority' and property_type = '*' and period_end = $1 and code like 'E%'`,
      [periodEnd],
    ),
  ]);
  const authorities = counted.rows[0]?.n ?? 0;
  return {
    years: priceYearsFromRows(england.rows, periodEnd),
    authorities,
    complete: authorities >= ENGLAND_AUTHORITIES,
  };
}
