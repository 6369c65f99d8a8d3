/**
 * After an import: rebuild the sale price aggregates (price-aggregates.ts) when a file they read
 * changed (Price Paid, postcodes for the authority of each sale, geography names for authorities
 * found by name), or swap in the ones a file computed while it loaded; give the planner fresh row
 * counts for the tables that changed; and bump `open_data.import_state` so caches of public
 * answers drop what they hold.
 */
import type { Database } from '../../../server/db/database.ts';
import type { DatasetId } from '../../../src/lib/data/datasets.ts';
import { IMPORTERS } from '../registry.ts';
import {
  CONCURRENCY,
  refreshPriceAggregates,
  refreshTouchedPriceAggregates,
  runPooled,
  swapPriceAggregates,
  touchedOnly,
} from './price-aggregates.ts';
import { refreshYearlyPriceStats } from './price-yearly.ts';
import { timedStep } from './step-timer.ts';

/** Datasets the price aggregates are computed from. */
const AGGREGATE_INPUTS: readonly DatasetId[] = ['price_paid', 'onspd', 'nspl', 'gss_names'];

export function aggregatesNeedRefresh(datasets: readonly DatasetId[]): boolean {
  return datasets.some((d) => AGGREGATE_INPUTS.includes(d));
}

/** The tables the importers of these datasets write, and the record of imported files. */
export function tablesOf(datasets: readonly DatasetId[]): string[] {
  const tables = IMPORTERS.filter((i) => datasets.includes(i.dataset)).map((i) => i.table);
  return [...new Set([...tables, 'open_data.source_files'])].sort();
}

/**
 * Runs after the files of an import are loaded (each in its own transaction). `computed`: the
 * aggregates of the register as it now stands are already in open_data.price_stats_next (the
 * last file that changed one of their inputs computed them while it loaded, see
 * price-paid-bulk.ts), so only the swap is left.
 */
export async function afterImport(db: Database, loaded: readonly DatasetId[], computed = false): Promise<void> {
  if (loaded.length === 0) return;
  // Fresh row counts for the planner (PGlite has no autovacuum) for the tables that changed.
  // The sales' statistics first: they take longest, and the small tables' fill the gaps.
  const tables = tablesOf(loaded).sort((a, b) => Number(b === 'open_data.price_paid') - Number(a === 'open_data.price_paid'));
  const analyze = tables.map((table) => `analyze ${table}`);
  // After a load that is not only change files, the sales' pages are also marked all-visible
  // (vacuum), so the monthly update and the valuations read their indexes without the table.
  const vacuumed = analyze.map((sql) => (sql === 'analyze open_data.price_paid' ? 'vacuum (analyze) open_data.price_paid' : sql));
  if (aggregatesNeedRefresh(loaded)) {
    if (computed) {
      await runPooled(
        vacuumed.map((sql) => () => timedStep(sql, () => db.exec(sql))),
        db.kind === 'postgres' ? CONCURRENCY : 1,
      );
      await swapPriceAggregates(db); // bumps open_data.import_state
    } else if (loaded.every((d) => d === 'price_paid') && (await touchedOnly(db))) {
      // Only change files (a month's A/C/D records): the places they touched (and the 12-month
      // figures, rebuilt whole: their windows end at the newest month held).
      await refreshTouchedPriceAggregates(db, analyze);
      return;
    } else await refreshPriceAggregates(db, vacuumed);
    // The 12-month figures' windows end at the newest month held: rebuilt whole.
    await refreshYearlyPriceStats(db);
    return;
  }
  for (const sql of analyze) await db.exec(sql);
  await db.exec('update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1');
}

/**
 * Whether the files loaded in this run left the aggregates computed (`afterImport`'s
 * `computed`): the last one that changed an aggregate input did, and none after it changed one.
 */
export function aggregatesComputedDuringLoad(
  files: readonly { dataset: DatasetId; status: string; priceAggregates?: boolean }[],
): boolean {
  const changed = files.filter((f) => f.status === 'loaded' && AGGREGATE_INPUTS.includes(f.dataset));
  return changed.at(-1)?.priceAggregates === true;
}
