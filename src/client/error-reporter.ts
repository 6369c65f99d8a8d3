/**
 * Client error reporting, production builds only: uncaught errors, console
 * errors, failed network responses, unhandled rejections and resource or video load errors
 * are POSTed to /api/report-error. Skipped: 429s, calls to the report endpoint itself, console
 * errors about auth or rate limits, elements marked `data-report-ignore` (the analytics
 * script), and anything from another site (map tiles, analytics: their failures are not ours).
 * Repeats are dropped for 1000 ms (console, uncaught) or 5000 ms (network, resources). The
 * reporter keeps under the endpoint's rate limit and, should it still answer 429, falls silent
 * until Retry-After: it never causes, nor reports, its own 429s.
 */
import {
  CONSOLE_ARGS_LIMIT,
  DEDUPE_WINDOW_MS,
  REPORT_ENDPOINT,
  createDeduper,
  describeConsoleArg,
  isReportableConsoleError,
  isReportableNetworkFailure,
  isReportableResourceFailure,
  REPORT_BACKOFF_MS,
  REPORTS_PER_MINUTE,
} from '../lib/api/report-rules.ts';
import { describeUserAgent } from '../lib/api/user-agent.ts';

/** The parts of `window` the reporter uses (a fake in tests). */
export interface ReporterHost extends EventTarget {
  location: { href: string; pathname: string; origin: string };
  navigator: { userAgent: string };
  screen?: { width: number; height: number };
  innerWidth: number;
  innerHeight: number;
  console: { error: (...args: unknown[]) => void };
  fetch: typeof fetch;
}

export interface ReporterOptions {
  /** The visitor's analytics id, when there is one. */
  getDistinctId?: () => string | null;
  now?: () => number;
}

type ReportType = 'client' | 'console' | 'network' | 'unhandledrejection' | 'resource' | 'video';

interface Report {
  type: ReportType;
  error: string;
  message: string;
  stack?: string | undefined;
  extra?: Record<string, unknown>;
}

/** Most reports one page sends, whatever happens (a runaway loop must not flood the endpoint). */
export const MAX_REPORTS_PER_PAGE = 50;

const IGNORED_MESSAGES = /ResizeObserver loop|^Script error\.?$/;

