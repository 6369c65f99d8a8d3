import { parse } from 'smol-toml';
import type { RedirectRule } from '../site/build-manifest.ts';

/** Redirect rules from the text of netlify.toml (the single source of redirects). */
export function redirectsFromNetlifyToml(tomlText: string): RedirectRule[] {
  const parsed = parse(tomlText) as { redirects?: Array<{ from?: unknown; to?: unknown; status?: unknown }> };
  return (parsed.redirects ?? []).flatMap((r) =>
    typeof r.from === 'string' && typeof r.to === 'string'
      ? [{ from: r.from, to: r.to, status: typeof r.status === 'number' ? r.status : 301 }]
      : [],
  );
}
