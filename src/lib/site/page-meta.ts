import { BRAND } from './brand.ts';
import type { RouteEntry } from '../routes/route-types.ts';
import { headingOf } from '../routes/registry.ts';

/** What the head tags and page frame need to know about a page. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  heading: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
}

/** Page metadata from a registry route. */
export function metaFromRoute(route: RouteEntry): PageMeta {
  return {
    path: route.path,
    title: route.title,
    description: route.description,
    heading: headingOf(route),
    noindex: route.requiresAuth === true || route.layout === 'error',
  };
}

/** "Title | Brand", unless the title already names the brand. */
export function documentTitle(title: string): string {
  return title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
}
