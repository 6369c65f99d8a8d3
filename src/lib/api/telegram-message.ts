import type { ErrorReportRow } from './error-report.ts';

/** Telegram's message limit is 4096 characters; stay under it. */
const MAX_MESSAGE = 3800;

/** Plain-text Telegram notification for a stored error report (already scrubbed). */
export function formatErrorReportMessage(row: ErrorReportRow, site: string): string {
  const details = row.details ?? {};
  const lines = [
    `⚠️ ${site} ${row.type ?? 'client'} error`,
    `${row.error ?? 'Error'}: ${row.message ?? ''}`.trim(),
    row.path ? `Path: ${row.path}` : '',
    row.url ? `URL: ${row.url}` : '',
    typeof details['browser'] === 'string' ? `Browser: ${details['browser']} on ${String(details['os'] ?? 'unknown OS')}` : '',
    row.distinct_id ? `User: ${row.distinct_id}` : '',
    row.stack ? `\n${row.stack.split('\n').slice(0, 8).join('\n')}` : '',
  ];
  return lines.filter(Boolean).join('\n').slice(0, MAX_MESSAGE);
}
