/**
 * `npm run bench:scale`: is the product ready for the national registers? In a temporary folder
 * (never the data directory) it writes a SYNTHETIC Price Paid register of BENCH_SALES sales
 * (default 3,000,000; made-up rows in the official bulk layout over the real sample postcodes, and
 * past the national density over synthetic copies of their geography (bench/national-shape.ts) —
 * street and town "SYNTHETIC", for timing only and never shown on a page), starts PostgreSQL 15
 * when its binaries are present (else uses PGlite), and measures:
 *   - the real importer (COPY, set-based upsert, indexes, price aggregates, analyze): rows/s and
 *     peak memory, beside a bare COPY of the same file plus the same indexes in the same run;
 *   - the build's data step (location pages from the aggregates) with the samples and with the
 *     register: time and peak memory;
 *   - the postcode report and the valuation in-process (p50/p99 over many postcodes, uncached);
 *   - over HTTP from the local runner: a static page of the report's size (the floor) and the
 *     favicon, the report at 1, 10 and 200 connections
 *     (rotating postcodes), the valuation alone and while reports run, 200-call bursts, and the
 *     server's event-loop delay and peak memory;
 *   - the embedded default (PGlite, samples): the report at 200 connections.
 * Prints the figures with the budgets of issue 28 (PASS/FAIL). Settings: BENCH_SALES,
 * BENCH_SECONDS (default 10), BENCH_PORT / BENCH_SUPABASE_PORT (default 55530/55531),
 * BENCH_PG_PORT (default 55532), BENCH_EMBEDDED=0 to skip the PGlite phase, BENCH_STOP_AFTER=import
 * to stop after the import and its floor (no site build, build step or request phases), BENCH_FLOOR=0
 * to skip the floor too. After the import a SYNTHETIC monthly change file of BENCH_MONTHLY records
 * (default 100,000; 0 skips it: additions, corrections, deletions) is applied as `data:refresh`
 * does, the aggregates refreshed for the places it touches (issue 44: ≤ 60 s), the walk-forward
 * timed apart. With IMPORT_TIMING=1 the importer prints each step's time (staging, insert, each
 * index, each level). BENCH_KEEP=1 leaves the cluster running at the end and prints its URL;
 * BENCH_DATABASE_URL=<that URL> then applies and times only a monthly change file on it (pending
 * migrations applied first; BENCH_WALK_FORWARD=0 skips the walk-forward after it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { loadLocalEnv } from '../server/env.ts';
import { getPostcodeReport } from '../src/lib/data/queries/postcode-report.ts';
import { valueFromDatabase } from '../src/lib/data/queries/valuation.ts';
import { parsePostcode } from '../src/lib/postcode/parse.ts';
import { burst, legacyApiKey, measure, peakRssMb, percentile, UNLIMITED_ENV, waitFor, type Measured } from './bench/http.ts';
import { postgresAvailable, startPgCluster, type PgCluster } from './lib/pg-cluster.ts';
import { addNationalShapePostcodes, copiesFor } from './bench/national-shape.ts';
import { writeSyntheticChangeFile, writeSyntheticRegister } from './bench/synthetic-register.ts';
import { importAll } from './data/import-all.ts';
import { refreshValuationCalibration } from './valuation/walk-forward.ts';
import { MAINTENANCE_WORK_MEM } from './data/importers/price-paid-bulk.ts';
import { exportBuildData } from './data/prepare-build-data.ts';
import { resolveDataDir } from './data/lib/data-dir.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const SALES = Number(process.env['BENCH_SALES'] ?? 3_000_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const PORT = Number(process.env['BENCH_PORT'] ?? 55530);
const SUPABASE_PORT = Number(process.env['BENCH_SUPABASE_PORT'] ?? 55531);
const PG_PORT = Number(process.env['BENCH_PG_PORT'] ?? 55532);
const IMPORT_ONLY = process.env['BENCH_STOP_AFTER'] === 'import';
/** Records of the monthly change file (issue 44; 0 skips the step). */
const MONTHLY = Number(process.env['BENCH_MONTHLY'] ?? 100_000);
/** BENCH_FLOOR=0: no bare-COPY floor (with BENCH_STOP_AFTER=import, for a run at 30 M). */
const FLOOR = process.env['BENCH_FLOOR'] !== '0';
/** BENCH_KEEP=1: leave the PostgreSQL cluster running at the end (its URL printed), for BENCH_DATABASE_URL runs. */
const KEEP = process.env['BENCH_KEEP'] === '1';
/**
 * BENCH_DATABASE_URL: a database a previous run kept (BENCH_KEEP=1): its pending migrations are
 * applied, then only the monthly change file is applied and timed (no register, no import).
 */
