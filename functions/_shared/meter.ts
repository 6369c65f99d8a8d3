/**
 * Server-side metering, the one place a metered answer is paid for. A handler hands over how to
 * produce its answer; the meter works out who is asking and:
 * - a visitor (no credentials) spends the free tier: FREE_LOOKUPS_PER_DAY a day per checker,
 *   counted per visitor (a salted hash of a first-party cookie) and per network address (a salted
 *   hash of context.ip), in the database; over it, 402 `free_limit_reached` with Retry-After (402,
 *   not 429: waiting a moment will not help, an account will; and the browser helper does not retry it);
 * - a signed-in user (`Authorization: Bearer`) or an API caller (`x-api-key`) is checked first
 *   (paused 403, trial ended 402, no credits 402), then the answer is produced, and only a 2xx
 *   answer is charged, in the same request, through charge_credits (ledger row, never below zero,
 *   legacy plans free, an `Idempotency-Key` charged once). If the charge fails the answer is
 *   withheld. Headers: `x-credits-charged`, `x-credits-remaining` (users), `x-free-lookups-remaining` (visitors).
 * 4xx, not-in-data and 5xx answers are never charged and give the free lookup back.
 */
import type { Context } from '@netlify/functions';
import { freeLookupRules } from '../../src/lib/api/rate-rules.ts';
import { METER_MESSAGES } from '../../src/lib/api/meter-messages.ts';
import { FREE_LOOKUPS_PER_ADDRESS_PER_DAY, FREE_LOOKUPS_PER_DAY } from '../../src/lib/site/plans.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { readApiKey, readBearerToken, verifyBearer } from './auth.ts';
import { giveBackRateLimit, hashKey, takeRateLimit } from './rate-limit.ts';
import { authenticationRequired, jsonError } from './respond.ts';
import { sqlClient } from './sql-client.ts';
import { adminClient } from './supabase-admin.ts';

export interface MeterRule {
  /** Credit service name (src/lib/api/credit-services.ts), also the free-tier bucket. */
  service: string;
  /** Credits a signed-in answer costs (from CREDIT_COSTS in plans.ts). */
  cost: number;
}

/** The first-party cookie that tells one visitor's free lookups from another's. */
export const VISITOR_COOKIE = 'bs_visitor';
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** An Idempotency-Key header value we accept: 1–255 printable ASCII characters without spaces. */
export function isValidIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY.test(value);
}

type Caller = { kind: 'visitor' } | { kind: 'user'; userId: string };

function visitorIdFrom(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return null;
}

function freeAllowance(): { perVisitor: number; perAddress: number } {
  const fromEnv = (name: string, fallback: number) => {
    const raw = process.env[name]?.trim();
    const value = raw ? Number(raw) : NaN;
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    perVisitor: fromEnv('FREE_LOOKUPS_PER_DAY', FREE_LOOKUPS_PER_DAY),
    perAddress: fromEnv('FREE_LOOKUPS_PER_ADDRESS_PER_DAY', FREE_LOOKUPS_PER_ADDRESS_PER_DAY),
  };
}

async function identify(request: Request, db: SqlClient): Promise<Caller | Response> {
  if (readBearerToken(request)) {
    const user = await verifyBearer(request, adminClient());
    return user ? { kind: 'user', userId: user.id } : authenticationRequired();
  }
  if (request.headers.has('x-api-key')) {
    const key = readApiKey(request);
    if (!key) return authenticationRequired();
    const { rows } = await db.query<{ user_id: string }>('select user_id from public.profile where secret_api = $1', [key]);
    return rows[0] ? { kind: 'user', userId: rows[0].user_id } : authenticationRequired();
  }
  return { kind: 'visitor' };
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) copy.append(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
}

/** The answer for an account that may not be charged now (paused, ended, empty), or null. */
export function refusal(state: string): Response | null {
  if (state === 'paused') return jsonError(403, 'account_paused', METER_MESSAGES.paused);
  if (state === 'trial_ended') return jsonError(402, 'trial_ended', METER_MESSAGES.trialEnded);
  if (state === 'no_credits' || state === 'insufficient') return jsonError(402, 'insufficient_credits', METER_MESSAGES.noCredits);
  if (state === 'unknown_user') return authenticationRequired();
  return null;
}

