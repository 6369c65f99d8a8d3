/**
 * Databases for test files, each a copy of the run's snapshot (scripts/lib/db-snapshot.ts):
 * migrated, seeded or with the open data, in memory, in about 0.4 s instead of a fresh initdb and
 * every migration. Every file still has a database of its own: nothing one writes is seen by another.
 */
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { snapshot, type SnapshotKind } from '../../scripts/lib/db-snapshot.ts';

const loaded = new Map<SnapshotKind, Promise<Blob>>();

/** The snapshot's tarball, from the run's folder (global-setup.ts), built there by the first file that asks. */
function databaseSnapshot(kind: SnapshotKind): Promise<Blob> {
  let blob = loaded.get(kind);
  if (!blob) {
    blob = snapshot(inject('databaseSnapshotDir') || undefined, kind);
    loaded.set(kind, blob);
  }
  return blob;
}

/** A PGlite in memory holding its own copy of the snapshot. */
export async function pgliteFromSnapshot(kind: SnapshotKind): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await databaseSnapshot(kind) });
}

/** A `Database` (PGlite kind) on its own copy of the snapshot; closing it closes the PGlite. */
export async function databaseFromSnapshot(kind: SnapshotKind): Promise<Database> {
  return openDatabase({ pglite: await pgliteFromSnapshot(kind) });
}
