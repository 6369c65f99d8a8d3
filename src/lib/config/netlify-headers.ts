import { parse } from 'smol-toml';
import { compilePathPattern, matchPathPattern, type PathPattern } from './path-pattern.ts';

/** One custom-header rule: the headers Netlify adds to responses whose path matches `for`. */
export interface HeaderRule {
  for: string;
  pattern: PathPattern;
  values: Record<string, string>;
}

function rule(path: string, values: Record<string, string>): HeaderRule {
  return { for: path, pattern: compilePathPattern(path), values };
}

/** The `[[headers]]` tables of netlify.toml. */
export function headerRulesFromNetlifyToml(tomlText: string): HeaderRule[] {
  const parsed = parse(tomlText) as { headers?: Array<{ for?: unknown; values?: Record<string, unknown> }> };
  return (parsed.headers ?? []).flatMap((entry) => {
    if (typeof entry.for !== 'string' || !entry.values) return [];
    const values = Object.fromEntries(Object.entries(entry.values).map(([key, value]) => [key, String(value)]));
    return [rule(entry.for, values)];
  });
}

/**
 * A `_headers` file (Netlify's plain-text format): a path line, then indented `Name: value`
 * lines; `#` starts a comment.
 */
export function headerRulesFromHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = rule(line.trim(), {});
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) continue;
    current.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** A `_headers` file for the given rules (the inverse of headerRulesFromHeadersFile). */
export function formatHeadersFile(rules: Array<{ for: string; values: Record<string, string> }>): string {
  return rules
    .map((r) => [r.for, ...Object.entries(r.values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

/** Every header that applies to `pathname`, later rules overriding earlier ones (lower-cased names). */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const r of rules) {
    if (!matchPathPattern(r.pattern, pathname)) continue;
    for (const [name, value] of Object.entries(r.values)) headers[name.toLowerCase()] = value;
  }
  return headers;
}
