/**
 * Telling the operator, once per event: a release held for review (each release once) or a
 * source whose refresh starts failing (on the change of state, not on every run after), and a source overdue
 * by more than its cadence plus seven days (once, until a new release loads: the refresh clears
 * `overdue_alerted_at` then). Each alert is an email to DATA_ALERT_TO (else CONTACT_TO, else the
 * support inbox) through the product's mailer and a line in the log.
 */
import type { Database } from '../../../server/db/database.ts';
import { emailSender } from '../../../functions/_shared/email-transport.ts';
import { log as serverLog } from '../../../functions/_shared/log.ts';
import { daysLate, isOverdue } from '../../../src/lib/data/refresh/cadence.ts';
import { dataAlertEmail, type DataAlertInput } from '../../../src/lib/email/data-alert-email.ts';
import { BRAND } from '../../../src/lib/site/brand.ts';
import type { StoredRelease } from './release-store.ts';
import type { Outcome } from './run-refresh.ts';

const inbox = () => process.env['DATA_ALERT_TO']?.trim() || process.env['CONTACT_TO']?.trim() || BRAND.supportEmail;

async function send(kind: DataAlertInput['kind'], lines: string[], log: (line: string) => void): Promise<void> {
  serverLog(kind === 'overdue' || kind === 'failed' ? 'error' : 'warn', `open data ${kind}`, { sources: lines });
  log(`ALERT (${kind}) sent to ${inbox()}: ${lines.join('; ')}`);
  try {
    await emailSender()(dataAlertEmail({ to: inbox(), lines, kind }));
  } catch (error) {
    serverLog('error', 'open data alert email not sent', { errorMessage: (error as Error).message });
  }
}

/** Emails when this run put the source into a held or failed state it was not in before. */
export async function notifyOutcome(previous: StoredRelease, outcome: Outcome, log: (line: string) => void): Promise<void> {
  // A release held again on a later run is not news; a newer release held is.
  if (outcome.status === 'held' && outcome.again !== true)
    await send('held', [`${outcome.source}: ${outcome.release} held: ${outcome.reasons.join('; ')}`], log);
  if (outcome.status === 'failed' && previous.status !== 'failed')
    await send('failed', [`${outcome.source}: ${outcome.error}`], log);
}

/** Emails once about every source overdue by more than its cadence plus the grace days. */
export async function alertOverdue(db: Database, now: Date, log: (line: string) => void): Promise<number> {
  const { rows } = await db.query<{ source: string; next_due: string | Date | null; release_name: string | null }>(
    'select source, next_due, release_name from open_data.data_releases where overdue_alerted_at is null and next_due is not null',
  );
  const due = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
  const overdue = rows.filter((r) => r.next_due !== null && isOverdue(due(r.next_due), now));
  if (overdue.length === 0) return 0;
  const lines = overdue.map((r) => {
    const day = due(r.next_due as string | Date);
    return `${r.source}: next release was due ${day}, ${daysLate(day, now)} days ago (holding ${r.release_name ?? 'nothing'})`;
  });
  await send('overdue', lines, log);
  await db.query('update open_data.data_releases set overdue_alerted_at = now() where source = any($1::text[])', [
    overdue.map((r) => r.source),
  ]);
  return overdue.length;
}
