/**
 * The OAuth grants of the MCP server in the database (service role; tables of
 * supabase/migrations/20261128190000_mcp_oauth.sql): clients, one-use codes, access and rotating
 * refresh tokens, all found by SHA-256 hash. A grant is a named key (api_keys.oauth_client_id), so
 * the meter, cap and revocation are the key's. Each step that consumes something is one UPDATE …
 * WHERE used_at IS NULL RETURNING, so two parallel redemptions cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_SECONDS,
  CODE_SECONDS,
  REFRESH_TOKEN_PREFIX,
  REFRESH_TOKEN_SECONDS,
} from '../../src/lib/api/oauth/metadata.ts';
import { OAUTH_KEY_HINT } from '../../src/lib/api/oauth/connected-app.ts';
import type { ClientRegistration } from '../../src/lib/api/oauth/client-registration.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const secret = (prefix = '') => prefix + randomBytes(32).toString('base64url');

export interface OAuthClient {
  clientId: string;
  clientName: string;
  redirectUris: string[];
}

export async function registerClient(db: SqlClient, client: ClientRegistration): Promise<OAuthClient & { issuedAt: number }> {
  const clientId = randomBytes(18).toString('base64url');
  const { rows } = await db.query<{ created_at: Date }>(
    'insert into public.oauth_clients (client_id, client_name, redirect_uris, client_uri) values ($1, $2, $3::jsonb, $4) returning created_at',
    [clientId, client.clientName, JSON.stringify(client.redirectUris), client.clientUri],
  );
  return {
    clientId,
    clientName: client.clientName,
    redirectUris: client.redirectUris,
    issuedAt: Math.floor(new Date(rows[0]!.created_at).getTime() / 1000),
  };
}

export async function findClient(db: SqlClient, clientId: string): Promise<OAuthClient | null> {
  if (!/^[A-Za-z0-9_-]{16,80}$/.test(clientId)) return null;
  const { rows } = await db.query<{ client_name: string; redirect_uris: string[] }>(
    'select client_name, redirect_uris from public.oauth_clients where client_id = $1',
    [clientId],
  );
  const row = rows[0];
  return row ? { clientId, clientName: row.client_name, redirectUris: row.redirect_uris } : null;
}

export interface Consent {
  userId: string;
  client: OAuthClient;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  endpoints: string[] | null;
  monthlyCap: number | null;
}

/** Makes the grant (a named key owned by the user) and a one-use code for it; returns the code. */
export async function grantConsent(db: SqlClient, consent: Consent): Promise<string> {
  const label = `Connected app: ${consent.client.clientName}`.slice(0, 60).trim();
  const { rows } = await db.query<{ id: string }>(
    `insert into public.api_keys (user_id, label, key_hash, key_hint, endpoints, monthly_cap, oauth_client_id)
     values ($1, $2, $3, $7, $4::jsonb, $5, $6) returning id`,
    [
      consent.userId,
      label,
      sha256(secret()),
      consent.endpoints ? JSON.stringify(consent.endpoints) : null,
      consent.monthlyCap,
      consent.client.clientId,
      OAUTH_KEY_HINT,
    ],
  );
  const code = secret();
  await db.query(
    `insert into public.oauth_codes (code_hash, key_id, client_id, redirect_uri, code_challenge, resource, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      sha256(code),
      rows[0]!.id,
      consent.client.clientId,
      consent.redirectUri,
      consent.codeChallenge,
      consent.resource,
      CODE_SECONDS,
    ],
  );
  return code;
}

export interface CodeRow {
  key_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  resource: string;
  expired: boolean;
  replayed: boolean;
}

/**
 * Takes a code for good (marks it used) and returns what it was issued for; a code already used
 * comes back with `replayed` (its grant is then revoked by the caller: OAuth 2.1 §4.1.3).
 */
export async function takeCode(db: SqlClient, code: string): Promise<CodeRow | null> {
  const hash = sha256(code);
  const { rows } = await db.query<CodeRow>(
    `update public.oauth_codes set used_at = now() where code_hash = $1 and used_at is null
     returning key_id, client_id, redirect_uri, code_challenge, resource, expires_at <= now() as expired, false as replayed`,
    [hash],
  );
  if (rows[0]) return rows[0];
  const used = await db.query<CodeRow>(
    `select key_id, client_id, redirect_uri, code_challenge, resource, true as expired, true as replayed
     from public.oauth_codes where code_hash = $1`,
    [hash],
  );
  return used.rows[0] ?? null;
}

/** Revokes a grant: its key and so every token of it. */
export async function revokeGrant(db: SqlClient, keyId: string): Promise<void> {
  await db.query('update public.api_keys set revoked_at = now() where id = $1 and revoked_at is null', [keyId]);
}

export interface Tokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** Issues an access token and a refresh token for a live grant; null when the grant was revoked. */
export async function issueTokens(
  db: SqlClient,
  keyId: string,
  clientId: string,
  resource: string,
  scope: string,
): Promise<Tokens | null> {
  const live = await db.query('select 1 from public.api_keys where id = $1 and revoked_at is null', [keyId]);
  if (!live.rows[0]) return null;
  const access = secret(ACCESS_TOKEN_PREFIX);
  const refresh = secret(REFRESH_TOKEN_PREFIX);
  await db.query(
    `insert into public.oauth_tokens (token_hash, kind, key_id, client_id, resource, expires_at) values
     ($1, 'access', $3, $4, $5, now() + make_interval(secs => $6)),
     ($2, 'refresh', $3, $4, $5, now() + make_interval(secs => $7))`,
    [sha256(access), sha256(refresh), keyId, clientId, resource, ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS],
  );
  return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, refresh_token: refresh, scope };
}

export interface RefreshRow {
  key_id: string;
  client_id: string;
  resource: string;
  expired: boolean;
  replayed: boolean;
}

/** Takes a refresh token for good (rotation): a used one comes back `replayed`. */
export async function takeRefreshToken(db: SqlClient, token: string): Promise<RefreshRow | null> {
  const hash = sha256(token);
  const { rows } = await db.query<RefreshRow>(
    `update public.oauth_tokens set used_at = now() where token_hash = $1 and kind = 'refresh' and used_at is null
     returning key_id, client_id, resource, expires_at <= now() as expired, false as replayed`,
    [hash],
  );
  if (rows[0]) return rows[0];
  const used = await db.query<RefreshRow>(
    `select key_id, client_id, resource, true as expired, true as replayed from public.oauth_tokens
     where token_hash = $1 and kind = 'refresh'`,
    [hash],
  );
  return used.rows[0] ?? null;
}

/** Whether an access token is live for a resource (unknown, expired, other resource or revoked grant: false). */
export async function accessTokenLive(db: SqlClient, token: string, resource: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from public.oauth_caller($1, $2)', [token, resource]);
  return rows.length > 0;
}
