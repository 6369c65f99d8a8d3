import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redirectsFromNetlifyToml } from './redirects.ts';
import { SPEC_REDIRECTS } from '../routes/spec-routes.ts';
import { findRoute } from '../routes/registry.ts';

const rules = redirectsFromNetlifyToml(readFileSync('netlify.toml', 'utf8'));

describe('netlify.toml redirects (the single source)', () => {
  it('holds every legacy redirect as a permanent 301', () => {
    for (const [from, to] of Object.entries(SPEC_REDIRECTS)) {
      expect(rules, from).toContainEqual({ from, to, status: 301 });
    }
  });

  it('only redirects to pages that exist', () => {
    for (const rule of rules.filter((r) => r.status === 301)) expect(findRoute(rule.to), rule.to).toBeDefined();
  });

  it('answers /test-404 with a 404', () => {
    expect(rules).toContainEqual({ from: '/test-404', to: '/test-404.html', status: 404 });
  });
});
