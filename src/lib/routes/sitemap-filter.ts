import { findRoute, inSitemap } from './registry.ts';

/**
 * Used by @astrojs/sitemap: keep a page unless the registry says otherwise.
 * Pages not in the registry (blog posts, location pages) are kept.
 */
export function isSitemapPage(page: string): boolean {
  const path = new URL(page).pathname;
  const route = findRoute(path);
  return route ? inSitemap(route) : !path.startsWith('/404');
}
