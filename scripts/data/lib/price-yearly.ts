/**
 * The twelve-month sale price figures (open_data.price_stats_yearly, migration
 * 20261129130000_price_stats_yearly.sql): the 12 months to the newest month held, a year and five
 * years before, for every sector, district, area, authority and England. Their windows move with
 * every month of new sales, so they are rebuilt whole after every refresh of the price aggregates,
 * full or for the touched places only, from the windows' sales (at most 36 months of them).
 */
import type { Database } from '../../../server/db/database.ts';
import { timedStep } from './step-timer.ts';

/**
 * Rebuilds the twelve-month figures in one transaction; returns the rows written. `latestMonth`:
 * the newest month held when the caller knows it before the place figures are replaced (see
 * refreshTouchedPriceAggregates), else it is read from those figures.
 */
export async function refreshYearlyPriceStats(db: Database, latestMonth: string | null = null): Promise<number> {
  const { rows } = await timedStep('price aggregates: 12-month figures', () =>
    db.transaction((tx) => tx.query<{ n: number }>('select open_data.price_stats_yearly_refresh($1::date) as n', [latestMonth])),
  );
  return Number(rows[0]?.n ?? 0);
}
