/**
 * Batch jobs of the property API v1 (docs/decisions/api-batch.md), behind the same key checks,
 * limits and request log as single calls (`admit`):
 * - `POST /api/v1/batch` `{ endpoint, items }`: the job is stored and its worker started; 202 with
 *   its status and `Location`. Idempotency-Key as Stripe: the same key with the same body within 24
 *   hours returns the same job (`Idempotent-Replayed: true`), another body 422 idempotency_key_reused.
 * - `GET /api/v1/batch/{id}`: the job and its progress (done of total); free.
 * - `GET /api/v1/batch/{id}/results?format=ndjson|csv&cursor=&limit=`: the answers so far in item
 *   order; free (the items were charged as they were answered).
 * Only the account that made a job sees it (another account's id is 404). The sandbox has no
 * account to hold a job: 403 sandbox_restricted.
 */
import { createHash } from 'node:crypto';
import { endpointNotAllowedMessage } from '../../src/lib/api/keys/key-messages.ts';
import { batchStatusOf, type BatchRow } from '../../src/lib/api/v1/batch/batch-status.ts';
import { canonicalJson, MAX_BATCH_BYTES, readBatchBody } from '../../src/lib/api/v1/batch/batch-request.ts';
import { batchResultsQuery, resultsPage, type AnsweredItem } from '../../src/lib/api/v1/batch/batch-results.ts';
import { V1_ENDPOINTS } from '../../src/lib/api/v1/endpoints.ts';
import { readQueryParams } from '../../src/lib/api/v1/read-params.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { keyAllows, type ApiCaller } from './api-v1-caller.ts';
import { admit } from './api-v1-request.ts';
import { startBatchWorker } from './api-v1-batch-worker.ts';
import { isValidIdempotencyKey } from './meter.ts';
import { METER_MESSAGES } from '../../src/lib/api/meter-messages.ts';
import { jsonError, jsonResponse } from './respond.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRIVATE = { 'cache-control': 'private, no-store' };
const SANDBOX_REFUSED = 'The sandbox key has no account to hold a batch job. Use your own API key for batches.';

export interface BatchCall {
  key: string | null;
  ip: string | undefined;
  requestId: string;
}

const BATCH_COLUMNS = 'id, endpoint, status, total, done, succeeded, failed, credits, created_at, started_at, finished_at';

function statusAnswer(row: BatchRow, requestId: string, status: number, headers: Record<string, string> = {}): Response {
  return jsonResponse(
    status,
    {
      data: batchStatusOf(row),
      meta: { requestId, apiVersion: 'v1', endpoint: `/batch/${row.id}`, sandbox: false, dataDate: null, sources: [] },
    },
    { ...PRIVATE, 'x-credits-charged': '0', ...headers },
  );
}

