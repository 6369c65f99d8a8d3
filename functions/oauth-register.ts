import type { Config } from '@netlify/functions';
import { readRegistration } from '../src/lib/api/oauth/client-registration.ts';
import { withLogging } from './_shared/handler.ts';
import { oauthError, oauthJson, preflight } from './_shared/oauth-respond.ts';
import { registerClient } from './_shared/oauth-store.ts';
import { takeRateLimit, hashKey, rateLimited } from './_shared/rate-limit.ts';
import { sqlClient } from './_shared/sql-client.ts';

/**
 * Dynamic client registration (RFC 7591) for MCP clients: POST /api/oauth/register with the
 * client metadata → 201 with a client_id (public client, no secret). 20 registrations an hour per address.
 */
export default withLogging('oauth-register', async (request, context) => {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return oauthError(405, 'invalid_request', 'Use POST to register a client.', { allow: 'POST' });
  const db = sqlClient();
  const decision = await takeRateLimit(
    { bucket: 'oauth-register', limit: 20, windowSeconds: 3600 },
    hashKey('oauth-register', context?.ip ?? 'unknown'),
    db,
  );
  if (!decision.allowed) return rateLimited(decision, 'Too many client registrations from this address. Try again later.');
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return oauthError(400, 'invalid_client_metadata', 'Send the client metadata as a JSON object.');
  }
  const read = readRegistration(body);
  if (!read.ok) return oauthError(400, read.error, read.description);
  const client = await registerClient(db, read.client);
  return oauthJson(201, {
    client_id: client.clientId,
    client_id_issued_at: client.issuedAt,
    client_name: client.clientName,
    redirect_uris: client.redirectUris,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    ...(read.client.clientUri ? { client_uri: read.client.clientUri } : {}),
  });
});

export const config: Config = { path: '/api/oauth/register' };
