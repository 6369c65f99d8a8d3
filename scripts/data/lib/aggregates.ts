/**
 * After an import: rebuild the sale price aggregates when a file they read changed (Price Paid,
 * postcodes for the authority of each sale, geography names for authorities found by name), give
 * the planner fresh row counts for the tables that changed, and bump `open_data.import_state` so
 * caches of public answers drop what they hold.
 *
 * The aggregate levels are independent: on PostgreSQL they are computed in two groups on two
 * connections at once (the tables' analyze runs alongside), into a new table that replaces the
 * previous one in one short transaction (migration 20261126300000_price_stats_swap.sql), so
 * readers see the previous figures until then. The levels of one group share one scan and one
 * sort of the sales by price (migration 20261126320000_price_stats_hashed.sql). PGlite has one
 * connection and computes every level in one call.
 */
import type { Database } from '../../../server/db/database.ts';
import type { DatasetId } from '../../../src/lib/data/datasets.ts';
import { IMPORTERS } from '../registry.ts';
import { timedStep } from './step-timer.ts';

/** Datasets the price aggregates are computed from. */
const AGGREGATE_INPUTS: readonly DatasetId[] = ['price_paid', 'onspd', 'nspl', 'gss_names'];

/** Every aggregate level. */
const LEVELS = ['sector', 'district', 'area', 'postcode', 'authority'] as const;

/**
 * The levels computed together in one call (PostgreSQL), taken in this order by whichever
 * connection is free: the first two about the same time each (one scan and sort of the sales
 * each), then the authority level, which reads the postcodes too and has a scan of its own, so
 * the connection that finishes first takes it and the two end close together.
 */
const GROUPS: readonly (readonly (typeof LEVELS)[number][])[] = [['sector', 'area'], ['district', 'postcode'], ['authority']];

/** Connections used at once (the project's machines have two cores). */
const CONCURRENCY = 2;

export function aggregatesNeedRefresh(datasets: readonly DatasetId[]): boolean {
  return datasets.some((d) => AGGREGATE_INPUTS.includes(d));
}

/** The tables the importers of these datasets write, and the record of imported files. */
export function tablesOf(datasets: readonly DatasetId[]): string[] {
  const tables = IMPORTERS.filter((i) => datasets.includes(i.dataset)).map((i) => i.table);
  return [...new Set([...tables, 'open_data.source_files'])].sort();
}

/** Runs the tasks `limit` at a time (in the given order); rejects with the first failure once all have settled. */
async function runPooled(tasks: readonly (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<unknown>;
      await task().catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  if (failures.length) throw failures[0];
}

/**
 * Rebuilds open_data.price_stats (set-based SQL in the database) and returns the rows written;
 * `alongside` are further statements (analyze): on PostgreSQL they run on whichever connection
 * is free meanwhile, on PGlite (one connection, no autovacuum) first, so the levels are planned
 * with fresh row counts.
 */
export async function refreshPriceAggregates(db: Database, alongside: readonly string[] = []): Promise<number> {
  await db.query('select open_data.price_stats_begin()');
  const parallel = db.kind === 'postgres';
  const levels = (parallel ? GROUPS : [LEVELS]).map(
    (group) => () =>
      timedStep(`price aggregates: ${group.join(', ')}`, () =>
        db.query('select open_data.price_stats_fill_levels($1::text[])', [group]),
      ),
  );
  const others = alongside.map((sql) => () => timedStep(sql, () => db.exec(sql)));
  await timedStep('price aggregates (all levels)', () =>
    runPooled(parallel ? [...levels, ...others] : [...others, ...levels], parallel ? CONCURRENCY : 1),
  );
  const { rows } = await timedStep('price aggregates: key and swap', () =>
    db.query<{ n: number }>('select open_data.price_stats_swap() as n'),
  );
  return rows[0]?.n ?? 0;
}

/** Runs after the files of an import are loaded (each in its own transaction). */
export async function afterImport(db: Database, loaded: readonly DatasetId[]): Promise<void> {
  if (loaded.length === 0) return;
  // Fresh row counts for the planner (PGlite has no autovacuum) for the tables that changed.
  // The sales' statistics first: they take longest, and the small tables' fill the gaps.
  const tables = tablesOf(loaded).sort((a, b) => Number(b === 'open_data.price_paid') - Number(a === 'open_data.price_paid'));
  const analyze = tables.map((table) => `analyze ${table}`);
  if (aggregatesNeedRefresh(loaded)) {
    // The swap bumps open_data.import_state.
    await refreshPriceAggregates(db, analyze);
    return;
  }
  for (const sql of analyze) await db.exec(sql);
  await db.exec('update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1');
}