/** Hooks the reporter into `host`; returns a function that removes every hook. */
export function createErrorReporter(host: ReporterHost, options: ReporterOptions = {}): () => void {
  const originalFetch = host.fetch;
  const originalConsoleError = host.console.error;
  const allow = createDeduper(options.now);
  const now = () => options.now?.() ?? Date.now();
  let sent = 0;
  let quietUntil = 0;
  const recent: number[] = [];

  /** Under the endpoint's limit: at most REPORTS_PER_MINUTE in any minute, and nothing while backing off. */
  function withinBudget(): boolean {
    const time = now();
    if (time < quietUntil) return false;
    while (recent.length > 0 && time - recent[0]! >= 60_000) recent.shift();
    if (recent.length >= REPORTS_PER_MINUTE) return false;
    recent.push(time);
    return true;
  }

  function send(report: Report, dedupeKey: string, windowMs: number): void {
    if (sent >= MAX_REPORTS_PER_PAGE || !allow(dedupeKey, windowMs) || !withinBudget()) return;
    sent += 1;
    const { browser, os } = describeUserAgent(host.navigator.userAgent);
    const body = {
      type: report.type,
      error: report.error.slice(0, 200),
      message: report.message.slice(0, 2000),
      stack: report.stack?.slice(0, 8000),
      url: host.location.href,
      path: host.location.pathname,
      distinctId: options.getDistinctId?.() ?? null,
      timestamp: new Date(options.now?.() ?? Date.now()).toISOString(),
      details: {
        browser,
        os,
        screen: host.screen ? `${host.screen.width}x${host.screen.height}` : null,
        viewport: `${host.innerWidth}x${host.innerHeight}`,
        ...report.extra,
      },
    };
    originalFetch
      .call(host, REPORT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      })
      .then((response: Response) => {
        if (response.status !== 429) return;
        const seconds = Number(response.headers.get('retry-after'));
        quietUntil = now() + (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : REPORT_BACKOFF_MS);
      })
      .catch(() => undefined);
  }

  function onError(event: Event): void {
    const target = event.target as (Element & { src?: string; href?: string; currentSrc?: string }) | null;
    if (target && target !== (host as EventTarget) && typeof target.tagName === 'string') {
      if (target.hasAttribute?.('data-report-ignore')) return;
      const tag = target.tagName.toLowerCase();
      if (!isReportableResourceFailure(target.currentSrc || target.src || target.href || '', host.location.origin)) return;
      const isMedia =
        tag === 'video' || tag === 'audio' || (tag === 'source' && target.parentElement?.tagName.toLowerCase() === 'video');
      const source = target.currentSrc || target.src || target.href || '';
      const type: ReportType = isMedia ? 'video' : 'resource';
      send(
        { type, error: 'ResourceError', message: `Failed to load <${tag}> ${source}`.trim(), extra: { source } },
        `${type}:${source}`,
        DEDUPE_WINDOW_MS.network,
      );
      return;
    }
    const { error, message } = event as ErrorEvent;
    const text = error instanceof Error ? error.message : String(message ?? 'Unknown error');
    if (IGNORED_MESSAGES.test(text)) return;
    const name = error instanceof Error ? error.name : 'Error';
    send(
      { type: 'client', error: name, message: text, stack: error instanceof Error ? error.stack : undefined },
      `client:${name}:${text}`,
      DEDUPE_WINDOW_MS.console,
    );
  }

  function onRejection(event: Event): void {
    const reason = (event as PromiseRejectionEvent).reason as unknown;
    const name = reason instanceof Error ? reason.name : 'UnhandledRejection';
    const text = reason instanceof Error ? reason.message : describeConsoleArg(reason);
    send(
      { type: 'unhandledrejection', error: name, message: text, stack: reason instanceof Error ? reason.stack : undefined },
      `rejection:${name}:${text}`,
      DEDUPE_WINDOW_MS.console,
    );
  }

  function consoleError(...args: unknown[]): void {
    originalConsoleError.apply(host.console, args);
    const parts = args.slice(0, CONSOLE_ARGS_LIMIT).map((arg) => describeConsoleArg(arg));
    const text = parts.join(' ');
    if (!isReportableConsoleError(text)) return;
    const firstError = args.find((arg): arg is Error => arg instanceof Error);
    send(
      { type: 'console', error: 'ConsoleError', message: text, stack: firstError?.stack, extra: { consoleArgs: parts } },
      `console:${text.slice(0, 500)}`,
      DEDUPE_WINDOW_MS.console,
    );
  }

  async function reportingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const where = safePath(url, host.location.origin);
    try {
      const response = await originalFetch.call(host, input, init);
      if (!response.ok && isReportableNetworkFailure(url, response.status, host.location.origin)) {
        const message = `${method} ${where} answered ${response.status}`;
        send(
          { type: 'network', error: 'NetworkError', message, extra: { method, status: response.status, source: where } },
          `network:${message}`,
          DEDUPE_WINDOW_MS.network,
        );
      }
      return response;
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      if (!aborted && isReportableNetworkFailure(url, 0, host.location.origin)) {
        const message = `${method} ${where} failed: ${error instanceof Error ? error.message : String(error)}`;
        send(
          { type: 'network', error: 'NetworkError', message, extra: { method, status: 0, source: where } },
          `network:${method} ${where}:failed`,
          DEDUPE_WINDOW_MS.network,
        );
      }
      throw error;
    }
  }

  host.addEventListener('error', onError, true);
  host.addEventListener('unhandledrejection', onRejection);
  host.console.error = consoleError;
  host.fetch = reportingFetch as typeof fetch;
  return () => {
    host.removeEventListener('error', onError, true);
    host.removeEventListener('unhandledrejection', onRejection);
    host.console.error = originalConsoleError;
    host.fetch = originalFetch;
  };
}

/** Origin and path of a URL, without query or hash (they may carry tokens). */
function safePath(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'unknown-url';
  }
}

let uninstall: (() => void) | undefined;

/** Starts reporting in production builds (`import.meta.env.PROD`); does nothing elsewhere or when already started. */
export function installErrorReporter(options: ReporterOptions = {}): void {
  if (!import.meta.env.PROD || typeof window === 'undefined' || uninstall) return;
  uninstall = createErrorReporter(window as unknown as ReporterHost, options);
}
