import { describe, expect, it } from 'vitest';
import { REDACTED, isSecretKey, scrubText, scrubValue } from './scrub.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const apiKey = 'bsk_' + 'a1b2c3d4'.repeat(8);

describe('scrubText', () => {
  it.each([
    [`token ${jwt} expired`, jwt],
    [`Authorization: Bearer abc.def-123456789`, 'abc.def-123456789'],
    [`https://x.test/cb#access_token=secretvalue1&refresh_token=r3fresh&type=recovery`, 'secretvalue1'],
    [`https://x.test/cb#access_token=secretvalue1&refresh_token=r3fresh`, 'r3fresh'],
    [`{"password":"hunter2","email":"a@b.c"}`, 'hunter2'],
    [`POST failed apikey=sb_secret_abcdefghijkl`, 'sb_secret_abcdefghijkl'],
    [`x-api-key: ${apiKey}`, apiKey],
    [`key ${apiKey} rejected`, 'a1b2c3d4a1b2c3d4'],
    [`stripe sk_live_51Habcdefghijklmnop`, 'sk_live_51Habcdefghijklmnop'],
  ])('removes the secret from %j', (input, secret) => {
    const out = scrubText(input);
    expect(out).not.toContain(secret);
    expect(out).toMatch(/redacted/);
  });

  it.each([
    'TypeError: Cannot read properties of undefined (reading "map")',
    'at render (https://brickstack.co.uk/_astro/Onboarding.B7x2k9QaZ1.js:12:345)',
    'GET /api/deduct-credit 403',
    'Failed to load resource: the server responded with a status of 404 ()',
    'user 0b7e2a52-6f6d-4c1d-9c3e-1f0c2a4b5d6e',
  ])('keeps ordinary error text %j', (input) => {
    expect(scrubText(input)).toBe(input);
  });
});

describe('scrubValue', () => {
  it('redacts secret-named keys at any depth and scrubs nested strings', () => {
    const input = { browser: 'Chrome 130', nested: { apiKey: 'abc', list: [`Bearer ${jwt}`], accessToken: 'x' } };
    expect(scrubValue(input)).toEqual({
      browser: 'Chrome 130',
      nested: { apiKey: REDACTED, list: ['Bearer [redacted-jwt]'], accessToken: REDACTED },
    });
  });

  it('names secret keys in snake, camel and kebab case but not ordinary ones', () => {
    for (const key of ['password', 'api_key', 'apiKey', 'x-api-key', 'refreshToken', 'secret_api', 'Authorization']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['browser', 'os', 'viewport', 'screen', 'path', 'monkey', 'tokens_used'])
      expect(isSecretKey(key), key).toBe(false);
  });
});
