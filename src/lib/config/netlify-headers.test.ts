import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headerRulesFromHeadersFile, headerRulesFromNetlifyToml, headersForPath } from './netlify-headers.ts';

describe('custom header rules', () => {
  it('reads netlify.toml [[headers]] and applies the most specific last', () => {
    const rules = headerRulesFromNetlifyToml(readFileSync('netlify.toml', 'utf8'));
    expect(headersForPath(rules, '/_astro/index.abc.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/builds/latest.json')['cache-control']).toBe('no-cache');
    expect(headersForPath(rules, '/about')['cache-control']).toBeUndefined();
  });

  it('reads and writes the _headers file format', () => {
    const text = formatHeadersFile([
      { for: '/*', values: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'" } },
      { for: '/api/*', values: { 'Cache-Control': 'no-store' } },
    ]);
    expect(text).toBe(
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n\n/api/*\n  Cache-Control: no-store\n",
    );
    const rules = headerRulesFromHeadersFile(`# comment\n${text}`);
    expect(headersForPath(rules, '/api/x')).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'self'",
      'cache-control': 'no-store',
    });
    expect(headersForPath(rules, '/')).toEqual({ 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'" });
  });
});
