/**
 * What makes two metered requests "the same request": the path and the query, with parameters
 * sorted, values trimmed, empty ones dropped and the postcode written in its standard form, so
 * `?postcode=m333hj` and `?postcode=M33%203HJ` are one request. An Idempotency-Key is bound to
 * this, and a paid answer is reopened free for it (docs/decisions/metering.md).
 */
import { parsePostcode } from '../../postcode/parse.ts';

export interface CanonicalRequest {
  /** `GET /api/data/crime?postcode=M33+3HJ&radius=500`: hashed into the request's fingerprint. */
  canonical: string;
  /** `/api/data/crime?postcode=M33+3HJ&radius=500`: where the answer came from. */
  path: string;
  /** The postcode in its standard form, when the query has a valid one. */
  postcode: string | null;
  /** The query as read (sorted, trimmed, postcode standard): what labels name. */
  params: Readonly<Record<string, string>>;
}

/** Builds the canonical form of a GET to `path` with `params` (a URLSearchParams or an object). */
export function canonicalRequest(path: string, params: URLSearchParams | Record<string, unknown>): CanonicalRequest {
  const entries: [string, string][] = [];
  const source: Iterable<[string, unknown]> = params instanceof URLSearchParams ? params.entries() : Object.entries(params);
  let postcode: string | null = null;
  for (const [name, raw] of source) {
    if (raw === undefined || raw === null) continue;
    let value = String(raw).trim();
    if (value === '') continue;
    if (name === 'postcode') {
      const parsed = parsePostcode(value);
      if (parsed.ok) {
        value = parsed.value.postcode;
        postcode = value;
      }
    }
    entries.push([name, value]);
  }
  entries.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  const full = query ? `${path}?${query}` : path;
  return { canonical: `GET ${full}`, path: full, postcode, params: Object.fromEntries(entries) };
}
