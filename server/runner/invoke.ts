/**
 * Calls one function in-process the way Netlify does, and makes sure whatever comes back is safe
 * to send: a time limit answered with a JSON 504, anything thrown answered with
 * `{ error: "internal", message, requestId }` (the stack goes to the server log), and no 5xx
 * body that is not the standard JSON error shape (so no stack trace, file path or internal
 * host ever reaches a client).
 */
import { SYNCHRONOUS_FUNCTION_TIMEOUT, BACKGROUND_FUNCTION_TIMEOUT } from '@netlify/functions';
import type { FunctionMatch } from './functions.ts';
import { createLocalContext } from './netlify-context.ts';
import { log } from '../../functions/_shared/log.ts';

export interface InvokeInput {
  match: FunctionMatch;
  request: Request;
  ip: string;
  requestId: string;
  siteUrl: string;
  /** Per-call limit; Netlify's synchronous limit by default. */
  timeoutMs?: number;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function errorJson(status: number, error: string, message: string, requestId: string): Response {
  return new Response(JSON.stringify({ error, message, requestId }), { status, headers: JSON_HEADERS });
}

export function internalErrorResponse(requestId: string): Response {
  return errorJson(500, 'internal', 'Something went wrong on our side. Please try again.', requestId);
}

function logError(msg: string, fields: Record<string, unknown>): void {
  log('error', msg, fields);
}

/** Text that gives away internals: stack frames, file paths, module errors, private hosts. */
const INTERNALS =
  /\bat .+:\d+:\d+|\/(?:work|home|root|usr|tmp|var|opt|srv)\/|node_modules|\.netlify|[A-Z]:\\|Cannot find module|(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]):\d+|\b(?:10|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.\d+\.\d+/i;

/**
 * A 5xx answer as the client may see it: kept when it is JSON `{ error, message }` with no
 * internals in it, otherwise replaced by the standard internal error (and logged).
 */
export async function safeServerError(response: Response, requestId: string, fn: string): Promise<Response> {
  if (response.status < 500) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string' &&
    typeof (body as { message?: unknown }).message === 'string';
  if (shaped && !INTERNALS.test(text)) {
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
  logError('function answered an unsafe 5xx body; replaced', {
    fn,
    requestId,
    status: response.status,
    body: text.slice(0, 2000),
  });
  const replacement =
    response.status === 504 ? errorJson(504, 'timeout', TIMEOUT_MESSAGE, requestId) : internalErrorResponse(requestId);
  for (const [key, value] of response.headers) {
    if (key !== 'content-type' && key !== 'content-length' && !replacement.headers.has(key)) replacement.headers.set(key, value);
  }
  return replacement;
}

const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

export async function invokeFunction(input: InvokeInput): Promise<Response> {
  const { match, request, requestId } = input;
  const fn = match.route.name;
  const pending: Promise<unknown>[] = [];
  const { context, setCookies } = createLocalContext({
    request,
    ip: input.ip,
    requestId,
    params: match.params,
    siteUrl: input.siteUrl,
    pending,
  });

  if (match.route.background) {
    const run = Promise.resolve()
      .then(() => match.route.handler(request, context))
      .catch((error: unknown) => logError('background function failed', { fn, requestId, stack: describe(error) }));
    const limit = setTimeout(
      () => logError('background function over its limit', { fn, requestId }),
      BACKGROUND_FUNCTION_TIMEOUT * 1000,
    );
    void run.finally(() => clearTimeout(limit));
    return new Response(null, { status: 202 });
  }

  const timeoutMs = input.timeoutMs ?? SYNCHRONOUS_FUNCTION_TIMEOUT * 1000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  let response: Response;
  try {
    const result = await Promise.race([Promise.resolve().then(() => match.route.handler(request, context)), timeout]);
    if (result === 'timeout') {
      logError('function timed out', { fn, requestId, timeoutMs });
      response = errorJson(504, 'timeout', TIMEOUT_MESSAGE, requestId);
    } else if (result instanceof Response) {
      response = await safeServerError(result, requestId, fn);
    } else {
      logError('function returned no Response', { fn, requestId });
      response = internalErrorResponse(requestId);
    }
  } catch (error) {
    logError('function threw', { fn, requestId, stack: describe(error) });
    response = internalErrorResponse(requestId);
  } finally {
    clearTimeout(timer);
  }
  for (const promise of pending) {
    promise.catch((error: unknown) => logError('waitUntil task failed', { fn, requestId, stack: describe(error) }));
  }
  if (setCookies.length > 0) {
    response = mutable(response);
    for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  }
  return response;
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** A Response whose headers can be changed (fetch responses have immutable headers). */
export function mutable(response: Response): Response {
  try {
    response.headers.set('x-nf-mutable-check', '1');
    response.headers.delete('x-nf-mutable-check');
    return response;
  } catch {
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
    });
  }
}
