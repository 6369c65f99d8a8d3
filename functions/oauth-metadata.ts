import type { Config } from '@netlify/functions';
import { authorizationServerMetadata, protectedResourceMetadata } from '../src/lib/api/oauth/metadata.ts';
import { withLogging } from './_shared/handler.ts';
import { oauthError, oauthJson, preflight, siteOrigin } from './_shared/oauth-respond.ts';

/**
 * The OAuth discovery documents of the MCP server (src/lib/api/oauth/metadata.ts):
 * - GET /.well-known/oauth-protected-resource[/api/mcp] → protected resource metadata (RFC 9728)
 * - GET /.well-known/oauth-authorization-server[/…]    → authorization server metadata (RFC 8414)
 */
export default withLogging('oauth-metadata', async (request) => {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'GET') return oauthError(405, 'invalid_request', 'Use GET for this document.', { allow: 'GET' });
  const origin = siteOrigin(request);
  const path = new URL(request.url).pathname;
  const body = path.startsWith('/.well-known/oauth-protected-resource')
    ? protectedResourceMetadata(origin)
    : authorizationServerMetadata(origin);
  return oauthJson(200, body, { 'cache-control': 'public, max-age=300' });
});

export const config: Config = {
  path: [
    '/.well-known/oauth-protected-resource',
    '/.well-known/oauth-protected-resource/api/mcp',
    '/.well-known/oauth-authorization-server',
    '/.well-known/oauth-authorization-server/api/mcp',
  ],
};
