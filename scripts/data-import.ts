/**
 * `npm run data:import`: imports every open-data file under DATA_DIR (default ../shared/data)
 * into the database (PGlite under LOCAL_DATA_DIR, or DATABASE_URL). Unchanged files are skipped;
 * `--force` reloads them. Progress goes to stderr, the summary table to stdout.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { loadLocalEnv } from '../server/env.ts';
import { resolveDataDir } from './data/lib/data-dir.ts';
import { importAll } from './data/import-all.ts';
import { formatSummary } from './data/lib/summary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const dataDir = resolveDataDir();
if (!dataDir) {
  console.error('No data directory: set DATA_DIR to the folder holding the open-data files (see docs/data-import.md).');
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: process.env['DATABASE_URL'] ?? '' });
try {
  await migrate(db);
  console.error(`Importing open data from ${dataDir}`);
  const reportDir = join(process.env['LOCAL_DATA_DIR'] ?? join(root, '.local'), 'import-reports');
  const result = await importAll(db, { dataDir, force: process.argv.includes('--force'), reportDir });
  console.log(formatSummary(result));
  console.log(`Import report (counts and rejected rows by reason): ${reportDir}`);
  if (result.files.some((f) => f.status === 'loaded' && f.dataset === 'price_paid')) {
    // The published accuracy is measured by its own job, never inside a build.
    console.log('Price Paid files changed: run `npm run valuation:backtest` to re-measure the published valuation accuracy.');
  }
} finally {
  await db.close();
}
