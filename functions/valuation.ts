import type { Config } from '@netlify/functions';
import { valuePostcode } from '../src/lib/data/queries/valuation-answer.ts';
import type { SqlClient } from '../src/lib/data/sql-client.ts';
import { canonicalRequest } from '../src/lib/api/metering/canonical-request.ts';
import { summaryOf } from '../src/lib/valuation/answer.ts';
import { parseValuationQuery, valuationQuery, type ValuationQuery } from '../src/lib/valuation/request.ts';
import { readQueryParams } from '../src/lib/api/v1/read-params.ts';
import { readApiKey, readBearerToken } from './_shared/auth.ts';
import { withLogging } from './_shared/handler.ts';
import { describeError, log } from './_shared/log.ts';
import { metered } from './_shared/meter.ts';
import { jsonError, jsonResponse, methodNotAllowed } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };
const PATH = '/api/valuation';

/**
 * GET /api/valuation?postcode=&house=&street=&type=&tenure=&newBuild=&floorArea=&asOf= → a ValuationAnswer.
 * Metered as the `valuation` service: a signed-in user (or API key) pays 1 credit for the full
 * answer with every comparable; a visitor spends the free daily allowance on a summary. Too few
 * comparables answers 422 `insufficient_comparables`, evidence too old to bridge 422
 * `stale_evidence`, and a postcode outside the data 404: none is charged, and no figure is ever
 * invented.
 */
export async function answerValuation(db: SqlClient, query: ValuationQuery, full: boolean, today: string): Promise<Response> {
  const outcome = await valuePostcode(db, query, today);
  if (outcome.kind === 'not_found') return jsonError(404, 'postcode_not_found', outcome.message);
  if (outcome.kind === 'insufficient') {
    const { message, asOf, comparablesFound, asOfNote, why } = outcome;
    // Too few sales, or evidence too old to bridge: both free, each with its own code.
    const code = why === 'stale-evidence' ? 'stale_evidence' : 'insufficient_comparables';
    return jsonError(422, code, message, {}, { asOf, comparablesFound, asOfNote });
  }
  return jsonResponse(200, full ? outcome.answer : summaryOf(outcome.answer), PRIVATE);
}

export default withLogging('valuation', async (request, context) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  // The one door (docs/decisions/metering.md): unknown or repeated parameters are refused before anything else.
  const params = readQueryParams(new URL(request.url).searchParams, { path: PATH, query: valuationQuery });
  if (!params.ok)
    return jsonError(400, 'invalid_request', params.error, {}, { field: params.parameter, parameter: params.parameter });
  const parsed = parseValuationQuery(new URLSearchParams(params.value));
  if (!parsed.ok) {
    const code = parsed.field === 'postcode' ? 'invalid_postcode' : 'invalid_request';
    return jsonError(400, code, parsed.message, {}, { field: parsed.field, fields: parsed.errors });
  }
  let db: SqlClient;
  try {
    db = sqlClient();
  } catch {
    return jsonError(503, 'data_unavailable', 'The data service is not configured. Please try again later.');
  }
  const full = readBearerToken(request) !== null || readApiKey(request) !== null;
  const produce = async () => {
    try {
      return await answerValuation(db, parsed.query, full, new Date().toISOString().slice(0, 10));
    } catch (error) {
      log('error', 'valuation failed', describeError(error));
      return jsonError(503, 'data_unavailable', 'We could not read the sale prices just now. Please try again in a moment.');
    }
  };
  try {
    const query = parsed.query as unknown as Record<string, unknown>;
    const what = { service: 'valuation' as const, request: canonicalRequest(PATH, query) };
    const response = await metered(request, context, what, produce, db);
    // HEAD: what a GET would answer, without the body (nothing was spent, charged or stored).
    return request.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
  } catch (error) {
    log('error', 'metering failed', { path: PATH, ...describeError(error) });
    return jsonError(503, 'data_unavailable', 'We could not check your allowance just now. Please try again in a moment.');
  }
});

export const config: Config = { path: '/api/valuation' };
