/**
 * Runs in the build after scripts/data/prepare-build-data.ts: writes what the research pages add
 * to `.local/build-data/research.json` — the place name of every postcode district and area, crime
 * per 1,000 residents by district and authority, and what each imported file holds (for
 * /data-sources). Opens the database again (PGlite allows one process at a time, and the data
 * step has closed it by now).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../server/db/database.ts';
import { BUILD_DATA_DIR } from '../src/lib/data/build-data.ts';
import { getAreaCrimeRates } from '../src/lib/data/queries/area-crime-rates.ts';
import { getDatasetExtents } from '../src/lib/data/queries/dataset-extents.ts';
import { getPlaceNames } from '../src/lib/data/queries/place-names.ts';
import { getPlaceContext } from '../src/lib/data/queries/place-context.ts';
import { RESEARCH_DATA_FILE, type ResearchData } from '../src/lib/data/research-data.ts';

export async function exportResearchData(db: Database, outDir: string): Promise<ResearchData> {
  const [places, crimeRates, extents, context] = await Promise.all([
    getPlaceNames(db),
    getAreaCrimeRates(db),
    getDatasetExtents(db),
    getPlaceContext(db),
  ]);
  const data: ResearchData = { places, crimeRates, extents, context };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, RESEARCH_DATA_FILE), JSON.stringify(data));
  return data;
}

export async function prepareResearchData(root: string): Promise<void> {
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: process.env['DATABASE_URL'] ?? '' });
  try {
    await exportResearchData(db, join(root, BUILD_DATA_DIR));
  } finally {
    await db.close();
  }
  console.error(`Research page data written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await prepareResearchData(new URL('..', import.meta.url).pathname);
