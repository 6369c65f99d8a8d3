/**
 * The one database interface the query layer needs. Implemented by the local PGlite/Postgres
 * database (server/db), by a `pg` Pool in functions, and by the local read-only SQL endpoint.
 * Parameters use Postgres placeholders ($1, $2 …); rows come back as plain objects.
 */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
