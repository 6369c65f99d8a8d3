/**
 * Keeps the published valuation accuracy (src/data/valuation-accuracy.json, read by
 * /valuation-methodology) true to the data the build imported: when the Price Paid files differ
 * from the ones it was measured on, the build reruns `scripts/valuation-backtest.ts` first. A
 * build with no Price Paid data at all keeps the published figures.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DATA_DIR, BUILD_DATA_FILES, type BuildMeta } from '../../src/lib/data/build-data.ts';
import { accuracyMatchesData, type AccuracyFile } from '../../src/lib/valuation/accuracy-report.ts';
import { REPO_ROOT } from './lib/data-dir.ts';

export function refreshValuationAccuracy(): void {
  const accuracyPath = join(REPO_ROOT, 'src', 'data', 'valuation-accuracy.json');
  const measured = (JSON.parse(readFileSync(accuracyPath, 'utf8')) as AccuracyFile).dataSource;
  const meta = JSON.parse(readFileSync(join(REPO_ROOT, BUILD_DATA_DIR, BUILD_DATA_FILES.meta), 'utf8')) as BuildMeta;
  if (!meta.sources.some((source) => source.dataset === 'price_paid')) {
    // A build without sale prices (no data folder) has nothing to measure: the published figures
    // stay, and the methodology page names the files and dates they were measured on.
    console.log('Valuation accuracy: no Price Paid data imported in this build; keeping the published figures.');
    return;
  }
  if (accuracyMatchesData(measured, meta.sources)) {
    console.log('Valuation accuracy: measured on the Price Paid files imported; backtest not rerun.');
    return;
  }
  console.log('Valuation accuracy: the Price Paid files changed; rerunning the backtest (npm run valuation:backtest)…');
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'valuation-backtest.ts')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The valuation backtest failed; the methodology page would publish stale figures.');
}
