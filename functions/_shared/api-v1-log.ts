/**
 * The API request log: one row per call made with an account's key, over REST or MCP, whatever
 * its outcome (public.api_request_log, kept 90 days, no network address). Calls that charge
 * nothing are written at most UNPAID_API_CALLS_PER_DAY times per account a day (the request path
 * refuses further calls before any work). A failure to record is logged and never changes the answer.
 */
import { UNPAID_API_CALLS_PER_DAY } from '../../src/lib/api/metering/limits.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import type { ApiCaller } from './api-v1-caller.ts';
import { describeError, log } from './log.ts';

export interface LoggedCall {
  caller: Pick<Extract<ApiCaller, { kind: 'user' }>, 'userId'> & { key: { id: string } | null };
  /** batch: an item of a batch job (the job's own calls are rest). */
  channel: 'rest' | 'mcp' | 'batch';
  endpoint: string;
  params: string;
  requestId: string;
}

async function errorCodeOf(response: Response): Promise<string | null> {
  if (response.status < 400) return null;
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' && /^[a-z_]{1,40}$/.test(body.error) ? body.error : 'internal';
  } catch {
    return 'internal';
  }
}

/** Records one call and its answer. */
export async function recordCall(call: LoggedCall, response: Response, db: SqlClient): Promise<void> {
  try {
    const charged = Number(response.headers.get('x-credits-charged') ?? '0');
    await db.query('select public.api_request_log_write_capped($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
      call.caller.userId,
      call.caller.key?.id ?? null,
      call.channel,
      call.endpoint,
      call.params,
      response.status,
      await errorCodeOf(response),
      Number.isInteger(charged) && charged > 0 ? charged : 0,
      call.requestId,
      UNPAID_API_CALLS_PER_DAY,
    ]);
  } catch (error) {
    log('error', 'api request log write failed', { requestId: call.requestId, ...describeError(error) });
  }
}

/** Calls that charged nothing this account has made today (UTC). */
export async function unpaidCallsToday(userId: string, db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select public.api_unpaid_calls_today($1) as n', [userId]);
  return Number(rows[0]?.n ?? 0);
}
