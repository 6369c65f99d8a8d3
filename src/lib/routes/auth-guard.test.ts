import { describe, expect, it } from 'vitest';
import { safeNextPath } from './auth-guard.ts';

describe('safeNextPath (no open redirects)', () => {
  it.each([
    ['/local-data', '/local-data'],
    ['/ai-staging?x=1', '/ai-staging?x=1'],
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
