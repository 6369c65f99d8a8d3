/**
 * Server-side metering, the one place a metered answer is paid for (docs/decisions/metering.md).
 * A handler hands over its price-list service, the canonical request and how to produce the
 * answer; the meter works out who is asking and:
 * - a visitor (no credentials) spends the free tier: FREE_LOOKUPS_PER_DAY a day per checker,
 *   counted per visitor (a salted hash of a first-party cookie) and per network address, in the
 *   database; over it, 402 `free_limit_reached` with Retry-After;
 * - a signed-in user (`Authorization: Bearer`) or an API caller (`x-api-key`): an
 *   `Idempotency-Key` used within 24 hours replays the stored answer for the identical request
 *   (422 `idempotency_key_reused` for any other request); the account is checked (paused 403,
 *   trial ended 402, no credits 402) unless it already holds this answer from the last 24 hours;
 *   then the answer is produced and paid for in one statement (public.pay_for_answer), which
 *   stores it for replays, reopening and the dashboard. If the charge fails the answer is withheld.
 * Never charged: 4xx and 5xx answers, answers that hold no data (the price list says what counts;
 * `x-credits-note` says why), answers the user already holds. Headers: `x-credits-charged`,
 * `x-credits-remaining` (users), `x-free-lookups-remaining` (visitors), `idempotent-replayed`.
 */
import { createHash } from 'node:crypto';
import type { Context } from '@netlify/functions';
import type { CanonicalRequest } from '../../src/lib/api/metering/canonical-request.ts';
import { answerLabel, PRICE_LIST } from '../../src/lib/api/metering/price-list.ts';
import type { CreditService } from '../../src/lib/api/credit-services.ts';
import { freeLookupRules } from '../../src/lib/api/rate-rules.ts';
import { METER_MESSAGES } from '../../src/lib/api/meter-messages.ts';
import { PAID_ANSWERS_PER_DAY, secondsToNextUtcDay } from '../../src/lib/api/metering/limits.ts';
import { KEY_CAP_MESSAGE } from '../../src/lib/api/keys/key-messages.ts';
import { FREE_LOOKUPS_PER_ADDRESS_PER_DAY, FREE_LOOKUPS_PER_DAY } from '../../src/lib/site/plans.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { readApiKey, readBearerToken, verifyBearer } from './auth.ts';
import { giveBackRateLimits, hashKey, takeRateLimits } from './rate-limit.ts';
import { authenticationRequired, jsonError, knownBodyOf } from './respond.ts';
import { sqlClient } from './sql-client.ts';
import { adminClient } from './supabase-admin.ts';

/** One metered request: the price-list service it is charged as and what makes it "the same request". */
export interface MeteredRequest {
  service: CreditService;
  request: CanonicalRequest;
}

/** The first-party cookie that tells one visitor's free lookups from another's. */
export const VISITOR_COOKIE = 'bs_visitor';
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const PRIVATE = { 'cache-control': 'private, no-store' };
const JSON_TYPE = 'application/json; charset=utf-8';

/** An Idempotency-Key header value we accept: 1–255 printable ASCII characters without spaces. */
export function isValidIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY.test(value);
}

/** SHA-256 (hex) of the canonical request: what an Idempotency-Key and a held answer are bound to. */
export function fingerprintOf(request: CanonicalRequest): string {
  return createHash('sha256').update(request.canonical).digest('hex');
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
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
}

/** The answer for an account that may not be charged now (paused, ended, empty), or null. */
export function refusal(state: string): Response | null {
  if (state === 'paused') return jsonError(403, 'account_paused', METER_MESSAGES.paused);
  if (state === 'trial_ended') return jsonError(402, 'trial_ended', METER_MESSAGES.trialEnded);
  if (state === 'no_credits' || state === 'insufficient') return jsonError(402, 'insufficient_credits', METER_MESSAGES.noCredits);
  if (state === 'unknown_user') return authenticationRequired();
  if (state === 'key_reused') return jsonError(422, 'idempotency_key_reused', METER_MESSAGES.keyReused);
  if (state === 'key_cap') return jsonError(403, 'key_cap_reached', KEY_CAP_MESSAGE);
  if (state === 'answer_cap')
    return jsonError(429, 'daily_answer_limit', METER_MESSAGES.answerCap(PAID_ANSWERS_PER_DAY), {
      'retry-after': String(secondsToNextUtcDay()),
    });
  return null;
}

/** A produced answer read once, so it can be inspected, stored and sent. */
interface Produced {
  response: Response;
  text: string | null;
  json: unknown;
}

async function readProduced(response: Response): Promise<Produced> {
  if (response.status < 200 || response.status > 299) return { response, text: null, json: null };
  const known = knownBodyOf(response);
  if (known) return { response, text: known.text, json: known.json };
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { response, text, json };
}

