import type { Config } from '@netlify/functions';
import { isBatchWorkerKey, runBatch } from './_shared/api-v1-batch-worker.ts';
import { withLogging } from './_shared/handler.ts';
import { jsonError, jsonResponse } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The batch worker of the property API, a Netlify background function (answers 202 at once, runs up
 * to 15 minutes): POST `{ batchId }` with `x-batch-key` from the API function. Only a queued job
 * (or one whose worker stopped) runs; see functions/_shared/api-v1-batch-worker.ts.
 */
export default withLogging('api-batch-background', async (request) => {
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.');
  const body = (await request.json().catch(() => null)) as { batchId?: unknown } | null;
  const batchId = typeof body?.batchId === 'string' && UUID.test(body.batchId) ? body.batchId : null;
  if (!batchId) return jsonError(400, 'invalid_request', 'batchId is required.');
  if (!isBatchWorkerKey(batchId, request.headers.get('x-batch-key') ?? ''))
    return jsonError(403, 'forbidden', 'This job cannot be started from here.');
  return jsonResponse(200, { outcome: await runBatch(batchId, sqlClient()) });
});

export const config: Config = {};
