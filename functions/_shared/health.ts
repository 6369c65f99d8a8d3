import { readBuildId } from './build-id.ts';
import { withLogging } from './handler.ts';
import { jsonError, jsonResponse } from './respond.ts';

/** Liveness and which build is being served. */
export const handleHealth = withLogging('health', async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return jsonError(405, 'method_not_allowed', 'Use GET for this endpoint.', { Allow: 'GET, HEAD' });
  }
  return jsonResponse(200, { status: 'ok', build: await readBuildId() });
});
