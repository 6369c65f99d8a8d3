import { describe, expect, it } from 'vitest';
import { safeNextPath } from './auth-guard.ts';

describe('safeNextPath (no open redirects)', () => {
  it.each([
    ['/local-data', '/local-data'],
    ['/ai-staging?x=1', '/ai-staging?x=1'],
    // An email's invoice link survives sign-in with its query string.
    ['/billing/invoice?id=in_1MtHbELkdIwHu7ix', '/billing/invoice?id=in_1MtHbELkdIwHu7ix'],
    ['/billing/invoice?credit_note=cn_1&x=%2F%2Fevil.example', '/billing/invoice?credit_note=cn_1&x=%2F%2Fevil.example'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    'dashboard',
    '/a\nb',
    null,
    undefined,
  ])('refuses %s', (input) => {
    expect(safeNextPath(input as string)).toBe('/dashboard');
  });
});
