/**
 * The parameters of one call, read the same way whichever way it came: from the query string of a
 * REST request or from the arguments of an MCP tool call. Unknown names and repeats are refused
 * with a message naming them; values are text (as in a query string), trimmed, empty ones dropped.
 * `text` is what the request log keeps: the parameters as a sorted query string.
 */
import type { z } from 'zod';

export type ParamsRead =
  | { ok: true; value: Record<string, string>; text: string }
  /** `parameter` names the parameter at fault. */
  | { ok: false; error: string; parameter: string; text: string };

interface Parameterised {
  path: string;
  query: z.ZodObject;
}

const LOG_CHARS = 500;

function logText(entries: [string, string][]): string {
  const sorted = entries.map(([k, v]): [string, string] => [k, v.trim()]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(sorted).toString().slice(0, LOG_CHARS);
}

function unknown(name: string, op: Parameterised): string {
  const known = Object.keys(op.query.shape);
  return `Unknown parameter ${name}. ${op.path} takes: ${known.length ? known.join(', ') : 'no parameters'}.`;
}

/** Reads a query string. */
export function readQueryParams(search: URLSearchParams, op: Parameterised): ParamsRead {
  const known = Object.keys(op.query.shape);
  const entries = [...search.entries()];
  const text = logText(entries);
  const value: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, raw] of entries) {
    if (!known.includes(name)) return { ok: false, error: unknown(name, op), parameter: name, text };
    if (seen.has(name)) return { ok: false, error: `Send ${name} once.`, parameter: name, text };
    seen.add(name);
    if (raw.trim() !== '') value[name] = raw.trim();
  }
  return { ok: true, value, text };
}

/**
 * Reads MCP tool arguments: an object of the same parameters. Numbers and true/false are taken as
 * their text (a model may send radius: 500 for "500"); null is an absent parameter.
 */
export function readToolArguments(args: unknown, op: Parameterised): ParamsRead {
  if (args === undefined || args === null) return { ok: true, value: {}, text: '' };
  if (typeof args !== 'object' || Array.isArray(args))
    return { ok: false, error: 'Arguments must be an object of parameters.', parameter: 'arguments', text: '' };
  const known = Object.keys(op.query.shape);
  const entries: [string, string][] = [];
  let error: { message: string; parameter: string } | null = null;
  for (const [name, raw] of Object.entries(args as Record<string, unknown>)) {
    if (raw === null || raw === undefined) continue;
    // `fields` may come as a list of names (the tool's input schema says an array), as in a query string a,b.
    const listed = name === 'fields' && Array.isArray(raw) && raw.every((v) => typeof v === 'string') ? raw.join(',') : raw;
    const text =
      typeof listed === 'string'
        ? listed
        : (typeof raw === 'number' && Number.isFinite(raw)) || typeof raw === 'boolean'
          ? String(raw)
          : null;
    if (!known.includes(name)) error ??= { message: unknown(name, op), parameter: name };
    else if (text === null)
      error ??= { message: `${name} must be text, such as "${name === 'postcode' ? 'M33 2AU' : 'a value'}".`, parameter: name };
    entries.push([name, text ?? JSON.stringify(raw) ?? '']);
  }
  const text = logText(entries);
  if (error) return { ok: false, error: error.message, parameter: error.parameter, text };
  const value: Record<string, string> = {};
  for (const [name, raw] of entries) if (raw.trim() !== '') value[name] = raw.trim();
  return { ok: true, value, text };
}
