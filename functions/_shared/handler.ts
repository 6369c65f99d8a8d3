import type { Context } from '@netlify/functions';
import { errorBodyWithRequestId } from '../../src/lib/api/http/error-request-id.ts';
import { isUriTooLong, MAX_REQUEST_TARGET } from '../../src/lib/api/http/request-limits.ts';
import { API_SECURITY_HEADERS } from '../../src/lib/site/security-headers.ts';
import { describeError, log } from './log.ts';
import { internalError, jsonError, serviceUnavailable } from './respond.ts';
import { SupabaseConfigError, UpstreamUnavailableError } from './supabase-admin.ts';

/**
 * A function's entry: Netlify calls it with the standard Request and its Context (client `ip`,
 * `requestId`, path `params`, `cookies`, `geo`). Unit tests may leave the context out.
 */
export type Handler = (request: Request, context?: Context) => Promise<Response>;

/** The request id Netlify gave this call, else a fresh one (tests, direct calls). */
export function requestIdOf(context: Context | undefined): string {
  return context?.requestId || crypto.randomUUID();
}

/**
 * Wraps an endpoint: refuses a request target longer than MAX_REQUEST_TARGET with 414
 * `uri_too_long` before the handler runs; logs one structured line per request (function, method,
 * status, duration, request id); turns anything thrown into 500 `{ error: "internal", message,
 * requestId }` (503 for missing Supabase configuration or an unreachable Supabase) with the stack
 * in the server log only; gives every answer an `x-request-id` header and every JSON error body
 * the same `requestId`; and adds the security headers Netlify's custom headers cannot add to
 * function answers.
 */
export function withLogging(name: string, handler: Handler): Handler {
  return async (request, context) => {
    const started = performance.now();
    const requestId = requestIdOf(context);
    let response: Response;
    if (isUriTooLong(request.url)) {
      response = uriTooLong();
    } else {
      try {
        response = await handler(request, context);
      } catch (error) {
        log('error', 'unhandled function error', { fn: name, method: request.method, requestId, ...describeError(error) });
        response =
          error instanceof SupabaseConfigError || error instanceof UpstreamUnavailableError
            ? serviceUnavailable()
            : internalError(requestId);
      }
    }
    response = await withRequestId(response, requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const level = response.status >= 500 ? 'error' : 'info';
    log(level, 'request', { fn: name, method: request.method, status: response.status, ms, requestId });
    return withSecurityHeaders(response);
  };
}

/** 414 for a request target past {@link MAX_REQUEST_TARGET}: nothing was read or computed. */
function uriTooLong(): Response {
  return jsonError(
    414,
    'uri_too_long',
    `The address is longer than ${MAX_REQUEST_TARGET.toLocaleString('en-GB')} characters. Send a shorter query.`,
  );
}

/**
 * The response with an `x-request-id` header (its own when the handler set one, else `requestId`)
 * and, when it is a JSON error, the same id in its body (src/lib/api/http/error-request-id.ts).
 */
async function withRequestId(response: Response, requestId: string): Promise<Response> {
  const id = response.headers.get('x-request-id') || requestId;
  const isJsonError =
    response.status >= 400 && response.body !== null && /json/i.test(response.headers.get('content-type') ?? '');
  let body: Record<string, unknown> | null = null;
  if (isJsonError) {
    const text = await response.clone().text();
    try {
      body = errorBodyWithRequestId(JSON.parse(text), id);
    } catch {
      body = null;
    }
  }
  if (!body) {
    if (response.headers.get('x-request-id') === id) return response;
    return withHeader(response, 'x-request-id', id);
  }
  const headers = new Headers(response.headers);
  headers.set('x-request-id', id);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** The response with the API security headers it does not already carry. */
export function withSecurityHeaders(response: Response): Response {
  const missing = Object.entries(API_SECURITY_HEADERS).filter(([key]) => !response.headers.has(key));
  if (missing.length === 0) return response;
  try {
    for (const [key, value] of missing) response.headers.set(key, value);
    return response;
  } catch {
    // Immutable headers (e.g. a Response from fetch): copy into a new Response.
    const headers = new Headers(response.headers);
    for (const [key, value] of missing) headers.set(key, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
