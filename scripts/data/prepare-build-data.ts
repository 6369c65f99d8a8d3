/**
 * Runs before `astro build` (called from scripts/build.ts): opens the database, migrates,
 * imports the open data if the tables are empty, and writes everything the prebuilt location,
 * school, crime and economy pages need as JSON under `.local/build-data/`. Then closes the
 * database (PGlite allows one process at a time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import {
  BUILD_DATA_DIR,
  BUILD_DATA_FILES,
  type BuildCrime,
  type BuildEconomy,
  type BuildLocations,
  type BuildMeta,
} from '../../src/lib/data/build-data.ts';
import { freshnessOf } from '../../src/lib/data/refresh/freshness.ts';
import { readImportRecord, readReleaseRows } from '../../src/lib/data/queries/open-data-record.ts';
import { getEconomicIndicators } from '../../src/lib/data/queries/economic.ts';
import { getAllLocationSummaries } from '../../src/lib/data/queries/location-bulk.ts';
import { listSchools } from '../../src/lib/data/queries/schools.ts';
import { latestCalibration } from '../../src/lib/data/queries/valuation-calibration.ts';
import { REPO_ROOT } from './lib/data-dir.ts';
import { ensureOpenData } from './ensure-open-data.ts';

export interface PrepareOptions {
  /** Output folder; default `<repo>/.local/build-data`. */
  outDir?: string;
  /** Use this open database instead of opening one (tests). */
  db?: Database;
}

export async function exportBuildData(db: Database, outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const write = (file: string, data: unknown) => writeFileSync(join(outDir, file), JSON.stringify(data));
  const meta: BuildMeta = {
    generatedAt: new Date().toISOString(),
    releases: freshnessOf(await readReleaseRows(db), new Date()),
    sources: await readImportRecord(db),
  };
  const locations: BuildLocations = await getAllLocationSummaries(db);
  const crime: BuildCrime = [
    ...locations.districts
      .filter((d) => d.crime)
      .map((d) => ({ slug: d.slug, kind: 'district' as const, code: d.code, name: d.name, crime: d.crime! })),
    ...locations.authorities
      .filter((a) => a.crime)
      .map((a) => ({ slug: a.slug, kind: 'authority' as const, code: a.code, name: a.name, crime: a.crime! })),
  ];
  const economy: BuildEconomy = {};
  for (const a of locations.authorities) {
    const indicators = await getEconomicIndicators(db, a.code);
    if (indicators) economy[a.code] = indicators;
  }
  write(BUILD_DATA_FILES.meta, meta);
  write(BUILD_DATA_FILES.locations, locations);
  write(BUILD_DATA_FILES.schools, await listSchools(db));
  write(BUILD_DATA_FILES.crime, crime);
  write(BUILD_DATA_FILES.economy, economy);
  write(BUILD_DATA_FILES.valuationAccuracy, (await latestCalibration(db))?.accuracy ?? null);
}

export async function prepareDataForBuild(options: PrepareOptions = {}): Promise<void> {
  const started = performance.now();
  const outDir = options.outDir ?? join(REPO_ROOT, BUILD_DATA_DIR);
  const db = options.db ?? (await openDatabase({ databaseUrl: process.env['DATABASE_URL'] ?? '' }));
  try {
    if (!options.db) await migrate(db);
    await ensureOpenData(db);
    await exportBuildData(db, outDir);
  } finally {
    if (!options.db) await db.close();
  }
  console.error(`Build data written to ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await prepareDataForBuild();
