/**
 * The open data's own record, read by the operator page (/api/operator/data), the build
 * (prepare-build-data) and the freshness answers (/api/health, /api/v1/data-freshness): every
 * imported file (open_data.source_files) and each refresh source's release state
 * (open_data.data_releases). Both tables hold a row per file or source, so each read is small.
 */
import type { ImportRecordRow } from '../operator-record.ts';
import type { ReleaseRow } from '../refresh/freshness.ts';
import type { SqlClient } from '../sql-client.ts';

/** Every refresh source's row, by source name. */
export async function readReleaseRows(db: SqlClient): Promise<ReleaseRow[]> {
  const { rows } = await db.query<ReleaseRow>(
    `select source, dataset, cadence_days, release_name, released_on::text as released_on, period, checked_at, loaded_at,
            next_due::text as next_due, status, held_name
     from open_data.data_releases order by source`,
  );
  return rows;
}

/** Every imported file, by dataset then file. */
export async function readImportRecord(db: SqlClient): Promise<ImportRecordRow[]> {
  const { rows } = await db.query<{
    file_key: string;
    dataset: string;
    rows_loaded: number | string;
    rows_rejected: number | string;
    as_of: string | null;
    imported_at: string;
  }>(
    `select file_key, dataset, rows_loaded, rows_rejected, as_of, imported_at::text as imported_at
     from open_data.source_files order by dataset, file_key`,
  );
  return rows.map((r) => ({
    file: r.file_key,
    dataset: r.dataset,
    rowsLoaded: Number(r.rows_loaded),
    rowsRejected: Number(r.rows_rejected),
    asOf: r.as_of,
    importedAt: r.imported_at,
  }));
}
