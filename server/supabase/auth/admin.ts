/**
 * The Supabase Auth admin endpoints the functions use, with the service-role key only:
 * POST /admin/users (auth.admin.createUser) and POST /admin/generate_link type magiclink
 * (auth.admin.generateLink), whose link, opened in a browser, confirms the address and signs
 * the person in (GET /verify?type=magiclink), like GoTrue.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { bearer, readJson, sendJson } from '../http.ts';
import { verifyJwt } from '../keys.ts';
import { API_VERSION_HEADERS, authError } from './errors.ts';
import { checkPassword } from './password.ts';
import { hashToken, safeRedirect } from './recovery.ts';
import { createUser, findUserByEmail, userJson, type UserRow } from './users.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A magic link stays valid for one hour (Supabase's default OTP expiry). */
export const MAGIC_LINK_TTL_SECONDS = 3600;

async function isServiceRole(ctx: BackendContext, req: IncomingMessage): Promise<boolean> {
  const token = bearer(req);
  const verified = token ? await verifyJwt(token, ctx.jwtSecret) : undefined;
  return verified?.ok === true && verified.value.role === 'service_role';
}

async function objectBody(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  const parsed = await readJson(req);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    authError(res, 400, 'bad_json', parsed.ok ? 'Request body must be a JSON object' : parsed.error);
    return undefined;
  }
  return parsed.value as Record<string, unknown>;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** POST /admin/users: creates a user (confirmed only with email_confirm: true). */
export async function adminCreateUser(ctx: BackendContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!(await isServiceRole(ctx, req))) return authError(res, 403, 'not_admin', 'User not allowed');
  const input = await objectBody(req, res);
  if (!input) return;
  const email = str(input['email'])?.trim();
  if (!email || email.length > 254 || !EMAIL.test(email))
    return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  let password: string | null = null;
  if (input['password'] !== undefined) {
    const checked = checkPassword(input['password']);
    if (!checked.ok)
      return authError(res, 422, 'weak_password', checked.error.message, { weak_password: { reasons: checked.error.reasons } });
    password = checked.value;
  }
  if (await findUserByEmail(ctx.db, email))
    return authError(res, 422, 'email_exists', 'A user with this email address has already been registered');
  const user = await createUser(
    ctx.db,
    email,
    password,
    record(input['user_metadata']),
    input['email_confirm'] === true,
    record(input['app_metadata']),
  );
  sendJson(res, 200, await userJson(ctx.db, user), API_VERSION_HEADERS);
}

/** POST /admin/generate_link { type: 'magiclink', email, redirect_to }: the link, not sent. */
export async function adminGenerateLink(ctx: BackendContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (!(await isServiceRole(ctx, req))) return authError(res, 403, 'not_admin', 'User not allowed');
  const input = await objectBody(req, res);
  if (!input) return;
  if (input['type'] !== 'magiclink')
    return authError(res, 400, 'validation_failed', 'Only magiclink links are supported locally');
  const email = str(input['email'])?.trim();
  const user = email ? await findUserByEmail(ctx.db, email) : undefined;
  if (!user) return authError(res, 404, 'user_not_found', 'User with this email not found');
  const token = randomBytes(24).toString('hex');
  await ctx.db.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
    user.id,
    hashToken(token),
  ]);
  const redirectTo = safeRedirect(ctx, str(input['redirect_to']) ?? url.searchParams.get('redirect_to'));
  const actionLink = `${ctx.url}/auth/v1/verify?token=${token}&type=magiclink&redirect_to=${encodeURIComponent(redirectTo)}`;
  sendJson(
    res,
    200,
    {
      ...(await userJson(ctx.db, user)),
      action_link: actionLink,
      email_otp: '',
      hashed_token: hashToken(token),
      redirect_to: redirectTo,
      verification_type: 'magiclink',
    },
    API_VERSION_HEADERS,
  );
}

/** Consumes a magic-link token (one use, one hour) and confirms the address; the user, or undefined. */
export async function consumeMagicLink(ctx: BackendContext, token: string): Promise<UserRow | undefined> {
  const { rows } = await ctx.db.query<UserRow>(
    `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where confirmation_token = $1 and confirmation_token <> '' and confirmation_sent_at > now() - make_interval(secs => $2)
     returning *`,
    [hashToken(token), MAGIC_LINK_TTL_SECONDS],
  );
  if (rows[0]) {
    await ctx.db.query(
      'update auth.identities set identity_data = identity_data || \'{"email_verified": true}\'::jsonb where user_id = $1',
      [rows[0].id],
    );
  }
  return rows[0];
}
