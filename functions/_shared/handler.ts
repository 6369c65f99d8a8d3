import type { Context } from '@netlify/functions';
import { API_SECURITY_HEADERS } from '../../src/lib/site/security-headers.ts';
import { describeError, log } from './log.ts';
import { internalError, serviceUnavailable } from './respond.ts';
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
 * Wraps an endpoint: logs one structured line per request (function, method, status,
 * duration, request id), turns anything thrown into 500 `{ error: "internal", message,
 * requestId }` (503 for missing Supabase configuration or an unreachable Supabase) with the stack in the server log only,
 * and adds the security headers Netlify's custom headers cannot add to function answers.
 */
export function withLogging(name: string, handler: Handler): Handler {
  return async (request, context) => {
    const started = performance.now();
    const requestId = requestIdOf(context);
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      log('error', 'unhandled function error', { fn: name, method: request.method, requestId, ...describeError(error) });
      response =
        error instanceof SupabaseConfigError || error instanceof UpstreamUnavailableError
          ? serviceUnavailable()
          : internalError(requestId);
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const level = response.status >= 500 ? 'error' : 'info';
    log(level, 'request', { fn: name, method: request.method, status: response.status, ms, requestId });
    return withSecurityHeaders(response);
  };
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
