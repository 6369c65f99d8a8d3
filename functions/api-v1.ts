import type { Config, Context } from '@netlify/functions';
import { endpointAt, type V1Endpoint } from '../src/lib/api/v1/endpoints.ts';
import { collectSources, latestDataDate } from '../src/lib/api/v1/meta.ts';
import { openApiDocument } from '../src/lib/api/v1/openapi.ts';
import { produce } from '../src/lib/api/v1/produce.ts';
import { isSandboxPostcode, SANDBOX_MESSAGE } from '../src/lib/api/v1/sandbox.ts';
import type { SqlClient } from '../src/lib/data/sql-client.ts';
import { parsePostcode } from '../src/lib/postcode/parse.ts';
import { apiKeyFrom, findCaller, takeApiRate, type ApiCaller } from './_shared/api-v1-caller.ts';
import { withLogging } from './_shared/handler.ts';
import { describeError, log } from './_shared/log.ts';
import { canonicalRequest } from '../src/lib/api/metering/canonical-request.ts';
import { isValidIdempotencyKey, meteredForUser } from './_shared/meter.ts';
import { jsonError, jsonResponse } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };
const JSON_PRIVATE = { ...PRIVATE, 'content-type': 'application/json; charset=utf-8' };

/** Reads the query string into an object; an unknown or repeated parameter is a 400 with its name. */
function readQuery(url: URL, endpoint: V1Endpoint): Record<string, string> | Response {
  const known = Object.keys(endpoint.query.shape);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!known.includes(name))
      return jsonError(400, 'invalid_request', `Unknown parameter ${name}. ${endpoint.path} takes: ${known.join(', ')}.`);
    if (name in query) return jsonError(400, 'invalid_request', `Send ${name} once.`);
    if (value.trim() !== '') query[name] = value.trim();
  }
  return query;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) if (!copy.has(name)) copy.set(name, value);
  return new Response(response.body, { status: response.status, headers: copy });
}

async function answer(
  endpoint: V1Endpoint,
  query: Record<string, unknown>,
  caller: ApiCaller,
  db: SqlClient,
  requestId: string,
): Promise<Response> {
  let produced;
  try {
    produced = await produce(endpoint.id, query, db, new Date().toISOString().slice(0, 10));
  } catch (error) {
    log('error', 'api v1 query failed', { endpoint: endpoint.id, ...describeError(error) });
    return jsonError(503, 'data_unavailable', 'We could not read the data just now. Please try again in a moment.');
  }
  if (produced.kind === 'invalid') return jsonError(400, 'invalid_request', produced.message);
  if (produced.kind === 'not_found') return jsonError(404, 'not_found', produced.message, {}, produced.extra ?? {});
  const shaped = endpoint.data.safeParse(produced.data);
  if (!shaped.success) {
    log('error', 'api v1 answer does not match its schema', { endpoint: endpoint.id, issues: shaped.error.issues.slice(0, 5) });
    return jsonError(500, 'internal', 'Something went wrong on our side. Please try again.', {}, { requestId });
  }
  const sources = collectSources(produced.data);
  return jsonResponse(
    200,
    {
      data: shaped.data,
      meta: {
        requestId,
        apiVersion: 'v1',
        endpoint: endpoint.path,
        sandbox: caller.kind === 'sandbox',
        dataDate: latestDataDate(sources),
        sources,
      },
    },
    PRIVATE,
  );
}

async function handle(request: Request, context: Context | undefined, requestId: string): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/v1/, '') || '/';
  if (path === '/openapi.json') {
    return jsonResponse(200, openApiDocument(), { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' });
  }
  const endpoint = endpointAt(path);
  if (!endpoint)
    return jsonError(404, 'not_found', `There is no endpoint at /api/v1${path}. The list is at /api/v1/openapi.json.`);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return jsonError(405, 'method_not_allowed', 'Use GET for this endpoint.', { allow: 'GET, HEAD' });

  const key = apiKeyFrom(request);
  if (!key)
    return jsonError(401, 'unauthorized', 'Send your API key in the x-api-key header (or Authorization: Bearer <key>).', {
      'www-authenticate': 'Bearer',
    });
  let db: SqlClient;
  try {
    db = sqlClient();
  } catch {
    return jsonError(503, 'data_unavailable', 'The data service is not configured. Please try again later.');
  }
  const caller = await findCaller(key, db);
  if (!caller) return jsonError(401, 'unauthorized', 'This API key is not recognised. Copy it again from your dashboard.');

  const rate = await takeApiRate(caller, key, context, db);
  if (!rate.decision.allowed) {
    const limit = rate.decision.limit;
    return jsonError(
      429,
      'rate_limited',
      `Too many requests for this key: ${limit} a minute on its plan. Retry after the seconds in Retry-After.`,
      rate.headers,
    );
  }

  const raw = readQuery(url, endpoint);
  if (raw instanceof Response) return withHeaders(raw, rate.headers);
  const parsed = endpoint.query.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'query');
    return withHeaders(
      jsonError(400, 'invalid_request', `${name}: ${issue?.message ?? 'invalid'}`, {}, { parameter: name }),
      rate.headers,
    );
  }
  const query = parsed.data as Record<string, unknown>;
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !isValidIdempotencyKey(idempotencyKey))
    return withHeaders(
      jsonError(400, 'invalid_request', 'Idempotency-Key must be 1 to 255 printable characters without spaces.'),
      rate.headers,
    );

  if (caller.kind === 'sandbox') {
    const postcode = typeof query['postcode'] === 'string' ? parsePostcode(query['postcode']) : null;
    if (postcode && (!postcode.ok || !isSandboxPostcode(postcode.value.postcode)))
      return withHeaders(jsonError(403, 'sandbox_restricted', SANDBOX_MESSAGE), rate.headers);
    return withHeaders(await answer(endpoint, query, caller, db, requestId), { ...rate.headers, 'x-credits-charged': '0' });
  }
  // HEAD is not metered: the headers a GET would carry, without an answer.
  if (request.method === 'HEAD') return withHeaders(new Response(null, { status: 200, headers: JSON_PRIVATE }), rate.headers);
  const response = await meteredForUser(
    caller.userId,
    { service: endpoint.service, request: canonicalRequest(`/api/v1${endpoint.path}`, query) },
    idempotencyKey,
    () => answer(endpoint, query, caller, db, requestId),
    db,
  );
  return withHeaders(response, rate.headers);
}

/**
 * The property API v1: GET /api/v1/{endpoint} with an API key, and GET /api/v1/openapi.json.
 * Validation, shaping, costs and errors all come from src/lib/api/v1 (see docs/decisions/api.md).
 */
export default withLogging('api-v1', async (request, context) => {
  const requestId = context?.requestId || crypto.randomUUID();
  let response: Response;
  try {
    response = await handle(request, context, requestId);
  } catch (error) {
    log('error', 'api v1 failed', { requestId, ...describeError(error) });
    response = jsonError(503, 'data_unavailable', 'We could not serve this request just now. Please try again in a moment.');
  }
  return withHeaders(response, { 'x-request-id': requestId });
});

export const config: Config = { path: '/api/v1/*' };
