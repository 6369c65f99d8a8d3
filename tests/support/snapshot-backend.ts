/**
 * The local Supabase-compatible backend on its own in-memory PGlite started from a database
 * snapshot (database-snapshot.ts), served over the Postgres wire protocol as `npm start` serves
 * its PGlite: migrations (and on the seeded kind the seeding) then find nothing left to do.
 */
import { servePglite } from '../../server/db/pglite-wire.ts';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../../server/supabase/index.ts';
import type { SnapshotKind } from '../../scripts/lib/db-snapshot.ts';
import { pgliteFromSnapshot } from './database-snapshot.ts';

export async function startSnapshotBackend(
  options: Omit<LocalBackendOptions, 'databaseUrl'>,
  kind: SnapshotKind = 'seeded',
): Promise<LocalBackend> {
  const pglite = await pgliteFromSnapshot(kind);
  const wire = await servePglite(pglite);
  const stopDatabase = async () => {
    await wire.close();
    await pglite.close();
  };
  try {
    const backend = await startLocalBackend({
      ...options,
      databaseUrl: `postgres://postgres:postgres@127.0.0.1:${wire.port}/postgres`,
    });
    return {
      ...backend,
      close: async () => {
        await backend.close();
        await stopDatabase();
      },
    };
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}
