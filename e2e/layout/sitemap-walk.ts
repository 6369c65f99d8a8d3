import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inSitemap, ROUTES } from '../../src/lib/routes/registry.ts';

/**
 * The pages of the built sitemap to walk: every static page, and the first few of each dynamic
 * family (location, school, crime, blog pages share one template each), so a layout fault in any
 * template shows up without loading all ~800 pages.
 */
export function sitemapSample(perFamily = 3): string[] {
  const xml = readFileSync(join(process.cwd(), 'dist', 'sitemap-0.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  const byFamily = new Map<string, string[]>();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    // A family is the path without its last segment when the page is one of many below it.
    const family = parts.length >= 2 ? parts.slice(0, -1).join('/') : path;
    byFamily.set(family, [...(byFamily.get(family) ?? []), path]);
  }
  return [...byFamily.values()].flatMap((list) => list.slice(0, perFamily));
}

/**
 * The pages only a signed-in person sees (every registry route left out of the sitemap: the
 * dashboard, billing, profile, local data, staging…), then the sitemap sample seen signed in (the
 * app shell and sidebar around public pages).
 */
export function signedInSample(): string[] {
  const own = ROUTES.filter((r) => !inSitemap(r) && r.layout !== 'error' && !r.path.includes('404')).map((r) => r.path);
  return [...new Set([...own, ...sitemapSample(1)])];
}
