/**
 * Sizes a request may have before any function does work on it (docs/decisions/security.md,
 * "Request size limits"). Checked once, in the shared function wrapper (functions/_shared/handler.ts).
 */

/**
 * The longest request target (path and query string, as sent) any function answers: 2,000
 * characters. Longer ones are refused with 414 `uri_too_long` before the handler runs. The
 * number is the database's own bound on a stored request (paid_answers.request_path), so a request
 * the wrapper lets through can always be stored; browsers and CDNs accept far longer URLs.
 */
export const MAX_REQUEST_TARGET = 2000;

/** The length of a URL's request target: everything after the origin ("/api/x?postcode=…"). */
export function requestTargetLength(url: string): number {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed ? url.length - parsed.origin.length : url.length;
}

/** Whether a URL is too long to answer (see {@link MAX_REQUEST_TARGET}). */
export function isUriTooLong(url: string, limit = MAX_REQUEST_TARGET): boolean {
  return requestTargetLength(url) > limit;
}
