import { describe, expect, it } from 'vitest';
import { compilePathPattern, matchPathPattern } from './path-pattern.ts';

describe('Netlify path patterns', () => {
  it('matches a literal path, with or without a trailing slash', () => {
    const pattern = compilePathPattern('/api/health');
    expect(matchPathPattern(pattern, '/api/health')).toEqual({});
    expect(matchPathPattern(pattern, '/api/health/')).toEqual({});
    expect(matchPathPattern(pattern, '/api/healthz')).toBeNull();
    expect(matchPathPattern(pattern, '/api/health/x')).toBeNull();
  });

  it('reads :name placeholders from one segment each, percent-decoded', () => {
    const pattern = compilePathPattern('/api/v1/postcodes/:postcode/:dataset');
    expect(matchPathPattern(pattern, '/api/v1/postcodes/M33%202AU/crime')).toEqual({ postcode: 'M33 2AU', dataset: 'crime' });
    expect(matchPathPattern(pattern, '/api/v1/postcodes/M33')).toBeNull();
  });

  it('a trailing * takes the rest of the path as splat, also when empty', () => {
    const pattern = compilePathPattern('/_astro/*');
    expect(matchPathPattern(pattern, '/_astro/chunks/a.js')).toEqual({ splat: 'chunks/a.js' });
    expect(matchPathPattern(pattern, '/_astro/')).toEqual({ splat: '' });
    expect(matchPathPattern(compilePathPattern('/*'), '/')).toEqual({ splat: '' });
  });

  it('treats regex characters in literals as text', () => {
    const pattern = compilePathPattern('/a.b/(c)');
    expect(matchPathPattern(pattern, '/a.b/(c)')).toEqual({});
    expect(matchPathPattern(pattern, '/axb/(c)')).toBeNull();
  });

  it('keeps malformed percent-encoding as it came', () => {
    expect(matchPathPattern(compilePathPattern('/x/:id'), '/x/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});
