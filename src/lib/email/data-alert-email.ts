import { BRAND } from '../site/brand.ts';
import type { EmailMessage } from './email-message.ts';
import { escapeHtml } from './escape-html.ts';

export interface DataAlertInput {
  /** The operator's inbox. */
  to: string;
  /** What happened, one line per source ("price-paid-monthly: overdue 9 days (due 2026-11-20)"). */
  lines: string[];
  kind: 'overdue' | 'held' | 'failed';
}

const SUBJECTS: Record<DataAlertInput['kind'], string> = {
  overdue: 'Open data overdue',
  held: 'Open data release held for review',
  failed: 'Open data refresh failed',
};

/**
 * The operator's alert from `npm run data:refresh`: which sources are overdue, held or failing.
 * Readers keep the last good data meanwhile; the body says where the run's report is.
 */
export function dataAlertEmail(input: DataAlertInput): EmailMessage {
  const subject = `${SUBJECTS[input.kind]}: ${input.lines.length} source${input.lines.length === 1 ? '' : 's'} (${BRAND.name})`;
  const footer =
    'Readers keep getting the last good data. Details: `npm run data:refresh -- --status` (open_data.refresh_runs), docs/data-import.md.';
  const text = [`${SUBJECTS[input.kind]}:`, '', ...input.lines.map((l) => `- ${l}`), '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827">
<p><strong>${escapeHtml(SUBJECTS[input.kind])}</strong></p>
<ul>${input.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(footer)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
