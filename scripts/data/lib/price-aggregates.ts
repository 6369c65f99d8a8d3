/**
 * The sale price aggregates (open_data.price_stats), computed in the database: every level into
 * a new table from a table of sales, then swapped in by one short transaction (migration
 * 20261126300000_price_stats_swap.sql), so readers see the previous figures until then.
 *
 * The levels are independent: on PostgreSQL they are computed in groups on two connections at
 * once; the levels of one group share one scan and one sort of the sales by price (migrations
 * 20261126320000_price_stats_hashed.sql and 20261127010000_price_stats_from_sales.sql). PGlite has
 * one connection and computes every level in one call.
 */
import type { Database } from '../../../server/db/database.ts';
import { timedStep } from './step-timer.ts';
import { refreshYearlyPriceStats } from './price-yearly.ts';

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
export const CONCURRENCY = 2;

/** Runs the tasks `limit` at a time (in the given order); rejects with the first failure once all have settled. */
export async function runPooled(tasks: readonly (() => Promise<unknown>)[], limit: number): Promise<void> {
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
 * Computes every level into a new open_data.price_stats_next (set-based SQL in the database)
 * from `sales` (default open_data.price_paid; a file's checked rows, see price-paid-bulk.ts);
 * `alongside` are further statements (analyze): on PostgreSQL they run on whichever connection
 * is free meanwhile, on PGlite (one connection, no autovacuum) first, so the levels are planned
 * with fresh row counts.
 */
export async function fillPriceAggregates(
  db: Database,
  sales = 'open_data.price_paid',
  alongside: readonly string[] = [],
): Promise<void> {
  await db.query('select open_data.price_stats_begin()');
  const parallel = db.kind === 'postgres';
  const levels = (parallel ? GROUPS : [LEVELS]).map(
    (group) => () =>
      timedStep(`price aggregates: ${group.join(', ')}`, () =>
        db.query('select open_data.price_stats_fill_levels($1::text[], $2::regclass)', [group, sales]),
      ),
  );
  const others = alongside.map((sql) => () => timedStep(sql, () => db.exec(sql)));
  await timedStep('price aggregates (all levels)', () =>
    runPooled(parallel ? [...levels, ...others] : [...others, ...levels], parallel ? CONCURRENCY : 1),
  );
}

/**
 * Replaces open_data.price_stats with what fillPriceAggregates computed; returns its rows. Every
 * place is then current: the list of touched places (refreshTouchedPriceAggregates) is emptied.
 */
export async function swapPriceAggregates(db: Database): Promise<number> {
  const { rows } = await timedStep('price aggregates: key and swap', () =>
    db.query<{ n: number }>('select open_data.price_stats_swap() as n'),
  );
  await db.exec(
    'delete from open_data.price_stats_touched; delete from open_data.price_stats_touched_months; delete from open_data.price_stats_changed_sales',
  );
  return rows[0]?.n ?? 0;
}

/**
 * Whether the aggregates can be refreshed for the touched places only: change files recorded
 * places (open_data.price_stats_touched) and no snapshot file asked for a full recompute.
 */
export async function touchedOnly(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ some: boolean; all: boolean }>(
    `select exists (select 1 from open_data.price_stats_touched) as some,
       exists (select 1 from open_data.price_stats_touched where level = 'all') as all`,
  );
  return rows[0]?.some === true && rows[0]?.all === false;
}

/**
 * The parts of the incremental refresh (migration 20261130100000_price_stats_order_statistics.sql),
 * each one call writing its rows: the wide places' all-time and by-type figures from their pivots
 * (areas and authorities first: they read the most), the touched postcodes, the touched months.
 */
export const CHANGED_PARTS = ['area', 'authority', 'months', 'district', 'sector', 'postcode'] as const;

/**
 * Refreshes open_data.price_stats for the sales change files changed (migrations
 * 20261128160000_price_stats_touched.sql, 20261129100000_price_stats_touched_months.sql and
 * 20261130100000_price_stats_order_statistics.sql): each place's new figures from its stored
 * order statistics and the changed sales, the touched postcodes and months from their stored
 * prices, without reading the rest of the register; then one transaction replaces their rows.
 * The twelve-month figures are rebuilt too, beside the places' (on the other connection) when
 * the newest month held after the changes can be told before they apply. Returns the rows
 * written.
 */
export async function refreshTouchedPriceAggregates(db: Database, alongside: readonly string[] = []): Promise<number> {
  await db.query('select open_data.price_stats_begin()');
  await timedStep('price aggregates (changed): months touched', () => db.query('select open_data.price_stats_changed_prepare()'));
  const parallel = db.kind === 'postgres';
  const { rows: latest } = await db.query<{ month: string | null }>(
    "select to_char(open_data.price_stats_latest_month_after_changes(), 'YYYY-MM-DD') as month",
  );
  const latestMonth = latest[0]?.month ?? null;
  const yearlyBeside = parallel && latestMonth !== null;
  const parts = CHANGED_PARTS.map(
    (part) => () =>
      timedStep(`price aggregates (changed): ${part}`, () =>
        db.query('select open_data.price_stats_fill_changed($1::text)', [part]),
      ),
  );
  const others = alongside.map((sql) => () => timedStep(sql, () => db.exec(sql)));
  const yearly = yearlyBeside ? [() => refreshYearlyPriceStats(db, latestMonth)] : [];
  await timedStep('price aggregates (changed places)', () =>
    runPooled(parallel ? [...yearly, ...parts, ...others] : [...others, ...parts], parallel ? CONCURRENCY : 1),
  );
  const { rows } = await timedStep('price aggregates (changed): apply', () =>
    db.transaction((tx) => tx.query<{ n: number }>('select open_data.price_stats_apply_touched() as n')),
  );
  if (!yearlyBeside) await refreshYearlyPriceStats(db);
  return rows[0]?.n ?? 0;
}

/** Rebuilds open_data.price_stats from open_data.price_paid and returns the rows written. */
export async function refreshPriceAggregates(db: Database, alongside: readonly string[] = []): Promise<number> {
  await fillPriceAggregates(db, 'open_data.price_paid', alongside);
  return swapPriceAggregates(db);
}