const REUSE = process.env['BENCH_DATABASE_URL'] ?? '';
const samples = resolveDataDir();
if (!samples) {
  console.error('No data directory: set DATA_DIR (default ../shared/data); the real postcodes come from it.');
  process.exit(1);
}
if (!IMPORT_ONLY && !REUSE && !existsSync(join(root, 'dist', 'index.html'))) {
  console.error('Building the site first (the static floor is served from dist/)…');
  if (spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'brickstack-bench-scale-'));
const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};
const budgets: Array<[string, boolean, string]> = [];
const budget = (label: string, ok: boolean, value: string) => budgets.push([label, ok, value]);
let pg: PgCluster | null = null;

if (REUSE) {
  const db = await openDatabase({ databaseUrl: REUSE, dataDir: join(work, 'local') });
  await migrate(db);
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from open_data.price_paid');
  say(`bench:scale — monthly update only, on a kept database of ${(rows[0]?.n ?? 0).toLocaleString('en-GB')} sales`);
  const { rows: pcs } = await db.query<{ postcode: string }>(
    'select distinct postcode from open_data.postcodes where terminated is null order by postcode',
  );
  await monthlyStep(
    db,
    pcs.map((r) => r.postcode),
    rows[0]?.n ?? SALES,
  );
  await db.close();
  rmSync(work, { recursive: true, force: true });
  for (const [label, ok, value] of budgets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${value}`);
  process.exit(0);
}

try {
  pg = postgresAvailable() ? await startPgCluster(PG_PORT) : null;
  const engine = pg ? 'PostgreSQL 15' : 'PGlite (no PostgreSQL 15 binaries found)';
  say(`bench:scale — ${SALES.toLocaleString('en-GB')} SYNTHETIC sales on ${engine}, work folder ${work}`);
  say(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at start`,
  );
  const db = await openDatabase({ databaseUrl: pg?.url ?? '', dataDir: join(work, 'local') });
  await migrate(db);

  // 1. The real samples (postcodes, crime, schools… and the sample sales), then the sample build step.
  const sampleDir = join(work, 'samples');
  mirror(samples, sampleDir);
  let started = performance.now();
  await importAll(db, { dataDir: sampleDir, quiet: true });
  say(`samples imported in ${seconds(started)} s`);
  const sampleBuild = IMPORT_ONLY ? null : await timed(() => exportBuildData(db, join(work, 'build-samples')));
  if (sampleBuild)
    say(`build data step with the samples: ${(sampleBuild.ms / 1000).toFixed(1)} s, peak ${sampleBuild.peakMb} MB`);

  // 2. The synthetic register over the real postcodes — and, past the national density, over copies
  // of their geography in made-up areas (national-shape.ts; BENCH_NATIONAL_SHAPE=0: real postcodes only).
  const real = await db.query<{ n: number }>(
    'select count(distinct postcode)::int as n from open_data.postcodes where terminated is null',
  );
  const copies = process.env['BENCH_NATIONAL_SHAPE'] === '0' ? 0 : copiesFor(SALES, real.rows[0]?.n ?? 0);
  const added = await addNationalShapePostcodes(db, copies);
  if (added > 0)
    say(
      `national shape: ${added.toLocaleString('en-GB')} synthetic postcodes, ${copies} copies of the samples' geography in made-up areas`,
    );
  const { rows: pcs } = await db.query<{ postcode: string }>(
    'select distinct postcode from open_data.postcodes where terminated is null order by postcode',
  );
  const registerDir = join(work, 'synthetic');
  mkdirSync(join(registerDir, 'price_paid'), { recursive: true });
  const file = join(registerDir, 'price_paid', 'SYNTHETIC-pp-complete.csv');
  writeFileSync(join(registerDir, 'README-SYNTHETIC.txt'), 'Synthetic sales for timing only. Not real data; never shown.\n');
  started = performance.now();
  await writeSyntheticRegister({ file, count: SALES, postcodes: pcs.map((r) => r.postcode) });
  const mb = statSync(file).size / 1e6;
  say(
    `synthetic register: ${SALES.toLocaleString('en-GB')} sales over ${pcs.length.toLocaleString('en-GB')} postcodes (${(real.rows[0]?.n ?? 0).toLocaleString('en-GB')} real), ${mb.toFixed(0)} MB, written in ${seconds(started)} s`,
  );

  // 3. The real importer, as for a first national load: the register replaces the sample sales
  // (one file: COPY, set-based insert, indexes built after; then aggregates and analyze).
  await db.exec("truncate open_data.price_paid; delete from open_data.source_files where dataset = 'price_paid'");
  // The loader alone (issue 28's ratio); the valuation walk-forward that ends a real import is timed
  // on its own just after (issue 43: a bounded sample, whatever the register's size).
  const imported = await timed(() => importAll(db, { dataDir: registerDir, quiet: true, walkForward: false }));
  const importRate = SALES / (imported.ms / 1000);
  say(
    `import (importer end to end, aggregates included): ${(imported.ms / 1000).toFixed(1)} s, ${Math.round(importRate).toLocaleString('en-GB')} rows/s, importer peak ${imported.peakMb} MB`,
  );
  const walkForward = await timed(() => refreshValuationCalibration(db));
  say(
    `valuation walk-forward after the import: ${(walkForward.ms / 1000).toFixed(1)} s for ${walkForward.value?.rows.length ?? 0} sampled sales (a real import runs it last)`,
  );
  budget('valuation walk-forward after the import ≤ 30 s', walkForward.ms <= 30_000, `${(walkForward.ms / 1000).toFixed(1)} s`);
  const stats = await db.query<{ n: number }>('select count(*)::int as n from open_data.price_stats');
  say(`  price aggregates: ${stats.rows[0]?.n.toLocaleString('en-GB')} rows`);
  await diskSizes(db);

  // 3b. A month's change file (issue 44): A/C/D records applied, the aggregates refreshed for the
  // places they touch only, then the walk-forward timed on its own.
  await monthlyStep(
    db,
    pcs.map((r) => r.postcode),
    SALES,
  );

  // 4. The floor: bare COPY of the same file into a plain table, then the same nine indexes.
  say(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} after the import`,
  );
  if (!FLOOR) {
    await db.close();
    finishAfterImport();
  }
  const floor = await copyFloor(db, file);
  say(
    `bare COPY ${(floor.copyMs / 1000).toFixed(1)} s + same indexes ${(floor.indexMs / 1000).toFixed(1)} s = ${((floor.copyMs + floor.indexMs) / 1000).toFixed(1)} s (${Math.round(SALES / (floor.copyMs / 1000)).toLocaleString('en-GB')} rows/s COPY alone)`,
  );
  const ratio = imported.ms / (floor.copyMs + floor.indexMs);
  budget('import ≤ 1.5 × bare COPY + same indexes', ratio <= 1.5, `${ratio.toFixed(2)} ×`);
  budget('importer peak memory ≤ 1 GB', (imported.peakMb ?? 0) <= 1024, `${imported.peakMb} MB`);
  say(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} after the floor`,
  );
  if (IMPORT_ONLY || !sampleBuild) {
    await db.close();
    finishAfterImport();
  }

  // 5. The build's data step with the register.
  const bigBuild = await timed(() => exportBuildData(db, join(work, 'build-register')));
  say(`build data step with the register: ${(bigBuild.ms / 1000).toFixed(1)} s, peak ${bigBuild.peakMb} MB`);
  budget(
    'build data step ≤ 2 × the sample build',
    bigBuild.ms <= 2 * Math.max(sampleBuild.ms, 1),
    `${(bigBuild.ms / 1000).toFixed(1)} s vs ${(sampleBuild.ms / 1000).toFixed(1)} s`,
  );
  budget('build peak memory ≤ 1 GB', (bigBuild.peakMb ?? 0) <= 1024, `${bigBuild.peakMb} MB`);

  // 6. In-process: the report (uncached) and the valuation over many postcodes.
  const sample = pickPostcodes(
    pcs.map((r) => r.postcode),
    200,
  );
  const reportTimes: number[] = [];
  // Each query of the report timed too, to name the slowest ones.
  const queryTimes = new Map<string, number[]>();
  const timing = {
    query: async <T>(sql: string, params?: unknown[]) => {
      const t = performance.now();
      try {
        return await db.query<T>(sql, params);
      } finally {
        const key = sql.replace(/\s+/g, ' ').slice(0, 90);
        queryTimes.set(key, [...(queryTimes.get(key) ?? []), performance.now() - t]);
      }
    },
  };
  for (const code of sample) {
    const parsed = parsePostcode(code);
    if (!parsed.ok) continue;
    const t = performance.now();
    await getPostcodeReport(timing, parsed.value);
    reportTimes.push(performance.now() - t);
  }
  const slowest = [...queryTimes]
    .map(([sql, times]) => ({
      sql,
      p99: percentile(
        [...times].sort((a, b) => a - b),
        0.99,
      ),
      mean: times.reduce((a, b) => a + b, 0) / times.length,
    }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 5);
  for (const q of slowest) say(`  report query p99 ${q.p99.toFixed(1)} ms, mean ${q.mean.toFixed(1)} ms: ${q.sql}`);
  const valuationTimes = await valuations(db, sample);
  const inProcess = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  };
  const rep = inProcess(reportTimes);
  const val = inProcess(valuationTimes);
  say(
    `in-process report (uncached, ${reportTimes.length} postcodes): p50 ${rep.p50.toFixed(1)} ms, p99 ${rep.p99.toFixed(1)} ms`,
  );
  say(`in-process valuation: p50 ${val.p50.toFixed(1)} ms, p99 ${val.p99.toFixed(1)} ms`);
  budget(
    'report in-process p50 ≤ 20 ms and p99 ≤ 60 ms',
    rep.p50 <= 20 && rep.p99 <= 60,
    `${rep.p50.toFixed(1)}/${rep.p99.toFixed(1)} ms`,
  );
  await db.close();

  // 7. Over HTTP from the local runner on the same database.
  const http = await overHttp(pg?.url ?? '', join(work, 'local'), sample, 'register');
  // Mean latency, each answer timed to the microsecond (scripts/bench/http.ts).
  budget(
    'report ≤ 5 × a static page of its size at 10 connections (mean latency)',
    http.report10.mean <= 5 * http.static10.mean,
    `${http.report10.mean.toFixed(2)} ms vs static ${http.static10.mean.toFixed(2)} ms (${(http.report10.mean / Math.max(http.static10.mean, 0.001)).toFixed(1)} ×)`,
  );
  budget(
    '0 non-2xx at 200 connections',
    http.report200.non2xx + http.report200.errors + http.burst200 === 0,
    `${http.report200.non2xx + http.report200.errors} + burst ${http.burst200}`,
  );
  budget(
    'valuation p99 ≤ 50 ms while reports run',
    http.valuationUnderLoad.p99 <= 50,
    `${http.valuationUnderLoad.p99.toFixed(1)} ms`,
  );

  // 8. The embedded default (PGlite) with the samples only.
  if (process.env['BENCH_EMBEDDED'] !== '0') {
    const embeddedDir = join(work, 'embedded');
    const local = await openDatabase({ dataDir: embeddedDir });
    await migrate(local);
    await importAll(local, { dataDir: sampleDir, quiet: true });
    const { rows } = await local.query<{ postcode: string }>(
      'select distinct postcode from open_data.postcodes where terminated is null order by postcode',
    );
    // The samples hold sales for a few districts only: the valuation is timed where it can answer
    // (districts with enough recent semi-detached sales), not on "not enough sales" refusals.
    const { rows: valuable } = await local.query<{ postcode: string }>(
      `select distinct p.postcode from open_data.price_paid p
       join (select outward from open_data.price_paid
             where property_type = 'S' and transfer_date > (select max(transfer_date) - interval '2 years' from open_data.price_paid)
             group by outward having count(*) >= 30) d using (outward)
       order by p.postcode limit 200`,
    );
    await local.close();
    const embedded = await overHttp(
      '',
      embeddedDir,
      pickPostcodes(
        rows.map((r) => r.postcode),
        200,
      ),
      'embedded',
      valuable.length > 0 ? valuable.map((r) => r.postcode) : undefined,
    );
    budget(
      'embedded default: report at 200 connections p99 ≤ 2 s',
      embedded.report200.p99 <= 2000 && embedded.report200.non2xx === 0,
      `${embedded.report200.p99.toFixed(0)} ms, ${embedded.report200.non2xx} non-2xx`,
    );
  }
} finally {
  keepOrStop();
  rmSync(work, { recursive: true, force: true });
}

