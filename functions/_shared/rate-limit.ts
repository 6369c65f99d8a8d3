/**
 * The rate-limit facility every function uses: counters in the database (rate_limit_take), keyed
 * by a salted hash the caller builds from what identifies the client (the platform's context.ip,
 * a first-party cookie, a normalised email). No raw address or email is stored.
 */
import { createHmac } from 'node:crypto';
import type { RateRule } from '../../src/lib/api/rate-rules.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { createBatcher } from './batcher.ts';
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

/** One counter to take a hit from: the rule (bucket, window, limit) and the client's hashed key. */
export interface RateTake {
  rule: RateRule;
  key: string;
}

/** Counts one hit for `key` under `rule`; `allowed` is false once the window's limit is passed. */
export async function takeRateLimit(rule: RateRule, key: string, db: SqlClient = sqlClient()): Promise<RateDecision> {
  const [decision] = await takeRateLimits([{ rule, key }], db);
  if (!decision) throw new Error('rate_limit_take_many returned no row');
  return decision;
}

/**
 * Takes a hit from each counter, all or nothing, as if one after another: the first refused
 * take keeps its hit and ends the list (the decisions returned stop there); the takes before it
 * are given back. Takes from requests that arrive while this instance's previous batch is in
 * the database go together as one statement (public.rate_limit_take_many; batcher.ts).
 */
export function takeRateLimits(takes: readonly RateTake[], db: SqlClient = sqlClient()): Promise<RateDecision[]> {
  return takeBatched(
    db,
    takes.map((t) => ({ rule: { ...t.rule, limit: limitOf(t.rule) }, key: t.key })),
  );
}

const takeBatched = createBatcher<RateTake, RateDecision>(async (db, calls) => {
  const flat = calls.flatMap((takes, group) => takes.map((take) => ({ ...take, group })));
  const { rows } = await db.query<{ ord: number; allowed: boolean | null; hits: number; retry_after_seconds: number }>(
    'select ord, allowed, hits, retry_after_seconds from public.rate_limit_take_many($1, $2, $3, $4, $5) order by ord',
    [
      flat.map((t) => t.rule.bucket),
      flat.map((t) => t.key),
      flat.map((t) => t.rule.windowSeconds),
      flat.map((t) => t.rule.limit),
      flat.map((t) => t.group),
    ],
  );
  let at = 0;
  return calls.map((takes) => {
    const decisions: RateDecision[] = [];
    for (const take of takes) {
      const row = rows[at++];
      if (!row || row.allowed === null) continue;
      decisions.push({
        allowed: row.allowed,
        hits: Number(row.hits),
        limit: take.rule.limit,
        retryAfterSeconds: Number(row.retry_after_seconds),
      });
    }
    const refused = decisions.findIndex((d) => !d.allowed);
    return refused >= 0 ? decisions.slice(0, refused + 1) : decisions;
  });
});

/** Returns one hit to each counter (allowances not used after all), batched like the takes (public.rate_limit_give_back_many). */
export async function giveBackRateLimits(takes: readonly RateTake[], db: SqlClient = sqlClient()): Promise<void> {
  await giveBackBatched(db, [...takes]);
}

const giveBackBatched = createBatcher<RateTake, never>(async (db, calls) => {
  const flat = calls.flat();
  await db.query('select public.rate_limit_give_back_many($1, $2, $3)', [
    flat.map((t) => t.rule.bucket),
    flat.map((t) => t.key),
    flat.map((t) => t.rule.windowSeconds),
  ]);
  return calls.map(() => []);
});

/**
 * `RateLimit-*` headers (IETF draft names) describing a decision. With the rule's window (windows
 * start at multiples of it since the epoch, as in rate_limit_take), `ratelimit-reset` says when
 * the window ends on every answer, not only on a refusal.
 */
export function rateLimitHeaders(decision: RateDecision, windowSeconds?: number, now = Date.now()): Record<string, string> {
  const reset = decision.allowed
    ? windowSeconds
      ? windowSeconds - (Math.floor(now / 1000) % windowSeconds)
      : null
    : decision.retryAfterSeconds;
  return {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(Math.max(0, decision.limit - decision.hits)),
    ...(reset === null ? {} : { 'ratelimit-reset': String(reset) }),
    ...(decision.allowed ? {} : { 'retry-after': String(decision.retryAfterSeconds) }),
  };
}

/** 429 `{ error: "rate_limited", message }` with Retry-After and RateLimit headers. */
export function rateLimited(decision: RateDecision, message: string): Response {
  return jsonError(429, 'rate_limited', message, rateLimitHeaders(decision));
}
