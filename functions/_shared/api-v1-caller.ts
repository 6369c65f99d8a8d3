/**
 * Who is calling the property API v1 (REST or MCP) and whether they may call now: the API key from
 * `x-api-key` or `Authorization: Bearer <key>`, which is the public sandbox key, the account key
 * (profile.secret_api) or an active named key (found by its SHA-256 hash, with its endpoints and
 * monthly cap); and the per-minute limit of the account's plan, counted in the database (so it
 * holds on every instance) for all of the account's keys together, so more keys never mean more calls.
 */
import { apiKeyRule, ratePlanOf, SANDBOX_RULE, type RatePlan } from '../../src/lib/api/v1/rate-plan.ts';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import type { RateRule } from '../../src/lib/api/rate-rules.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { hashKey, rateLimitHeaders, takeRateLimit, type RateDecision } from './rate-limit.ts';

/** A named key's limits, as the database holds them when the call arrives. */
export interface NamedKey {
  id: string;
  label: string;
  /** Endpoint ids it may call; null: every endpoint. */
  endpoints: string[] | null;
  monthlyCap: number | null;
  spentThisMonth: number;
}

export type ApiCaller = { kind: 'sandbox' } | { kind: 'user'; userId: string; plan: RatePlan; key: NamedKey | null };

const KEY_SHAPE = /^[\x21-\x7e]{16,200}$/;

/** The key in a set of headers (x-api-key first, then a Bearer token), or null. */
export function apiKeyFrom(headers: Headers): string | null {
  const header = headers.get('x-api-key')?.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization')?.trim() ?? '')?.[1];
  const key = header || bearer || '';
  return KEY_SHAPE.test(key) ? key : null;
}

interface CallerRow {
  user_id: string;
  monthly_plan: string | null;
  status: string | null;
  key_id: string | null;
  key_label: string | null;
  endpoints: string[] | null;
  monthly_cap: number | null;
  spent_this_month: number | null;
}

/** The caller behind a key, or null when no account holds it (or the named key was revoked). */
export async function findCaller(key: string, db: SqlClient): Promise<ApiCaller | null> {
  if (key === SANDBOX_API_KEY) return { kind: 'sandbox' };
  const { rows } = await db.query<CallerRow>(
    'select user_id, monthly_plan, status, key_id, key_label, endpoints, monthly_cap, spent_this_month from public.api_caller($1)',
    [key],
  );
  const row = rows[0];
  if (!row) return null;
  const named: NamedKey | null = row.key_id
    ? {
        id: row.key_id,
        label: row.key_label ?? '',
        endpoints: Array.isArray(row.endpoints) ? row.endpoints : null,
        monthlyCap: row.monthly_cap,
        spentThisMonth: Number(row.spent_this_month ?? 0),
      }
    : null;
  return { kind: 'user', userId: row.user_id, plan: ratePlanOf(row.monthly_plan, row.status), key: named };
}

/** Whether a named key may call an endpoint (the account key may call every one). */
export function keyAllows(caller: ApiCaller, endpointId: string): boolean {
  return caller.kind === 'sandbox' || !caller.key?.endpoints || caller.key.endpoints.includes(endpointId);
}

/**
 * API_RATE_LIMIT_MULTIPLIER (default 1) scales every API limit for load tests and benchmarks on
 * a local machine (`npm run bench:api` sets it); production leaves it unset.
 */
function scaled(rule: RateRule): RateRule {
  const factor = Number(process.env['API_RATE_LIMIT_MULTIPLIER'] ?? '1');
  return Number.isFinite(factor) && factor > 1 ? { ...rule, limit: Math.round(rule.limit * factor) } : rule;
}

/** Counts this request against the account's (or, for the sandbox, the address's) per-minute limit. */
export async function takeApiRate(
  caller: ApiCaller,
  ip: string | undefined,
  db: SqlClient,
): Promise<{ decision: RateDecision; headers: Record<string, string> }> {
  const decision =
    caller.kind === 'sandbox'
      ? await takeRateLimit(scaled(SANDBOX_RULE), hashKey('sandbox', ip || 'unknown'), db)
      : await takeRateLimit(scaled(apiKeyRule(caller.plan)), hashKey('api-account', caller.userId), db);
  return { decision, headers: { ...rateLimitHeaders(decision, 60), 'ratelimit-policy': `${decision.limit};w=60` } };
}
