/**
 * The answers of the property API v1, produced once the call is authorised: a data endpoint's
 * answer from the same queries the site's pages use, shaped by its answer schema; an account
 * endpoint's answer from the account's own rows. Both as `{ data, meta }` JSON responses.
 */
import type { V1Endpoint } from '../../src/lib/api/v1/endpoints.ts';
import type { V1AccountEndpoint } from '../../src/lib/api/v1/account-endpoints.ts';
import { collectSources, latestDataDate } from '../../src/lib/api/v1/meta.ts';
import { produce } from '../../src/lib/api/v1/produce.ts';
import { latestCalibration } from '../../src/lib/data/queries/valuation-calibration.ts';
import { API_RATE_LIMITS_PER_MINUTE } from '../../src/lib/site/plans.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import type { ApiCaller } from './api-v1-caller.ts';
import { readFreshness } from './data-freshness.ts';
import { describeError, log } from './log.ts';
import { jsonError, jsonResponse } from './respond.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };

function envelope(data: unknown, path: string, requestId: string, sandbox: boolean, sources = collectSources(data)) {
  return {
    data,
    meta: { requestId, apiVersion: 'v1', endpoint: path, sandbox, dataDate: latestDataDate(sources), sources },
  };
}

function shapeFailed(id: string, issues: unknown[], requestId: string): Response {
  log('error', 'api v1 answer does not match its schema', { endpoint: id, issues: issues.slice(0, 5) });
  return jsonError(500, 'internal', 'Something went wrong on our side. Please try again.', {}, { requestId });
}

/** A data endpoint's answer (not charged here: the meter decides). */
export async function dataAnswer(
  endpoint: V1Endpoint,
  query: Record<string, unknown>,
  sandbox: boolean,
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
  if (!shaped.success) return shapeFailed(endpoint.id, shaped.error.issues, requestId);
  const sources = collectSources(produced.sourcesFrom ?? produced.data);
  return jsonResponse(200, envelope(shaped.data, endpoint.path, requestId, sandbox, sources), PRIVATE);
}

interface CreditsRow {
  api_credits: number;
  monthly_plan: string | null;
  status: string | null;
  trial_end: string | Date | null;
}

async function accountData(
  endpoint: V1AccountEndpoint,
  query: Record<string, unknown>,
  caller: Extract<ApiCaller, { kind: 'user' }>,
  db: SqlClient,
): Promise<unknown> {
  if (endpoint.id === 'valuation-accuracy') return (await latestCalibration(db))?.accuracy ?? null;
  if (endpoint.id === 'data-freshness') return readFreshness(db);
  if (endpoint.id === 'account-usage') {
    const { rows } = await db.query<{ usage: unknown }>('select public.api_usage($1, $2) as usage', [
      caller.userId,
      query['days'],
    ]);
    return rows[0]?.usage;
  }
  const { rows } = await db.query<CreditsRow>(
    `select p.api_credits, p.monthly_plan, s.status, s.trial_end
     from public.profile p left join public.subscriptions s on s.user_id = p.user_id where p.user_id = $1`,
    [caller.userId],
  );
  const row = rows[0];
  if (!row) return null;
  const trialEnd = row.trial_end === null ? null : new Date(row.trial_end).toISOString();
  return {
    balance: row.api_credits,
    plan: caller.plan,
    status: row.status,
    trialEnd: row.status === 'trial' ? trialEnd : null,
    rateLimitPerMinute: API_RATE_LIMITS_PER_MINUTE[caller.plan],
    key: caller.key
      ? {
          kind: 'named',
          label: caller.key.label,
          endpoints: caller.key.endpoints,
          monthlyCap: caller.key.monthlyCap,
          spentThisMonth: caller.key.spentThisMonth,
        }
      : { kind: 'account', label: null, endpoints: null, monthlyCap: null, spentThisMonth: null },
  };
}

/** An account endpoint's answer: free, never metered. */
export async function accountAnswer(
  endpoint: V1AccountEndpoint,
  query: Record<string, unknown>,
  caller: Extract<ApiCaller, { kind: 'user' }>,
  db: SqlClient,
  requestId: string,
): Promise<Response> {
  let data: unknown;
  try {
    data = await accountData(endpoint, query, caller, db);
  } catch (error) {
    log('error', 'api v1 account query failed', { endpoint: endpoint.id, ...describeError(error) });
    return jsonError(503, 'data_unavailable', 'We could not read your account just now. Please try again in a moment.');
  }
  if (data === null && endpoint.id === 'valuation-accuracy')
    return jsonError(
      503,
      'data_unavailable',
      'No valuation accuracy has been measured yet: it is measured after each Price Paid import.',
    );
  const shaped = endpoint.data.safeParse(data);
  if (!shaped.success) return shapeFailed(endpoint.id, shaped.error.issues, requestId);
  return jsonResponse(200, envelope(shaped.data, endpoint.path, requestId, false, []), {
    ...PRIVATE,
    'x-credits-charged': '0',
    'x-credits-note': 'No charge: a free endpoint.',
  });
}
