/**
 * Imports every recognised file under the data directory: walks it, reads each file's first
 * two lines to pick its importer, and loads the files in importer order. Files no importer
 * recognises (PROVENANCE.md, the .ods workbook, schema JSON) are listed as skipped. When Price
 * Paid files loaded, the valuation's walk-forward calibration runs last.
 */
import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../server/db/database.ts';
import { normaliseHeader } from './lib/csv-rows.ts';
import { importFile, type FileSignature, type FileSummary, type Importer } from './lib/importer.ts';
import { IMPORTERS } from './registry.ts';
import { afterImport, aggregatesComputedDuringLoad } from './lib/aggregates.ts';
import { writeImportReport } from './lib/import-report.ts';
import { WALK_FORWARD, type WalkForwardOptions } from '../../src/lib/valuation/walk-forward.ts';
import { refreshValuationCalibration } from '../valuation/walk-forward.ts';

export interface ImportAllOptions {
  dataDir: string;
  force?: boolean;
  quiet?: boolean;
  /** Only run importers whose id is listed. */
  only?: string[];
  /** Folder for the import report (every file's counts and its rejected rows by reason). */
  reportDir?: string;
  /** The valuation walk-forward after Price Paid files load (scripts/valuation/walk-forward.ts): its sample sizes, or false to skip. */
  walkForward?: Partial<WalkForwardOptions> | false;
}

export interface ImportAllResult {
  files: FileSummary[];
  skipped: { file: string; reason: string }[];
  ms: number;
  /** How long the valuation walk-forward took, when Price Paid files loaded (it is inside `ms`). */
  walkForwardMs?: number;
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else out.push(full);
  }
  return out.sort();
}

/** First two lines of a file (CSV-parsed), for layout detection. */
export function readSignature(absPath: string, relPath: string): FileSignature {
  const fd = openSync(absPath, 'r');
  const buffer = Buffer.alloc(64 * 1024);
  const bytes = readSync(fd, buffer, 0, buffer.length, 0);
  closeSync(fd);
  const head = buffer
    .subarray(0, bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const lines = head.split(/\r?\n/);
  const firstLine = lines[0] ?? '';
  let records: string[][];
  try {
    records = parse(lines.slice(0, 2).join('\n'), {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch {
    records = [];
  }
  return { relPath, firstLine, header: (records[0] ?? []).map(normaliseHeader), secondLine: records[1] ?? [] };
}

export function classify(
  dataDir: string,
  importers: Importer[] = IMPORTERS,
): { plan: [Importer, string, string][]; skipped: { file: string; reason: string }[] } {
  const plan: [Importer, string, string][] = [];
  const skipped: { file: string; reason: string }[] = [];
  for (const abs of walk(dataDir)) {
    const rel = relative(dataDir, abs).split(sep).join('/');
    if (!/\.(csv|json)$/i.test(rel)) {
      skipped.push({ file: rel, reason: 'not a CSV or JSON file' });
      continue;
    }
    const signature = rel.toLowerCase().endsWith('.json')
      ? { relPath: rel, firstLine: '', header: [], secondLine: [] }
      : readSignature(abs, rel);
    const importer = importers.find((i) => (i.format === 'json') === rel.toLowerCase().endsWith('.json') && i.matches(signature));
    if (importer) plan.push([importer, abs, rel]);
    else skipped.push({ file: rel, reason: 'layout not recognised by any importer' });
  }
  plan.sort((a, b) => importers.indexOf(a[0]) - importers.indexOf(b[0]));
  return { plan, skipped };
}

/**
 * After Price Paid files load: the valuation walk-forward (bounded by its sample sizes), stored with
 * the data version for the engine, the API and the build. A failure is logged, never fails the import.
 */
async function calibrateValuation(
  db: Database,
  files: readonly FileSummary[],
  options: ImportAllOptions,
): Promise<number | null> {
  if (options.walkForward === false || !files.some((f) => f.status === 'loaded' && f.dataset === 'price_paid')) return null;
  const t0 = performance.now();
  try {
    const run = await refreshValuationCalibration(db, { ...WALK_FORWARD, ...options.walkForward });
    if (run && !options.quiet)
      console.error(
        `Valuation walk-forward: ${run.rows.length} sales valued in ${(run.ms / 1000).toFixed(1)} s; ranges calibrated on ${run.ranges.months.from} to ${run.ranges.months.to}.`,
      );
  } catch (error) {
    console.error(`Valuation walk-forward failed (the import stands): ${error instanceof Error ? error.message : String(error)}`);
  }
  return performance.now() - t0;
}

export async function importAll(db: Database, options: ImportAllOptions): Promise<ImportAllResult> {
  const started = performance.now();
  const { plan, skipped } = classify(options.dataDir);
  const files: FileSummary[] = [];
  for (const [importer, abs, rel] of plan) {
    if (options.only && !options.only.includes(importer.id)) continue;
    files.push(
      await importFile(db, importer, abs, rel, {
        ...(options.force ? { force: true } : {}),
        ...(options.quiet ? { quiet: true } : {}),
      }),
    );
  }
  // Fresh row counts for the planner (PGlite has no autovacuum), then the price aggregates.
  await afterImport(
    db,
    files.filter((f) => f.status === 'loaded').map((f) => f.dataset),
    aggregatesComputedDuringLoad(files),
  );
  const walkForwardMs = await calibrateValuation(db, files, options);
  const result = { files, skipped, ms: performance.now() - started, ...(walkForwardMs === null ? {} : { walkForwardMs }) };
  if (options.reportDir) writeImportReport(options.reportDir, result);
  return result;
}