async function jobOf(id: string, userId: string, db: SqlClient): Promise<(BatchRow & { stale: boolean }) | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<BatchRow & { stale: boolean }>(
    `select ${BATCH_COLUMNS},
       (status = 'queued' and created_at < now() - interval '10 seconds')
       or (status = 'running' and heartbeat_at < now() - interval '1 minute') as stale
     from public.api_batches where id = $1 and user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

const notFound = (id: string) => jsonError(404, 'not_found', `There is no batch ${id} for this account.`);

/** Reads the body as text, at most MAX_BATCH_BYTES. */
async function bodyText(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BATCH_BYTES) return null;
  const text = await request.text();
  return Buffer.byteLength(text) > MAX_BATCH_BYTES ? null : text;
}

/** POST /api/v1/batch. */
export async function createBatch(request: Request, call: BatchCall): Promise<Response> {
  const text = await bodyText(request);
  let json: unknown;
  try {
    json = text === null ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const read = json === undefined ? null : readBatchBody(json);
  const admitted = await admit({
    key: call.key,
    ip: call.ip,
    channel: 'rest',
    endpoint: 'batch',
    paramsText: read?.ok
      ? new URLSearchParams({ endpoint: read.value.endpoint, items: String(read.value.items.length) }).toString()
      : '',
    requestId: call.requestId,
  });
  if (admitted instanceof Response) return admitted;
  const { caller, db, respond } = admitted;
  if (caller.kind === 'sandbox') return respond(jsonError(403, 'sandbox_restricted', SANDBOX_REFUSED));
  if (text === null)
    return respond(
      jsonError(
        413,
        'payload_too_large',
        'The batch body is larger than 1 MB. Send at most 1,000 items, or split them into several batches.',
      ),
    );
  if (!read)
    return respond(
      jsonError(400, 'invalid_request', 'The body must be JSON: { "endpoint": …, "items": [ … ] }.', {}, { parameter: 'body' }),
    );
  if (!read.ok)
    return respond(jsonError(400, 'invalid_request', `${read.parameter}: ${read.message}`, {}, { parameter: read.parameter }));
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !isValidIdempotencyKey(idempotencyKey))
    return respond(jsonError(400, 'invalid_request', 'Idempotency-Key must be 1 to 255 printable characters without spaces.'));
  const { endpoint, items } = read.value;
  if (!keyAllows(caller, endpoint))
    return respond(jsonError(403, 'endpoint_not_allowed', endpointNotAllowedMessage(caller.key?.endpoints ?? [])));

  const hash = createHash('sha256').update(canonicalJson({ endpoint, items })).digest('hex');
  const { rows } = await db.query<{ outcome: string; batch_id: string | null }>(
    'select outcome, batch_id from public.api_batch_create($1, $2, $3, $4, $5, $6, $7)',
    [caller.userId, caller.key?.id ?? null, endpoint, idempotencyKey, hash, JSON.stringify(items), call.requestId],
  );
  const outcome = rows[0]?.outcome ?? 'unknown_user';
  const id = rows[0]?.batch_id ?? null;
  if (outcome === 'key_reused') return respond(jsonError(422, 'idempotency_key_reused', METER_MESSAGES.keyReused));
  const job = id ? await jobOf(id, caller.userId, db) : null;
  if (!job || !id) return respond(jsonError(503, 'data_unavailable', 'We could not store the batch just now. Please try again.'));
  if (outcome === 'new' || job.stale) await startBatchWorker(id);
  return respond(
    statusAnswer(job, call.requestId, 202, {
      location: `/api/v1/batch/${id}`,
      ...(outcome === 'replay' ? { 'idempotent-replayed': 'true' } : {}),
    }),
  );
}

async function admitted(call: BatchCall, id: string, paramsText: string) {
  const result = await admit({
    key: call.key,
    ip: call.ip,
    channel: 'rest',
    endpoint: 'batch',
    paramsText,
    requestId: call.requestId,
  });
  if (result instanceof Response) return result;
  if (result.caller.kind === 'sandbox') return result.respond(jsonError(403, 'sandbox_restricted', SANDBOX_REFUSED));
  const caller = result.caller as Extract<ApiCaller, { kind: 'user' }>;
  const job = await jobOf(id, caller.userId, result.db);
  // A job made for an endpoint this key may not call is not this key's to read.
  if (!job || !keyAllows(caller, job.endpoint)) return result.respond(notFound(id));
  return { ...result, caller, job };
}

/** GET /api/v1/batch/{id}. */
export async function batchStatus(call: BatchCall, id: string): Promise<Response> {
  const found = await admitted(call, id, `id=${id.slice(0, 40)}`);
  if (found instanceof Response) return found;
  // Its worker never started or stopped: start it again (it takes up where it was).
  if (found.job.stale) await startBatchWorker(found.job.id);
  return found.respond(statusAnswer(found.job, call.requestId, 200));
}

/** GET /api/v1/batch/{id}/results. */
export async function batchResults(call: BatchCall, id: string, search: URLSearchParams): Promise<Response> {
  const params = readQueryParams(search, { path: `/batch/{id}/results`, query: batchResultsQuery });
  const found = await admitted(call, id, `id=${id.slice(0, 40)}&${params.text}`);
  if (found instanceof Response) return found;
  const { job, db, respond } = found;
  if (!params.ok) return respond(jsonError(400, 'invalid_request', params.error, {}, { parameter: params.parameter }));
  const parsed = batchResultsQuery.safeParse(params.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'query');
    return respond(jsonError(400, 'invalid_request', `${name}: ${issue?.message ?? 'invalid'}`, {}, { parameter: name }));
  }
  const { format, cursor = 0, limit = 1000 } = parsed.data;
  const { rows } = await db.query<AnsweredItem & { status: number | null }>(
    `select position, params, status, credits, body from public.api_batch_items
     where batch_id = $1 and position >= $2 order by position limit $3`,
    [job.id, cursor, limit],
  );
  // In order, up to the first item not answered yet.
  const firstOpen = rows.findIndex((r) => r.status === null);
  const answered = (firstOpen < 0 ? rows : rows.slice(0, firstOpen)) as AnsweredItem[];
  const endpoint = V1_ENDPOINTS.find((e) => e.id === job.endpoint);
  const parameters = endpoint ? Object.keys(endpoint.query.shape) : [];
  const page = resultsPage(answered, format, parameters, job.total, cursor);
  const headers: Record<string, string> = {
    ...PRIVATE,
    'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
    'x-batch-status': job.status,
    'x-credits-charged': '0',
  };
  if (format === 'csv') headers['content-disposition'] = `attachment; filename="batch-${job.id}.csv"`;
  if (page.next !== null) {
    headers['x-next-cursor'] = String(page.next);
    headers['link'] = `</api/v1/batch/${job.id}/results?format=${format}&cursor=${page.next}>; rel="next"`;
  }
  return respond(new Response(page.text, { status: 200, headers }));
}
