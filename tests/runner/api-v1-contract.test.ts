/**
 * Contract tests of the property API v1 through the real runner, functions and backend, with
 * every sample dataset imported: each documented example answers exactly as recorded and matches
 * the OpenAPI document; every documented error is reachable with its status; keys, charges,
 * idempotency, rate limits and the sandbox behave as documented.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import { ensureOpenData } from '../../scripts/data/ensure-open-data.ts';
import { V1_ENDPOINTS, type V1Endpoint } from '../../src/lib/api/v1/endpoints.ts';
import { API_V1_ERRORS } from '../../src/lib/api/v1/errors.ts';
import { API_V1_OPERATIONS, operationAt } from '../../src/lib/api/v1/operations.ts';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import { API_RATE_LIMITS_PER_MINUTE } from '../../src/lib/site/plans.ts';
import examples from '../../src/data/api-v1-examples.json' with { type: 'json' };
import type { SeedAccount } from '../../src/data/seed-accounts.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR } from '../data/helpers.ts';
import { getOperations } from './document-operations.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
let document: Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true });

beforeAll(async () => {
  runner = await startRealRunner({ openData: true });
  ({ t, server } = runner);
  await ensureOpenData(t.backend.db, { quiet: true });
  document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Record<string, unknown>;
  ajv.addSchema(document, 'openapi');
}, 300_000);
afterAll(async () => {
  await runner?.close();
});
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
});

const RECORDED = examples as Record<
  string,
  { query: Record<string, string>; body: { data: unknown; meta: Record<string, unknown> } }
>;

function call(path: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/v1${path}?${new URLSearchParams(query).toString()}`, { headers });
}

/** Validates a body against the document's schema for an operation and status. */
function expectMatchesDocument(endpoint: V1Endpoint, status: number, body: unknown): void {
  const pointer = `openapi#/paths/${endpoint.path.replaceAll('/', '~1')}/get/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
  const valid = validate(body);
  expect(valid ? [] : validate.errors?.slice(0, 5), `${endpoint.path} ${status}`).toEqual([]);
}

async function credits(key: SeedAccount['key']): Promise<number> {
  const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
    t.account(key).userId,
  ]);
  return row?.api_credits ?? -1;
}
const setCredits = (key: SeedAccount['key'], value: number) =>
  t.sql('update public.profile set api_credits = $2 where user_id = $1', [t.account(key).userId, value]);

describe.skipIf(!DATA_DIR)('property API v1 contract', () => {
  it('documents every endpoint, each with an example request and response', () => {
    const paths = getOperations<{ get: Record<string, unknown> }>(document);
    expect(Object.keys(paths).sort()).toEqual(API_V1_OPERATIONS.map((e) => e.path).sort());
    for (const endpoint of V1_ENDPOINTS) {
      const op = paths[endpoint.path]!.get;
      expect(op['x-credit-cost']).toBe(endpoint.cost);
      expect(RECORDED[endpoint.id], endpoint.id).toBeDefined();
      const responses = op['responses'] as Record<string, unknown>;
      for (const error of API_V1_ERRORS.filter((e) => !e.only))
        expect(responses[String(error.status)], `${endpoint.id} ${error.status}`).toBeDefined();
    }
  });

  it.each(V1_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s: the documented example answers as recorded, for the sandbox key',
    async (_, endpoint) => {
      const response = await call(endpoint.path, endpoint.example, { 'x-api-key': SANDBOX_API_KEY });
      const body = (await response.json()) as { data: unknown; meta: Record<string, unknown> };
      expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
      expectMatchesDocument(endpoint, 200, body);
      expect(body.data).toEqual(RECORDED[endpoint.id]!.body.data);
      expect(body.meta['sources']).toEqual(RECORDED[endpoint.id]!.body.meta['sources']);
      expect(body.meta).toMatchObject({ sandbox: true, apiVersion: 'v1', endpoint: endpoint.path });
      expect(response.headers.get('x-request-id')).toBe(body.meta['requestId']);
      expect(response.headers.get('x-credits-charged')).toBe('0');
    },
  );

  it('charges a key the documented cost, with balance, request id and rate-limit headers', async () => {
    await setCredits('active', 10);
    const key = t.account('active').apiKey;
    const response = await call('/crime-statistics', { postcode: 'M33 2AU' }, { 'x-api-key': key });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-credits-charged')).toBe('1');
    expect(response.headers.get('x-credits-remaining')).toBe('9');
    expect(response.headers.get('ratelimit-limit')).toBeTruthy();
    expect(response.headers.get('x-request-id')).toMatch(/\S+/);
    expect(await credits('active')).toBe(9);
    // Authorization: Bearer <key> works the same.
    const bearer = await call('/postcode', { postcode: 'M33 2AU' }, { authorization: `Bearer ${key}` });
    expect(bearer.status).toBe(200);
    expect(await credits('active')).toBe(8);
  });

  it('answers a repeated Idempotency-Key again without a second charge', async () => {
    await setCredits('active', 5);
    const headers = { 'x-api-key': t.account('active').apiKey, 'idempotency-key': 'order-1234' };
    const first = await call('/council-tax', { postcode: 'M33 2AU' }, headers);
    const second = await call('/council-tax', { postcode: 'M33 2AU' }, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('x-credits-charged')).toBe('0');
    expect(await credits('active')).toBe(4);
  });

  it('reaches every documented error with its status and code, and charges none of them', async () => {
    await setCredits('active', 5);
    const active = { 'x-api-key': t.account('active').apiKey };
    const cases: [number, string, Promise<Response>][] = [
      [400, 'invalid_request', call('/crime-statistics', { postcode: 'M33 2AU', radius: '9000' }, active)],
      [400, 'invalid_request', call('/postcode', { postcode: 'M33 2AU', colour: 'blue' }, active)],
      [
        400,
        'invalid_request',
        call('/stamp-duty', { price: '300000', completionDate: '2019-01-01', location: 'england' }, active),
      ],
      [401, 'unauthorized', call('/postcode', { postcode: 'M33 2AU' })],
      [401, 'unauthorized', call('/postcode', { postcode: 'M33 2AU' }, { 'x-api-key': 'not-a-real-key-000000' })],
      [403, 'sandbox_restricted', call('/postcode', { postcode: 'M1 1AE' }, { 'x-api-key': SANDBOX_API_KEY })],
      [404, 'not_found', call('/postcode', { postcode: 'SW1A 1AA' }, active)],
      [404, 'not_found', call('/house-valuation', { postcode: 'M33 3HJ', type: 'flat' }, active)],
      [404, 'not_found', call('/no-such-endpoint', {}, active)],
      [402, 'insufficient_credits', call('/postcode', { postcode: 'M33 2AU' }, { 'x-api-key': t.account('trial-empty').apiKey })],
      [403, 'account_paused', call('/postcode', { postcode: 'M33 2AU' }, { 'x-api-key': t.account('paused').apiKey })],
      [402, 'trial_ended', call('/postcode', { postcode: 'M33 2AU' }, { 'x-api-key': t.account('fresh').apiKey })],
    ];
    await t.sql("update public.subscriptions set status = 'trial', trial_end = now() - interval '1 day' where user_id = $1", [
      t.account('fresh').userId,
    ]);
    for (const [status, code, pending] of cases) {
      const response = await pending;
      const body = (await response.json()) as Record<string, unknown>;
      expect([response.status, body['error']], JSON.stringify(body)).toEqual([status, code]);
      expect(typeof body['message']).toBe('string');
      expectMatchesDocument(V1_ENDPOINTS[0]!, status, body);
    }
    const post = await fetch(`${server.url}/api/v1/postcode?postcode=M33%202AU`, { method: 'POST', headers: active });
    expect([post.status, ((await post.json()) as Record<string, unknown>)['error']]).toEqual([405, 'method_not_allowed']);
    expect(await credits('active')).toBe(5);
    // 422: a key already used for a paid request, sent with another one.
    await t.sql('delete from public.paid_answers');
    const keyed = { ...active, 'idempotency-key': 'contract-reuse' };
    expect((await call('/postcode', { postcode: 'M33 2AU' }, keyed)).status).toBe(200);
    const reused = await call('/postcode', { postcode: 'M33 3HJ' }, keyed);
    const reusedBody = (await reused.json()) as Record<string, unknown>;
    expect([reused.status, reusedBody['error']]).toEqual([422, 'idempotency_key_reused']);
    expectMatchesDocument(V1_ENDPOINTS[0]!, 422, reusedBody);
    expect(await credits('active')).toBe(4);
  });

  it('limits each key per minute by its plan, with 429, Retry-After and RateLimit headers', async () => {
    await t.sql('update public.profile set monthly_plan = null where user_id = $1', [t.account('trial').userId]);
    await t.sql("update public.subscriptions set status = 'trial', trial_end = now() + interval '7 days' where user_id = $1", [
      t.account('trial').userId,
    ]);
    await setCredits('trial', 1000);
    const headers = { 'x-api-key': t.account('trial').apiKey };
    const limit = API_RATE_LIMITS_PER_MINUTE.trial;
    const statuses: number[] = [];
    // Different prices: the same request again within 24 hours would be answered free.
    for (let i = 0; i < limit + 2; i++)
      statuses.push(
        (await call('/stamp-duty', { price: String(250000 + i), completionDate: '2025-06-01', location: 'wales' }, headers))
          .status,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual([429, 429]);
    const over = await call('/stamp-duty', { price: '250000', completionDate: '2025-06-01', location: 'wales' }, headers);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-limit')).toBe(String(limit));
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(await credits('trial')).toBe(1000 - limit);
  });

  it('charges exactly 50 for 200 parallel calls on 50 credits', async () => {
    await t.sql("update public.profile set monthly_plan = 'api' where user_id = $1", [t.account('active').userId]);
    await setCredits('active', 50);
    const headers = { 'x-api-key': t.account('active').apiKey };
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('/stamp-duty', { price: String(425000 + i), completionDate: '2025-06-01', location: 'england' }, headers),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    expect(await credits('active')).toBe(0);
    const [ledger] = await t.sql<{ n: number }>(
      "select count(*)::int as n from public.credit_ledger where user_id = $1 and service = 'api-stamp-duty-land-tax'",
      [t.account('active').userId],
    );
    expect(ledger?.n).toBe(50);
  });

  it('survives 1,000 requests fuzzed from the document: no 5xx, and only answers are charged', async () => {
    await t.sql("update public.profile set monthly_plan = 'legacy' where user_id = $1", [t.account('legacy').userId]);
    await t.sql("update public.profile set monthly_plan = 'api' where user_id = $1", [t.account('active').userId]);
    await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('active').userId]);
    await setCredits('active', 100_000);
    const key = t.account('active').apiKey;
    const paths = getOperations<{
      get: { parameters: { name: string; in: string; schema: Record<string, unknown>; example?: string }[] };
    }>(document);
    const garbage = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '',
        ' ',
        '-1',
        '0',
        '1e400',
        'NaN',
        '2019-02-30',
        'M33',
        'M33 2AU',
        'SW1A 1AA',
        'ZZ99 9ZZ',
        '%00',
        '\u0000',
        'x'.repeat(3000),
      ),
      fc.integer({ min: -1e9, max: 1e12 }).map(String),
    );
    const request = fc.tuple(
      fc.constantFrom(...Object.keys(paths)),
      fc.infiniteStream(fc.tuple(fc.nat(5), garbage)),
      fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: garbage.map((g) => ['extra', g] as const), weight: 1 }),
    );
    const samples = fc.sample(request, { numRuns: 1000, seed: 20261123 });
    let answered = 0;
    let charged = 0;
    const failures: string[] = [];
    const before = await credits('active');
    for (const [i, [path, stream, extra]] of samples.entries()) {
      // Stay inside the key's per-minute limit: this test is about input, not rate.
      if (i % 200 === 0) await t.sql('delete from public.rate_limit_counters');
      const params = new URLSearchParams();
      const choices = stream.take(20)[Symbol.iterator]();
      for (const p of paths[path]!.get.parameters.filter((x) => x.in === 'query')) {
        const [choice, value] = choices.next().value as [number, string];
        const enumValues = (p.schema['enum'] as string[] | undefined) ?? [];
        if (choice === 0) continue;
        if (choice <= 2 && p.example !== undefined) params.set(p.name, p.example);
        else if (choice <= 4 && enumValues.length) params.set(p.name, enumValues[value.length % enumValues.length]!);
        else if (choice <= 4 && p.example !== undefined) params.set(p.name, p.example);
        else params.set(p.name, value);
      }
      if (extra) params.set(extra[0], extra[1]);
      const response = await fetch(`${server.url}/api/v1${path}?${params.toString()}`, { headers: { 'x-api-key': key } });
      const text = await response.text();
      if (response.status >= 500)
        failures.push(`${response.status} ${path}?${params.toString().slice(0, 200)} → ${text.slice(0, 200)}`);
      if (response.status === 200) {
        answered += 1;
        const credits = Number(response.headers.get('x-credits-charged'));
        charged += credits;
        // An answer that is not charged says why: it holds no data, or the key already bought it
        // today. Account endpoints (and /data-freshness, one of them) are always free.
        if (credits === 0 && operationAt(path)?.kind !== 'account')
          expect(response.headers.get('x-credits-note'), path).toMatch(/^No charge: /);
      } else
        expect(JSON.parse(text), `${path}?${params.toString().slice(0, 200)}`).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
        });
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    expect(charged).toBeGreaterThan(5);
    expect(before - (await credits('active'))).toBe(charged);
  }, 300_000);
});