console.log('\nBudgets (issue 28)');
for (const [label, ok, value] of budgets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${value}`);
if (budgets.some(([, ok]) => !ok)) process.exitCode = 1;

/** The mean size of the answers at `paths` (bytes). */
async function typicalBytes(origin: string, paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const path of paths) total += (await (await fetch(`${origin}${path}`)).arrayBuffer()).byteLength;
  return total / Math.max(1, paths.length);
}

/** The built page (dist/*.html) whose size is nearest `bytes`, with the path the server answers it at. */
function staticPageNear(bytes: number): { path: string; bytes: number } {
  const pages = readdirSync(join(root, 'dist'))
    .filter((name) => name.endsWith('.html') && name !== '404.html')
    .map((name) => ({ path: `/${name.replace(/\.html$/, '')}`, bytes: statSync(join(root, 'dist', name)).size }));
  return pages.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0] ?? { path: '/favicon.svg', bytes: 279 };
}

/** The database's size on disk and its largest parts. */
async function diskSizes(db: Database): Promise<void> {
  const { rows } = await db.query<{ database: string; sales: string; sales_heap: string; stats: string }>(
    `select pg_size_pretty(pg_database_size(current_database())) as database,
       pg_size_pretty(pg_total_relation_size('open_data.price_paid')) as sales,
       pg_size_pretty(pg_relation_size('open_data.price_paid')) as sales_heap,
       pg_size_pretty(pg_total_relation_size('open_data.price_stats')) as stats`,
  );
  const r = rows[0];
  if (r)
    say(
      `disk: database ${r.database}; open_data.price_paid ${r.sales} (table ${r.sales_heap}, the rest its indexes); price_stats ${r.stats}`,
    );
}

/**
 * A SYNTHETIC monthly change file of MONTHLY records (about HM Land Registry's 100,000): additions
 * over the same postcodes, corrections and deletions of sales the register holds (a sample of
 * them), loaded by the real importer as `data:refresh` does (the walk-forward apart).
 */
async function monthlyUpdate(
  db: Database,
  postcodes: readonly string[],
  sales: number,
): Promise<{ ms: number; peakMb: number; records: { a: number; c: number; d: number } }> {
  const dir = join(work, 'monthly');
  mkdirSync(join(dir, 'price_paid'), { recursive: true });
  writeFileSync(join(dir, 'README-SYNTHETIC.txt'), 'Synthetic sales for timing only. Not real data; never shown.\n');
  const wanted = Math.ceil(MONTHLY * 0.1);
  const { rows: existing } = await db.query<{ id: string; postcode: string; price: number; date: string; type: string }>(
    `select transaction_id as id, postcode, price, transfer_date::text as date, coalesce(property_type, 'S') as type
     from open_data.price_paid tablesample system ($1) where postcode is not null limit $2`,
    [Math.min(100, (100 * wanted * 3) / Math.max(sales, 1)), wanted],
  );
  const records = await writeSyntheticChangeFile({
    file: join(dir, 'price_paid', 'SYNTHETIC-pp-monthly-update.csv'),
    count: MONTHLY,
    postcodes,
    existing,
    // Another month's file on a kept database: new transaction ids (BENCH_MONTHLY_SEED).
    ...(process.env['BENCH_MONTHLY_SEED'] ? { seed: Number(process.env['BENCH_MONTHLY_SEED']) } : {}),
  });
  const run = await timed(() => importAll(db, { dataDir: dir, quiet: true, walkForward: false }));
  return { ms: run.ms, peakMb: run.peakMb, records };
}

/** 3b. A month's change file (issue 44), the walk-forward timed apart. */
async function monthlyStep(db: Database, postcodes: readonly string[], sales: number): Promise<void> {
  if (MONTHLY <= 0) return;
  say(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} before the monthly update`,
  );
  const update = await monthlyUpdate(db, postcodes, sales);
  say(
    `monthly update (${update.records.a.toLocaleString('en-GB')} A, ${update.records.c.toLocaleString('en-GB')} C, ${update.records.d.toLocaleString('en-GB')} D; file applied and the touched places' aggregates refreshed): ${(update.ms / 1000).toFixed(1)} s, importer peak ${update.peakMb} MB`,
  );
  budget('monthly change file applied with its aggregates ≤ 60 s', update.ms <= 60_000, `${(update.ms / 1000).toFixed(1)} s`);
  if (process.env['BENCH_WALK_FORWARD'] === '0') return;
  const after = await timed(() => refreshValuationCalibration(db));
  say(
    `valuation walk-forward after the monthly update: ${(after.ms / 1000).toFixed(1)} s for ${after.value?.rows.length ?? 0} sampled sales (timed apart from the update)`,
  );
  say(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} after the monthly update`,
  );
}

/** BENCH_STOP_AFTER=import: stop the cluster, remove the work folder, print the budgets measured so far and exit. */
function finishAfterImport(): never {
  keepOrStop();
  rmSync(work, { recursive: true, force: true });
  console.log('\nBudgets (issue 28), import only');
  for (const [label, ok, value] of budgets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${value}`);
  process.exit(budgets.some(([, ok]) => !ok) ? 1 : 0);
}

