/**
 * The first step of the one door every metered answer passes through (docs/decisions/metering.md):
 * the query is read against the endpoint's schema before anything is fingerprinted, metered or
 * produced. Unknown and repeated parameters are refused (400 naming the parameter), values are
 * validated and typed, and the canonical request — what an Idempotency-Key and a paid answer are
 * bound to — is made from the parsed values alone. Handlers get the parsed query, never the URL.
 */
import type { z } from 'zod';
import { canonicalRequest, type CanonicalRequest } from '../../src/lib/api/metering/canonical-request.ts';
import { readQueryParams, type ParamsRead } from '../../src/lib/api/v1/read-params.ts';
import { jsonError } from './respond.ts';

/** An endpoint's public path and the schema of its query. */
export interface RequestShape<S extends z.ZodObject> {
  path: string;
  query: S;
}

export type ReadRequest<Q> = { ok: true; query: Q; request: CanonicalRequest } | { ok: false; response: Response };

/**
 * Validates parameters already read (query string or tool arguments) against `shape`: the 400 to
 * send, or the typed query and its canonical request. A bad postcode answers `style.postcodeCode`,
 * anything else `invalid_request`; both name the parameter (the API's messages start with it).
 */
export function parseParams<S extends z.ZodObject>(
  params: ParamsRead,
  shape: RequestShape<S>,
  style: { postcodeCode: string; nameInMessage: boolean } = { postcodeCode: 'invalid_postcode', nameInMessage: false },
): ReadRequest<z.output<S>> {
  if (!params.ok)
    return { ok: false, response: jsonError(400, 'invalid_request', params.error, {}, { parameter: params.parameter }) };
  const parsed = shape.query.safeParse(params.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'query');
    const code = name === 'postcode' ? style.postcodeCode : 'invalid_request';
    const text = issue?.message ?? 'invalid';
    const message = style.nameInMessage ? `${name}: ${text}` : text;
    return { ok: false, response: jsonError(400, code, message, {}, { parameter: name }) };
  }
  const query = parsed.data as z.output<S>;
  return { ok: true, query, request: canonicalRequest(shape.path, query as Record<string, unknown>) };
}

/** Reads and validates a request's query string against `shape` (see {@link parseParams}). */
export function readRequest<S extends z.ZodObject>(url: URL, shape: RequestShape<S>): ReadRequest<z.output<S>> {
  return parseParams(readQueryParams(url.searchParams, shape), shape);
}
