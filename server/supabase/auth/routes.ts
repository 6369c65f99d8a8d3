/**
 * The subset of Supabase Auth (GoTrue) /auth/v1 this product uses: signup, token (password,
 * refresh_token, pkce), user (GET, PUT), logout, recover, verify, settings, health.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { bearer, readJson, sendEmpty, sendJson } from '../http.ts';
import { verifyJwt } from '../keys.ts';
import { adminCreateUser, adminGenerateLink, consumeMagicLink } from './admin.ts';
import { API_VERSION_HEADERS, authError } from './errors.ts';
import { checkPassword } from './password.ts';
import { consumeRecoveryToken, issueAuthCode, redeemAuthCode, requestRecovery, safeRedirect } from './recovery.ts';
import { refreshSession, sessionExists, startSession } from './sessions.ts';
import { loginLocked, recordLoginFailure } from './auth-limits.ts';
import {
  comparePasswordForUnknownUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  passwordMatches,
  userJson,
  type UserRow,
} from './users.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Body = Record<string, unknown>;
type Handler = (ctx: BackendContext, req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

async function body(req: IncomingMessage, res: ServerResponse): Promise<Body | undefined> {
  const parsed = await readJson(req);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    authError(res, 400, 'bad_json', parsed.ok ? 'Request body must be a JSON object' : parsed.error);
    return undefined;
  }
  return parsed.value as Body;
}

/** The signed-in user of a request, or an error already sent. */
async function currentUser(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ user: UserRow; sessionId: string } | undefined> {
  const token = bearer(req);
  if (!token) {
    authError(res, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    return undefined;
  }
  const verified = await verifyJwt(token, ctx.jwtSecret);
  if (!verified.ok) {
    const reason = verified.error === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    authError(res, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    return undefined;
  }
  const sub = verified.value.sub;
  if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) {
    authError(res, 403, 'bad_jwt', 'invalid claim: missing sub claim');
    return undefined;
  }
  if (!(await sessionExists(ctx.db, verified.value['session_id']))) {
    authError(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return undefined;
  }
  const user = await findUserById(ctx.db, sub);
  if (!user) {
    authError(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return undefined;
  }
  return { user, sessionId: String(verified.value['session_id']) };
}

/**
 * Public sign-up is switched off, as it must be on the production project (GoTrue
 * DISABLE_SIGNUP): accounts are made by /api/signup, which confirms the address and grants the
 * trial once per person. The same answer for every address, so it tells nobody who is registered.
 */
const signup: Handler = async (_ctx, req, res) => {
  const input = await body(req, res);
  if (!input) return;
  authError(res, 422, 'signup_disabled', 'Signups not allowed for this instance');
};

const token: Handler = async (ctx, req, res, url) => {
  const grant = url.searchParams.get('grant_type');
  const input = await body(req, res);
  if (!input) return;
  if (grant === 'password') {
    const email = str(input['email']);
    const password = str(input['password']);
    if (!email || !password) return authError(res, 400, 'validation_failed', 'missing email or phone');
    if (await loginLocked(ctx, email)) {
      return authError(res, 429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const user = await findUserByEmail(ctx.db, email);
    const matches = user ? await passwordMatches(user, password) : await comparePasswordForUnknownUser(password);
    if (!user || !matches) {
      await recordLoginFailure(ctx, email);
      return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
    }
    return sendJson(res, 200, await startSession(ctx, user, 'password'), API_VERSION_HEADERS);
  }
  if (grant === 'refresh_token') {
    const refresh = str(input['refresh_token']);
    if (!refresh) return authError(res, 400, 'validation_failed', 'refresh_token required');
    const result = await refreshSession(ctx, refresh);
    if (!result.ok) return authError(res, 400, result.error.code, result.error.message);
    return sendJson(res, 200, result.value, API_VERSION_HEADERS);
  }
  if (grant === 'pkce') {
    const code = str(input['auth_code']);
    const verifier = str(input['code_verifier']);
    if (!code || !verifier)
      return authError(res, 400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
    const userId = await redeemAuthCode(ctx, code, verifier);
    const user = userId ? await findUserById(ctx.db, userId) : undefined;
    if (!user) return authError(res, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    return sendJson(res, 200, await startSession(ctx, user, 'recovery'), API_VERSION_HEADERS);
  }
  authError(res, 400, 'unsupported_grant_type', 'unsupported_grant_type');
};

const getUser: Handler = async (ctx, req, res) => {
  const current = await currentUser(ctx, req, res);
  if (current) sendJson(res, 200, await userJson(ctx.db, current.user), API_VERSION_HEADERS);
};

const putUser: Handler = async (ctx, req, res) => {
  const current = await currentUser(ctx, req, res);
  if (!current) return;
  const input = await body(req, res);
  if (!input) return;
  if (input['email'] !== undefined && input['email'] !== current.user.email) {
    return authError(res, 422, 'email_change_not_supported', 'Changing the email address is not supported by the local backend');
  }
  let hash: string | undefined;
  if (input['password'] !== undefined) {
    const password = checkPassword(input['password']);
    if (!password.ok)
      return authError(res, 422, 'weak_password', password.error.message, { weak_password: { reasons: password.error.reasons } });
    if (await passwordMatches(current.user, password.value)) {
      return authError(res, 422, 'same_password', 'New password should be different from the old password.');
    }
    hash = await hashPassword(password.value);
  }
  const data = input['data'];
  const metadata = typeof data === 'object' && data !== null && !Array.isArray(data) ? JSON.stringify(data) : null;
  await ctx.db.query(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($3::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1`,
    [current.user.id, hash ?? null, metadata],
  );
  const user = (await findUserById(ctx.db, current.user.id)) ?? current.user;
  sendJson(res, 200, await userJson(ctx.db, user), API_VERSION_HEADERS);
};

const logout: Handler = async (ctx, req, res, url) => {
  const current = await currentUser(ctx, req, res);
  if (!current) return;
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') await ctx.db.query('delete from auth.sessions where id = $1', [current.sessionId]);
  else if (scope === 'others')
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [current.user.id, current.sessionId]);
  else await ctx.db.query('delete from auth.sessions where user_id = $1', [current.user.id]);
  sendEmpty(res, 204, API_VERSION_HEADERS);
};

const recover: Handler = async (ctx, req, res, url) => {
  const input = await body(req, res);
  if (!input) return;
  const email = str(input['email'])?.trim();
  if (!email || !EMAIL.test(email))
    return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  await requestRecovery(ctx, {
    email,
    redirectTo: safeRedirect(ctx, url.searchParams.get('redirect_to') ?? str(input['redirect_to'])),
    codeChallenge: str(input['code_challenge']),
    codeChallengeMethod: str(input['code_challenge_method']),
  });
  sendJson(res, 200, {}, API_VERSION_HEADERS);
};

/** The session in a redirect's URL fragment, as GoTrue's implicit flow sends it (supabase-js reads it). */
function sessionFragment(
  session: { access_token: string; expires_at: number; expires_in: number; refresh_token: string },
  type: 'magiclink' | 'recovery',
): URLSearchParams {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}

/** The emailed link: signs the user in and sends the browser back to the site. */
const verifyLink: Handler = async (ctx, _req, res, url) => {
  const redirect = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const tokenParam = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type');
  if (type === 'magiclink') {
    const user = await consumeMagicLink(ctx, tokenParam);
    if (!user) {
      const failed = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return sendEmpty(res, 303, { location: `${redirect}#${failed}` });
    }
    return sendEmpty(res, 303, { location: `${redirect}#${sessionFragment(await startSession(ctx, user, 'otp'), 'magiclink')}` });
  }
  const result = type === 'recovery' ? await consumeRecoveryToken(ctx, tokenParam) : undefined;
  if (!result?.ok) {
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    return sendEmpty(res, 303, { location: `${redirect}#${fragment}` });
  }
  if (result.value.pkce) {
    const target = new URL(redirect);
    target.searchParams.set('code', await issueAuthCode(ctx, tokenParam));
    return sendEmpty(res, 303, { location: target.toString() });
  }
  const session = await startSession(ctx, result.value.user, 'recovery');
  sendEmpty(res, 303, { location: `${redirect}#${sessionFragment(session, 'recovery')}` });
};

/** verifyOtp({ type: 'recovery', token_hash }) from supabase-js. */
const verifyPost: Handler = async (ctx, req, res) => {
  const input = await body(req, res);
  if (!input) return;
  const tokenHash = str(input['token_hash']) ?? str(input['token']);
  if (input['type'] !== 'recovery' || !tokenHash)
    return authError(res, 400, 'validation_failed', 'Only recovery verification with token_hash is supported');
  const result = await consumeRecoveryToken(ctx, tokenHash);
  if (!result.ok) return authError(res, 403, 'otp_expired', 'Token has expired or is invalid');
  sendJson(res, 200, await startSession(ctx, result.value.user, 'recovery'), API_VERSION_HEADERS);
};

const settings: Handler = async (_ctx, _req, res) => {
  sendJson(res, 200, {
    external: { email: true, phone: false, anonymous_users: false, google: false, github: false, apple: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
};

const health: Handler = async (_ctx, _req, res) => {
  sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'Brickstack local auth' });
};

const ROUTES: Record<string, Handler> = {
  'POST /signup': signup,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': putUser,
  'POST /logout': logout,
  'POST /recover': recover,
  'GET /verify': verifyLink,
  'POST /verify': verifyPost,
  'GET /settings': settings,
  'POST /admin/users': adminCreateUser,
  'POST /admin/generate_link': adminGenerateLink,
  'GET /health': health,
};

/** Routes /auth/v1/<path> requests; false when nothing matches. */
export async function handleAuth(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<boolean> {
  const handler = ROUTES[`${req.method} ${path}`];
  if (!handler) return false;
  await handler(ctx, req, res, url);
  return true;
}
