/** Shared setup for open-data tests: an in-memory migrated database loaded with chosen sample files. */
import { join } from 'node:path';
import type { Database } from '../../server/db/database.ts';
import { classify } from '../../scripts/data/import-all.ts';
import { resolveDataDir } from '../../scripts/data/lib/data-dir.ts';
import { importFile, type FileSummary } from '../../scripts/data/lib/importer.ts';
import { afterImport, aggregatesComputedDuringLoad } from '../../scripts/data/lib/aggregates.ts';
import { databaseFromSnapshot } from '../support/database-snapshot.ts';

export const DATA_DIR = resolveDataDir();
export const SKIP_MESSAGE = 'open-data samples not found: set DATA_DIR (default ../shared/data) to run these tests';
if (!DATA_DIR) console.warn(`Skipping open-data tests: ${SKIP_MESSAGE}`);

/** An in-memory PGlite of its own, migrated (a copy of the run's snapshot, tests/support/). */
export function memoryDb(): Promise<Database> {
  return databaseFromSnapshot('migrated');
}

/**
 * Imports the given sample files (paths relative to DATA_DIR) with the importer the classifier
 * picks, then does what an import run does after its files (analyze, price aggregates).
 */
export async function importSamples(db: Database, relPaths: string[], options: { force?: boolean } = {}): Promise<FileSummary[]> {
  const dataDir = DATA_DIR as string;
  const { plan } = classify(dataDir);
  const out: FileSummary[] = [];
  for (const rel of relPaths) {
    const entry = plan.find((p) => p[2] === rel);
    if (!entry) throw new Error(`no importer recognises ${rel}`);
    out.push(await importFile(db, entry[0], join(dataDir, rel), rel, { quiet: true, ...(options.force ? { force: true } : {}) }));
  }
  await afterImport(
    db,
    out.filter((f) => f.status === 'loaded').map((f) => f.dataset),
    aggregatesComputedDuringLoad(out),
  );
  return out;
}
