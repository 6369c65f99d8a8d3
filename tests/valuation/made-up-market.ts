/**
 * TEST FIXTURES, never data: markets made for a test from the samples' own GM 2019 Price Paid file
 * in a temporary folder, imported into an in-memory database, and the walk-forward run on them twice
 * (with the constants in force, then re-measured and stored as after an import).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/db/database.ts';
import { importAll } from '../../scripts/data/import-all.ts';
import { refreshValuationCalibration, runWalkForward, type WalkForwardRun } from '../../scripts/valuation/walk-forward.ts';
import type { WalkForwardOptions } from '../../src/lib/valuation/walk-forward.ts';
import { DATA_DIR, memoryDb } from '../data/helpers.ts';

const GM = 'price_paid/ppd_report_greater_manchester_2019.csv';

/** A standard normal fixed by the key (Box–Muller on its md5). */
export function normalOf(key: string): number {
  const h = createHash('md5').update(key).digest();
  const u1 = (h.readUInt32BE(0) + 1) / 4294967297;
  const u2 = (h.readUInt32BE(4) + 1) / 4294967297;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** The samples' GM 2019 file: its header line and its record lines. */
export function samplesFile(): { header: string; lines: string[] } {
  const [header, ...lines] = readFileSync(join(DATA_DIR as string, GM), 'utf8')
    .trim()
    .split('\n');
  return { header: header!, lines };
}

export interface MadeUpMarket {
  db: Database;
  /** The walk-forward with the constants in force (nothing re-measured). */
  fixed: WalkForwardRun;
  /** The walk-forward as after an import: local constants re-measured, the calibration stored. */
  refit: WalkForwardRun;
  close: () => Promise<void>;
}

/** Imports `csv` as the only Price Paid file and runs the walk-forward both ways. */
export async function madeUpMarket(name: string, csv: string, options: WalkForwardOptions): Promise<MadeUpMarket> {
  const db = await memoryDb();
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  mkdirSync(join(dir, 'price_paid'));
  writeFileSync(join(dir, 'price_paid', `ppd_report_${name}.csv`), csv);
  await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
  const fixed = (await runWalkForward(db, { ...options, refitLocal: false }))!;
  const refit = (await refreshValuationCalibration(db, options))!;
  return {
    db,
    fixed,
    refit,
    close: async () => {
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    },
  };
}
