import { describe, expect, it } from 'vitest';
import { checkAuthorize, readAuthorizeParams } from './authorize-request.ts';
import { readRegistration } from './client-registration.ts';

const RESOURCE = 'https://brickstack.example/api/mcp';
const client = { redirectUris: ['https://app.example/cb'] };
const params = (extra: Record<string, string> = {}) =>
  readAuthorizeParams(
    new URLSearchParams({
      client_id: 'abcdefghijklmnopqr',
      redirect_uri: 'https://app.example/cb',
      response_type: 'code',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      resource: RESOURCE,
      state: 's',
      ...extra,
    }),
  );

describe('authorization requests', () => {
  it('accepts a good request', () => {
    expect(checkAuthorize(params(), client, RESOURCE, 'https://brickstack.example')).toEqual({ ok: true });
  });
  it('shows, never redirects, an unknown client or unregistered redirect URI', () => {
    expect(checkAuthorize(params(), null, RESOURCE, 'x')).toMatchObject({ ok: false, show: expect.any(String) });
    expect(checkAuthorize(params({ redirect_uri: 'https://evil.example/cb' }), client, RESOURCE, 'x')).toMatchObject({
      show: expect.any(String),
    });
  });
  it('sends other errors back with state and iss', () => {
    const plain = checkAuthorize(params({ code_challenge_method: 'plain' }), client, RESOURCE, 'https://brickstack.example');
    const url = new URL((plain as { redirect: string }).redirect);
    expect([url.searchParams.get('error'), url.searchParams.get('state'), url.searchParams.get('iss')]).toEqual([
      'invalid_request',
      's',
      'https://brickstack.example',
    ]);
    const target = checkAuthorize(params({ resource: 'https://other.example/mcp' }), client, RESOURCE, 'x');
    expect(new URL((target as { redirect: string }).redirect).searchParams.get('error')).toBe('invalid_target');
    const token = checkAuthorize(params({ response_type: 'token' }), client, RESOURCE, 'x');
    expect(new URL((token as { redirect: string }).redirect).searchParams.get('error')).toBe('unsupported_response_type');
  });
});

describe('client registration', () => {
  it('registers public clients with valid redirect URIs', () => {
    expect(readRegistration({ client_name: 'Claude', redirect_uris: ['https://claude.ai/api/mcp/auth_callback'] })).toMatchObject(
      {
        ok: true,
        client: { clientName: 'Claude' },
      },
    );
    expect(readRegistration({ redirect_uris: ['http://evil.example/cb'] })).toMatchObject({
      ok: false,
      error: 'invalid_redirect_uri',
    });
    expect(readRegistration({ redirect_uris: [] })).toMatchObject({ ok: false });
    expect(
      readRegistration({ redirect_uris: ['https://a.example/cb'], token_endpoint_auth_method: 'client_secret_basic' }),
    ).toMatchObject({
      ok: false,
      error: 'invalid_client_metadata',
    });
    expect(readRegistration({ redirect_uris: ['https://a.example/cb'], grant_types: ['implicit'] })).toMatchObject({ ok: false });
  });
});
