/**
 * The database engines a data test runs on: PGlite (the embedded default) always, and PostgreSQL
 * 15 when its server binaries are installed (a throwaway cluster per suite). For `describe.each`.
 */
import { openDatabase, type Database } from '../../server/db/database.ts';
import { postgresAvailable, startPgCluster } from '../../scripts/lib/pg-cluster.ts';
import { databaseFromSnapshot } from '../support/database-snapshot.ts';

export type OpenEngine = () => Promise<{ db: Database; stop: () => Promise<void> }>;

export function databaseEngines(): Array<[string, OpenEngine]> {
  const engines: Array<[string, OpenEngine]> = [
    [
      'PGlite',
      async () => {
        // Migrated already (the run's snapshot); the suites' own migrate() finds nothing to do.
        const db = await databaseFromSnapshot('migrated');
        return { db, stop: () => db.close() };
      },
    ],
  ];
  if (postgresAvailable())
    engines.push([
      'PostgreSQL 15',
      async () => {
        const cluster = await startPgCluster();
        const db = await openDatabase({ databaseUrl: cluster.url });
        return {
          db,
          stop: async () => {
            await db.close();
            cluster.stop();
          },
        };
      },
    ]);
  return engines;
}
