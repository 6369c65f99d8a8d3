/**
 * Netlify's path patterns, as used by a function's `config.path` and by `[[headers]] for` and
 * `[[redirects]] from` in netlify.toml: literal segments, `:name` placeholders (one segment)
 * and a trailing `*` splat (the rest of the path, also empty).
 *
 * Example: `/api/v1/postcodes/:postcode` matches `/api/v1/postcodes/M332AU` with
 * `{ postcode: 'M332AU' }`; `/_astro/*` matches `/_astro/a/b.js` with `{ splat: 'a/b.js' }`.
 */
export interface PathPattern {
  source: string;
  regex: RegExp;
  names: string[];
}

export type PathParams = Record<string, string>;

function escapeRegex(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles one pattern; a trailing slash is optional when matching, as on Netlify. */
export function compilePathPattern(source: string): PathPattern {
  const names: string[] = [];
  const trimmed = source.length > 1 ? source.replace(/\/+$/, '') : source;
  let body = '';
  for (const part of trimmed.split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)) {
    if (part === '*') {
      names.push('splat');
      body += '(.*)';
    } else if (part.startsWith(':')) {
      names.push(part.slice(1));
      body += '([^/]+)';
    } else body += escapeRegex(part);
  }
  return { source, regex: new RegExp(`^${body}/?$`), names };
}

/** The parameters when `pathname` matches, else null. Values are percent-decoded where valid. */
export function matchPathPattern(pattern: PathPattern, pathname: string): PathParams | null {
  const match = pattern.regex.exec(pathname);
  if (!match) return null;
  const params: PathParams = {};
  pattern.names.forEach((name, index) => {
    const raw = match[index + 1] ?? '';
    params[name] = safeDecode(raw);
  });
  return params;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
