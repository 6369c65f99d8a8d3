/** JSON responses with the one error shape every function uses: { error, message }. */
import type { FieldErrors } from '../../src/lib/api/field-errors.ts';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Bodies the server already holds as text and parsed (cached answers), so the meter need not parse them again. */
const knownBodies = new WeakMap<Response, { text: string; json: unknown }>();

/** A JSON response from text already serialised, with its parsed form known to {@link knownBodyOf}. */
export function jsonTextResponse(status: number, text: string, json: unknown, headers: Record<string, string> = {}): Response {
  const response = new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } });
  knownBodies.set(response, { text, json });
  return response;
}

/** The text and parsed body of a response made by {@link jsonTextResponse}, else undefined. */
export function knownBodyOf(response: Response): { text: string; json: unknown } | undefined {
  return knownBodies.get(response);
}

export function jsonError(
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Response {
  return jsonResponse(status, { error, message, ...extra }, headers);
}

/** 405 with an Allow header naming the methods the endpoint takes. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  const list = allowed.join(', ');
  return jsonError(405, 'method_not_allowed', `Use ${list} for this endpoint.`, { Allow: list });
}

/** 400 for a body that parsed as JSON but failed the schema, with a message per field. */
export function invalidBody(fields: FieldErrors): Response {
  return jsonError(400, 'invalid_body', 'Some fields are missing or invalid.', {}, { fields });
}

/** 401 with the wording users see when their session or key is missing. */
export function authenticationRequired(): Response {
  return jsonError(401, 'authentication_required', 'Authentication required', { 'www-authenticate': 'Bearer' });
}

/**
 * 500 without internals: `{ error: "internal", message, requestId }`. The stack goes to the
 * server log only, under the same request id, so a user can quote it to support.
 */
export function internalError(requestId: string): Response {
  return jsonError(500, 'internal', 'Something went wrong on our side. Please try again.', {}, { requestId });
}

/** 503 when a dependency (database, configuration) is unavailable. */
export function serviceUnavailable(): Response {
  return jsonError(503, 'service_unavailable', 'This service is temporarily unavailable. Please try again shortly.', {
    'retry-after': '5',
  });
}
