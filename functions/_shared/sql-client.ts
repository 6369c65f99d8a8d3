/**
 * The SqlClient the data functions query through (functions run in worker threads, so they
 * cannot share the runner's in-process PGlite):
 * - DATABASE_URL set (production: the Supabase Postgres connection string) → a `pg` Pool;
 * - otherwise the local backend's read-only endpoint `POST ${SUPABASE_URL}/local/v1/sql`
 *   with `{ sql, params }` and the service-role key → `{ rows }`.
 */
import pg from 'pg';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';

let pool: pg.Pool | undefined;
let cached: SqlClient | undefined;

/** Thrown when the function has no database configured. */
export class SqlUnavailableError extends Error {}

/** The client for this process, created on first use from the environment. */
export function sqlClient(env: Record<string, string | undefined> = process.env): SqlClient {
  // Integration tests run the handlers against an open database instead of the HTTP endpoint.
  const injected = (globalThis as { __dataSqlClient?: SqlClient }).__dataSqlClient;
  if (injected) return injected;
  if (cached) return cached;
  const databaseUrl = env['DATABASE_URL'];
  if (databaseUrl) {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 10_000 });
    cached = poolClient(pool);
    return cached;
  }
  const base = env['SUPABASE_URL'];
  const key = env['SUPABASE_SERVICE_ROLE_KEY'];
  if (!base || !key)
    throw new SqlUnavailableError('Neither DATABASE_URL nor SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.');
  cached = httpClient(base, key);
  return cached;
}

function poolClient(p: pg.Pool): SqlClient {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await p.query(sql, params);
      return { rows: result.rows as T[] };
    },
  };
}

/** A SqlClient over the local backend's SQL endpoint. */
export function httpClient(baseUrl: string, serviceRoleKey: string, fetchImpl: typeof fetch = fetch): SqlClient {
  const url = `${baseUrl.replace(/\/$/, '')}/local/v1/sql`;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${serviceRoleKey}` },
        body: JSON.stringify({ sql, params }),
      });
      if (!response.ok)
        throw new Error(`Local SQL endpoint answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const body = (await response.json()) as { rows?: T[] };
      return { rows: body.rows ?? [] };
    },
  };
}
