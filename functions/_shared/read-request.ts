/**
 * The first step of the one door every metered answer passes through (docs/decisions/metering.md):
 * the query is read against the endpoint's schema before anything is fingerprinted, metered or
 * produced. Unknown and repeated parameters are refused (400 naming the parameter), values are
 * validated and typed, and the canonical request — what an Idempotency-Key and a paid answer are
 * bound to — is made from the parsed values alone. Handlers get the parsed query, never the URL.
 */
import type { z } from 'zod';
import { canonicalRequest, type CanonicalRequest } from '../../src/lib/api/metering/canonical-request.ts';
import { FIELDS_PARAM } from '../../src/lib/api/v1/fields.ts';
import { readQueryParams, type ParamsRead } from '../../src/lib/api/v1/read-params.ts';
import {
  NEAREST_POSTCODE_MAX_METRES,
  nearestPostcode,
  type NearestPostcode,
} from '../../src/lib/data/queries/nearest-postcode.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
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
  // `fields` trims the answer on the way out: the same request, fingerprinted and charged as the full answer.
  const { [FIELDS_PARAM]: _view, ...asked } = query as Record<string, unknown>;
  return { ok: true, query, request: canonicalRequest(shape.path, asked) };
}

/** Reads and validates a request's query string against `shape` (see {@link parseParams}). */
export function readRequest<S extends z.ZodObject>(url: URL, shape: RequestShape<S>): ReadRequest<z.output<S>> {
  return parseParams(readQueryParams(url.searchParams, shape), shape);
}

/** A parsed query asked by latitude and longitude, resolved to the nearest live postcode. */
export type Located<Q> = { ok: true; query: Q; resolved: NearestPostcode | null } | { ok: false; response: Response };

/**
 * Puts the nearest live postcode (within 1 km) in a query that gave `lat` and `lng` instead of a
 * postcode; a query with a postcode passes unchanged. No postcode near: 404 `notFoundCode`.
 */
export async function locate<Q>(query: Q, db: SqlClient, notFoundCode: string): Promise<Located<Q>> {
  const q = query as { postcode?: unknown; lat?: unknown; lng?: unknown };
  if (typeof q.lat !== 'number' || typeof q.lng !== 'number') return { ok: true, query, resolved: null };
  const resolved = await nearestPostcode(db, { lat: q.lat, lng: q.lng });
  if (!resolved)
    return {
      ok: false,
      response: jsonError(
        404,
        notFoundCode,
        `No live postcode in our data is within ${NEAREST_POSTCODE_MAX_METRES.toLocaleString('en-GB')} m of ${q.lat}, ${q.lng}.`,
      ),
    };
  const { lat: _lat, lng: _lng, ...rest } = q;
  return { ok: true, query: { ...rest, postcode: resolved.postcode } as Q, resolved };
}

/** Headers that say which postcode a latitude and longitude resolved to, and how far it is. */
export function locationHeaders(resolved: NearestPostcode | null): Record<string, string> {
  return resolved
    ? { 'x-resolved-postcode': resolved.postcode, 'x-resolved-distance-metres': String(resolved.distanceMetres) }
    : {};
}