/** Produces and pays for one metered answer (see the module comment). */
export async function metered(
  request: Request,
  context: Context | undefined,
  rule: MeterRule,
  produce: () => Promise<Response>,
  db: SqlClient = sqlClient(),
): Promise<Response> {
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return jsonError(400, 'invalid_request', METER_MESSAGES.badIdempotencyKey);
  }
  const caller = await identify(request, db);
  if (caller instanceof Response) return caller;
  return caller.kind === 'visitor'
    ? visitorAnswer(request, context, rule, produce, db)
    : meteredForUser(caller.userId, rule, idempotencyKey, produce, db);
}

async function visitorAnswer(
  request: Request,
  context: Context | undefined,
  rule: MeterRule,
  produce: () => Promise<Response>,
  db: SqlClient,
): Promise<Response> {
  const { perVisitor, perAddress } = freeAllowance();
  const rules = freeLookupRules(rule.service, perVisitor, perAddress);
  const existing = visitorIdFrom(request);
  const visitorId = existing ?? crypto.randomUUID();
  const visitorKey = hashKey('visitor', visitorId);
  const addressKey = hashKey('address', context?.ip || 'unknown');
  const visitor = await takeRateLimit(rules.visitor, visitorKey, db);
  if (!visitor.allowed)
    return jsonError(402, 'free_limit_reached', METER_MESSAGES.freeLimit(perVisitor), {
      'retry-after': String(visitor.retryAfterSeconds),
    });
  const address = await takeRateLimit(rules.address, addressKey, db);
  if (!address.allowed) {
    await giveBackRateLimit(rules.visitor, visitorKey, db);
    return jsonError(402, 'free_limit_reached', METER_MESSAGES.freeLimit(perVisitor), {
      'retry-after': String(address.retryAfterSeconds),
    });
  }
  const response = await produce();
  const headers: Record<string, string> = {};
  if (!existing) headers['set-cookie'] = `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`;
  if (response.status < 200 || response.status > 299) {
    await giveBackRateLimit(rules.visitor, visitorKey, db);
    await giveBackRateLimit(rules.address, addressKey, db);
    return withHeaders(response, headers);
  }
  headers['x-free-lookups-remaining'] = String(Math.max(0, perVisitor - visitor.hits));
  return withHeaders(response, headers);
}

/**
 * The signed-in half of {@link metered}, for callers that identified the user themselves (the
 * property API): refuses paused, ended or empty accounts, produces, and charges only a 2xx answer.
 */
export async function meteredForUser(
  userId: string,
  rule: MeterRule,
  idempotencyKey: string | null,
  produce: () => Promise<Response>,
  db: SqlClient,
): Promise<Response> {
  const { rows } = await db.query<{ state: string; balance: number | null }>(
    'select state, balance from public.metering_state($1, $2)',
    [userId, rule.cost],
  );
  const before = refusal(rows[0]?.state ?? 'unknown_user');
  // A retry of an answer already paid for is answered even at 0 credits.
  if (before && !(idempotencyKey && before.status === 402 && (await alreadyCharged(userId, idempotencyKey, db)))) return before;
  const response = await produce();
  if (response.status < 200 || response.status > 299) return response;
  const charge = await db.query<{ outcome: string; is_legacy: boolean; charged: number; balance: number | null }>(
    'select outcome, is_legacy, charged, balance from public.charge_credits($1, $2, $3, $4)',
    [userId, rule.service, rule.cost, idempotencyKey],
  );
  const row = charge.rows[0];
  const after = refusal(row?.outcome ?? 'unknown_user');
  if (after) return after;
  return withHeaders(response, {
    'x-credits-charged': String(row?.charged ?? 0),
    'x-credits-remaining': String(row?.balance ?? ''),
    ...(row?.is_legacy ? { 'x-credits-legacy': 'true' } : {}),
  });
}

async function alreadyCharged(userId: string, key: string, db: SqlClient): Promise<boolean> {
  const { rows } = await db.query('select 1 from public.metered_charges where user_id = $1 and idempotency_key = $2', [
    userId,
    key,
  ]);
  return rows.length > 0;
}
