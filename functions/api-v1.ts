import type { Config } from '@netlify/functions';
import { openApiDocument } from '../src/lib/api/v1/openapi.ts';
import { operationAt } from '../src/lib/api/v1/operations.ts';
import { readQueryParams } from '../src/lib/api/v1/read-params.ts';
import { apiKeyFrom } from './_shared/api-v1-caller.ts';
import { answerApiV1 } from './_shared/api-v1-request.ts';
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
  const operation = operationAt(path);
  const headers = { 'x-request-id': requestId };
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

/** Static files below /api/v1 (docs.md, openapi.d.ts, built from the document) are served first. */
export const config: Config = { path: '/api/v1/*', preferStatic: true };
