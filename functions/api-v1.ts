import type { Config } from '@netlify/functions';
import { openApiDocument } from '../src/lib/api/v1/openapi.ts';
import { operationAt } from '../src/lib/api/v1/operations.ts';
import { readQueryParams } from '../src/lib/api/v1/read-params.ts';
import { apiKeyFrom } from './_shared/api-v1-caller.ts';
import { batchResults, batchStatus, createBatch, type BatchCall } from './_shared/api-v1-batch.ts';
import { manageKeys } from './_shared/api-v1-keys.ts';
import { answerApiV1, withHeaders } from './_shared/api-v1-request.ts';
import { requestIdOf, withLogging } from './_shared/handler.ts';
import { jsonError, jsonResponse } from './_shared/respond.ts';

/**
 * The property API v1 over REST: GET /api/v1/{endpoint} with an API key, and the public OpenAPI
 * document at /api/v1/openapi.json. The request path (keys, limits, validation, metering, the
 * request log) is shared with the MCP server: functions/_shared/api-v1-request.ts. No CORS: keys
 * belong on servers (docs/decisions/api-v1.md), so only the public documents may be read cross-origin.
 */
export default withLogging('api-v1', async (request, context) => {
  const requestId = requestIdOf(context);
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/v1/, '') || '/';
  if (path === '/openapi.json')
    return jsonResponse(200, openApiDocument(), { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' });
  const headers = { 'x-request-id': requestId };
  const special = await jobsAndKeys(request, path, url, { key: apiKeyFrom(request.headers), ip: context?.ip, requestId });
  if (special) return withHeaders(special, headers);
  const operation = operationAt(path);
  if (!operation)
    return jsonError(404, 'not_found', `There is no endpoint at /api/v1${path}. The list is at /api/v1/openapi.json.`, headers);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return jsonError(
      405,
      'method_not_allowed',
      request.method === 'OPTIONS'
        ? 'The API does not answer browsers’ cross-origin requests: call it from your server, where your key stays secret.'
        : 'Use GET for this endpoint.',
      { ...headers, allow: 'GET, HEAD' },
    );
  return answerApiV1({
    operation,
    method: request.method,
    params: readQueryParams(url.searchParams, operation),
    key: apiKeyFrom(request.headers),
    idempotencyKey: request.headers.get('idempotency-key'),
    channel: 'rest',
    requestId,
    ip: context?.ip,
  });
});

const BATCH_ITEM = /^\/batch\/([^/]+)$/;
const BATCH_RESULTS = /^\/batch\/([^/]+)\/results$/;

function onlyMethod(request: Request, allowed: 'GET' | 'POST'): Response | null {
  return request.method === allowed
    ? null
    : jsonError(405, 'method_not_allowed', `Use ${allowed} for this endpoint.`, { allow: allowed });
}

/**
 * Batch jobs (POST /batch, GET /batch/{id}, GET /batch/{id}/results) and key management (/keys…),
 * or null for the GET operations.
 */
async function jobsAndKeys(request: Request, path: string, url: URL, call: BatchCall): Promise<Response | null> {
  const clean = path.replace(/\/+$/, '');
  if (clean === '/keys' || clean.startsWith('/keys/')) return manageKeys(request, clean.slice('/keys'.length), call.requestId);
  if (clean === '/batch') return onlyMethod(request, 'POST') ?? createBatch(request, call);
  const results = BATCH_RESULTS.exec(clean);
  if (results) return onlyMethod(request, 'GET') ?? batchResults(call, results[1] ?? '', url.searchParams);
  const item = BATCH_ITEM.exec(clean);
  if (item) return onlyMethod(request, 'GET') ?? batchStatus(call, item[1] ?? '');
  return null;
}

/** Static files below /api/v1 (docs.md, openapi.d.ts, built from the document) are served first. */
export const config: Config = { path: '/api/v1/*', preferStatic: true };
