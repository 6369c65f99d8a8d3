/**
 * Password recovery like Supabase Auth: /recover stores a hashed one-time token and emails a
 * link to /auth/v1/verify (to the local outbox, and the link is logged); /verify signs the
 * user in and redirects to the site with the session in the URL fragment and type=recovery
 * (implicit flow), or with ?code= for the PKCE flow, so supabase-js emits PASSWORD_RECOVERY.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import { writeOutboxEmail } from '../../../functions/_shared/outbox.ts';
import { takeAuthLimit } from './auth-limits.ts';
import { findUserByEmail, type UserRow } from './users.ts';

/** A recovery link stays valid for one hour (Supabase default OTP expiry). */
export const RECOVERY_TTL_SECONDS = 3600;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Only the site itself and localhost may be redirected to; anything else falls back to the site URL. */
/** Recovery emails sent to one address per hour. */
export const RECOVERY_EMAILS_PER_HOUR = 3;

export function safeRedirect(ctx: BackendContext, redirectTo: string | null | undefined): string {
  if (redirectTo) {
    try {
      const url = new URL(redirectTo);
      const site = new URL(ctx.siteUrl);
      // Only web pages: "javascript://localhost/…" has a localhost host too.
      const web = url.protocol === 'http:' || url.protocol === 'https:';
      if (web && (url.origin === site.origin || ['localhost', '127.0.0.1'].includes(url.hostname))) return url.toString();
    } catch {
      // not a URL: fall through to the site URL
    }
  }
  return ctx.siteUrl;
}

export interface RecoveryRequest {
  email: string;
  redirectTo: string;
  codeChallenge?: string | undefined;
  codeChallengeMethod?: string | undefined;
}

/** Emails a recovery link when the address belongs to a user; silent otherwise (no account probing). */
export async function requestRecovery(ctx: BackendContext, request: RecoveryRequest): Promise<void> {
  const user = await findUserByEmail(ctx.db, request.email);
  if (!user) return;
  // GoTrue's default: a few emails per address an hour, however often the form is sent.
  if (!(await takeAuthLimit(ctx, 'auth:recovery-email', user.email, 3600, RECOVERY_EMAILS_PER_HOUR))) return;
  const token = randomBytes(24).toString('hex');
  await ctx.db.transaction(async (tx) => {
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
      user.id,
      hashToken(token),
    ]);
    await tx.query("delete from auth.flow_state where user_id = $1 and authentication_method = 'recovery'", [user.id]);
    if (request.codeChallenge) {
      await tx.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
         values ($1, $2, $3, $4, $5, 'recovery', 'recovery')`,
        [randomUUID(), user.id, hashToken(token), (request.codeChallengeMethod ?? 'plain').toLowerCase(), request.codeChallenge],
      );
    }
  });
  const link = `${ctx.url}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(request.redirectTo)}`;
  await writeOutboxEmail(ctx.outboxDir, {
    to: user.email,
    subject: 'Reset your password',
    text: `Reset your Brickstack password by opening this link (valid for one hour):\n\n${link}\n\nIf you did not ask for this, ignore this email.`,
    html: `<h2>Reset your password</h2><p>Follow this link to reset the password for your Brickstack account (valid for one hour):</p><p><a href="${link.replaceAll('&', '&amp;')}">Reset password</a></p><p>If you did not ask for this, ignore this email.</p>`,
  });
  console.log(JSON.stringify({ level: 'info', msg: 'password recovery link (local outbox)', to: user.email, link }));
}

export type RecoveryTokenResult = { ok: true; value: { user: UserRow; pkce: boolean } } | { ok: false; error: string };

/** Consumes a recovery token (one use, one hour). */
export async function consumeRecoveryToken(ctx: BackendContext, token: string): Promise<RecoveryTokenResult> {
  const hashed = hashToken(token);
  const { rows } = await ctx.db.query<UserRow>(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
     returning *`,
    [hashed, RECOVERY_TTL_SECONDS],
  );
  const user = rows[0];
  if (!user) return { ok: false, error: 'Email link is invalid or has expired' };
  const flow = await ctx.db.query("select 1 from auth.flow_state where auth_code = $1 and authentication_method = 'recovery'", [
    hashed,
  ]);
  return { ok: true, value: { user, pkce: flow.rows.length > 0 } };
}

/** PKCE: issues a one-use auth code for the flow started with this token. */
export async function issueAuthCode(ctx: BackendContext, token: string): Promise<string> {
  const code = randomUUID();
  await ctx.db.query('update auth.flow_state set auth_code = $2, auth_code_issued_at = now() where auth_code = $1', [
    hashToken(token),
    code,
  ]);
  return code;
}

/** PKCE: checks the code verifier against the stored challenge and consumes the code; returns the user id. */
export async function redeemAuthCode(ctx: BackendContext, code: string, verifier: string): Promise<string | undefined> {
  const { rows } = await ctx.db.query<{ user_id: string; code_challenge: string; code_challenge_method: string }>(
    `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at > now() - interval '5 minutes'
     returning user_id, code_challenge, code_challenge_method`,
    [code],
  );
  const flow = rows[0];
  if (!flow) return undefined;
  const expected = flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return expected === flow.code_challenge ? flow.user_id : undefined;
}
