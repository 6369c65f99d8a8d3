/**
 * `npm run data:refresh`: for each source, find the publisher's newest release; when it is new,
 * download it (resume, retries), check its size and checksum, its layout against the release
 * held and its size against the last one, and hand its files to the importer. One refresh at a
 * time (lock.ts). A release that fails a check is held for a person, never loaded; a file that
 * fails to load rolls back on its own (one transaction per file), so readers keep the previous
 * data. Every run is recorded in open_data.refresh_runs, and each source's state in
 * open_data.data_releases (release-store.ts); alerts.ts tells the operator.
 */
import { extname, join, relative, sep } from 'node:path';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import type { Database } from '../../../server/db/database.ts';
import { checkLayout, checkMd5, checkShrink, checkSize, type CheckResult } from '../../../src/lib/data/refresh/release-checks.ts';
import { WALK_FORWARD } from '../../../src/lib/valuation/walk-forward.ts';
import { refreshValuationCalibration } from '../../valuation/walk-forward.ts';
import { readSignature } from '../import-all.ts';
import { afterImport, aggregatesComputedDuringLoad } from '../lib/aggregates.ts';
import { importFile, type FileSummary, type Importer } from '../lib/importer.ts';
import { IMPORTERS } from '../registry.ts';
import { alertOverdue, notifyOutcome } from './alerts.ts';
import { countLines } from './count-rows.ts';
import { download, type DownloadOptions } from './download.ts';
import { SourceSkipped, type Fetcher, type Release } from './fetcher.ts';
import { FETCHERS } from './fetchers/index.ts';
import {
  finishRun,
  markChecked,
  markFailed,
  markHeld,
  markLoaded,
  markSkipped,
  startRun,
  storedRelease,
  type StoredRelease,
} from './release-store.ts';
import { takeRefreshLock } from './lock.ts';
import { unpack } from './unpack.ts';
import { sourceUrls, type SourceUrls } from './sources.ts';

export interface RefreshOptions {
  /** Folder for downloads and releases (kept between runs: partial downloads resume). */
  dir: string;
  /** Sources to refresh, by source id or dataset id (all of that dataset's sources). */
  only?: string[];
  dryRun?: boolean;
  /** Load the release held for review of the sources in `only` (a person has checked it). */
  acceptHeld?: boolean;
  urls?: SourceUrls;
  fetchers?: Fetcher[];
  download?: DownloadOptions;
  now?: () => Date;
  log?: (line: string) => void;
  /** Skip the valuation walk-forward that follows new Price Paid data (as data:import runs it). */
  walkForward?: false;
}

export type Outcome =
  | { source: string; status: 'current'; release: string | null }
  | { source: string; status: 'new'; release: string; releasedOn: string }
  | { source: string; status: 'loaded'; release: string; releasedOn: string; period: string | null; rows: number; files: number }
  | { source: string; status: 'held'; release: string; reasons: string[]; again?: true }
  | { source: string; status: 'failed'; release: string | null; error: string }
  /** The source cannot be asked here (no API token configured): nothing checked, nothing changed. */
  | { source: string; status: 'skipped'; release: null; reason: string };

export interface RefreshResult {
  status: 'ok' | 'nothing_new' | 'held' | 'failed' | 'dry_run' | 'locked';
  runId: number | null;
  outcomes: Outcome[];
  message: string | null;
}

interface Prepared {
  files: { abs: string; rel: string; importer: Importer }[];
  layout: string;
  rows: number;
  holds: string[];
}

export async function runRefresh(db: Database, options: RefreshOptions): Promise<RefreshResult> {
  const log = options.log ?? ((line: string) => console.error(line));
  const all = options.fetchers ?? FETCHERS;
  const only = options.only ? onlySources(options.only, all) : undefined;
  const fetchers = all.filter((f) => !only || only.includes(f.source));
  const unknown = (only ?? []).filter((s) => !all.some((f) => f.source === s));
  if (unknown.length)
    throw new Error(
      `unknown source ${unknown.join(', ')} (known: ${all.map((f) => f.source).join(', ')}; or a dataset: ${[...new Set(all.map((f) => f.dataset))].join(', ')})`,
    );
  const urls = options.urls ?? sourceUrls();
  const now = options.now ?? (() => new Date());
  const dryRun = options.dryRun === true;

  const lock = dryRun ? null : await takeRefreshLock(db);
  if (lock && !lock.ok) {
    const message = `another refresh is running (${lock.holder}, since ${lock.since}): nothing done`;
    log(message);
    return { status: 'locked', runId: null, outcomes: [], message };
  }
  const runId = await startRun(db, dryRun, only ?? null).catch(async (error: unknown) => {
    if (lock?.ok) await lock.lock.release();
    throw error;
  });
  const outcomes: Outcome[] = [];
  const loadedFiles: FileSummary[] = [];
  let message: string | null = null;
  try {
    for (const fetcher of fetchers) {
      const stored = await storedRelease(db, fetcher, !dryRun);
      const outcome = await refreshSource(db, fetcher, stored, { ...options, only, urls, now, log, dryRun }, loadedFiles);
      outcomes.push(outcome);
      log(describe(outcome));
      if (!dryRun) await notifyOutcome(stored, outcome, log);
    }
    const loaded = loadedFiles.filter((f) => f.status === 'loaded');
    if (loaded.length)
      await afterImport(db, [...new Set(loaded.map((f) => f.dataset))], aggregatesComputedDuringLoad(loadedFiles));
    if (loaded.some((f) => f.dataset === 'price_paid') && options.walkForward !== false) await calibrateValuation(db, log);
    if (!dryRun) await alertOverdue(db, now(), log);
  } catch (error) {
    message = (error as Error).message;
    outcomes.push({ source: '(run)', status: 'failed', release: null, error: message });
  } finally {
    const status = dryRun ? 'dry_run' : runStatus(outcomes);
    await finishRun(db, runId, status, outcomes, message);
    if (lock?.ok) await lock.lock.release();
  }
  return { status: dryRun ? 'dry_run' : runStatus(outcomes), runId, outcomes, message };
}

