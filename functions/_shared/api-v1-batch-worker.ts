/**
 * The batch worker (docs/decisions/api-batch.md): answers a job's items in order, each as a
 * separate call through the one door of the property API: the item's parameters read like a tool
 * call's and parsed by the endpoint's schema (a bad item fails alone, 400 naming the parameter),
 * then the meter (meteredForUser) with the item's own fingerprint, so the held and no-data rules,
 * the account's credits and the named key's monthly cap apply item by item exactly as for the same
 * GET. Each answer is stored with the job and logged (channel `batch`). Resumable: a job whose
 * worker stopped is taken up again, and an answered item is never answered twice.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REVOKED_KEY_MESSAGE } from '../../src/lib/api/keys/key-messages.ts';
import { V1_ENDPOINTS, type V1Endpoint } from '../../src/lib/api/v1/endpoints.ts';
import { fieldsAsked } from '../../src/lib/api/v1/fields.ts';
import { readToolArguments } from '../../src/lib/api/v1/read-params.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { dataAnswer } from './api-v1-answer.ts';
import { recordCall } from './api-v1-log.ts';
import { trimmedTo } from './api-v1-request.ts';
import { describeError, log } from './log.ts';
import { meteredForUser, type PayingKey } from './meter.ts';
import { locate, parseParams } from './read-request.ts';
import { jsonError } from './respond.ts';

/** Items read from the database at a time. */
const CHUNK = 25;

interface Job {
  id: string;
  user_id: string;
  key_id: string | null;
  endpoint: string;
  request_id: string;
}

/** The key that lets the jobs function start the worker for one job (never taken from a request). */
export function batchWorkerKey(batchId: string, env: Record<string, string | undefined> = process.env): string {
  const secret = env['SUPABASE_SERVICE_ROLE_KEY'] || 'local-batch-key';
  return createHmac('sha256', secret).update(`api-batch:${batchId}`).digest('hex');
}

