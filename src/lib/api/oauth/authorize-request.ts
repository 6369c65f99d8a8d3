/**
 * Checks an authorization request (OAuth 2.1 §4.1.1 with the MCP profile): the client and the
 * redirect URI first — when either is wrong the user is told and NOT sent anywhere (no open
 * redirect) — then response_type=code, an S256 PKCE challenge, the scope and the resource (RFC
 * 8707: it must be this server's MCP URI), whose failures go back to the client's redirect URI.
 */
import { CHALLENGE_SHAPE } from './pkce.ts';
import { MCP_SCOPE } from './metadata.ts';
import { redirectUriAllowed } from './redirect-uri.ts';

export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  responseType: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  resource: string;
  scope: string;
  state: string | null;
}

export function readAuthorizeParams(params: URLSearchParams | Record<string, unknown>): AuthorizeParams {
  const get = (name: string): string | null => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    clientId: get('client_id') ?? '',
    redirectUri: get('redirect_uri') ?? '',
    responseType: get('response_type') ?? '',
    codeChallenge: get('code_challenge') ?? '',
    codeChallengeMethod: get('code_challenge_method') ?? '',
    resource: get('resource') ?? '',
    scope: get('scope') ?? '',
    state: get('state'),
  };
}

export type AuthorizeCheck =
  | { ok: true }
  /** Shown to the user; never redirected. */
  | { ok: false; show: string }
  /** Sent back to the client's redirect URI. */
  | { ok: false; redirect: string };

/** The redirect URI with an authorization response's parameters (and the state, when there was one). */
export function redirectWith(redirectUri: string, params: Record<string, string>, state: string | null, issuer: string): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (state !== null) url.searchParams.set('state', state);
  url.searchParams.set('iss', issuer);
  return url.toString();
}

export function checkAuthorize(
  params: AuthorizeParams,
  client: { redirectUris: readonly string[] } | null,
  resource: string,
  issuer: string,
): AuthorizeCheck {
  if (!client)
    return {
      ok: false,
      show: 'This app is not registered with Brickstack (unknown client_id). Add Brickstack to the app again.',
    };
  if (!params.redirectUri) return { ok: false, show: 'The app sent no redirect_uri.' };
  if (!redirectUriAllowed(params.redirectUri, client.redirectUris))
    return { ok: false, show: 'The app asked to send you to an address it did not register. Nothing was shared.' };
  const back = (error: string, description: string): AuthorizeCheck => ({
    ok: false,
    redirect: redirectWith(params.redirectUri, { error, error_description: description }, params.state, issuer),
  });
  if (params.responseType !== 'code') return back('unsupported_response_type', 'Only response_type=code is supported.');
  if (params.codeChallengeMethod !== 'S256' || !CHALLENGE_SHAPE.test(params.codeChallenge))
    return back('invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256.');
  if (params.scope && !params.scope.split(' ').every((s) => s === MCP_SCOPE || s === ''))
    return back('invalid_scope', `The only scope is "${MCP_SCOPE}".`);
  if (params.resource && params.resource.replace(/\/$/, '') !== resource)
    return back('invalid_target', `The resource must be ${resource}.`);
  return { ok: true };
}
