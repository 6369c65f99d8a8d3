import type { Config } from '@netlify/functions';
import { withLogging } from './_shared/handler.ts';
import { log } from './_shared/log.ts';
import { jsonResponse } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';
import { renderDeps, sweepOrphanedJobs } from './_shared/staging/render.ts';

/**
 * A Netlify scheduled function (every minute; the local runner calls it on the same schedule):
 * refunds and closes staging jobs whose worker died (so no credit is held and the active-job
 * limit frees up within a minute of a job being orphaned), deletes error reports older than 30
 * days, prunes saved answers' bodies after 90 days, the API request log after 90 days and old
 * rate-limit windows.
 */
export default withLogging('housekeeping', async () => {
  const db = sqlClient();
  const refunded = await sweepOrphanedJobs(db, renderDeps(db).timeoutSeconds);
  const { rows } = await db.query<{ error_reports: number; answer_bodies: number; rate_windows: number }>(
    'select error_reports, answer_bodies, rate_windows from public.housekeeping()',
  );
  const pruned = await db.query<{ n: number }>('select public.api_request_log_prune() as n');
  const batches = await db.query<{ n: number }>('select public.api_batches_prune() as n');
  const removed = {
    refundedJobs: refunded,
    ...rows[0],
    apiRequestLog: Number(pruned.rows[0]?.n ?? 0),
    apiBatches: Number(batches.rows[0]?.n ?? 0),
  };
  if (Object.values(removed).some((n) => Number(n) > 0)) log('info', 'housekeeping', removed);
  return jsonResponse(200, removed);
});

export const config: Config = { schedule: '* * * * *' };
