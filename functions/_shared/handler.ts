import { describeError, log } from './log.ts';
import { internalError, serviceUnavailable } from './respond.ts';
import { SupabaseConfigError } from './supabase-admin.ts';

export type Handler = (request: Request) => Promise<Response>;

/**
 * Wraps an endpoint: logs one structured line per request (function, method, status,
 * duration) and turns anything thrown into a 500 (503 for missing Supabase configuration)
 * with the standard error shape; the stack goes to the server log, never to the client.
 */
export function withLogging(name: string, handler: Handler): Handler {
  return async (request) => {
    const started = performance.now();
    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      log('error', 'unhandled function error', { fn: name, method: request.method, ...describeError(error) });
      response = error instanceof SupabaseConfigError ? serviceUnavailable() : internalError();
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log(response.status >= 500 ? 'error' : 'info', 'request', { fn: name, method: request.method, status: response.status, ms });
    return response;
  };
}
