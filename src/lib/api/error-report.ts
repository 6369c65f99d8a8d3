import { z } from 'zod';
import { scrubText, scrubValue } from './scrub.ts';

/** Per-field caps (characters) for stored error reports; longer text is cut, not refused. */
export const REPORT_LIMITS = {
  error: 200,
  message: 2000,
  stack: 8000,
  url: 2048,
  path: 1024,
  distinctId: 200,
  detail: 500,
  consoleArgs: 5,
  consoleArg: 1000,
} as const;

/** The kinds of report the client error reporter sends. */
export const ERROR_REPORT_TYPES = ['client', 'console', 'network', 'unhandledrejection', 'resource', 'video', 'manual'] as const;

const capped = (field: string, max: number) => z.string({ error: `${field} must be text.` }).transform((s) => s.slice(0, max));
const optionalText = (field: string, max: number) => capped(field, max).nullish();

const details = z
  .object(
    {
      browser: optionalText('details.browser', REPORT_LIMITS.detail),
      os: optionalText('details.os', REPORT_LIMITS.detail),
      screen: optionalText('details.screen', REPORT_LIMITS.detail),
      viewport: optionalText('details.viewport', REPORT_LIMITS.detail),
      source: optionalText('details.source', REPORT_LIMITS.detail),
      method: optionalText('details.method', 16),
      status: z.number({ error: 'details.status must be a number.' }).int().min(0).max(999).nullish(),
      consoleArgs: z
        .array(capped('details.consoleArgs[]', REPORT_LIMITS.consoleArg), {
          error: 'details.consoleArgs must be a list of text.',
        })
        .max(50, 'details.consoleArgs has too many items.')
        .transform((args) => args.slice(0, REPORT_LIMITS.consoleArgs))
        .nullish(),
    },
    { error: 'details must be an object.' },
  )
  .nullish();

const timestamp = z
  .union([z.string(), z.number()], { error: 'timestamp must be an ISO date or milliseconds since 1970.' })
  .transform((value, ctx) => {
    const date = new Date(value);
    const time = date.getTime();
    if (Number.isNaN(time) || time < Date.UTC(2020, 0, 1) || time > Date.UTC(2100, 0, 1)) {
      ctx.addIssue({ code: 'custom', message: 'timestamp must be a real date.' });
      return z.NEVER;
    }
    return date.toISOString();
  })
  .nullish();

/** POST /api/report-error body. */
export const reportErrorBody = z
  .object(
    {
      error: optionalText('error', REPORT_LIMITS.error),
      message: optionalText('message', REPORT_LIMITS.message),
      stack: optionalText('stack', REPORT_LIMITS.stack),
      url: optionalText('url', REPORT_LIMITS.url),
      path: optionalText('path', REPORT_LIMITS.path),
      distinctId: optionalText('distinctId', REPORT_LIMITS.distinctId),
      details,
      timestamp,
      type: z.enum(ERROR_REPORT_TYPES, { error: `type must be one of: ${ERROR_REPORT_TYPES.join(', ')}.` }).nullish(),
    },
    { error: 'Send a JSON object with at least error or message.' },
  )
  .refine((body) => Boolean(body.error?.trim() || body.message?.trim()), {
    message: 'error or message must be given.',
    path: ['message'],
  });

export type ReportErrorBody = z.infer<typeof reportErrorBody>;

/** A row of public.error_reports. */
export interface ErrorReportRow {
  error: string | null;
  message: string | null;
  stack: string | null;
  url: string | null;
  path: string | null;
  distinct_id: string | null;
  details: Record<string, unknown> | null;
  type: string | null;
  client_timestamp: string | null;
}

const clean = (value: string | null | undefined): string | null => (value && value.trim() ? scrubText(value) : null);

/** The row to store for a validated report: secrets scrubbed, empty text stored as null. */
export function toErrorReportRow(body: ReportErrorBody): ErrorReportRow {
  const detailEntries = Object.entries(body.details ?? {}).filter(([, value]) => value !== null && value !== undefined);
  return {
    error: clean(body.error),
    message: clean(body.message),
    stack: clean(body.stack),
    url: clean(body.url),
    path: clean(body.path),
    distinct_id: clean(body.distinctId),
    details: detailEntries.length > 0 ? (scrubValue(Object.fromEntries(detailEntries)) as Record<string, unknown>) : null,
    type: body.type ?? null,
    client_timestamp: body.timestamp ?? null,
  };
}
