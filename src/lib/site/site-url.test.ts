import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, siteUrl } from './site-url.ts';

describe('siteUrl', () => {
  it('returns a clean origin', () => {
    expect(siteUrl('https://example.co.uk/path/')).toBe('https://example.co.uk');
  });
  it('falls back on missing or unsafe values', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('javascript:alert(1)')).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('not a url')).toBe(DEFAULT_SITE_URL);
  });
});
