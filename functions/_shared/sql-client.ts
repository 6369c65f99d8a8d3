/**
 * The SqlClient the data functions query through: a `pg` pool on DATABASE_URL, locally and in
 * production alike (production: the Supabase Postgres connection string; locally: the backend's
 * PGlite served on loopback, or a real PostgreSQL). The pool is created on first use and
 * replaced if DATABASE_URL changes (tests point it at fresh databases).
 */
import pg from 'pg';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';

let current: { url: string; pool: pg.Pool; client: SqlClient } | undefined;

/** Thrown when the function has no database configured. */
export class SqlUnavailableError extends Error {}

/** The client for this process, from DATABASE_URL. */
export function sqlClient(env: Record<string, string | undefined> = process.env): SqlClient {
  // Handler tests inject an open database instead.
  const injected = (globalThis as { __dataSqlClient?: SqlClient }).__dataSqlClient;
  if (injected) return injected;
  const url = env['DATABASE_URL']?.trim();
  if (!url) throw new SqlUnavailableError('DATABASE_URL is not set.');
  if (current?.url === url) return current.client;
  if (current) void current.pool.end().catch(() => undefined);
  const pool = new pg.Pool({ connectionString: url, max: Number(env['FUNCTIONS_POOL_SIZE'] || 4), idleTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'functions pool error', error: error.message })),
  );
  const client: SqlClient = {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
  };
  current = { url, pool, client };
  return client;
}
