/**
 * Answers of the OAuth endpoints: RFC 6749 errors `{ error, error_description }` (with the site's
 * `message` too), no caching, and CORS open to any origin (browser-based MCP clients register and
 * redeem codes from their own pages; no cookie is ever read, so nothing leaks).
 */
import { jsonResponse } from './respond.ts';

export const OAUTH_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, mcp-protocol-version',
  'access-control-expose-headers': 'www-authenticate',
};

export const oauthJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jsonResponse(status, body, { ...OAUTH_CORS, pragma: 'no-cache', ...headers });

export const oauthError = (status: number, error: string, description: string, headers: Record<string, string> = {}) =>
  oauthJson(status, { error, error_description: description, message: description }, headers);

export const preflight = () => new Response(null, { status: 204, headers: { ...OAUTH_CORS, 'access-control-max-age': '86400' } });

/** The origin the request came to: the issuer and the resource are named from it (Netlify gives the public URL). */
export const siteOrigin = (request: Request): string => new URL(request.url).origin;
