/**
 * Keeps the published valuation accuracy (src/data/valuation-accuracy.json, read by
 * /valuation-methodology) true to the Price Paid files imported — as its own job after an import,
 * never inside a build: `node scripts/data/refresh-valuation-accuracy.ts [--force]` compares the
 * files the figures were measured on with those in open_data.source_files and, when they differ
 * (or with --force), reruns the bounded, seeded backtest (`npm run valuation:backtest`, a few
 * thousand sales whatever the size of the register).
 *
 * `reportValuationAccuracy(sources)` only says whether the figures are current (a build may print
 * it); it never runs the backtest.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_DATA_DIR, BUILD_DATA_FILES, type BuildMeta } from '../../src/lib/data/build-data.ts';
import { accuracyMatchesData, type AccuracyFile } from '../../src/lib/valuation/accuracy-report.ts';
import { REPO_ROOT } from './lib/data-dir.ts';

type Imported = readonly { file: string; dataset: string; asOf: string | null }[];

function measuredOn(): AccuracyFile['dataSource'] {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'src', 'data', 'valuation-accuracy.json'), 'utf8')) as AccuracyFile).dataSource;
}

/** Whether the published figures were measured on the Price Paid files imported, in one line. */
export function reportValuationAccuracy(imported: Imported): { current: boolean; message: string } {
  if (!imported.some((source) => source.dataset === 'price_paid'))
    return { current: true, message: 'Valuation accuracy: no Price Paid data imported; the published figures stay.' };
  if (accuracyMatchesData(measuredOn(), imported))
    return { current: true, message: 'Valuation accuracy: measured on the Price Paid files imported.' };
  return {
    current: false,
    message:
      'Valuation accuracy: the Price Paid files differ from those the published figures were measured on; run node scripts/data/refresh-valuation-accuracy.ts (or npm run valuation:backtest).',
  };
}

/** What scripts/build.ts prints: whether the published figures match the build's data manifest. Runs nothing. */
export function refreshValuationAccuracy(): void {
  try {
    const meta = JSON.parse(readFileSync(join(REPO_ROOT, BUILD_DATA_DIR, BUILD_DATA_FILES.meta), 'utf8')) as BuildMeta;
    console.log(reportValuationAccuracy(meta.sources).message);
  } catch {
    console.log('Valuation accuracy: no build data manifest; the published figures stay.');
  }
}

async function main(force: boolean): Promise<void> {
  const { openDatabase } = await import('../../server/db/database.ts');
  const { loadLocalEnv } = await import('../../server/env.ts');
  loadLocalEnv(REPO_ROOT);
  const db = await openDatabase({ databaseUrl: process.env['DATABASE_URL'] ?? '' });
  let imported: Imported;
  try {
    const { rows } = await db.query<{ file: string; dataset: string; as_of: string | null }>(
      'select file_key as file, dataset, as_of from open_data.source_files',
    );
    imported = rows.map((r) => ({ file: r.file, dataset: r.dataset, asOf: r.as_of }));
  } finally {
    await db.close();
  }
  const report = reportValuationAccuracy(imported);
  console.log(report.message);
  if (report.current && !force) return;
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'valuation-backtest.ts')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.includes('--force'));
