/**
 * Sessions like Supabase Auth: a row in auth.sessions, an HS256 access token carrying the
 * session id, and a refresh token that is rotated on every use (the old one is revoked; reusing
 * it within 10 s returns the current child, later reuse ends the whole session).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { signJwt } from '../keys.ts';
import type { BackendContext } from '../context.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

/** Access token lifetime in seconds (Supabase default). */
export const ACCESS_TOKEN_TTL = 3600;
/** Seconds a just-rotated refresh token may still be presented (Supabase default reuse interval). */
export const REFRESH_REUSE_INTERVAL = 10;

export type AuthMethod = 'password' | 'recovery' | 'otp';

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
  updated_at: Date;
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function accessToken(
  ctx: BackendContext,
  user: UserRow,
  sessionId: string,
  method: AuthMethod,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL;
  const token = await signJwt(
    {
      aud: 'authenticated',
      exp,
      iat,
      iss: `${ctx.url}/auth/v1`,
      sub: user.id,
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    },
    ctx.jwtSecret,
  );
  return { token, exp };
}

async function sessionJson(
  ctx: BackendContext,
  db: Database,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod,
) {
  const { token, exp } = await accessToken(ctx, user, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** Starts a new session for a user and returns the session body Supabase Auth sends. */
export async function startSession(ctx: BackendContext, user: UserRow, method: AuthMethod) {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await ctx.db.transaction(async (tx) => {
    await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
      refresh,
      user.id,
      sessionId,
    ]);
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  });
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return sessionJson(ctx, ctx.db, fresh, sessionId, refresh, method);
}

export type RefreshResult =
  { ok: true; value: Awaited<ReturnType<typeof sessionJson>> } | { ok: false; error: { code: string; message: string } };

/** Exchanges a refresh token for a new session, rotating the token. */
export async function refreshSession(ctx: BackendContext, token: string): Promise<RefreshResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshRow>('select * from auth.refresh_tokens where token = $1 for update', [token]);
    const row = rows[0];
    if (!row)
      return { ok: false as const, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
    if (row.revoked) {
      const ageSeconds = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
      const child = await tx.query<RefreshRow>('select * from auth.refresh_tokens where parent = $1 and not revoked', [token]);
      if (ageSeconds <= REFRESH_REUSE_INTERVAL && child.rows[0]) {
        return { ok: true as const, userId: row.user_id, sessionId: row.session_id, refresh: child.rows[0].token };
      }
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { ok: false as const, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };
    }
    const refresh = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
      refresh,
      row.user_id,
      row.session_id,
      token,
    ]);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    return { ok: true as const, userId: row.user_id, sessionId: row.session_id, refresh };
  });
  if (!outcome.ok) return { ok: false, error: { code: outcome.code, message: outcome.message } };
  const user = await findUserById(ctx.db, outcome.userId);
  if (!user) return { ok: false, error: { code: 'user_not_found', message: 'User not found' } };
  return { ok: true, value: await sessionJson(ctx, ctx.db, user, outcome.sessionId, outcome.refresh, 'password') };
}

export async function sessionExists(db: Database, sessionId: unknown): Promise<boolean> {
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const { rows } = await db.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
  return rows.length > 0;
}
