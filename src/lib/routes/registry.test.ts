import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute, inSitemap, normalisePath, protectedPaths, routeFor } from './registry.ts';
import { SPEC_STATIC_ROUTES } from './spec-routes.ts';

describe('route registry', () => {
  it('holds every static route the product names', () => {
    for (const path of SPEC_STATIC_ROUTES) expect(findRoute(path), path).toBeDefined();
  });

  it('declares no route twice', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route a unique title and a description of 50–160 characters', () => {
    const titles = ROUTES.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of ROUTES) {
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('protects exactly /onboarding, /local-data and /ai-staging', () => {
    expect(protectedPaths().sort()).toEqual(['/ai-staging', '/local-data', '/onboarding']);
  });

  it('uses the logged-in layout for /ai-staging', () => {
    expect(routeFor('/ai-staging').layout).toBe('logged-in');
  });

  it('keeps protected and account pages out of the sitemap', () => {
    expect(inSitemap(routeFor('/onboarding'))).toBe(false);
    expect(inSitemap(routeFor('/dashboard'))).toBe(false);
    expect(inSitemap(routeFor('/stampdutycalculator'))).toBe(true);
  });

  it('normalises trailing slashes, .html and /index', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/about.html')).toBe('/about');
    expect(normalisePath('/index.html')).toBe('/');
    expect(normalisePath('/')).toBe('/');
  });

  it('throws for an unregistered page so no page renders without metadata', () => {
    expect(() => routeFor('/not-a-route')).toThrow(/No route registered/);
  });
});
