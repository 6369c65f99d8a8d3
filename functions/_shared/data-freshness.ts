/**
 * The freshness of the open data (open_data.data_releases, written by `npm run data:refresh`),
 * read for /api/health and /api/v1/data-freshness: kept for a minute per process, since it
 * changes once a refresh runs.
 */
import { readReleaseRows } from '../../src/lib/data/queries/open-data-record.ts';
import { freshnessOf, type ReleaseRow, type SourceFreshness } from '../../src/lib/data/refresh/freshness.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';

const TTL_MS = 60_000;
/** The rows, shared by every caller while one read is in flight (200 health checks make one query). */
let cached: { at: number; rows: Promise<ReleaseRow[]> } | undefined;

export async function readFreshness(db: SqlClient, now = new Date()): Promise<{ checkedAt: string; sources: SourceFreshness[] }> {
  if (!cached || now.getTime() - cached.at > TTL_MS || now.getTime() < cached.at) {
    const rows = readReleaseRows(db);
    const entry = { at: now.getTime(), rows };
    cached = entry;
    // A failed read is not kept: the next caller tries again.
    rows.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return { checkedAt: now.toISOString(), sources: freshnessOf(await cached.rows, now) };
}
