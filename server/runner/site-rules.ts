/**
 * netlify.toml's redirects and custom headers, plus the build's dist/_headers, read once at
 * start-up: the same files Netlify reads in production.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import {
  headerRulesFromHeadersFile,
  headerRulesFromNetlifyToml,
  headersForPath,
  type HeaderRule,
} from '../../src/lib/config/netlify-headers.ts';
import { compilePathPattern, matchPathPattern, type PathPattern } from '../../src/lib/config/path-pattern.ts';

export interface RedirectRule {
  pattern: PathPattern;
  to: string;
  status: number;
  force: boolean;
}

export interface SiteRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

/** The rules for `root`; the build's `_headers` is read from `distDir` when given. */
export function loadSiteRules(root: string, distDir?: string): SiteRules {
  const toml = readFileSync(join(root, 'netlify.toml'), 'utf8');
  const parsed = parse(toml) as { redirects?: Array<{ from?: unknown; to?: unknown; status?: unknown; force?: unknown }> };
  const redirects = (parsed.redirects ?? []).flatMap((r) =>
    typeof r.from === 'string' && typeof r.to === 'string'
      ? [
          {
            pattern: compilePathPattern(r.from),
            to: r.to,
            status: typeof r.status === 'number' ? r.status : 301,
            force: r.force === true,
          },
        ]
      : [],
  );
  const headersFile = distDir ? join(distDir, '_headers') : undefined;
  const headers = [
    ...headerRulesFromNetlifyToml(toml),
    ...(headersFile && existsSync(headersFile) ? headerRulesFromHeadersFile(readFileSync(headersFile, 'utf8')) : []),
  ];
  return { redirects, headers };
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** The target with `:splat` and `:name` filled in. */
  target: string;
}

export function matchRedirect(rules: SiteRules, pathname: string): RedirectMatch | null {
  for (const rule of rules.redirects) {
    const params = matchPathPattern(rule.pattern, pathname);
    if (!params) continue;
    const target = rule.to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
    return { rule, target };
  }
  return null;
}

export function staticHeaders(rules: SiteRules, pathname: string): Record<string, string> {
  return headersForPath(rules.headers, pathname);
}
