import type { RouteEntry } from './route-types.ts';
import { GENERAL_ROUTES } from './routes-general.ts';
import { CALCULATOR_ROUTES } from './routes-calculators.ts';
import { LOCATION_ROUTES } from './routes-location.ts';
import { AI_DESIGN_ROUTES } from './routes-ai-design.ts';
import { API_DOC_ROUTES } from './routes-api-docs.ts';
import { API_PLATFORM_ROUTES } from './routes-api-platform.ts';
import { COURSE_ROUTES } from './routes-courses.ts';
import { sentenceCase } from '../format/heading-case.ts';

/** Every static route of the site, declared once. */
export const ROUTES: readonly RouteEntry[] = [
  ...GENERAL_ROUTES,
  ...CALCULATOR_ROUTES,
  ...LOCATION_ROUTES,
  ...AI_DESIGN_ROUTES,
  ...API_DOC_ROUTES,
  ...API_PLATFORM_ROUTES,
  ...COURSE_ROUTES,
];

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** The registry entry for a path; throws at build time so a page can never render without one. */
export function routeFor(path: string): RouteEntry {
  const route = BY_PATH.get(normalisePath(path));
  if (!route) throw new Error(`No route registered for ${path}`);
  return route;
}

/** The entry for a path, or undefined. */
export function findRoute(path: string): RouteEntry | undefined {
  return BY_PATH.get(normalisePath(path));
}

/** Strips a trailing slash (but not from "/") and a trailing ".html". */
export function normalisePath(path: string): string {
  let clean = path.replace(/\.html$/, '');
  if (clean.endsWith('/index')) clean = clean.slice(0, -'/index'.length) || '/';
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  return clean || '/';
}

/** Routes the auth guard protects. */
export function protectedPaths(): string[] {
  return ROUTES.filter((r) => r.requiresAuth).map((r) => r.path);
}

/** Whether a route belongs in the sitemap. */
export function inSitemap(route: RouteEntry): boolean {
  if (route.inSitemap !== undefined) return route.inSitemap;
  return !route.requiresAuth && route.section !== 'account' && route.layout !== 'error';
}

/** The h1 of a route, in the one heading case of the site (sentence case; src/lib/format/heading-case.ts). */
export function headingOf(route: RouteEntry): string {
  return route.heading ?? sentenceCase(route.title);
}
