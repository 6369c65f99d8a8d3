/**
 * The valuation's walk-forward accuracy for the build: the figures the last Price Paid import
 * measured and stored (open_data.valuation_calibration), written to `.local/build-data/` by
 * scripts/data/prepare-build-data.ts — the same figures GET /api/v1/valuation-accuracy answers.
 * Null when none was measured (no import since the table came).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DATA_DIR, BUILD_DATA_FILES } from '../../lib/data/build-data.ts';
import type { ValuationAccuracy } from '../../lib/valuation/published-accuracy.ts';

export function walkForwardAccuracy(dir: string = join(process.cwd(), BUILD_DATA_DIR)): ValuationAccuracy | null {
  const path = join(dir, BUILD_DATA_FILES.valuationAccuracy);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ValuationAccuracy | null) : null;
}
