/**
 * Who is calling the property API v1 and whether their key may call now: the API key from
 * `x-api-key` or `Authorization: Bearer <key>`, the public sandbox key, and the per-key rate limit
 * of the caller's plan, counted in the database (so it holds on every instance).
 */
import type { Context } from '@netlify/functions';
import { apiKeyRule, ratePlanOf, SANDBOX_RULE } from '../../src/lib/api/v1/rate-plan.ts';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import type { RateRule } from '../../src/lib/api/rate-rules.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { hashKey, rateLimitHeaders, takeRateLimit, type RateDecision } from './rate-limit.ts';

export type ApiCaller = { kind: 'sandbox' } | { kind: 'user'; userId: string; plan: ReturnType<typeof ratePlanOf> };

const KEY_SHAPE = /^[\x21-\x7e]{16,200}$/;

/** The key the request carries (x-api-key first, then a Bearer token), or null. */
export function apiKeyFrom(request: Request): string | null {
  const header = request.headers.get('x-api-key')?.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1];
  const key = header || bearer || '';
  return KEY_SHAPE.test(key) ? key : null;
}

/** The caller behind a key, or null when no profile holds it. */
export async function findCaller(key: string, db: SqlClient): Promise<ApiCaller | null> {
  if (key === SANDBOX_API_KEY) return { kind: 'sandbox' };
  const { rows } = await db.query<{ user_id: string; monthly_plan: string | null; status: string | null }>(
    `select p.user_id, p.monthly_plan, s.status from public.profile p
     left join public.subscriptions s on s.user_id = p.user_id where p.secret_api = $1`,
    [key],
  );
  const row = rows[0];
  return row ? { kind: 'user', userId: row.user_id, plan: ratePlanOf(row.monthly_plan, row.status) } : null;
}

/**
 * API_RATE_LIMIT_MULTIPLIER (default 1) scales every API limit for load tests and benchmarks on
 * a local machine (`npm run bench:api` sets it); production leaves it unset.
 */
function scaled(rule: RateRule): RateRule {
  const factor = Number(process.env['API_RATE_LIMIT_MULTIPLIER'] ?? '1');
  return Number.isFinite(factor) && factor > 1 ? { ...rule, limit: Math.round(rule.limit * factor) } : rule;
}

/** Counts this request against the key's (or, for the sandbox, the address's) per-minute limit. */
export async function takeApiRate(
  caller: ApiCaller,
  key: string,
  context: Context | undefined,
  db: SqlClient,
): Promise<{ decision: RateDecision; headers: Record<string, string> }> {
  const decision =
    caller.kind === 'sandbox'
      ? await takeRateLimit(scaled(SANDBOX_RULE), hashKey('sandbox', context?.ip || 'unknown'), db)
      : await takeRateLimit(scaled(apiKeyRule(caller.plan)), hashKey('api-key', key), db);
  return { decision, headers: { ...rateLimitHeaders(decision), 'ratelimit-policy': `${decision.limit};w=60` } };
}
