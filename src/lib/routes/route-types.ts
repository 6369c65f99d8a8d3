/** Page frames a route can use. */
export type Layout = 'default' | 'blog-post' | 'error' | 'logged-in';

/** Groups of the public top menu. */
export type MenuGroup = 'main' | 'features' | 'calculators' | 'data';

/** Groups of the signed-in sidebar. */
export type SidebarGroup = 'top' | 'research' | 'evaluate' | 'plan';

/** Footer columns. */
export type FooterColumn = 'calculators' | 'data' | 'company';

/** What kind of page a route is; used to group routes in listings and pick related links. */
export type Section = 'general' | 'account' | 'evaluate' | 'api-docs' | 'ai-design' | 'location' | 'calculators' | 'courses';

/** Who sees a menu entry. */
export type Audience = 'all' | 'signed-out' | 'signed-in';

export interface MenuPlacement {
  group: MenuGroup;
  label: string;
  order: number;
  audience?: Audience;
}

export interface SidebarPlacement {
  group: SidebarGroup;
  label: string;
  order: number;
}

export interface FooterPlacement {
  column: FooterColumn;
  label: string;
  order: number;
}

/** One page of the site. Every page exists here once; menus, head tags and the sitemap read it. */
export interface RouteEntry {
  path: string;
  /** Unique document title (the brand is appended by the head component). */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** The visible page heading (exactly one h1); defaults to the title. */
  heading?: string;
  layout: Layout;
  section: Section;
  /** Protected by the `auth` route guard: signed-out visitors are asked to sign in. */
  requiresAuth?: boolean;
  /** Listed in the sitemap (default: true unless it needs sign-in or is an account page). */
  inSitemap?: boolean;
  menu?: MenuPlacement;
  sidebar?: SidebarPlacement;
  footer?: FooterPlacement;
}
