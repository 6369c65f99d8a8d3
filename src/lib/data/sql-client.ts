/**
 * The one database interface the query layer needs. Implemented by the local PGlite/Postgres
 * database (server/db) and by the `pg` Pool the functions use (functions/_shared/sql-client.ts).
 * Parameters use Postgres placeholders ($1, $2 …); rows come back as plain objects.
 */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
