/**
 * Who may reach the MCP server (MCP authorization, protocol 2025-11-25): a request without
 * credentials gets 401 with `WWW-Authenticate: Bearer resource_metadata=…`, which is how an MCP
 * client discovers the OAuth flow; an OAuth access token must be live and issued for this resource
 * (else 401 invalid_token). An API key (x-api-key or Bearer) goes on to the request path as before.
 */
import { ACCESS_TOKEN_PREFIX, mcpChallenge, mcpResource } from '../../src/lib/api/oauth/metadata.ts';
import { apiKeyFrom } from './api-v1-caller.ts';
import { accessTokenLive } from './oauth-store.ts';
import { OAUTH_CORS } from './oauth-respond.ts';
import { jsonResponse } from './respond.ts';
import { sqlClient } from './sql-client.ts';

function unauthorized(origin: string, message: string, error?: 'invalid_token'): Response {
  return jsonResponse(
    401,
    { jsonrpc: '2.0', error: { code: -32001, message }, id: null },
    {
      'www-authenticate': mcpChallenge(origin, error),
      'access-control-expose-headers': OAUTH_CORS['access-control-expose-headers'],
    },
  );
}

/** A 401 to send instead of serving the request, or null when it may go on. */
export async function mcpAuthRefusal(request: Request, origin: string): Promise<Response | null> {
  const key = apiKeyFrom(request.headers);
  if (!key)
    return unauthorized(
      origin,
      'Authorization required: connect with OAuth (see resource_metadata) or send your API key in x-api-key.',
    );
  if (key.startsWith(ACCESS_TOKEN_PREFIX) && !(await accessTokenLive(sqlClient(), key, mcpResource(origin))))
    return unauthorized(origin, 'The access token is unknown, expired, revoked or for another resource.', 'invalid_token');
  return null;
}
