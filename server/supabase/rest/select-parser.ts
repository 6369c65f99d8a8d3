/**
 * Parses PostgREST's `select` parameter: `*`, `col`, `alias:col`, `col::type` and embedded
 * resources `rel(...)`, `alias:rel(...)`, `rel!hint(...)`, `rel!inner(...)`, nested to any depth.
 */

export interface SelectColumn {
  kind: 'column';
  name: string;
  alias?: string;
  cast?: string;
}

export interface SelectStar {
  kind: 'star';
}

export interface SelectEmbed {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  items: SelectItem[];
}

export type SelectItem = SelectColumn | SelectStar | SelectEmbed;

export type SelectResult = { ok: true; value: SelectItem[] } | { ok: false; error: string };

const IDENT = /^[A-Za-z_][A-Za-z0-9_$]*$/;

/** Splits on commas that are not inside parentheses or double quotes. */
function splitTopLevel(text: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '(') depth++;
    if (!quoted && ch === ')') depth--;
    if (depth < 0) return undefined;
    if (!quoted && depth === 0 && ch === ',') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0 || quoted) return undefined;
  parts.push(current);
  return parts;
}

const unquote = (name: string): string => (name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name);

/** Deepest embedding accepted: far beyond any real query, short of a request that stalls the process. */
export const MAX_EMBED_DEPTH = 10;

/** A type name, not an expression: "int", "text[]", "double precision", "timestamp with time zone". */
const TYPE_NAME = /^[a-z_][a-z0-9_]*(?: (?:precision|varying|with time zone|without time zone))?(?:\[\])?$/i;

function parseItem(raw: string, depth: number): { ok: true; value: SelectItem } | { ok: false; error: string } {
  const text = raw.trim();
  if (text === '*') return { ok: true, value: { kind: 'star' } };
  const open = text.indexOf('(');
  if (open >= 0) {
    if (!text.endsWith(')')) return { ok: false, error: `"failed to parse select parameter (${text})"` };
    const head = text.slice(0, open);
    if (depth >= MAX_EMBED_DEPTH) return { ok: false, error: `"embedding is nested deeper than ${MAX_EMBED_DEPTH} levels"` };
    const inner = parseSelect(text.slice(open + 1, -1), depth + 1);
    if (!inner.ok) return inner;
    const [aliasPart, relationPart] = head.includes(':') ? head.split(':', 2) : [undefined, head];
    const [relation, ...hints] = (relationPart ?? '').split('!');
    if (!relation || !IDENT.test(relation)) return { ok: false, error: `"failed to parse select parameter (${text})"` };
    const embed: SelectEmbed = { kind: 'embed', relation, inner: hints.includes('inner'), items: inner.value };
    if (aliasPart) embed.alias = aliasPart;
    const hint = hints.find((h) => h !== 'inner' && h !== 'left');
    if (hint) embed.hint = hint;
    return { ok: true, value: embed };
  }
  let rest = text;
  let alias: string | undefined;
  const colon = rest.search(/:(?!:)/);
  if (colon > 0 && rest[colon - 1] !== ':') {
    alias = rest.slice(0, colon);
    rest = rest.slice(colon + 1);
  }
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
  }
  const name = unquote(rest);
  if (!IDENT.test(name) || (alias !== undefined && !IDENT.test(alias)) || (cast !== undefined && !TYPE_NAME.test(cast))) {
    return { ok: false, error: `"failed to parse select parameter (${text})"` };
  }
  const column: SelectColumn = { kind: 'column', name };
  if (alias) column.alias = alias;
  if (cast) column.cast = cast;
  return { ok: true, value: column };
}

export function parseSelect(text: string | null, depth = 0): SelectResult {
  if (text === null || text.trim() === '') return { ok: true, value: [{ kind: 'star' }] };
  const parts = splitTopLevel(text);
  if (!parts) return { ok: false, error: `"failed to parse select parameter (${text})"` };
  const items: SelectItem[] = [];
  for (const part of parts) {
    if (part.trim() === '') continue;
    const item = parseItem(part, depth);
    if (!item.ok) return item;
    items.push(item.value);
  }
  return { ok: true, value: items.length ? items : [{ kind: 'star' }] };
}
