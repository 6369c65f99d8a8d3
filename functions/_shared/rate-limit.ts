/**
 * The rate-limit facility every function uses: counters in the database (rate_limit_take), keyed
 * by a salted hash the caller builds from what identifies the client (the platform's context.ip,
 * a first-party cookie, a normalised email). No raw address or email is stored.
 */
import { createHmac } from 'node:crypto';
import type { RateRule } from '../../src/lib/api/rate-rules.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { jsonError } from './respond.ts';
import { sqlClient } from './sql-client.ts';

export interface RateDecision {
  allowed: boolean;
  hits: number;
  limit: number;
  retryAfterSeconds: number;
}

const LOCAL_SALT = 'brickstack-local-rate-limit-salt';

/** A salted hash (HMAC-SHA256, RATE_LIMIT_SALT) of the parts that identify a client. */
export function hashKey(...parts: string[]): string {
  const salt = process.env['RATE_LIMIT_SALT']?.trim() || LOCAL_SALT;
  return createHmac('sha256', salt).update(parts.join('\u0000')).digest('base64url');
}

/**
 * RATE_LIMIT_MULTIPLIER (default 1) scales every per-client limit for load tests on a local
 * machine (`npm run bench:api` and `bench:scale` set it, as API_RATE_LIMIT_MULTIPLIER for the API);
 * production leaves it unset.
 */
function limitOf(rule: RateRule): number {
  const factor = Number(process.env['RATE_LIMIT_MULTIPLIER'] ?? '1');
  return Number.isFinite(factor) && factor > 1 ? Math.min(2_147_483_647, Math.round(rule.limit * factor)) : rule.limit;
}

/** Counts one hit for `key` under `rule`; `allowed` is false once the window's limit is passed. */
export async function takeRateLimit(rule: RateRule, key: string, db: SqlClient = sqlClient()): Promise<RateDecision> {
  rule = { ...rule, limit: limitOf(rule) };
  const { rows } = await db.query<{ allowed: boolean; hits: number; retry_after_seconds: number }>(
    'select allowed, hits, retry_after_seconds from public.rate_limit_take($1, $2, $3, $4)',
    [rule.bucket, key, rule.windowSeconds, rule.limit],
  );
  const row = rows[0];
  if (!row) throw new Error('rate_limit_take returned no row');
  return { allowed: row.allowed, hits: Number(row.hits), limit: rule.limit, retryAfterSeconds: Number(row.retry_after_seconds) };
}

/** Returns one hit taken in the current window (an allowance that was not used after all). */
export async function giveBackRateLimit(rule: RateRule, key: string, db: SqlClient = sqlClient()): Promise<void> {
  await db.query('select public.rate_limit_give_back($1, $2, $3)', [rule.bucket, key, rule.windowSeconds]);
}

/** `RateLimit-*` headers (IETF draft names) describing a decision. */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(Math.max(0, decision.limit - decision.hits)),
    ...(decision.allowed
      ? {}
      : { 'retry-after': String(decision.retryAfterSeconds), 'ratelimit-reset': String(decision.retryAfterSeconds) }),
  };
}

/** 429 `{ error: "rate_limited", message }` with Retry-After and RateLimit headers. */
export function rateLimited(decision: RateDecision, message: string): Response {
  return jsonError(429, 'rate_limited', message, rateLimitHeaders(decision));
}
