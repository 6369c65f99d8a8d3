/**
 * The freshness of the open data (open_data.data_releases, written by `npm run data:refresh`),
 * read for /api/health and /api/v1/data-freshness: kept for a minute per process, since it
 * changes once a refresh runs.
 */
import { freshnessOf, type ReleaseRow, type SourceFreshness } from '../../src/lib/data/refresh/freshness.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';

const TTL_MS = 60_000;
let cached: { at: number; rows: ReleaseRow[] } | undefined;

export async function readFreshness(db: SqlClient, now = new Date()): Promise<{ checkedAt: string; sources: SourceFreshness[] }> {
  if (!cached || now.getTime() - cached.at > TTL_MS || now.getTime() < cached.at) {
    const { rows } = await db.query<ReleaseRow>(
      `select source, dataset, cadence_days, release_name, released_on::text as released_on, period, checked_at, loaded_at,
              next_due::text as next_due, status, held_name
       from open_data.data_releases order by source`,
    );
    cached = { at: now.getTime(), rows };
  }
  return { checkedAt: now.toISOString(), sources: freshnessOf(cached.rows, now) };
}
