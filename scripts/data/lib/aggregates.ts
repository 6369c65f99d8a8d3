/**
 * After an import: rebuild the sale price aggregates when a file they read changed (Price Paid,
 * postcodes for the authority of each sale, geography names for authorities found by name), give
 * the planner fresh row counts, and bump `open_data.import_state` so caches of public answers
 * drop what they hold.
 */
import type { Database } from '../../../server/db/database.ts';
import type { DatasetId } from '../../../src/lib/data/datasets.ts';

/** Datasets the price aggregates are computed from. */
const AGGREGATE_INPUTS: readonly DatasetId[] = ['price_paid', 'onspd', 'nspl', 'gss_names'];

export function aggregatesNeedRefresh(datasets: readonly DatasetId[]): boolean {
  return datasets.some((d) => AGGREGATE_INPUTS.includes(d));
}

/** Rebuilds open_data.price_stats in the database (set-based SQL); returns the rows written. */
export async function refreshPriceAggregates(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select open_data.refresh_price_stats() as n');
  return rows[0]?.n ?? 0;
}

/** Runs after the files of an import are loaded (each in its own transaction). */
export async function afterImport(db: Database, loaded: readonly DatasetId[]): Promise<void> {
  if (loaded.length === 0) return;
  // Fresh row counts first: PGlite has no autovacuum, and the aggregate build plans by them.
  await db.exec('analyze');
  if (aggregatesNeedRefresh(loaded)) {
    await refreshPriceAggregates(db);
    await db.exec('analyze open_data.price_stats');
  }
  await db.exec('update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1');
}
