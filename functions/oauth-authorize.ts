import type { Config } from '@netlify/functions';
import { checkAuthorize, readAuthorizeParams, redirectWith } from '../src/lib/api/oauth/authorize-request.ts';
import { mcpResource } from '../src/lib/api/oauth/metadata.ts';
import { verifyBearer } from './_shared/auth.ts';
import { withLogging } from './_shared/handler.ts';
import { findClient, grantConsent } from './_shared/oauth-store.ts';
import { authenticationRequired, jsonError, jsonResponse, methodNotAllowed } from './_shared/respond.ts';
import { siteOrigin } from './_shared/oauth-respond.ts';
import { sqlClient } from './_shared/sql-client.ts';
import { adminClient } from './_shared/supabase-admin.ts';

/**
 * The consent step behind the /oauth/authorize page (the authorization endpoint):
 * - GET  /api/oauth/authorize?<authorization request> → `{ client_name, redirect_host }` when the
 *   request is good; `{ redirect }` for an error that goes back to the client; 400 `invalid_client`
 *   / `invalid_redirect_uri` (shown, never redirected) otherwise.
 * - POST /api/oauth/authorize (signed in, `Authorization: Bearer <Supabase session>`) with the same
 *   parameters as JSON plus `decision` ("allow" | "deny") and `monthly_cap` (credits, or null) →
 *   `{ redirect }`: the client's redirect URI with a one-use code (5 minutes), or access_denied.
 */
export default withLogging('oauth-authorize', async (request) => {
  if (request.method !== 'GET' && request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const origin = siteOrigin(request);
  const db = sqlClient();
  let body: Record<string, unknown> = {};
  if (request.method === 'POST') {
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return jsonError(400, 'invalid_body', 'Send the authorization request as JSON.');
    }
    if (!body || typeof body !== 'object') return jsonError(400, 'invalid_body', 'Send the authorization request as JSON.');
  }
  const params = readAuthorizeParams(request.method === 'GET' ? new URL(request.url).searchParams : body);
  const client = await findClient(db, params.clientId);
  const check = checkAuthorize(params, client, mcpResource(origin), origin);
  if (!check.ok && 'show' in check) return jsonError(400, client ? 'invalid_redirect_uri' : 'invalid_client', check.show);
  if (!check.ok) return jsonResponse(200, { redirect: check.redirect });
  if (!client) return jsonError(400, 'invalid_client', 'Unknown client.');
  if (request.method === 'GET')
    return jsonResponse(200, {
      client_name: client.clientName,
      redirect_host: new URL(params.redirectUri).host || params.redirectUri,
    });

  const user = await verifyBearer(request, adminClient());
  if (!user) return authenticationRequired();
  if (body['decision'] !== 'allow')
    return jsonResponse(200, {
      redirect: redirectWith(
        params.redirectUri,
        { error: 'access_denied', error_description: 'The user did not allow access.' },
        params.state,
        origin,
      ),
    });
  const cap = body['monthly_cap'];
  if (cap !== null && cap !== undefined && !(Number.isInteger(cap) && (cap as number) >= 1 && (cap as number) <= 1_000_000))
    return jsonError(400, 'invalid_request', 'A monthly cap is a whole number of credits from 1 to 1000000, or none.');
  const code = await grantConsent(db, {
    userId: user.id,
    client,
    redirectUri: params.redirectUri,
    codeChallenge: params.codeChallenge,
    resource: mcpResource(origin),
    endpoints: null,
    monthlyCap: (cap as number | null | undefined) ?? null,
  });
  return jsonResponse(200, { redirect: redirectWith(params.redirectUri, { code }, params.state, origin) });
});

export const config: Config = { path: '/api/oauth/authorize' };