/** Stops the cluster, or with BENCH_KEEP=1 leaves it running and says where. */
function keepOrStop(): void {
  if (KEEP && pg) console.log(`cluster kept running (BENCH_KEEP=1): BENCH_DATABASE_URL=${pg.url}`);
  else pg?.stop();
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/** Runs `fn`, sampling this process's resident memory; returns ms and the peak in MB. */
async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - started, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1048576) };
  } finally {
    clearInterval(timer);
  }
}

/** The samples folder mirrored file by file (symlinks), without its Price Paid files' register role changed. */
function mirror(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (statSync(source).isDirectory()) mirror(source, target);
    else {
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(source, target);
    }
  }
}

function pickPostcodes(all: readonly string[], n: number): string[] {
  const step = Math.max(1, Math.floor(all.length / n));
  return all.filter((_, i) => i % step === 0).slice(0, n);
}

async function valuations(db: Database, postcodes: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const code of postcodes) {
    const parsed = parsePostcode(code);
    if (!parsed.ok) continue;
    const t = performance.now();
    await valueFromDatabase(db, {
      postcode: parsed.value.postcode,
      sector: parsed.value.sector,
      district: parsed.value.outward,
      propertyType: 'S',
      tenure: 'F',
      asOf: '2026-01-01',
    });
    times.push(performance.now() - t);
  }
  return times;
}

