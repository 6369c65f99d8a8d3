/**
 * Database snapshots for test runs. A fresh PGlite runs initdb, the bootstrap and every migration
 * (about 3 s), the seed accounts, and for some suites the whole open-data import (about 30 s),
 * before its first test. Instead each kind of database is built once per run through the
 * product's own code (migrate, seedAccounts, ensureOpenData), PGlite's data directory is dumped
 * into the run's snapshot folder (`dumpDataDir`), and every user starts its own copy from that
 * tarball (`loadDataDir`, about 0.4 s): the Vitest files (tests/support/database-snapshot.ts)
 * and the e2e build (scripts/test.ts), which would otherwise import the open data again.
 *
 * Any process of the run may ask for a kind; exactly one builds it (an atomic mkdir is the lock)
 * and the others wait for its file.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedAccounts } from '../../server/supabase/seed.ts';
import { ensureOpenData } from '../data/ensure-open-data.ts';

/**
 * `migrated`: bootstrap and every migration; `seeded`: that plus the seed accounts;
 * `open-data`: migrated plus every sample dataset imported (when the samples are there), no accounts.
 */
export type SnapshotKind = 'migrated' | 'seeded' | 'open-data';

const STEPS: Record<SnapshotKind, { from: SnapshotKind | null; step: (db: Database) => Promise<unknown> }> = {
  migrated: { from: null, step: (db) => migrate(db) },
  seeded: { from: 'migrated', step: (db) => seedAccounts(db) },
  'open-data': { from: 'migrated', step: (db) => ensureOpenData(db, { quiet: true }) },
};
/** How long to wait for another process's build: the open-data import on a busy machine. */
const WAIT_MS = 10 * 60_000;

/** Builds a kind in memory and returns its data-directory tarball; without `dir`, nothing is shared. */
async function build(dir: string | undefined, kind: SnapshotKind): Promise<Blob> {
  const { from, step } = STEPS[kind];
  // A small write-ahead log while building: the import writes hundreds of MB of it, which the
  // checkpoint before the dump then drops instead of keeping for reuse (the data is the same).
  const startParams = [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB'];
  const pglite = await PGlite.create({ startParams, ...(from ? { loadDataDir: await snapshot(dir, from) } : {}) });
  const db = await openDatabase({ pglite });
  try {
    await step(db);
    await db.exec('checkpoint');
    return await pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/** The kind's tarball from the run's folder `dir`, built there first if no process has yet. */
export async function snapshot(dir: string | undefined, kind: SnapshotKind): Promise<Blob> {
  if (!dir) return build(dir, kind);
  const file = join(dir, `${kind}.tar`);
  const failed = join(dir, `${kind}.failed`);
  if (!existsSync(file)) {
    let builder = true;
    try {
      mkdirSync(join(dir, `${kind}.building`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      builder = false;
    }
    if (builder) {
      try {
        const blob = await build(dir, kind);
        writeFileSync(`${file}.partial`, new Uint8Array(await blob.arrayBuffer()));
        renameSync(`${file}.partial`, file);
        return blob;
      } catch (error) {
        writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
        throw error;
      }
    }
    const until = Date.now() + WAIT_MS;
    while (!existsSync(file)) {
      if (existsSync(failed)) throw new Error(`building the ${kind} database snapshot failed:\n${readFileSync(failed, 'utf8')}`);
      if (Date.now() > until) throw new Error(`the ${kind} database snapshot was not ready within ${WAIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return new Blob([readFileSync(file)]);
}

/** Writes a copy of the snapshot as the PGlite data directory of `dataDir` (`<dataDir>/db`, as openDatabase keeps it). */
export async function restoreSnapshot(blob: Blob, dataDir: string): Promise<void> {
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { loadDataDir: blob });
  await pglite.close();
}
