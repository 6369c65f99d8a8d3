/**
 * The security headers every response carries: pages and files (written to dist/_headers at
 * build time, with a Content-Security-Policy that allows the site's inline scripts by hash),
 * and /api answers (set by the function wrapper, since Netlify's custom headers do not reach
 * function responses).
 */

/** Headers shared by every response. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** JSON answers load nothing and may not be framed. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export interface PagePolicyInput {
  /** `sha256-…` sources of every inline script the built pages contain. */
  scriptHashes: readonly string[];
  /** Browser-side Supabase URL (auth, rest, storage and signed photo URLs). */
  supabaseUrl?: string;
  /** Third-party analytics script URL, if any. */
  analyticsSrc?: string;
  /** IP-geolocation service for the sign-up pop-up, if any. */
  geolocationUrl?: string;
}

/** Map tiles the location maps draw (Leaflet with OpenStreetMap). */
export const MAP_TILE_ORIGINS = ['https://tile.openstreetmap.org'];

/** The origin of an http(s) URL, else undefined (empty, relative or another scheme). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pages' Content-Security-Policy. Example: with one hash and Supabase at
 * http://localhost:54321 it reads `default-src 'self'; script-src 'self' 'sha256-…'; …;
 * connect-src 'self' http://localhost:54321; …`. No 'unsafe-eval' and no inline script
 * outside the listed hashes; styles allow 'unsafe-inline' for style attributes.
 */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const supabase = originOf(input.supabaseUrl);
  const analytics = originOf(input.analyticsSrc);
  const geolocation = originOf(input.geolocationUrl);
  const list = (...sources: Array<string | undefined>) => [...new Set(sources.filter((s): s is string => !!s))].join(' ');
  const hashes = [...new Set(input.scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...hashes, analytics)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', supabase, ...MAP_TILE_ORIGINS)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", supabase, analytics, geolocation)}`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

/**
 * The contents of the inline scripts in an HTML page that a browser would run (no `src`, not a
 * JSON data block), as CSP hashes them: the exact text between the tags.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}
