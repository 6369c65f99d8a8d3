import type { Config } from '@netlify/functions';
import { timingSafeEqual } from 'node:crypto';
import { withLogging } from './_shared/handler.ts';
import { jsonError, jsonResponse } from './_shared/respond.ts';
import { renderDeps, renderJob } from './_shared/staging/render.ts';
import { renderKey } from './_shared/staging/storage.ts';
import { sqlClient } from './_shared/sql-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The staging render worker, a Netlify background function (answers 202 at once, runs up to 15
 * minutes): POST `{ jobId }` with `x-render-key` from the jobs function. Only a queued job runs,
 * once; see functions/_shared/staging/render.ts.
 */
export default withLogging('staging-render-background', async (request) => {
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.');
  const body = (await request.json().catch(() => null)) as { jobId?: unknown } | null;
  const jobId = typeof body?.jobId === 'string' && UUID.test(body.jobId) ? body.jobId : null;
  if (!jobId) return jsonError(400, 'invalid_request', 'jobId is required.');
  if (!sameKey(request.headers.get('x-render-key') ?? '', renderKey(jobId))) {
    return jsonError(403, 'forbidden', 'This job cannot be started from here.');
  }
  const outcome = await renderJob(jobId, renderDeps(sqlClient()));
  return jsonResponse(200, { outcome });
});

export const config: Config = {};
