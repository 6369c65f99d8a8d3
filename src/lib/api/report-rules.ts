/**
 * Which client-side problems the error reporter sends, and how often.
 * Pure rules: the browser wiring lives in src/client/error-reporter.ts.
 */

/** Repeats of the same report inside these windows are dropped. */
export const DEDUPE_WINDOW_MS = { console: 1000, network: 5000 } as const;

/** How many console.error arguments a report carries. */
export const CONSOLE_ARGS_LIMIT = 5;

/** The report endpoint itself; its own failures are never reported (no loops). */
export const REPORT_ENDPOINT = '/api/report-error';

const AUTH_OR_RATE_LIMIT =
  /\b(?:auth(?!or)\w*|unauthori[sz]ed|jwt|refresh[\s_-]?token|rate[\s_-]?limit\w*|too many requests|429)\b/i;

/** Console errors about auth or rate limits are not reported. */
export function isReportableConsoleError(text: string): boolean {
  return !AUTH_OR_RATE_LIMIT.test(text);
}

/**
 * Whether a URL is on another site (map tiles, analytics, fonts): its failures are that site's or
 * the network's, not ours, and reporting them only floods the report endpoint.
 */
export function isThirdParty(url: string, origin: string): boolean {
  if (!url) return false;
  try {
    return new URL(url, origin).origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}

/** Failed responses are reported except 429s, calls to the report endpoint and requests to other sites. */
export function isReportableNetworkFailure(requestUrl: string, status: number, origin: string): boolean {
  if (status === 429 || isThirdParty(requestUrl, origin)) return false;
  try {
    return new URL(requestUrl, origin).pathname !== REPORT_ENDPOINT;
  } catch {
    return true;
  }
}

/** Failed images, scripts and media are reported only when they are the site's own. */
export function isReportableResourceFailure(source: string, origin: string): boolean {
  return !isThirdParty(source, origin);
}

/**
 * Reports one page may send a minute: half the endpoint's limit per address (RATE_RULES.reportError,
 * 20 a minute), so a page never meets the endpoint's 429, which the browser would log as an error.
 */
export const REPORTS_PER_MINUTE = 10;

/** How long to stay quiet after the endpoint answers 429 without Retry-After. */
export const REPORT_BACKOFF_MS = 60_000;

/**
 * Drops a report when one with the same key was sent inside its window. Keys older than the
 * longest window are forgotten so the map stays small.
 */
export function createDeduper(now: () => number = Date.now): (key: string, windowMs: number) => boolean {
  const lastSent = new Map<string, number>();
  const longest = Math.max(...Object.values(DEDUPE_WINDOW_MS));
  return (key, windowMs) => {
    const time = now();
    for (const [k, at] of lastSent) if (time - at >= longest) lastSent.delete(k);
    const previous = lastSent.get(key);
    if (previous !== undefined && time - previous < windowMs) return false;
    lastSent.set(key, time);
    return true;
  };
}

/** Text for one console argument: strings as-is, errors as "Name: message", else JSON (capped). */
export function describeConsoleArg(arg: unknown, max = 1000): string {
  let text: string;
  if (typeof arg === 'string') text = arg;
  else if (arg instanceof Error) text = `${arg.name}: ${arg.message}`;
  else {
    try {
      text = JSON.stringify(arg) ?? String(arg);
    } catch {
      text = String(arg);
    }
  }
  return text.slice(0, max);
}
