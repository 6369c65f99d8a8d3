/**
 * Properties of metering over every metered endpoint, site and API, through the real runner,
 * functions and backend (issue: credits that cannot be gamed). Random sequences of requests —
 * endpoints, postcodes, Idempotency-Keys reused at random, HEAD, balances set to 0 and back —
 * must keep these true at every step:
 * - the balance falls by exactly what `x-credits-charged` says, and only for a 200 answer;
 * - an answer that holds no data, a 4xx and a HEAD cost nothing;
 * - a key used for one paid request and sent with another is never answered 200 (422), at any balance;
 * - the same key with the same request within 24 hours replays the same body, free.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meteredForUser } from '../../functions/_shared/meter.ts';
import { sqlClient } from '../../functions/_shared/sql-client.ts';
import { canonicalRequest } from '../../src/lib/api/metering/canonical-request.ts';
import { V1_ENDPOINTS } from '../../src/lib/api/v1/endpoints.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR, importSamples } from '../data/helpers.ts';
import type { RunningServer } from '../../server/runner.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
  await importSamples(t.backend.db, [
    'postcodes/trafford_postcodes_onspd_derived.csv',
    'economy/claimant_count.csv',
    'schools/trafford_schools_and_colleges_gias_derived.csv',
    'broadband/trafford_ward_average_broadband_speed_2022-05.csv',
  ]);
  await t.sql("update public.profile set monthly_plan = 'api' where user_id = $1", [t.account('active').userId]);
  await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('active').userId]);
}, 300_000);
afterAll(async () => {
  await runner?.close();
});

/** Site checkers (bearer or x-api-key) and API v1 endpoints, each with the query it takes. */
const SITE = ['crime', 'schools', 'epc', 'property-age', 'broadband', 'mobile', 'economic', 'report'].map((name) => ({
  path: `/api/data/${name}`,
  extra: {} as Record<string, string>,
  placeParam: 'postcode',
}));
const API = V1_ENDPOINTS.filter((e) => e.id !== 'stamp-duty').map((e) => ({
  path: `/api/v1${e.path}`,
  extra: (e.id.includes('valuation') ? { type: 'semi-detached' } : {}) as Record<string, string>,
  // The address search takes the place inside its text (a postcode alone lists the homes there).
  placeParam: e.id === 'address-search' ? 'q' : 'postcode',
}));
const ENDPOINTS = [...SITE, { path: '/api/valuation', extra: { type: 'detached' }, placeParam: 'postcode' }, ...API];
// In the data (several datasets), in the data with fewer datasets, and a real postcode not imported.
const POSTCODES = ['M33 2AU', 'M33 3HJ', 'WA14 2QS', 'SW1A 1AA'];

async function balance(): Promise<number> {
  const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
    t.account('active').userId,
  ]);
  return row!.api_credits;
}

interface Step {
  endpoint: number;
  postcode: number;
  key: number | null;
  head: boolean;
  setBalance: number | null;
  /** Send the previous step's request again, key and all (a client retry). */
  again: boolean;
}

const step: fc.Arbitrary<Step> = fc.record({
  endpoint: fc.nat(ENDPOINTS.length - 1),
  postcode: fc.nat(POSTCODES.length - 1),
  // A handful of keys, so that they are reused often, on the same and on other requests.
  key: fc.option(fc.nat(3), { freq: 3 }),
  head: fc.boolean().map((b) => b && Math.random() < 0.2),
  setBalance: fc.option(fc.constantFrom(0, 3, 50), { freq: 6 }),
  again: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
});

