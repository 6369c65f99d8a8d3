import type { Config } from '@netlify/functions';
import { mcpResource, MCP_SCOPE } from '../src/lib/api/oauth/metadata.ts';
import { verifierMatches } from '../src/lib/api/oauth/pkce.ts';
import { withLogging } from './_shared/handler.ts';
import { oauthError, oauthJson, preflight, siteOrigin } from './_shared/oauth-respond.ts';
import { findClient, issueTokens, revokeGrant, takeCode, takeRefreshToken } from './_shared/oauth-store.ts';
import { sqlClient } from './_shared/sql-client.ts';

/**
 * The token endpoint (OAuth 2.1 §3.2): POST /api/oauth/token, form-encoded, public clients.
 * - grant_type=authorization_code: code, redirect_uri (exactly as authorized), client_id,
 *   code_verifier (PKCE S256), resource (this MCP server, RFC 8707). A code works once; a code
 *   presented again revokes its grant.
 * - grant_type=refresh_token: refresh_token, client_id, resource. Each refresh token works once and
 *   is replaced (rotation); one presented again revokes the grant.
 * Answers `{ access_token, token_type, expires_in, refresh_token, scope }` or an RFC 6749 error.
 */
export default withLogging('oauth-token', async (request) => {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return oauthError(405, 'invalid_request', 'Use POST for the token endpoint.', { allow: 'POST' });
  const form = new URLSearchParams(await request.text());
  const origin = siteOrigin(request);
  const resource = mcpResource(origin);
  const db = sqlClient();
  const client = await findClient(db, form.get('client_id') ?? '');
  if (!client) return oauthError(401, 'invalid_client', 'Unknown client_id. Register the client first.');
  const asked = form.get('resource');
  if (asked !== null && asked.replace(/\/$/, '') !== resource)
    return oauthError(400, 'invalid_target', `The resource must be ${resource}.`);
  const grant = form.get('grant_type');

  if (grant === 'authorization_code') {
    const code = form.get('code') ?? '';
    const verifier = form.get('code_verifier') ?? '';
    if (!code || !verifier) return oauthError(400, 'invalid_request', 'Send code and code_verifier.');
    const row = await takeCode(db, code);
    if (!row) return oauthError(400, 'invalid_grant', 'The code is unknown.');
    if (row.replayed) {
      await revokeGrant(db, row.key_id);
      return oauthError(400, 'invalid_grant', 'The code was already used; the access it gave has been revoked.');
    }
    if (row.expired) return oauthError(400, 'invalid_grant', 'The code has expired. Start again.');
    if (row.client_id !== client.clientId) return oauthError(400, 'invalid_grant', 'The code was issued to another client.');
    if (form.get('redirect_uri') !== row.redirect_uri)
      return oauthError(400, 'invalid_grant', 'redirect_uri must be exactly the one the code was issued for.');
    if (!(await verifierMatches(verifier, row.code_challenge)))
      return oauthError(400, 'invalid_grant', 'The code_verifier does not match the code_challenge (PKCE S256).');
    if (row.resource !== resource) return oauthError(400, 'invalid_target', `The code was issued for ${row.resource}.`);
    const tokens = await issueTokens(db, row.key_id, client.clientId, row.resource, MCP_SCOPE);
    return tokens ? oauthJson(200, tokens) : oauthError(400, 'invalid_grant', 'This access was revoked.');
  }

  if (grant === 'refresh_token') {
    const token = form.get('refresh_token') ?? '';
    if (!token) return oauthError(400, 'invalid_request', 'Send refresh_token.');
    const row = await takeRefreshToken(db, token);
    if (!row) return oauthError(400, 'invalid_grant', 'The refresh token is unknown.');
    if (row.replayed) {
      await revokeGrant(db, row.key_id);
      return oauthError(400, 'invalid_grant', 'The refresh token was already used; the access it gave has been revoked.');
    }
    if (row.expired) return oauthError(400, 'invalid_grant', 'The refresh token has expired. Connect again.');
    if (row.client_id !== client.clientId)
      return oauthError(400, 'invalid_grant', 'The refresh token was issued to another client.');
    if (row.resource !== resource) return oauthError(400, 'invalid_target', `The refresh token was issued for ${row.resource}.`);
    const tokens = await issueTokens(db, row.key_id, client.clientId, row.resource, MCP_SCOPE);
    return tokens ? oauthJson(200, tokens) : oauthError(400, 'invalid_grant', 'This access was revoked. Connect again.');
  }
  return oauthError(400, 'unsupported_grant_type', 'grant_type is authorization_code or refresh_token.');
});

export const config: Config = { path: '/api/oauth/token' };
