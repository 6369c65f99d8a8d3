/**
 * Reading and writing open_data.data_releases (one row per source: the release held, a release
 * held back, the outcome of the last check) and open_data.refresh_runs (the record of every run).
 */
import type { Database } from '../../../server/db/database.ts';
import { nextDue } from '../../../src/lib/data/refresh/cadence.ts';
import type { Fetcher, Release } from './fetcher.ts';

export interface StoredRelease {
  source: string;
  release_key: string | null;
  release_name: string | null;
  period: string | null;
  rows_read: number | null;
  layout: string | null;
  status: string;
  held_key: string | null;
}

const COLUMNS = 'source, release_key, release_name, period, rows_read::float8 as rows_read, layout, status, held_key';

/** The source's row (created on its first check, due one cadence later), or its defaults in a dry run. */
export async function storedRelease(db: Database, fetcher: Fetcher, create: boolean): Promise<StoredRelease> {
  if (create)
    await db.query(
      `insert into open_data.data_releases (source, dataset, cadence_days, next_due)
       values ($1, $2, $3, current_date + $3::int)
       on conflict (source) do update set dataset = excluded.dataset, cadence_days = excluded.cadence_days`,
      [fetcher.source, fetcher.dataset, fetcher.cadenceDays],
    );
  const { rows } = await db.query<StoredRelease>(`select ${COLUMNS} from open_data.data_releases where source = $1`, [
    fetcher.source,
  ]);
  return (
    rows[0] ?? {
      source: fetcher.source,
      release_key: null,
      release_name: null,
      period: null,
      rows_read: null,
      layout: null,
      status: 'never',
      held_key: null,
    }
  );
}

export async function markChecked(db: Database, source: string): Promise<void> {
  await db.query('update open_data.data_releases set checked_at = now() where source = $1', [source]);
}

export async function markLoaded(
  db: Database,
  fetcher: Fetcher,
  release: Release,
  loaded: { period: string | null; rows: number; layout: string },
): Promise<void> {
  await db.query(
    `update open_data.data_releases set release_key = $2, release_name = $3, released_on = $4, period = $5, rows_read = $6,
       layout = $7, loaded_at = now(), checked_at = now(), next_due = $8, status = 'current', message = null,
       held_key = null, held_name = null, overdue_alerted_at = null
     where source = $1`,
    [
      fetcher.source,
      release.key,
      release.name,
      release.releasedOn,
      loaded.period,
      loaded.rows,
      loaded.layout,
      nextDue(release.releasedOn, fetcher.cadenceDays),
    ],
  );
}

export async function markHeld(db: Database, source: string, release: Release, message: string): Promise<void> {
  await db.query(
    `update open_data.data_releases set status = 'held', held_key = $2, held_name = $3, message = $4, checked_at = now() where source = $1`,
    [source, release.key, release.name, message],
  );
}

/** A source that could not be asked (no token): the reason is kept, its state is not changed. */
export async function markSkipped(db: Database, source: string, message: string): Promise<void> {
  await db.query('update open_data.data_releases set message = $2 where source = $1', [source, message]);
}

export async function markFailed(db: Database, source: string, message: string): Promise<void> {
  await db.query(`update open_data.data_releases set status = 'failed', message = $2, checked_at = now() where source = $1`, [
    source,
    message,
  ]);
}

export async function startRun(db: Database, dryRun: boolean, only: string[] | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into open_data.refresh_runs (dry_run, only_sources) values ($1, $2) returning id::int as id',
    [dryRun, only],
  );
  return rows[0]?.id ?? 0;
}

export async function finishRun(
  db: Database,
  id: number,
  status: string,
  report: unknown,
  message: string | null,
): Promise<void> {
  await db.query(
    'update open_data.refresh_runs set finished_at = now(), status = $2, report = $3::jsonb, message = $4 where id = $1',
    [id, status, JSON.stringify(report), message],
  );
}
