/**
 * Runs a function in one transaction as a Supabase API role, the way PostgREST does:
 * `role` and `request.jwt.claims` are set locally to the transaction, so auth.uid(),
 * auth.role() and auth.jwt() answer from the caller's JWT and the migrations' row-level
 * security policies and grants are what protect the data.
 */
import type { Database } from '../db/database.ts';
import type { ApiRole, JwtClaims } from './keys.ts';

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && ROLES.includes(role);
}

export async function asRole<T>(db: Database, claims: JwtClaims, fn: (tx: Database) => Promise<T>): Promise<T> {
  const role = isApiRole(claims.role) ? claims.role : 'anon';
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
      JSON.stringify({ ...claims, role }),
      role,
    ]);
    return fn(tx);
  });
}
