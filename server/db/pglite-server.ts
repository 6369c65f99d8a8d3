/**
 * PGlite (embedded Postgres) served over the Postgres wire protocol on loopback
 * (./pglite-wire.ts). Locally, the backend and the functions then reach the database the way
 * they reach Supabase Postgres in production: a `pg` pool and a connection string.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pglite-wire.ts';

export interface PgliteServer {
  /** `postgres://postgres:postgres@127.0.0.1:<port>/postgres` */
  databaseUrl: string;
  close(): Promise<void>;
}

export interface PgliteServerOptions {
  /** PGlite keeps its files in `<dataDir>/db`; omit for an in-memory database. */
  dataDir?: string;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
}

export async function startPgliteServer(options: PgliteServerOptions = {}): Promise<PgliteServer> {
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const db = dir ? await PGlite.create(dir) : await PGlite.create();
  let server;
  try {
    server = await servePglite(db, options.port ?? 0);
  } catch (error) {
    await db.close();
    throw error;
  }
  const wire = server;
  return {
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${wire.port}/postgres`,
    close: async () => {
      await wire.close();
      await db.close();
    },
  };
}
