/**
 * Browser HTTP helper: one retry on 408, 409, 425, 429, 500, 502,
 * 503 or 504, for non-write methods only (GET, HEAD, OPTIONS); writes are never repeated
 * automatically. The retry waits Retry-After (capped at 5 s) or 300 ms.
 */
import { retryDelayMs, shouldRetry } from '../lib/api/retry-policy.ts';

export interface HttpDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `fetch` with the retry rule above. Network errors and aborts are not retried. */
export async function httpRequest(input: string | URL, init: RequestInit = {}, deps: HttpDeps = {}): Promise<Response> {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const method = (init.method ?? 'GET').toUpperCase();
  const first = await doFetch(input, init);
  if (!shouldRetry(method, first.status) || init.signal?.aborted) return first;
  await first.body?.cancel().catch(() => undefined);
  await (deps.sleep ?? defaultSleep)(retryDelayMs(first.headers.get('retry-after')));
  return doFetch(input, init);
}

/** A response's status with its JSON body, or null when the body is not JSON. */
export interface JsonAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * {@link httpRequest} that reads the body as JSON. Rejects only when the network fails;
 * HTTP errors come back as `{ ok: false, status, body }` (body usually `{ error, message }`).
 */
export async function requestJson(input: string | URL, init: RequestInit = {}, deps: HttpDeps = {}): Promise<JsonAnswer> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const response = await httpRequest(input, { ...init, headers }, deps);
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body };
}
