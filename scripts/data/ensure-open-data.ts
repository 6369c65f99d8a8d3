/**
 * `ensureOpenData(db)`: imports every dataset when the open-data tables are empty (first
 * `npm start`). Returns whether it imported. The database must already be migrated.
 */
import type { Database } from '../../server/db/database.ts';
import { importAll, type ImportAllResult } from './import-all.ts';
import { resolveDataDir } from './lib/data-dir.ts';
import { formatSummary } from './lib/summary.ts';

export async function isOpenDataEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from open_data.source_files');
  return (rows[0]?.n ?? 0) === 0;
}

export async function ensureOpenData(
  db: Database,
  options: { dataDir?: string | null; quiet?: boolean } = {},
): Promise<ImportAllResult | null> {
  if (!(await isOpenDataEmpty(db))) return null;
  const dataDir = options.dataDir ?? resolveDataDir();
  if (!dataDir) {
    console.error(
      'Open-data tables are empty and no data directory was found: set DATA_DIR (see docs/data-import.md). Data pages will say no data is available.',
    );
    return null;
  }
  console.error(`Open-data tables are empty: importing from ${dataDir} (about a minute)…`);
  const result = await importAll(db, { dataDir, ...(options.quiet ? { quiet: true } : {}) });
  if (!options.quiet) console.error(formatSummary(result));
  return result;
}