function resend(produced: Produced, headers: Record<string, string>): Response {
  const copy = new Headers(produced.response.headers);
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  return new Response(produced.text, { status: produced.response.status, headers: copy });
}

/** Produces and pays for one metered answer (see the module comment). */
export async function metered(
  request: Request,
  context: Context | undefined,
  what: MeteredRequest,
  produce: () => Promise<Response>,
  db: SqlClient = sqlClient(),
): Promise<Response> {
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return jsonError(400, 'invalid_request', METER_MESSAGES.badIdempotencyKey);
  }
  const caller = await identify(request, db);
  if (caller instanceof Response) return caller;
  // HEAD gets the status and headers a GET would, with nothing spent, charged or stored.
  const dry = request.method === 'HEAD';
  return caller.kind === 'visitor'
    ? visitorAnswer(request, context, what, produce, db, dry)
    : meteredForUser(caller.userId, what, idempotencyKey, produce, db, null, dry);
}

async function visitorAnswer(
  request: Request,
  context: Context | undefined,
  what: MeteredRequest,
  produce: () => Promise<Response>,
  db: SqlClient,
  dry: boolean,
): Promise<Response> {
  const { perVisitor, perAddress } = freeAllowance();
  const rules = freeLookupRules(what.service, perVisitor, perAddress);
  const existing = visitorIdFrom(request);
  const visitorId = existing ?? crypto.randomUUID();
  const visitorKey = hashKey('visitor', visitorId);
  const addressKey = hashKey('address', context?.ip || 'unknown');
  // Both counters in one statement: the visitor's first, then the address's (all or nothing).
  const decisions = await takeRateLimits(
    [
      { rule: rules.visitor, key: visitorKey },
      { rule: rules.address, key: addressKey },
    ],
    db,
  );
  const refused = decisions.find((d) => !d.allowed);
  const visitor = decisions[0];
  if (refused || !visitor)
    return jsonError(402, 'free_limit_reached', METER_MESSAGES.freeLimit(perVisitor), {
      'retry-after': String(refused?.retryAfterSeconds ?? 60),
    });
  const produced = await readProduced(await produce());
  const headers: Record<string, string> = {};
  if (!existing) headers['set-cookie'] = `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`;
  const giveBack = () =>
    giveBackRateLimits(
      [
        { rule: rules.visitor, key: visitorKey },
        { rule: rules.address, key: addressKey },
      ],
      db,
    );
  if (produced.text === null) {
    await giveBack();
    return withHeaders(produced.response, headers);
  }
  const noData = PRICE_LIST[what.service].holdsData(produced.json);
  if (noData || dry) {
    await giveBack();
    return resend(produced, {
      ...headers,
      'x-free-lookups-remaining': String(Math.max(0, perVisitor - visitor.hits + 1)),
      ...(noData ? { 'x-credits-note': noData } : {}),
    });
  }
  return resend(produced, { ...headers, 'x-free-lookups-remaining': String(Math.max(0, perVisitor - visitor.hits)) });
}

interface LookupRow {
  outcome: 'replay' | 'key_reused' | 'held' | 'new';
  answer_id: string | null;
}

interface PayRow {
  outcome: string;
  is_legacy: boolean;
  charged: number;
  balance: number | null;
  answer_id: string | null;
}

async function storedAnswer(answerId: string, db: SqlClient): Promise<{ status: number; body: string } | null> {
  const { rows } = await db.query<{ status: number; body: string | null }>(
    'select status, body from public.paid_answers where id = $1',
    [answerId],
  );
  const row = rows[0];
  return row && row.body !== null ? { status: row.status, body: row.body } : null;
}

function storedResponse(
  answerId: string,
  stored: { status: number; body: string },
  balance: number | null,
  headers: Record<string, string>,
): Response {
  return new Response(stored.body, {
    status: stored.status,
    headers: {
      'content-type': JSON_TYPE,
      ...PRIVATE,
      'x-credits-charged': '0',
      'x-credits-remaining': balance === null ? '' : String(balance),
      'x-answer-id': answerId,
      ...headers,
    },
  });
}

/** The stored answer an Idempotency-Key replays, with the headers Stripe's rules give a replay. */
async function replay(answerId: string, balance: number | null, db: SqlClient): Promise<Response> {
  const stored = await storedAnswer(answerId, db);
  if (!stored) return jsonError(409, 'idempotency_key_reused', METER_MESSAGES.keyReused);
  return storedResponse(answerId, stored, balance, { 'idempotent-replayed': 'true' });
}

/**
 * A free repeat of an answer the user paid for in the last 24 hours: the paid answer as it was
 * sent (nothing produced, charged or stored; an Idempotency-Key is bound to it), or null when it
 * is no longer held (the caller pays as usual).
 */