/**
 * COPY of the raw file into a table of its own columns, then indexes of the same shapes as
 * price_paid's nine (the key; postcode+date, sector+type+date, outward+type+date with price,
 * category, postcode and district, outward+street+type+date; sector+price, outward+price and
 * area+price of the standard sales with the type; and one text column
 * standing in for source_key), with the importer's maintenance_work_mem.
 */
async function copyFloor(db: Database, file: string): Promise<{ copyMs: number; indexMs: number }> {
  const { rawCopyChunks } = await import('./data/lib/raw-copy.ts');
  return db.transaction(async (tx) => {
    await tx.exec(`set local maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
    await tx.exec(
      `create table bench_copy_floor (id text, price integer, transfer_date timestamp, postcode text, property_type text, new_build text, tenure text,
        paon text, saon text, street text, locality text, town text, district text, county text, category text, record_status text)`,
    );
    let started = performance.now();
    await tx.copyFrom('copy bench_copy_floor from stdin with (format csv)', rawCopyChunks(file));
    const copyMs = performance.now() - started;
    started = performance.now();
    await tx.exec(`alter table bench_copy_floor add primary key (id);
      create index on bench_copy_floor (postcode, transfer_date desc);
      create index on bench_copy_floor (left(postcode, length(postcode) - 2), property_type, transfer_date desc);
      create index on bench_copy_floor (split_part(postcode, ' ', 1), property_type, transfer_date desc) include (price, category, postcode, district);
      create index on bench_copy_floor (left(postcode, length(postcode) - 2), price) include (property_type) where category is null or category = 'A';
      create index on bench_copy_floor (split_part(postcode, ' ', 1), price) include (property_type) where category is null or category = 'A';
      create index on bench_copy_floor (left(postcode, 2), price) include (property_type, postcode) where category is null or category = 'A';
      create index on bench_copy_floor (split_part(postcode, ' ', 1), street, property_type, transfer_date desc);
      create index on bench_copy_floor (record_status)`);
    const indexMs = performance.now() - started;
    await tx.exec('drop table bench_copy_floor');
    return { copyMs, indexMs };
  });
}

interface HttpFigures {
  static10: Measured;
  report10: Measured;
  report200: Measured;
  burst200: number;
  valuationUnderLoad: Measured;
}

/** Starts the local runner on the database and measures the report, the valuation and a static file. */
async function overHttp(
  databaseUrl: string,
  localDir: string,
  postcodes: readonly string[],
  label: string,
  /** Postcodes with sales to value (the samples hold sales for only some postcodes). */
  valued: readonly string[] = postcodes,
): Promise<HttpFigures> {
  const origin = `http://localhost:${PORT}`;
  const supabaseUrl = `http://localhost:${SUPABASE_PORT}`;
  const loopFile = join(work, `loop-${label}.json`);
  const env = {
    ...process.env,
    ...UNLIMITED_ENV,
    PORT: String(PORT),
    SUPABASE_PORT: String(SUPABASE_PORT),
    SUPABASE_URL: supabaseUrl,
    PUBLIC_SUPABASE_URL: supabaseUrl,
    LOCAL_DATA_DIR: localDir,
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'no-data'),
    LOG_LEVEL: 'warn',
    BENCH_LOOP_FILE: loopFile,
  };
  const server: ChildProcess = spawn(process.execPath, ['--import', './scripts/bench/loop-probe.ts', 'server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  try {
    await waitFor(`${origin}/api/health`, server);
    const apiKey = await legacyApiKey(supabaseUrl);
    const paths = postcodes.map((p) => `/api/data/report?postcode=${encodeURIComponent(p)}`);
    const report = { url: `${origin}${paths[0]}`, paths };
    // The floor: a static page of about the report's size from the same server (the same bytes
    // to send), beside the smallest static file (the favicon) for reference.
    const reportBytes = await typicalBytes(origin, paths.slice(0, 20));
    const page = staticPageNear(reportBytes);
    const staticFile = { url: `${origin}${page.path}` };
    say(
      `  [${label}] report body ~${(reportBytes / 1000).toFixed(1)} kB; static floor ${page.path} (${(page.bytes / 1000).toFixed(1)} kB)`,
    );
    const valuation = {
      url: `${origin}/api/v1/house-valuation?postcode=${encodeURIComponent(valued[0] as string)}&type=semi-detached`,
      headers: { 'x-api-key': apiKey },
      paths: valued.map((p) => `/api/v1/house-valuation?postcode=${encodeURIComponent(p)}&type=semi-detached`),
    };
    const loop = () => {
      try {
        return JSON.parse(readFileSync(loopFile, 'utf8')) as { p50: number; p99: number; max: number };
      } catch {
        return null;
      }
    };
    const row = (name: string, m: Measured) =>
      say(
        `  [${label}] ${name.padEnd(44)} ${m.rps.toFixed(0).padStart(6)} req/s  mean ${m.mean.toFixed(2).padStart(7)} ms  p50 ${m.p50.toFixed(2).padStart(7)} ms  p99 ${m.p99.toFixed(2).padStart(7)} ms  non-2xx ${m.non2xx + m.errors}`,
      );
    row(
      'favicon (279 B), 10 connections',
      await measure('favicon, 10 connections', { url: `${origin}/favicon.svg` }, SECONDS, 10),
    );
    const static1 = await measure('static page (floor), 1 connection', staticFile, SECONDS, 1);
    row('static page (floor), 1 connection', static1);
    const static10 = await measure('static page (floor), 10 connections', staticFile, SECONDS, 10);
    row('static page (floor), 10 connections', static10);
    row('report, 1 connection', await measure('report, 1 connection', report, SECONDS, 1));
    server.kill('SIGUSR2');
    const report10 = await measure('report, 10 connections', report, SECONDS, 10);
    row('report, 10 connections', report10);
    const delay10 = loop();
    server.kill('SIGUSR2');
    const report200 = await measure('report, 200 connections', report, SECONDS, 200);
    row('report, 200 connections', report200);
    const delay200 = loop();
    const burst200 = await burst(report, 200);
    say(`  [${label}] report, 200-call burst: ${burst200.non2xx} non-2xx, p50 ${burst200.p50} ms, p99 ${burst200.p99} ms`);
    const valuationAlone = await measure('valuation, 1 connection', valuation, SECONDS, 1);
    row('valuation, 1 connection', valuationAlone);
    const [valuationUnderLoad, reportsMeanwhile] = await Promise.all([
      measure('valuation while reports run', valuation, SECONDS, 1),
      measure('reports (10 connections) meanwhile', report, SECONDS, 10),
    ]);
    row('valuation while reports run (10 conns)', valuationUnderLoad);
    row('reports meanwhile', reportsMeanwhile);
    const fmt = (d: { p50: number; p99: number; max: number } | null) =>
      d ? `p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(0)} ms` : 'not measured';
    say(`  [${label}] server event-loop delay: reports at 10 connections ${fmt(delay10)}; at 200 ${fmt(delay200)}`);
    say(
      `  [${label}] load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    say(`  [${label}] server peak memory: ${server.pid ? peakRssMb(server.pid) : '?'} MB`);
    return { static10, report10, report200, burst200: burst200.non2xx, valuationUnderLoad };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  }
}