export function isBatchWorkerKey(batchId: string, given: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(batchWorkerKey(batchId));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where the worker runs: API_BATCH_WORKER_URL, else this site's background function at its
 * configured origin (LOCAL_SITE_URL locally, Netlify's URL, SITE_URL): never from a request.
 */
export function batchWorkerUrl(env: Record<string, string | undefined> = process.env): URL {
  const explicit = env['API_BATCH_WORKER_URL']?.trim();
  if (explicit) return new URL(explicit);
  const origin = env['LOCAL_SITE_URL']?.trim() || env['URL']?.trim() || env['SITE_URL']?.trim() || 'http://localhost:4321';
  return new URL('/.netlify/functions/api-batch-background', origin);
}

/** Starts the worker for a job (it answers 202 at once); a failure is logged and retried by the status call. */
export async function startBatchWorker(batchId: string): Promise<void> {
  try {
    const response = await fetch(batchWorkerUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-batch-key': batchWorkerKey(batchId) },
      body: JSON.stringify({ batchId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 300) log('error', 'api batch worker refused', { batchId, status: response.status });
    await response.body?.cancel();
  } catch (error) {
    log('error', 'api batch worker not started', { batchId, ...describeError(error) });
  }
}

/** The named key's cap as it stands now, or a refusal when it was revoked meanwhile. */
async function payingKey(keyId: string, cost: number, db: SqlClient): Promise<PayingKey | null> {
  const { rows } = await db.query<{ monthly_cap: number | null; spent: number }>(
    `select k.monthly_cap, case when k.cap_month = public.api_cap_month() then k.cap_spent else 0 end as spent
     from public.api_keys k where k.id = $1 and k.revoked_at is null`,
    [keyId],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: keyId, capReached: row.monthly_cap !== null && Number(row.spent) + cost > row.monthly_cap };
}

/** The answer a single call with these parameters would get, through the same door. */
async function itemAnswer(
  job: Job,
  endpoint: V1Endpoint,
  params: ReturnType<typeof readToolArguments>,
  requestId: string,
  db: SqlClient,
) {
  const read = parseParams(
    params,
    { path: `/api/v1${endpoint.path}`, query: endpoint.query },
    { postcodeCode: 'invalid_request', nameInMessage: true },
  );
  if (!read.ok) return read.response;
  const located = await locate(read.query as Record<string, unknown>, db, 'not_found');
  if (!located.ok) return located.response;
  const key = job.key_id ? await payingKey(job.key_id, endpoint.cost, db) : null;
  if (job.key_id && !key) return jsonError(401, 'unauthorized', REVOKED_KEY_MESSAGE);
  const response = await meteredForUser(
    job.user_id,
    { service: endpoint.service, request: read.request },
    null,
    () => dataAnswer(endpoint, located.query, false, db, requestId),
    db,
    key,
  );
  if (response.status === 401) return jsonError(401, 'unauthorized', REVOKED_KEY_MESSAGE);
  const fields = fieldsAsked(located.query);
  return fields ? trimmedTo(response, fields) : response;
}

/** The stored body: the answer's JSON, errors with the item's request id (as every error carries one). */
async function storedBody(response: Response, requestId: string): Promise<{ text: string; code: string | null }> {
  const text = await response.text();
  if (response.status < 400) return { text, code: null };
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const code = typeof body['error'] === 'string' && /^[a-z_]{1,40}$/.test(body['error']) ? body['error'] : 'internal';
    return { text: JSON.stringify({ ...body, requestId: body['requestId'] ?? requestId }), code };
  } catch {
    return {
      text: JSON.stringify({ error: 'internal', message: 'Something went wrong on our side.', requestId }),
      code: 'internal',
    };
  }
}

async function answerOne(job: Job, endpoint: V1Endpoint, position: number, raw: unknown, db: SqlClient): Promise<void> {
  const requestId = `${job.request_id.slice(0, 80)}.${position}`;
  const params = readToolArguments(raw, endpoint);
  let response: Response;
  try {
    response = await itemAnswer(job, endpoint, params, requestId, db);
  } catch (error) {
    log('error', 'api batch item failed', { batchId: job.id, position, ...describeError(error) });
    response = jsonError(503, 'data_unavailable', 'We could not serve this item just now. Send it again in a new batch.');
  }
  const charged = Number(response.headers.get('x-credits-charged') ?? '0');
  const credits = Number.isInteger(charged) && charged > 0 ? charged : 0;
  const { text, code } = await storedBody(response, requestId);
  await db.query('select public.api_batch_answer($1, $2, $3, $4, $5, $6)', [
    job.id,
    position,
    response.status,
    code,
    credits,
    text,
  ]);
  await recordCall(
    {
      caller: { userId: job.user_id, key: job.key_id ? { id: job.key_id } : null },
      channel: 'batch',
      endpoint: endpoint.id,
      params: params.text,
      requestId,
    },
    new Response(null, { status: response.status, headers: { 'x-credits-charged': String(credits) } }),
    db,
  ).catch(() => undefined);
}

/** Runs a job if it is queued (or its worker stopped): what became of it. */
export async function runBatch(batchId: string, db: SqlClient): Promise<'done' | 'skipped'> {
  const { rows } = await db.query<Job>('select id, user_id, key_id, endpoint, request_id from public.api_batch_claim($1)', [
    batchId,
  ]);
  const job = rows[0];
  if (!job) return 'skipped';
  const endpoint = V1_ENDPOINTS.find((e) => e.id === job.endpoint);
  for (;;) {
    const items = await db.query<{ position: number; params: unknown }>(
      'select position, params from public.api_batch_items where batch_id = $1 and status is null order by position limit $2',
      [job.id, CHUNK],
    );
    if (items.rows.length === 0) break;
    for (const item of items.rows) {
      if (!endpoint) {
        const body = JSON.stringify({ error: 'invalid_request', message: `There is no endpoint ${job.endpoint}.` });
        await db.query('select public.api_batch_answer($1, $2, 400, $3, 0, $4)', [
          job.id,
          item.position,
          'invalid_request',
          body,
        ]);
        continue;
      }
      await answerOne(job, endpoint, item.position, item.params, db);
    }
  }
  await db.query('select public.api_batch_finish($1)', [job.id]);
  return 'done';
}
