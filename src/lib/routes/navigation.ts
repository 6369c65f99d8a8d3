import type { Audience, FooterColumn, MenuGroup, RouteEntry, SidebarGroup } from './route-types.ts';
import { ROUTES } from './registry.ts';

export interface NavLink {
  href: string;
  label: string;
  audience: Audience;
}

function byOrder(a: { order: number }, b: { order: number }): number {
  return a.order - b.order;
}

/** Links of one top-menu group, in SPEC order. */
export function menuLinks(group: MenuGroup, routes: readonly RouteEntry[] = ROUTES): NavLink[] {
  return routes
    .flatMap((r) => (r.menu && r.menu.group === group ? [{ ...r.menu, href: r.path }] : []))
    .sort(byOrder)
    .map(({ href, label, audience }) => ({ href, label, audience: audience ?? 'all' }));
}

/** Links of one sidebar group, in SPEC order. */
export function sidebarLinks(group: SidebarGroup, routes: readonly RouteEntry[] = ROUTES): NavLink[] {
  return routes
    .flatMap((r) => (r.sidebar && r.sidebar.group === group ? [{ ...r.sidebar, href: r.path }] : []))
    .sort(byOrder)
    .map(({ href, label }) => ({ href, label, audience: 'signed-in' as const }));
}

/** Links of one footer column. */
export function footerLinks(column: FooterColumn, routes: readonly RouteEntry[] = ROUTES): NavLink[] {
  return routes
    .flatMap((r) => (r.footer && r.footer.column === column ? [{ ...r.footer, href: r.path }] : []))
    .sort(byOrder)
    .map(({ href, label }) => ({ href, label, audience: 'all' as const }));
}

/** Sidebar group headings; `top` has none. */
export const SIDEBAR_GROUP_TITLES: Record<Exclude<SidebarGroup, 'top'>, string> = {
  research: 'RESEARCH',
  evaluate: 'EVALUATE',
  plan: 'PLAN',
};