describe.skipIf(!DATA_DIR)('metering properties over every metered endpoint', () => {
  it('charges exactly what it says, never for nothing, and never lets a reused key through', async () => {
    const runs = fc.sample(fc.array(step, { minLength: 40, maxLength: 40 }), { numRuns: 6, seed: 20261126 });
    const apiKey = t.account('active').apiKey;
    let steps = 0;
    let charged = 0;
    let refusedReuse = 0;
    let replayed = 0;
    for (const [run, sequence] of runs.entries()) {
      await t.sql('delete from public.paid_answers where user_id = $1', [t.account('active').userId]);
      await t.sql('delete from public.rate_limit_counters');
      // Keys bound by a paid answer in this run: key → canonical request and the body it answered.
      const bound = new Map<string, { canonical: string; body: string }>();
      let previous: Step | null = null;
      for (const next of sequence) {
        const s: Step = next.again && previous ? { ...previous, setBalance: next.setBalance, head: false } : next;
        previous = s;
        steps += 1;
        if (s.setBalance !== null)
          await t.sql('update public.profile set api_credits = $2 where user_id = $1', [
            t.account('active').userId,
            s.setBalance,
          ]);
        const endpoint = ENDPOINTS[s.endpoint]!;
        const query = { [endpoint.placeParam]: POSTCODES[s.postcode]!, ...endpoint.extra };
        const key = s.key === null ? null : `run${run}-key${s.key}`;
        const headers: Record<string, string> = { 'x-api-key': apiKey };
        if (key) headers['idempotency-key'] = key;
        const before = await balance();
        const response = await fetch(`${server.url}${endpoint.path}?${new URLSearchParams(query).toString()}`, {
          method: s.head ? 'HEAD' : 'GET',
          headers,
        });
        const text = await response.text();
        const after = await balance();
        const cost = Number(response.headers.get('x-credits-charged') ?? '0');
        const where = `${s.head ? 'HEAD' : 'GET'} ${endpoint.path} ${POSTCODES[s.postcode]} key=${key} → ${response.status}`;

        // The balance moves by exactly what the answer says, and only for a 200.
        expect(before - after, where).toBe(response.status === 200 ? cost : 0);
        if (s.head) {
          expect(before - after, where).toBe(0);
          expect(text, where).toBe('');
          continue;
        }
        if (response.status === 200 && cost === 0)
          expect(response.headers.get('x-credits-note') ?? response.headers.get('idempotent-replayed'), where).toBeTruthy();
        if (response.headers.get('x-credits-note')?.startsWith('No charge: we hold no')) expect(cost, where).toBe(0);
        charged += cost;

        const canonical = canonicalRequest(endpoint.path, query).canonical;
        const earlier = key ? bound.get(key) : undefined;
        if (earlier && earlier.canonical !== canonical) {
          // A key already used for another paid request: never answered, whatever the balance.
          expect(response.status, where).toBe(422);
          expect(JSON.parse(text), where).toMatchObject({ error: 'idempotency_key_reused' });
          refusedReuse += 1;
        } else if (earlier) {
          expect(response.status, where).toBe(200);
          expect(text, where).toBe(earlier.body);
          expect(cost, where).toBe(0);
          replayed += 1;
        } else if (key && response.status === 200 && response.headers.get('x-answer-id')) {
          bound.set(key, { canonical, body: text });
        }
      }
    }
    expect(steps).toBe(240);
    // The sequences exercised what they are meant to.
    expect(charged).toBeGreaterThan(5);
    expect(refusedReuse).toBeGreaterThan(3);
    expect(replayed).toBeGreaterThan(3);
  }, 300_000);

  it('charges nothing when producing the answer fails (5xx) or is refused (4xx)', async () => {
    const userId = t.account('active').userId;
    await t.sql('delete from public.paid_answers where user_id = $1', [userId]);
    await t.sql('update public.profile set api_credits = 10 where user_id = $1', [userId]);
    const db = sqlClient();
    const what = { service: 'postcode-crime' as const, request: canonicalRequest('/api/data/crime', { postcode: 'M33 2AU' }) };
    for (const status of [500, 503, 400, 404, 422]) {
      const response = await meteredForUser(
        userId,
        what,
        `failing-${status}`,
        async () => new Response(JSON.stringify({ error: 'x', message: 'y' }), { status }),
        db,
      );
      expect(response.status).toBe(status);
    }
    expect(await balance()).toBe(10);
    expect(await t.sql('select 1 from public.paid_answers where user_id = $1', [userId])).toEqual([]);
  });
});
