/**
 * Dynamic client registration (RFC 7591) as the MCP server accepts it: public clients only
 * (token_endpoint_auth_method "none", PKCE instead of a secret), the authorization code and refresh
 * token grants, 1–10 exact redirect URIs (redirect-uri.ts), a name shown on the consent screen.
 */
import { redirectUriProblem } from './redirect-uri.ts';

export interface ClientRegistration {
  clientName: string;
  redirectUris: string[];
  clientUri: string | null;
}

export type Registered =
  | { ok: true; client: ClientRegistration }
  | { ok: false; error: 'invalid_redirect_uri' | 'invalid_client_metadata'; description: string };

const fail = (error: 'invalid_redirect_uri' | 'invalid_client_metadata', description: string): Registered => ({
  ok: false,
  error,
  description,
});

export function readRegistration(body: unknown): Registered {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return fail('invalid_client_metadata', 'Send the client metadata as a JSON object.');
  const meta = body as Record<string, unknown>;
  const uris = meta['redirect_uris'];
  if (!Array.isArray(uris) || uris.length < 1 || uris.length > 10 || uris.some((u) => typeof u !== 'string'))
    return fail('invalid_redirect_uri', 'redirect_uris must list 1 to 10 redirect URIs.');
  for (const uri of uris as string[]) {
    const problem = redirectUriProblem(uri);
    if (problem) return fail('invalid_redirect_uri', problem);
  }
  const method = meta['token_endpoint_auth_method'] ?? 'none';
  if (method !== 'none')
    return fail('invalid_client_metadata', 'Only public clients are registered: token_endpoint_auth_method "none", with PKCE.');
  const grants = (meta['grant_types'] ?? ['authorization_code']) as unknown;
  if (!Array.isArray(grants) || grants.some((g) => g !== 'authorization_code' && g !== 'refresh_token'))
    return fail('invalid_client_metadata', 'grant_types may hold only authorization_code and refresh_token.');
  const responses = (meta['response_types'] ?? ['code']) as unknown;
  if (!Array.isArray(responses) || responses.some((r) => r !== 'code'))
    return fail('invalid_client_metadata', 'response_types may hold only code.');
  const rawName = typeof meta['client_name'] === 'string' ? meta['client_name'].trim() : '';
  const clientName = (rawName || new URL((uris as string[])[0] as string).host || 'Unnamed app').slice(0, 100);
  const clientUri =
    typeof meta['client_uri'] === 'string' && /^https:\/\//.test(meta['client_uri']) ? meta['client_uri'].slice(0, 500) : null;
  return { ok: true, client: { clientName, redirectUris: uris as string[], clientUri } };
}
