/**
 * Rate limits of the local Auth service, like GoTrue's defaults: a handful of recovery emails per
 * address an hour, and a lock on an address after repeated wrong passwords. Counters live in the
 * database's rate_limit_counters (the same facility the functions use), keyed by a hash of the
 * normalised address.
 */
import { createHash } from 'node:crypto';
import type { BackendContext } from '../context.ts';

/** Wrong passwords allowed for one address in LOGIN_WINDOW_SECONDS before sign-in is refused for the rest of it. */
export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

const keyOf = (email: string) => createHash('sha256').update(`auth:${email.trim().toLowerCase()}`).digest('base64url');

/** Counts one hit; false once the window's limit is passed. */
export async function takeAuthLimit(
  ctx: BackendContext,
  bucket: string,
  email: string,
  windowSeconds: number,
  limit: number,
): Promise<boolean> {
  const { rows } = await ctx.db.query<{ allowed: boolean }>('select allowed from public.rate_limit_take($1, $2, $3, $4)', [
    bucket,
    keyOf(email),
    windowSeconds,
    limit,
  ]);
  return rows[0]?.allowed === true;
}

/** Whether an address is locked after too many wrong passwords in the current window. */
export async function loginLocked(ctx: BackendContext, email: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ hits: number }>(
    `select coalesce(sum(hits), 0)::int as hits from public.rate_limit_counters
     where bucket = 'auth:login-failures' and key_hash = $1 and window_start > now() - make_interval(secs => $2)`,
    [keyOf(email), LOGIN_WINDOW_SECONDS],
  );
  return Number(rows[0]?.hits ?? 0) >= LOGIN_FAILURES_ALLOWED;
}

/** Records a wrong password for an address. */
export async function recordLoginFailure(ctx: BackendContext, email: string): Promise<void> {
  await takeAuthLimit(ctx, 'auth:login-failures', email, LOGIN_WINDOW_SECONDS, LOGIN_FAILURES_ALLOWED);
}
