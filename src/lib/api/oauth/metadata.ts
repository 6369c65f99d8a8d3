/**
 * The OAuth documents of the MCP server (MCP authorization, protocol 2025-11-25): protected
 * resource metadata (RFC 9728) for the resource `<site>/api/mcp`, and authorization server
 * metadata (RFC 8414) for the site itself as the authorization server.
 */
export const MCP_RESOURCE_PATH = '/api/mcp';
export const OAUTH_PATHS = {
  authorize: '/oauth/authorize',
  token: '/api/oauth/token',
  register: '/api/oauth/register',
  resourceMetadata: '/.well-known/oauth-protected-resource',
  serverMetadata: '/.well-known/oauth-authorization-server',
} as const;
/** The one scope a client asks for: calling the MCP tools; which tools is the user's choice on the consent screen. */
export const MCP_SCOPE = 'mcp';
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 60 * 60 * 24 * 90;
export const CODE_SECONDS = 300;
/** Prefixes that tell OAuth tokens from API keys (the REST API refuses access tokens: their resource is /api/mcp). */
export const ACCESS_TOKEN_PREFIX = 'bsat_';
export const REFRESH_TOKEN_PREFIX = 'bsrt_';

/** The canonical resource URI of the MCP server (RFC 8707): the origin and path, no trailing slash. */
export const mcpResource = (origin: string) => `${origin}${MCP_RESOURCE_PATH}`;

export function protectedResourceMetadata(origin: string) {
  return {
    resource: mcpResource(origin),
    authorization_servers: [origin],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ['header'],
    resource_name: 'Brickstack UK property data (MCP)',
    resource_documentation: `${origin}/docs/mcp#oauth`,
  };
}

export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${origin}${OAUTH_PATHS.token}`,
    registration_endpoint: `${origin}${OAUTH_PATHS.register}`,
    scopes_supported: [MCP_SCOPE],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    service_documentation: `${origin}/docs/mcp#oauth`,
  };
}

/** The WWW-Authenticate header of a 401 from the MCP server (RFC 9728 §5.1). */
export function mcpChallenge(origin: string, error?: 'invalid_token'): string {
  const parts = [`resource_metadata="${origin}${OAUTH_PATHS.resourceMetadata}${MCP_RESOURCE_PATH}"`, `scope="${MCP_SCOPE}"`];
  if (error) parts.push(`error="${error}"`, 'error_description="The access token is unknown, expired or revoked."');
  return `Bearer ${parts.join(', ')}`;
}