/** `--only` names sources, or datasets (`ons_earnings`, `price_paid`): a dataset stands for all its sources. */
export function onlySources(names: string[], all: Fetcher[]): string[] {
  return [
    ...new Set(
      names.flatMap((name) => {
        if (all.some((f) => f.source === name)) return [name];
        const sources = all.filter((f) => f.dataset === name).map((f) => f.source);
        return sources.length ? sources : [name];
      }),
    ),
  ];
}

/** As `data:import` does after Price Paid loads; a failure is logged and the refresh stands. */
async function calibrateValuation(db: Database, log: (line: string) => void): Promise<void> {
  try {
    const run = await refreshValuationCalibration(db, WALK_FORWARD);
    if (run) log(`valuation walk-forward: ${run.rows.length} sales valued in ${(run.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    log(`valuation walk-forward failed (the refresh stands): ${errorText(error)}`);
  }
}

function runStatus(outcomes: Outcome[]): 'ok' | 'nothing_new' | 'held' | 'failed' {
  if (outcomes.some((o) => o.status === 'failed')) return 'failed';
  if (outcomes.some((o) => o.status === 'held')) return 'held';
  return outcomes.some((o) => o.status === 'loaded') ? 'ok' : 'nothing_new';
}

type Context = RefreshOptions & { urls: SourceUrls; now: () => Date; log: (line: string) => void; dryRun: boolean };

async function refreshSource(
  db: Database,
  fetcher: Fetcher,
  stored: StoredRelease,
  ctx: Context,
  loaded: FileSummary[],
): Promise<Outcome> {
  let release: Release;
  try {
    release = await fetcher.discover(
      ctx.urls,
      { key: stored.release_key, name: stored.release_name, period: stored.period },
      ctx.now(),
    );
  } catch (error) {
    if (error instanceof SourceSkipped) {
      if (!ctx.dryRun) await markSkipped(db, fetcher.source, `skipped: ${error.message}`);
      return { source: fetcher.source, status: 'skipped', release: null, reason: error.message };
    }
    return failed(db, ctx, fetcher.source, null, `could not find the newest release: ${errorText(error)}`);
  }
  if (release.key === stored.release_key) {
    if (!ctx.dryRun) await markChecked(db, fetcher.source);
    return { source: fetcher.source, status: 'current', release: stored.release_name };
  }
  const accept = ctx.acceptHeld === true && ctx.only?.includes(fetcher.source) === true;
  if (release.key === stored.held_key && !accept) {
    if (!ctx.dryRun) await markChecked(db, fetcher.source);
    return {
      source: fetcher.source,
      status: 'held',
      release: release.name,
      reasons: ['still held for review (see the run that held it)'],
      again: true,
    };
  }
  if (ctx.dryRun) return { source: fetcher.source, status: 'new', release: release.name, releasedOn: release.releasedOn };

  let prepared: Prepared;
  try {
    prepared = await prepare(fetcher, release, stored, ctx);
  } catch (error) {
    return failed(db, ctx, fetcher.source, release.name, errorText(error));
  }
  if (prepared.holds.length && !accept) {
    await markHeld(db, fetcher.source, release, prepared.holds.join('; '));
    return { source: fetcher.source, status: 'held', release: release.name, reasons: prepared.holds };
  }
  const summaries: FileSummary[] = [];
  try {
    for (const file of prepared.files) {
      const summary = await importFile(db, file.importer, file.abs, file.rel, { quiet: true });
      summaries.push(summary);
      loaded.push(summary);
    }
  } catch (error) {
    return failed(db, ctx, fetcher.source, release.name, `import failed, the previous data is still served: ${errorText(error)}`);
  }
  const asOf =
    summaries
      .map((s) => s.asOf ?? '')
      .sort()
      .at(-1) || null;
  const period = release.period ?? asOf;
  await markLoaded(db, fetcher, release, { period, rows: prepared.rows, layout: prepared.layout });
  return {
    source: fetcher.source,
    status: 'loaded',
    release: release.name,
    releasedOn: release.releasedOn,
    period,
    rows: prepared.rows,
    files: summaries.length,
  };
}

async function failed(db: Database, ctx: Context, source: string, release: string | null, error: string): Promise<Outcome> {
  if (!ctx.dryRun) await markFailed(db, source, error);
  return { source, status: 'failed', release, error };
}

/** Downloads and unpacks the release, finds each file's importer, and runs the checks. */
async function prepare(fetcher: Fetcher, release: Release, stored: StoredRelease, ctx: Context): Promise<Prepared> {
  const releaseDir = join(ctx.dir, 'releases', fetcher.source);
  rmSync(releaseDir, { recursive: true, force: true });
  const paths: string[] = [];
  const holds: string[] = [];
  for (const file of release.files) {
    // A partial download belongs to one release: a newer one under the same name starts afresh.
    const folder = join(ctx.dir, 'downloads', fetcher.source);
    const keyDir = release.key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'release';
    for (const old of existsSync(folder) ? readdirSync(folder) : [])
      if (old !== keyDir) rmSync(join(folder, old), { recursive: true, force: true });
    const got = await download(file.url, join(folder, keyDir, file.name), {
      log: ctx.log,
      ...ctx.download,
      ...(file.headers ? { headers: file.headers } : {}),
    });
    const checks: CheckResult[] = [checkSize(file.size, got.bytes), checkMd5(file.md5, got.md5)];
    for (const c of checks) if (!c.ok) throw new Error(`${file.name}: ${c.error}`);
    paths.push(...(await unpack(got.path, releaseDir, file.extract, file.columns ? new Set(file.columns) : undefined)));
  }
  if (fetcher.transform) paths.splice(0, paths.length, ...(await fetcher.transform(paths)));
  const files: Prepared['files'] = [];
  const layouts = new Set<string>();
  let rows = 0;
  for (const abs of paths) {
    const rel = `${fetcher.source}/${relative(releaseDir, abs).split(sep).join('/')}`;
    if (SPREADSHEET.has(extname(abs).toLowerCase())) {
      holds.push(
        `${rel}: a spreadsheet no importer reads; convert its data sheet to CSV and load it by hand (docs/data-import.md)`,
      );
      layouts.add(extname(abs).toLowerCase());
      continue;
    }
    const signature = readSignature(abs, rel);
    const importer = IMPORTERS.find((i) => fetcher.importers.includes(i.id) && i.matches(signature));
    const headerless = fetcher.headerless === true || importer?.headerless !== undefined;
    const layout = headerless ? `${signature.header.length} fields, no header` : signature.header.join(',');
    layouts.add(layout);
    if (!importer) {
      holds.push(`${rel}: layout not recognised by the ${fetcher.importers.join('/')} importer (${layout.slice(0, 160)})`);
      continue;
    }
    files.push({ abs, rel, importer });
    rows += (await countLines(abs)) - (headerless ? 0 : 1);
  }
  const layout = [...layouts].join(' | ');
  const layoutCheck = checkLayout(stored.layout, layout);
  if (!layoutCheck.ok) holds.push(layoutCheck.error);
  const comparable = stored.release_name !== null && (fetcher.sameSeries?.(stored.release_name, release) ?? true);
  const shrink = checkShrink(comparable ? stored.rows_read : null, rows, fetcher.maxShrink);
  if (!shrink.ok) holds.push(shrink.error);
  return { files, layout, rows, holds };
}

/** Workbooks (GOV.UK's ODS and XLSX tables) are read only through a fetcher's transform. */
const SPREADSHEET = new Set(['.ods', '.xlsx', '.xls']);

/** An error's message with its cause (fetch says only "fetch failed"; the cause names the refusal). */
function errorText(error: unknown): string {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return `${e.message ?? String(error)}${cause ? ` (${cause})` : ''}`;
}

function describe(o: Outcome): string {
  switch (o.status) {
    case 'current':
      return `${o.source}: up to date (${o.release ?? 'nothing held'})`;
    case 'new':
      return `${o.source}: new release ${o.release}, released ${o.releasedOn} (dry run: not loaded)`;
    case 'loaded':
      return `${o.source}: loaded ${o.release}, period to ${o.period ?? '?'}, ${o.rows.toLocaleString('en-GB')} rows in ${o.files} file(s)`;
    case 'held':
      return `${o.source}: HELD ${o.release} for review: ${o.reasons.join('; ')}`;
    case 'failed':
      return `${o.source}: FAILED${o.release ? ` (${o.release})` : ''}: ${o.error}`;
    case 'skipped':
      return `${o.source}: skipped: ${o.reason}`;
  }
}
