/** Statuses worth one retry. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Methods that change something on the server; never retried automatically. */
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Default wait before the retry, and the most a Retry-After header may stretch it to. */
export const RETRY_DELAY_MS = 300;
export const RETRY_MAX_DELAY_MS = 5000;

/** True for POST, PUT, PATCH and DELETE (any letter case). */
export function isWriteMethod(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

/** True when a response with `status` to a `method` request should be retried (once). */
export function shouldRetry(method: string, status: number): boolean {
  return !isWriteMethod(method) && RETRY_STATUSES.has(status);
}

/**
 * Milliseconds to wait before the retry: the Retry-After header (seconds or an HTTP date)
 * when present and sane, capped at RETRY_MAX_DELAY_MS; otherwise RETRY_DELAY_MS.
 */
export function retryDelayMs(retryAfter: string | null, now: number = Date.now()): number {
  if (!retryAfter) return RETRY_DELAY_MS;
  const seconds = Number(retryAfter);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
  if (!Number.isFinite(ms) || ms < 0) return RETRY_DELAY_MS;
  return Math.min(ms, RETRY_MAX_DELAY_MS);
}
