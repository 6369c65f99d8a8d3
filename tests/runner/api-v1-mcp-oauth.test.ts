/**
 * OAuth 2.1 for the MCP server (MCP authorization, protocol 2025-11-25) through the real runner,
 * functions and backend: the official SDK client's OAuth support goes from a 401 to discovery,
 * dynamic registration, the consent step (as the /oauth/authorize page sends it, signed in), the
 * code exchange with PKCE and a metered tool call; then raw HTTP for every refusal: PKCE, redirect
 * URI, replayed code, refresh rotation and replay, revoked grant, wrong resource. Stamp duty needs
 * no imported data.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

type Json = Record<string, unknown>;
let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
const REDIRECT = 'http://127.0.0.1:33418/callback';

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 400_000);
afterAll(async () => {
  await runner?.close();
});
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
  await t.sql("update public.profile set monthly_plan = 'api', api_credits = 100 where user_id = $1", [
    t.account('active').userId,
  ]);
  await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('active').userId]);
});

const credits = async () =>
  (
    await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
      t.account('active').userId,
    ])
  )[0]!.api_credits;

/** What the consent page does when the signed-in user presses Allow (or Deny): the URL the browser goes to. */
async function consent(authorization: URL, allow = true, monthlyCap: number | null = 50): Promise<URL> {
  const check = await fetch(`${server.url}/api/oauth/authorize${authorization.search}`);
  expect(check.status).toBe(200);
  const token = await t.accessToken('active');
  const answer = await fetch(`${server.url}/api/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ...Object.fromEntries(authorization.searchParams),
      decision: allow ? 'allow' : 'deny',
      monthly_cap: monthlyCap,
    }),
  });
  expect(answer.status).toBe(200);
  return new URL(((await answer.json()) as { redirect: string }).redirect);
}

/** An in-memory OAuthClientProvider, as an MCP client app keeps its registration and tokens. */
class MemoryProvider implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'SDK Test Assistant',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
function pkce() {
  const verifier = b64url(randomBytes(32));
  return { verifier, challenge: b64url(createHash('sha256').update(verifier).digest()) };
}

async function register(redirectUris = [REDIRECT]): Promise<string> {
  const answer = await fetch(`${server.url}/api/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Raw Client', redirect_uris: redirectUris }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { client_id: string }).client_id;
}

function authorizeUrl(clientId: string, challenge: string, extra: Record<string, string> = {}): URL {
  const url = new URL(`${server.url}/oauth/authorize`);
  const params = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
    resource: `${server.url}/api/mcp`,
    scope: 'mcp',
    ...extra,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

const token = (form: Record<string, string>) =>
  fetch(`${server.url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

/** A client registered, consented and holding a code. */
async function codeFor() {
  const clientId = await register();
  const { verifier, challenge } = pkce();
  const back = await consent(authorizeUrl(clientId, challenge));
  expect(back.searchParams.get('state')).toBe('st-1');
  return { clientId, verifier, code: back.searchParams.get('code')! };
}

const exchange = (c: { clientId: string; verifier: string; code: string }, extra: Record<string, string> = {}) =>
  token({
    grant_type: 'authorization_code',
    client_id: c.clientId,
    code: c.code,
    code_verifier: c.verifier,
    redirect_uri: REDIRECT,
    resource: `${server.url}/api/mcp`,
    ...extra,
  });

const mcpPost = (bearer: string) =>
  fetch(`${server.url}/api/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${bearer}`,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'stamp_duty', arguments: { price: 333001, completionDate: '2025-06-01', location: 'england' } },
    }),
  });

describe('MCP OAuth', () => {
  it('answers 401 with resource_metadata and serves both metadata documents', async () => {
    const bare = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect(bare.status).toBe(401);
    const challenge = bare.headers.get('www-authenticate') ?? '';
    expect(challenge).toMatch(/^Bearer /);
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1]!;
    const prm = (await (await fetch(metadataUrl)).json()) as Json;
    expect(prm['resource']).toBe(`${new URL(metadataUrl).origin}/api/mcp`);
    const plain = (await (await fetch(`${server.url}/.well-known/oauth-protected-resource`)).json()) as Json;
    expect(plain).toEqual(prm);
    const as = (await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json()) as Json;
    expect(as).toMatchObject({
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    expect(as['registration_endpoint']).toMatch(/\/api\/oauth\/register$/);
  });

  it('goes through the whole flow with the official SDK client and meters the tool call like a key', async () => {
    const provider = new MemoryProvider();
    const url = new URL(`${server.url}/api/mcp`);
    const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await expect(new Client({ name: 'oauth-test', version: '1.0.0' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.info?.client_id).toBeTruthy();
    const authorization = provider.authorizationUrl!;
    expect(authorization.pathname).toBe('/oauth/authorize');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('resource')).toBe(`${server.url}/api/mcp`);
    const back = await consent(authorization, true, 50);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    await first.finishAuth(back.searchParams.get('code')!);
    expect(provider.saved?.access_token).toMatch(/^bsat_/);
    expect(provider.saved?.refresh_token).toMatch(/^bsrt_/);

    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
    const before = await credits();
    const result = (await client.callTool({
      name: 'stamp_duty',
      arguments: { price: 410123, completionDate: '2025-06-01', location: 'england' },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(await credits()).toBe(before - 1);
    // The grant is a key of the user's, listed with its cap and what it spent.
    const [grant] = await t.sql<{ label: string; monthly_cap: number; cap_spent: number; key_hash: string }>(
      "select label, monthly_cap, cap_spent, key_hash from public.api_keys where label like 'Connected app:%' order by created_at desc limit 1",
    );
    expect(grant).toMatchObject({ label: 'Connected app: SDK Test Assistant', monthly_cap: 50, cap_spent: 1 });
    // Only hashes are stored.
    const stored = await t.sql<{ token_hash: string }>('select token_hash from public.oauth_tokens');
    expect(JSON.stringify(stored)).not.toContain(provider.saved!.access_token.slice(5, 20));
    // The REST API refuses the MCP resource's token.
    const rest = await fetch(`${server.url}/api/v1/stamp-duty?price=410124&completionDate=2025-06-01&location=england`, {
      headers: { authorization: `Bearer ${provider.saved!.access_token}` },
    });
    expect(rest.status).toBe(401);
    await client.close();
  });

  it('keeps API keys working on /api/mcp', async () => {
    const answer = await mcpPost(t.account('active').apiKey);
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong or missing PKCE verifier, a plain challenge, and a replayed code (revoking its grant)', async () => {
    const c = await codeFor();
    expect((await exchange({ ...c, verifier: pkce().verifier })).status).toBe(400);
    // The code was consumed by the failed attempt: it never works again.
    const again = await exchange(c);
    expect(again.status).toBe(400);
    expect(((await again.json()) as Json)['error']).toBe('invalid_grant');

    const d = await codeFor();
    const ok = await exchange(d);
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as OAuthTokens;
    expect((await mcpPost(tokens.access_token)).status).toBe(200);
    const replay = await exchange(d);
    expect(((await replay.json()) as Json)['error']).toBe('invalid_grant');
    // The replay revoked the grant: the token issued from the code stops working.
    expect((await mcpPost(tokens.access_token)).status).toBe(401);

    const clientId = await register();
    const plain = await fetch(
      `${server.url}/api/oauth/authorize${authorizeUrl(clientId, pkce().challenge, { code_challenge_method: 'plain' }).search}`,
    );
    const redirect = new URL(((await plain.json()) as { redirect: string }).redirect);
    expect(redirect.searchParams.get('error')).toBe('invalid_request');
  });

  it('never redirects to an unregistered URI; loopback may change only its port', async () => {
    const clientId = await register();
    const { challenge } = pkce();
    for (const uri of ['https://evil.example/cb', 'http://127.0.0.1:33418/other', 'http://evil.example:33418/callback']) {
      const answer = await fetch(
        `${server.url}/api/oauth/authorize${authorizeUrl(clientId, challenge, { redirect_uri: uri }).search}`,
      );
      expect(answer.status, uri).toBe(400);
      expect(Object.keys((await answer.json()) as Json)).not.toContain('redirect');
    }
    const otherPort = await fetch(
      `${server.url}/api/oauth/authorize${authorizeUrl(clientId, challenge, { redirect_uri: 'http://127.0.0.1:50111/callback' }).search}`,
    );
    expect(otherPort.status).toBe(200);
    // A code is redeemed only with the redirect URI it was issued for.
    const c = await codeFor();
    expect((await exchange(c, { redirect_uri: 'http://127.0.0.1:9/callback' })).status).toBe(400);
    // Registration refuses http on a public host.
    const bad = await fetch(`${server.url}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://evil.example/cb'] }),
    });
    expect(bad.status).toBe(400);
  });

  it('rotates refresh tokens, and a replayed refresh token revokes the grant', async () => {
    const c = await codeFor();
    const first = (await (await exchange(c)).json()) as OAuthTokens;
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: c.clientId,
      refresh_token: first.refresh_token!,
      resource: `${server.url}/api/mcp`,
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as OAuthTokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await mcpPost(second.access_token)).status).toBe(200);
    const replay = await token({ grant_type: 'refresh_token', client_id: c.clientId, refresh_token: first.refresh_token! });
    expect(replay.status).toBe(400);
    expect((await mcpPost(second.access_token)).status).toBe(401);
    const after = await token({ grant_type: 'refresh_token', client_id: c.clientId, refresh_token: second.refresh_token! });
    expect(after.status).toBe(400);
  });

  it('stops a grant revoked from the API keys page on the next call', async () => {
    const c = await codeFor();
    const tokens = (await (await exchange(c)).json()) as OAuthTokens;
    expect((await mcpPost(tokens.access_token)).status).toBe(200);
    await t.sql("update public.api_keys set revoked_at = now() where label like 'Connected app:%' and revoked_at is null");
    const refused = await mcpPost(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(
      (await token({ grant_type: 'refresh_token', client_id: c.clientId, refresh_token: tokens.refresh_token! })).status,
    ).toBe(400);
  });

  it('refuses another resource at authorization and at the token endpoint', async () => {
    const clientId = await register();
    const wrong = await fetch(
      `${server.url}/api/oauth/authorize${authorizeUrl(clientId, pkce().challenge, { resource: 'https://other.example/mcp' }).search}`,
    );
    expect(new URL(((await wrong.json()) as { redirect: string }).redirect).searchParams.get('error')).toBe('invalid_target');
    const c = await codeFor();
    const answer = await exchange(c, { resource: 'https://other.example/mcp' });
    expect(((await answer.json()) as Json)['error']).toBe('invalid_target');
  });

  it('sends access_denied back when the user denies', async () => {
    const clientId = await register();
    const back = await consent(authorizeUrl(clientId, pkce().challenge), false);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-1');
  });
});
