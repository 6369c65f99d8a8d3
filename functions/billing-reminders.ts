import type { Config } from '@netlify/functions';
import { sendPendingBillingEmails } from './_shared/billing/emails.ts';
import { withLogging } from './_shared/handler.ts';
import { log } from './_shared/log.ts';
import { jsonResponse } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';

/**
 * Scheduled hourly (Netlify's scheduler; the local runner's the same way): queues the
 * reminders that are due (trial ending in 3 days, trial ended, yearly renewal in 7 days; once
 * each, and only the ones the person has not switched off), then sends every pending billing
 * email, including any whose first send failed.
 */
export default withLogging('billing-reminders', async () => {
  const db = sqlClient();
  const { rows } = await db.query<{ queued: number }>('select public.queue_billing_reminders() as queued');
  const result = { queued: rows[0]?.queued ?? 0, ...(await sendPendingBillingEmails(db, { limit: 100 })) };
  if (result.queued || result.sent || result.failed) log('info', 'billing reminders', result);
  return jsonResponse(200, result);
});

export const config: Config = { schedule: '@hourly' };