async function heldAnswer(
  userId: string,
  fingerprint: string,
  idempotencyKey: string | null,
  balance: number | null,
  db: SqlClient,
  dry: boolean,
): Promise<Response | null> {
  // HEAD and key-less repeats only look; a repeat with a key binds it to the paid answer.
  const { rows } =
    dry || idempotencyKey === null
      ? await db.query<LookupRow>('select outcome, answer_id from public.paid_answer_lookup($1, $2, null)', [userId, fingerprint])
      : await db.query<LookupRow>('select outcome, answer_id from public.hold_answer($1, $2, $3)', [
          userId,
          fingerprint,
          idempotencyKey,
        ]);
  const outcome = rows[0]?.outcome ?? 'new';
  const answerId = rows[0]?.answer_id ?? null;
  if (outcome === 'key_reused') return refusal('key_reused');
  if (outcome === 'replay' && answerId) return replay(answerId, balance, db);
  if (outcome !== 'held' || !answerId) return null;
  const stored = await storedAnswer(answerId, db);
  if (!stored) return null;
  return storedResponse(answerId, stored, balance, { 'x-credits-note': METER_MESSAGES.alreadyHeld });
}

/**
 * A named API key paying for an answer: its monthly cap is checked before the answer is produced
 * (`capReached`) and held in the charge itself (public.pay_for_answer_as_key locks the key).
 */
export interface PayingKey {
  id: string;
  capReached: boolean;
}

/**
 * The signed-in half of {@link metered}, for callers that identified the user themselves (the
 * property API): replays, refusals, production and payment as the module comment says.
 */
export async function meteredForUser(
  userId: string,
  what: MeteredRequest,
  idempotencyKey: string | null,
  produce: () => Promise<Response>,
  db: SqlClient,
  key: PayingKey | null = null,
  dry = false,
): Promise<Response> {
  const entry = PRICE_LIST[what.service];
  const fingerprint = fingerprintOf(what.request);
  const [lookup, state] = await Promise.all([
    db.query<LookupRow>('select outcome, answer_id from public.paid_answer_lookup($1, $2, $3)', [
      userId,
      fingerprint,
      idempotencyKey,
    ]),
    db.query<{ state: string; balance: number | null }>('select state, balance from public.metering_state($1, $2)', [
      userId,
      entry.cost,
    ]),
  ]);
  const found = lookup.rows[0] ?? { outcome: 'new', answer_id: null };
  const account = state.rows[0] ?? { state: 'unknown_user', balance: null };
  if (found.outcome === 'key_reused') return refusal('key_reused')!;
  if (found.outcome === 'replay' && found.answer_id) return replay(found.answer_id, account.balance, db);
  const before = refusal(account.state);
  // An answer the user already paid for today is theirs, even at 0 credits; a pause still stops it.
  if (before && !(found.outcome === 'held' && before.status === 402)) return before;
  if (found.outcome === 'held') {
    const held = await heldAnswer(userId, fingerprint, idempotencyKey, account.balance, db, dry);
    if (held) return held;
    if (before) return before;
  }
  if (key?.capReached) return refusal('key_cap')!;

  const produced = await readProduced(await produce());
  if (produced.text === null) return produced.response;
  const noData = entry.holdsData(produced.json);
  if (noData || dry) {
    return resend(produced, {
      'x-credits-charged': '0',
      'x-credits-remaining': account.balance === null ? '' : String(account.balance),
      ...(noData ? { 'x-credits-note': noData } : {}),
    });
  }
  const paid = await db.query<PayRow>(
    key
      ? 'select outcome, is_legacy, charged, balance, answer_id from public.pay_for_answer_as_key($10, $1, $2, $3, $4, $5, $6, $7, $8, $9)'
      : 'select outcome, is_legacy, charged, balance, answer_id from public.pay_for_answer($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [
      userId,
      what.service,
      entry.cost,
      fingerprint,
      idempotencyKey,
      answerLabel(what.service, what.request),
      what.request.path,
      produced.response.status,
      produced.text,
      ...(key ? [key.id] : []),
    ],
  );
  const row = paid.rows[0];
  const refused = refusal(row?.outcome ?? 'unknown_user');
  if (refused) return refused;
  // A parallel request paid for (or used the key on) this request first: send what it stored.
  if ((row?.outcome === 'held' || row?.outcome === 'replay') && row.answer_id) {
    const stored = await storedAnswer(row.answer_id, db);
    const note: Record<string, string> =
      row.outcome === 'held' ? { 'x-credits-note': METER_MESSAGES.alreadyHeld } : { 'idempotent-replayed': 'true' };
    if (stored) return storedResponse(row.answer_id, stored, row.balance, note);
  }
  const headers: Record<string, string> = {
    'x-credits-charged': String(row?.charged ?? 0),
    'x-credits-remaining': row?.balance === null || row?.balance === undefined ? '' : String(row.balance),
  };
  if (row?.answer_id) headers['x-answer-id'] = row.answer_id;
  if (row?.is_legacy) headers['x-credits-legacy'] = 'true';
  return resend(produced, headers);
}
