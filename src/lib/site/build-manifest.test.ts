import { describe, expect, it } from 'vitest';
import { BUILD_ID_LENGTH, buildIdFromDigest, buildMeta } from './build-manifest.ts';

describe('build manifest', () => {
  it('makes 10-character build ids', () => {
    expect(buildIdFromDigest('ABCDEF0123456789')).toBe('abcdef0123');
    expect(BUILD_ID_LENGTH).toBe(10);
    expect(() => buildIdFromDigest('abc')).toThrow();
  });

  it('lists permanent redirects and the auth guard, but not error rewrites', () => {
    const meta = buildMeta({
      buildId: 'abcdef0123',
      builtAt: '2026-11-22T00:00:00.000Z',
      redirects: [
        { from: '/a', to: '/b', status: 301 },
        { from: '/test-404', to: '/test-404.html', status: 404 },
      ],
      protectedPaths: ['/onboarding'],
    });
    expect(meta.rules).toEqual([
      { matcher: '/a', type: 'redirect', destination: '/b', status: 301 },
      { matcher: '/onboarding', type: 'middleware', guard: 'auth' },
    ]);
  });
});
