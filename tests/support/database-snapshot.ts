/**
 * Databases for tests, made once per test run and loaded by each test file from a snapshot.
 *
 * A fresh PGlite runs initdb, the bootstrap and every migration (and the seed accounts, and for
 * some suites the whole open-data import) before its first test: about 3 s a file, 30 s more
 * with the open data. Instead, the first file of a run that needs a kind of database builds it
 * once through the product's own code (migrate, seedAccounts, ensureOpenData), dumps PGlite's data
 * directory (`dumpDataDir`) into the run's snapshot folder (tests/support/global-setup.ts), and
 * every file then starts its own in-memory PGlite from that tarball (`loadDataDir`, ~0.4 s).
 * Each file still has a database of its own: nothing written in one file is seen by another.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedAccounts } from '../../server/supabase/seed.ts';
import { ensureOpenData } from '../../scripts/data/ensure-open-data.ts';

/**
 * `migrated`: bootstrap and every migration; `seeded`: that plus the seed accounts;
 * `open-data`: that plus every sample dataset imported (when the samples are there).
 */
export type SnapshotKind = 'migrated' | 'seeded' | 'open-data';

const BUILT_FROM: Record<SnapshotKind, SnapshotKind | null> = { migrated: null, seeded: 'migrated', 'open-data': 'seeded' };
const STEP: Record<SnapshotKind, (db: Database) => Promise<unknown>> = {
  migrated: (db) => migrate(db),
  seeded: (db) => seedAccounts(db),
  'open-data': (db) => ensureOpenData(db, { quiet: true }),
};
/** Waiting for another test file's build: the open-data import takes about a minute on a busy machine. */
const WAIT_MS = 10 * 60_000;

const loaded = new Map<SnapshotKind, Promise<Blob>>();

/** The snapshot's data-directory tarball, built by the first file of the run that asks for it. */
export function databaseSnapshot(kind: SnapshotKind): Promise<Blob> {
  let snapshot = loaded.get(kind);
  if (!snapshot) {
    snapshot = loadOrBuild(kind);
    loaded.set(kind, snapshot);
  }
  return snapshot;
}

/** A PGlite in memory holding a copy of the snapshot. */
export async function pgliteFromSnapshot(kind: SnapshotKind): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await databaseSnapshot(kind) });
}

/** A `Database` (PGlite kind) on its own copy of the snapshot; closing it closes the PGlite. */
export async function databaseFromSnapshot(kind: SnapshotKind): Promise<Database> {
  return openDatabase({ pglite: await pgliteFromSnapshot(kind) });
}

/** The run's snapshot folder (global-setup.ts provides it); without one, each process builds its own. */
function snapshotDir(): string | undefined {
  try {
    return inject('databaseSnapshotDir') || undefined;
  } catch {
    return undefined;
  }
}

async function build(kind: SnapshotKind): Promise<Blob> {
  const from = BUILT_FROM[kind];
  const pglite = from ? await pgliteFromSnapshot(from) : await PGlite.create();
  const db = await openDatabase({ pglite });
  try {
    await STEP[kind](db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

async function loadOrBuild(kind: SnapshotKind): Promise<Blob> {
  const dir = snapshotDir();
  if (!dir) return build(kind);
  const file = join(dir, `${kind}.tar`);
  const failed = join(dir, `${kind}.failed`);
  if (!existsSync(file)) {
    let builder = true;
    try {
      // mkdir is atomic: exactly one test file of the run builds each snapshot.
      mkdirSync(join(dir, `${kind}.building`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      builder = false;
    }
    if (builder) {
      try {
        const blob = await build(kind);
        writeFileSync(`${file}.partial`, new Uint8Array(await blob.arrayBuffer()));
        renameSync(`${file}.partial`, file);
        return blob;
      } catch (error) {
        writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
        throw error;
      }
    }
    await waitForFile(file, failed, kind);
  }
  return new Blob([readFileSync(file)]);
}

async function waitForFile(file: string, failed: string, kind: SnapshotKind): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (!existsSync(file)) {
    if (existsSync(failed)) throw new Error(`building the ${kind} database snapshot failed:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > until) throw new Error(`the ${kind} database snapshot was not ready within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
