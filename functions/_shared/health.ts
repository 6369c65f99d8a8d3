import { readBuildId } from './build-id.ts';
import { readFreshness } from './data-freshness.ts';
import { withLogging } from './handler.ts';
import { describeError, log } from './log.ts';
import { jsonError, jsonResponse } from './respond.ts';
import { sqlClient } from './sql-client.ts';

/** The open data's freshness per source, or null when the database cannot be read (liveness stays ok). */
async function dataFreshness() {
  try {
    const { sources } = await readFreshness(sqlClient());
    return { sources, overdue: sources.filter((s) => s.overdue).map((s) => s.source) };
  } catch (error) {
    log('warn', 'health: data freshness unavailable', describeError(error));
    return null;
  }
}

/** Liveness, which build is being served, and how fresh the open data is. */
export const handleHealth = withLogging('health', async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return jsonError(405, 'method_not_allowed', 'Use GET for this endpoint.', { Allow: 'GET, HEAD' });
  }
  return jsonResponse(200, { status: 'ok', build: await readBuildId(), data: await dataFreshness() });
});
