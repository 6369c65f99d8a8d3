/**
 * Runs a function in one transaction as a Supabase API role, the way PostgREST does:
 * `role` and `request.jwt.claims` are set locally to the transaction, so auth.uid(),
 * auth.role() and auth.jwt() answer from the caller's JWT and the migrations' row-level
 * security policies and grants are what protect the data.
 */
import type { Database } from '../db/database.ts';
import type { ApiRole, JwtClaims } from './keys.ts';

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

/**
 * Longest a request's SQL may run, like Supabase's per-role statement timeouts (anon 3 s,
 * authenticated 8 s). PostgreSQL enforces it; PGlite (single-threaded WebAssembly) cannot
 * interrupt a statement, so there the embedding-depth and cast limits are what bound a request.
 */
export const STATEMENT_TIMEOUT: Record<ApiRole, string> = { anon: '3s', authenticated: '8s', service_role: '60s' };

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && ROLES.includes(role);
}

export async function asRole<T>(db: Database, claims: JwtClaims, fn: (tx: Database) => Promise<T>): Promise<T> {
  const role = isApiRole(claims.role) ? claims.role : 'anon';
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true), set_config('statement_timeout', $3, true)`,
      [JSON.stringify({ ...claims, role }), role, STATEMENT_TIMEOUT[role as ApiRole]],
    );
    return fn(tx);
  });
}
