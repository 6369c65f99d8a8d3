/**
 * The one request path of the property API v1, shared by the REST function (functions/api-v1.ts)
 * and the MCP server (functions/mcp.ts), so a tool call is authorised, limited, validated, metered,
 * logged and answered exactly as the same GET would be. A call arrives with its operation, its
 * parameters already read (query string or tool arguments), the key and the Idempotency-Key; it
 * leaves as the REST answer (status, headers, `{ data, meta }` or `{ error, message }`), which the
 * MCP server turns into a tool result. In order:
 * 1. the key: missing or unknown → 401 `unauthorized` (a revoked named key is unknown at once);
 * 2. the account's per-minute limit (all its keys, REST and MCP together) → 429 `rate_limited`;
 * 3. a named key's endpoints → 403 `endpoint_not_allowed`;
 * 4. the parameters → 400 `invalid_request` (naming the parameter), the Idempotency-Key → 400;
 * 5. the sandbox key: its sample postcodes only, never charged, no account endpoints (403);
 * 6. account endpoints answer free; data endpoints go through the meter (meteredForUser: the
 *    price list, idempotency, refusals, the named key's monthly cap held in the charge);
 * then every call with an account's key is written to the request log, and every answer carries
 * `x-request-id`, the RateLimit headers and the endpoint's Deprecation/Sunset headers.
 */
import type { CanonicalRequest } from '../../src/lib/api/metering/canonical-request.ts';
import { secondsToNextUtcDay, UNPAID_API_CALLS_PER_DAY } from '../../src/lib/api/metering/limits.ts';
import { METER_MESSAGES } from '../../src/lib/api/meter-messages.ts';
import { endpointNotAllowedMessage, REVOKED_KEY_MESSAGE } from '../../src/lib/api/keys/key-messages.ts';
import type { V1Operation } from '../../src/lib/api/v1/operations.ts';
import { fieldsAsked, selectFields } from '../../src/lib/api/v1/fields.ts';
import type { ParamsRead } from '../../src/lib/api/v1/read-params.ts';
import { sandboxAnswers, SANDBOX_MESSAGE } from '../../src/lib/api/v1/sandbox.ts';
import { lifecycleHeaders, OPERATION_VERSIONS } from '../../src/lib/api/v1/versions.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { accountAnswer, dataAnswer } from './api-v1-answer.ts';
import { ACCESS_TOKEN_PREFIX } from '../../src/lib/api/oauth/metadata.ts';
import { findCaller, keyAllows, takeApiRate, type ApiCaller } from './api-v1-caller.ts';
import { recordCall, unpaidCallsToday } from './api-v1-log.ts';
import { locate, locationHeaders, parseParams } from './read-request.ts';
import { describeError, log } from './log.ts';
import { isValidIdempotencyKey, meteredForUser } from './meter.ts';
import { jsonError } from './respond.ts';
import { sqlClient } from './sql-client.ts';

export interface ApiV1Call {
  operation: V1Operation;
  method: 'GET' | 'HEAD';
  params: ParamsRead;
  /** The API key the call carries, or null. */
  key: string | null;
  idempotencyKey: string | null;
  channel: 'rest' | 'mcp';
  requestId: string;
  /** The client's network address (the sandbox's limit is per address); never stored. */
  ip: string | undefined;
}

/** The response with extra headers (those it already has win). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) if (!copy.has(name)) copy.set(name, value);
  return new Response(response.body, { status: response.status, headers: copy });
}

/**
 * A 200 answer with only the `fields` asked for in its `data` (src/lib/api/v1/fields.ts): the meter
 * charged, stored and replays the full answer; the selection is applied here, on the way out.
 */
export async function trimmedTo(response: Response, fields: readonly string[]): Promise<Response> {
  if (response.status !== 200 || response.body === null) return response;
  const body = (await response.json()) as { data?: unknown };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, data: selectFields(body.data, fields) }), { status: 200, headers });
}

/** HEAD: the status and headers a GET would get, without the body. */
function bodyless(call: ApiV1Call, response: Response): Response {
  return call.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
}

async function sandboxAnswer(call: ApiV1Call, query: Record<string, unknown>, db: SqlClient): Promise<Response> {
  if (call.operation.kind === 'account')
    return jsonError(403, 'sandbox_restricted', 'The sandbox key has no account. Use your own API key for account endpoints.');
  if (!sandboxAnswers(query)) return jsonError(403, 'sandbox_restricted', SANDBOX_MESSAGE);
  const response = await dataAnswer(call.operation, query, true, db, call.requestId);
  return bodyless(call, withHeaders(response, { 'x-credits-charged': '0' }));
}

async function userAnswer(
  call: ApiV1Call,
  query: Record<string, unknown>,
  request: CanonicalRequest,
  caller: Extract<ApiCaller, { kind: 'user' }>,
  db: SqlClient,
): Promise<Response> {
  const operation = call.operation;
  if (operation.kind === 'account') return bodyless(call, await accountAnswer(operation, query, caller, db, call.requestId));
  const key = caller.key
    ? {
        id: caller.key.id,
        capReached: caller.key.monthlyCap !== null && caller.key.spentThisMonth + operation.cost > caller.key.monthlyCap,
      }
    : null;
  // HEAD goes through the meter too (every refusal a GET would get), with nothing charged or stored.
  const response = await meteredForUser(
    caller.userId,
    { service: operation.service, request },
    call.idempotencyKey,
    () => dataAnswer(operation, query, false, db, call.requestId),
    db,
    key,
    call.method === 'HEAD',
  );
  // The account or named key went away while the answer was being made (a revoked key).
  if (response.status === 401) return jsonError(401, 'unauthorized', REVOKED_KEY_MESSAGE, { 'www-authenticate': 'Bearer' });
  return bodyless(call, response);
}

