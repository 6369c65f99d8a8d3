/** How often the client checks for a newer build (docs/decisions.md). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

/** A page reloads after a failed chunk load at most once per path within this window. */
export const RELOAD_GUARD_MS = 10_000;

/** Build hashes are 10 characters. */
export const BUILD_ID_LENGTH = 10;

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export interface RouteRule {
  /** Exact path the rule matches. */
  matcher: string;
  /** `redirect`: go to `destination`; `middleware`: run the named route guard first. */
  type: 'redirect' | 'middleware';
  destination?: string;
  status?: number;
  guard?: 'auth';
}

export interface BuildMeta {
  buildId: string;
  builtAt: string;
  rules: RouteRule[];
}

/** A 10-character lowercase hex build id from any hex digest. */
export function buildIdFromDigest(hexDigest: string): string {
  const clean = hexDigest.toLowerCase().replace(/[^0-9a-f]/g, '');
  if (clean.length < BUILD_ID_LENGTH) throw new Error('digest too short for a build id');
  return clean.slice(0, BUILD_ID_LENGTH);
}

/** The route-rules manifest: permanent redirects (3xx) from netlify.toml and the auth guard's paths. */
export function buildMeta(input: {
  buildId: string;
  builtAt: string;
  redirects: RedirectRule[];
  protectedPaths: string[];
}): BuildMeta {
  const redirects: RouteRule[] = input.redirects
    .filter((r) => r.status >= 300 && r.status < 400)
    .map((r) => ({ matcher: r.from, type: 'redirect', destination: r.to, status: r.status }));
  const guards: RouteRule[] = input.protectedPaths.map((path) => ({ matcher: path, type: 'middleware', guard: 'auth' }));
  return { buildId: input.buildId, builtAt: input.builtAt, rules: [...redirects, ...guards] };
}
