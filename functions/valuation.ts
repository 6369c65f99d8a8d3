import type { Config } from '@netlify/functions';
import { getPostcodeGeography } from '../src/lib/data/queries/postcode-geography.ts';
import { latestSaleDate, postcodeCentres, valueFromDatabase } from '../src/lib/data/queries/valuation.ts';
import { notInDataMessage } from '../src/lib/data/messages.ts';
import type { SqlClient } from '../src/lib/data/sql-client.ts';
import { parsePostcode } from '../src/lib/postcode/parse.ts';
import { CREDIT_COSTS } from '../src/lib/site/plans.ts';
import { asOfNote, summaryOf, valuationSources, type ValuationAnswer } from '../src/lib/valuation/answer.ts';
import { parseValuationQuery, resolveAsOf, subjectFor, type ValuationQuery } from '../src/lib/valuation/request.ts';
import { readApiKey, readBearerToken } from './_shared/auth.ts';
import { withLogging } from './_shared/handler.ts';
import { describeError, log } from './_shared/log.ts';
import { metered } from './_shared/meter.ts';
import { jsonError, jsonResponse, methodNotAllowed } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET /api/valuation?postcode=&type=&tenure=&newBuild=&floorArea=&asOf= → a ValuationAnswer.
 * Metered as the `valuation` service: a signed-in user (or API key) pays 1 credit for the full
 * answer with every comparable; a visitor spends the free daily allowance on a summary. Too few
 * comparables answers 422 `insufficient_comparables` and a postcode outside the data 404: neither
 * is charged, and no figure is ever invented.
 */
export async function answerValuation(db: SqlClient, query: ValuationQuery, full: boolean, today: string): Promise<Response> {
  const dataDate = await latestSaleDate(db);
  const asOf = resolveAsOf(query.asOf, dataDate, today);
  const subject = subjectFor(query, asOf);
  const result = await valueFromDatabase(db, subject);
  if (result.status === 'insufficient') {
    const parsed = parsePostcode(query.postcode);
    const known = parsed.ok ? await getPostcodeGeography(db, parsed.value) : null;
    if (!known) return jsonError(404, 'postcode_not_found', notInDataMessage(subject.postcode));
    return jsonError(
      422,
      'insufficient_comparables',
      result.reason,
      {},
      {
        asOf,
        comparablesFound: result.comparablesFound,
        asOfNote: asOfNote(query.asOf, asOf, dataDate),
      },
    );
  }
  const answer: ValuationAnswer = {
    detail: 'full',
    query,
    subject,
    dataDate,
    asOfNote: asOfNote(query.asOf, asOf, dataDate),
    result,
    comparablesUsed: result.comparables.length,
    centres: full ? await postcodeCentres(db, [subject.postcode, ...result.comparables.map((c) => c.postcode)]) : {},
    sources: valuationSources(subject, dataDate, result.index.source),
  };
  return jsonResponse(200, full ? answer : summaryOf(answer), PRIVATE);
}

export default withLogging('valuation', async (request, context) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const parsed = parseValuationQuery(new URL(request.url).searchParams);
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
    return await metered(request, context, { service: 'valuation', cost: CREDIT_COSTS.valuation }, produce, db);
  } catch (error) {
    log('error', 'metering failed', { path: '/api/valuation', ...describeError(error) });
    return jsonError(503, 'data_unavailable', 'We could not check your allowance just now. Please try again in a moment.');
  }
});

export const config: Config = { path: '/api/valuation' };