/** A caller let in: who, the database, and how to send an answer (rate headers added, the call logged). */
export interface Admitted {
  caller: ApiCaller;
  db: SqlClient;
  respond: (response: Response) => Promise<Response>;
}

/**
 * The first steps of every call with a key (REST, MCP, batch and its results): the key (401), the
 * account's daily count of unpaid calls (429 daily_request_limit) and its per-minute limit (429
 * rate_limited). Either the answer to send now, or the caller with a `respond` that adds the
 * RateLimit headers and writes the request log (accounts only) as `endpoint` with `paramsText`.
 */
export async function admit(call: {
  key: string | null;
  ip: string | undefined;
  channel: 'rest' | 'mcp';
  endpoint: string;
  paramsText: string;
  requestId: string;
}): Promise<Admitted | Response> {
  if (!call.key)
    return jsonError(401, 'unauthorized', 'Send your API key in the x-api-key header (or Authorization: Bearer <key>).', {
      'www-authenticate': 'Bearer',
    });
  // An OAuth access token is for its resource, the MCP server (RFC 8707), not the REST API.
  if (call.channel !== 'mcp' && call.key.startsWith(ACCESS_TOKEN_PREFIX))
    return jsonError(401, 'unauthorized', 'This OAuth access token is for /api/mcp. Use an API key for the REST API.', {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  let db: SqlClient;
  try {
    db = sqlClient();
  } catch {
    return jsonError(503, 'data_unavailable', 'The data service is not configured. Please try again later.');
  }
  const caller = await findCaller(call.key, db);
  if (!caller) return jsonError(401, 'unauthorized', REVOKED_KEY_MESSAGE, { 'www-authenticate': 'Bearer' });
  // Calls that charge nothing are logged up to a daily number per account; past it, no work at all.
  if (caller.kind === 'user' && (await unpaidCallsToday(caller.userId, db)) >= UNPAID_API_CALLS_PER_DAY)
    return jsonError(429, 'daily_request_limit', METER_MESSAGES.unpaidCap(UNPAID_API_CALLS_PER_DAY), {
      'retry-after': String(secondsToNextUtcDay()),
    });

  const rate = await takeApiRate(caller, call.ip, db);
  const respond = async (response: Response): Promise<Response> => {
    const out = withHeaders(response, rate.headers);
    if (caller.kind === 'user')
      await recordCall(
        { caller, channel: call.channel, endpoint: call.endpoint, params: call.paramsText, requestId: call.requestId },
        out,
        db,
      );
    return out;
  };
  if (!rate.decision.allowed)
    return respond(
      jsonError(
        429,
        'rate_limited',
        caller.kind === 'sandbox'
          ? `Too many requests with the sandbox key from this address: ${rate.decision.limit} a minute. Retry after the seconds in Retry-After, or use your own API key.`
          : `Too many requests for this account: ${rate.decision.limit} a minute on its plan, all keys together. Retry after the seconds in Retry-After.`,
      ),
    );
  return { caller, db, respond };
}

async function decide(call: ApiV1Call): Promise<Response> {
  const admitted = await admit({
    key: call.key,
    ip: call.ip,
    channel: call.channel,
    endpoint: call.operation.id,
    paramsText: call.params.text,
    requestId: call.requestId,
  });
  if (admitted instanceof Response) return admitted;
  const { caller, db, respond } = admitted;
  if (caller.kind === 'user' && !keyAllows(caller, call.operation.id))
    return respond(jsonError(403, 'endpoint_not_allowed', endpointNotAllowedMessage(caller.key?.endpoints ?? [])));

  // The one door (docs/decisions/metering.md): parsed first; the canonical request comes from the parsed values only.
  const read = parseParams(
    call.params,
    { path: `/api/v1${call.operation.path}`, query: call.operation.query },
    { postcodeCode: 'invalid_request', nameInMessage: true },
  );
  if (!read.ok) return respond(read.response);
  // Asked by latitude and longitude: the nearest live postcode answers (said in headers).
  const located = await locate(read.query as Record<string, unknown>, db, 'not_found');
  if (!located.ok) return respond(located.response);
  const query = located.query;
  const where = locationHeaders(located.resolved);
  if (call.idempotencyKey !== null && !isValidIdempotencyKey(call.idempotencyKey))
    return respond(jsonError(400, 'invalid_request', 'Idempotency-Key must be 1 to 255 printable characters without spaces.'));

  const fields = fieldsAsked(query);
  const answer =
    caller.kind === 'sandbox' ? await sandboxAnswer(call, query, db) : await userAnswer(call, query, read.request, caller, db);
  return respond(withHeaders(fields ? await trimmedTo(answer, fields) : answer, where));
}

/** Answers one call of the property API v1 (see the module comment). */
export async function answerApiV1(call: ApiV1Call): Promise<Response> {
  let response: Response;
  try {
    response = await decide(call);
  } catch (error) {
    log('error', 'api v1 failed', { requestId: call.requestId, channel: call.channel, ...describeError(error) });
    response = jsonError(503, 'data_unavailable', 'We could not serve this request just now. Please try again in a moment.');
  }
  return withHeaders(response, { 'x-request-id': call.requestId, ...lifecycleHeaders(OPERATION_VERSIONS[call.operation.id]) });
}
