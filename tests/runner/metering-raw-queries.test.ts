/**
 * The one door, tried as an attacker would (issue 40): raw query strings sent to metered
 * endpoints of the site and the API with repeated, unknown, reordered, differently cased and
 * percent-encoded parameters, fresh and reused Idempotency-Keys, HEAD, balances at 0, and time
 * passing (stored rows aged). A model kept beside the server says what each request may get:
 * - a query with an unknown or repeated parameter (after percent-decoding, names are exact) is
 *   refused 400 and costs nothing;
 * - every answer holding data maps to exactly one charge for the same parsed request made less than
 *   24 hours earlier (the charge itself, a free repeat of it, or a replay of a key bound to it), and
 *   a free answer is the paid answer as it was sent;
 * - a key bound to one request in the last 24 hours is refused (422) on any other;
 * - the balance moves by exactly what `x-credits-charged` says, and the ledger holds one row per charge.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePostcode } from '../../src/lib/postcode/parse.ts';
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
  ]);
  await t.sql("update public.profile set monthly_plan = 'api' where user_id = $1", [t.account('active').userId]);
  await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('active').userId]);
}, 300_000);
afterAll(async () => {
  await runner?.close();
});

interface Endpoint {
  path: string;
  /** Parameter names the endpoint takes, and the defaults the parsed request fills in. */
  defaults: Record<string, string | null>;
}

const ENDPOINTS: Endpoint[] = [
  { path: '/api/data/economic', defaults: { postcode: null } },
  { path: '/api/data/schools', defaults: { postcode: null, radius: '1600' } },
  { path: '/api/data/report', defaults: { postcode: null } },
  { path: '/api/v1/economic', defaults: { postcode: null } },
  { path: '/api/v1/schools', defaults: { postcode: null, radius: '1600' } },
];
/** Two places, each spelt several ways; one more place with fewer datasets. */
const POSTCODES = ['M33 2AU', 'm332au', ' m33  2AU ', 'M33%202AU', 'M33+3HJ', 'm33 3hj', 'WA14 2QS'];
const RADII = ['1600', '800', '01600'];
const UNKNOWN = ['attempt=1', '_=1732780000', 'address=1', 'mode=lsoa', 'utm_source=x'];

type Mutation = 'none' | 'repeat-other' | 'repeat-same' | 'unknown' | 'cased-name' | 'encoded-name' | 'reorder';

interface Step {
  endpoint: number;
  postcode: number;
  other: number;
  radius: number | null;
  mutation: Mutation;
  unknown: number;
  key: number | null;
  head: boolean;
  setBalance: number | null;
  hoursPass: number | null;
}

const step: fc.Arbitrary<Step> = fc.record({
  endpoint: fc.nat(ENDPOINTS.length - 1),
  postcode: fc.nat(POSTCODES.length - 1),
  other: fc.nat(POSTCODES.length - 1),
  radius: fc.option(fc.nat(RADII.length - 1), { freq: 2 }),
  mutation: fc.constantFrom<Mutation>(
    'none',
    'none',
    'none',
    'repeat-other',
    'repeat-same',
    'unknown',
    'cased-name',
    'encoded-name',
    'reorder',
  ),
  unknown: fc.nat(UNKNOWN.length - 1),
  key: fc.option(fc.nat(4), { freq: 4 }),
  head: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  setBalance: fc.option(fc.constantFrom(0, 30), { freq: 8 }),
  hoursPass: fc.option(fc.constantFrom(1, 5, 12, 25), { freq: 5 }),
});

/** The raw query string a step sends (names and values as an attacker would spell them). */
function rawQuery(s: Step, endpoint: Endpoint): string {
  const parts = [`postcode=${POSTCODES[s.postcode]!}`];
  if (s.radius !== null && 'radius' in endpoint.defaults) parts.push(`radius=${RADII[s.radius]!}`);
  if (s.mutation === 'repeat-other') parts.push(`postcode=${POSTCODES[s.other]!}`);
  if (s.mutation === 'repeat-same') parts.push(parts[0]!);
  if (s.mutation === 'unknown') parts.push(UNKNOWN[s.unknown]!);
  if (s.mutation === 'cased-name') parts[0] = parts[0]!.replace('postcode', 'Postcode');
  if (s.mutation === 'encoded-name') parts[0] = parts[0]!.replace('postcode', 'post%63ode');
  if (s.mutation === 'reorder') parts.reverse();
  return parts.join('&');
}

/** What the server should make of a query: null when it must be refused, else the parsed request. */
function parsedRequest(raw: string, endpoint: Endpoint): string | null {
  const seen = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(raw)) {
    if (!(name in endpoint.defaults) || seen.has(name)) return null;
    seen.set(name, value.trim());
  }
  const postcode = parsePostcode(seen.get('postcode') ?? '');
  if (!postcode.ok) return null;
  const radius = seen.has('radius') ? String(Number(seen.get('radius'))) : endpoint.defaults['radius'];
  return `${endpoint.path}|${postcode.value.postcode}|${radius ?? ''}`;
}

async function balance(): Promise<number> {
  const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
    t.account('active').userId,
  ]);
  return row!.api_credits;
}

describe.skipIf(!DATA_DIR)('the one door under raw, repeated and oddly spelt queries, with time passing', () => {
  it('never gives an answer that holds data without exactly one charge for that parsed request in the last 24 hours', async () => {
    const userId = t.account('active').userId;
    const apiKey = t.account('active').apiKey;
    const runs = fc.sample(fc.array(step, { minLength: 45, maxLength: 45 }), { numRuns: 6, seed: 20261128 });
    const seen = { refused: 0, charged: 0, held: 0, replayed: 0, reused: 0, exhausted: 0, head: 0 };
    for (const [run, sequence] of runs.entries()) {
      await t.sql('delete from public.paid_answers where user_id = $1', [userId]);
      await t.sql('delete from public.rate_limit_counters');
      const [start] = await t.sql<{ id: number }>('select coalesce(max(id), 0)::int as id from public.credit_ledger');
      await t.sql('update public.profile set api_credits = 30 where user_id = $1', [userId]);
      let clock = 0;
      let chargedThisRun = 0;
      // The model: when each parsed request was paid for (and what was sent), and what each key is bound to.
      const paid = new Map<string, { at: number; body: string }>();
      const keys = new Map<string, { request: string; at: number }>();
      const held = (request: string) => {
        const p = paid.get(request);
        return p && clock - p.at < 24 ? p : undefined;
      };
      for (const s of sequence) {
        if (s.hoursPass !== null) {
          clock += s.hoursPass;
          const shift = `${s.hoursPass} hours`;
          await t.sql('update public.paid_answers set created_at = created_at - $2::interval where user_id = $1', [
            userId,
            shift,
          ]);
          await t.sql('update public.answer_keys set created_at = created_at - $2::interval where user_id = $1', [userId, shift]);
        }
        if (s.setBalance !== null)
          await t.sql('update public.profile set api_credits = $2 where user_id = $1', [userId, s.setBalance]);
        const endpoint = ENDPOINTS[s.endpoint]!;
        const raw = rawQuery(s, endpoint);
        const request = parsedRequest(raw, endpoint);
        const key = s.key === null ? null : `run${run}-key${s.key}`;
        const headers: Record<string, string> = { 'x-api-key': apiKey };
        if (key) headers['idempotency-key'] = key;
        const before = await balance();
        const response = await fetch(`${server.url}${endpoint.path}?${raw}`, { method: s.head ? 'HEAD' : 'GET', headers });
        const text = await response.text();
        const after = await balance();
        const charged = Number(response.headers.get('x-credits-charged') ?? '0');
        const where = `${s.head ? 'HEAD' : 'GET'} ${endpoint.path}?${raw} key=${key} clock=${clock}h → ${response.status}`;

        expect(before - after, where).toBe(response.status === 200 ? charged : 0);
        if (request === null) {
          expect(response.status, where).toBe(400);
          expect(JSON.parse(text || '{}').error ?? 'invalid_request', where).toMatch(/^invalid_(request|postcode)$/);
          seen.refused += 1;
          continue;
        }
        if (s.head) {
          expect(charged, where).toBe(0);
          expect(text, where).toBe('');
          seen.head += 1;
          continue;
        }
        const bound = key ? keys.get(key) : undefined;
        const live = bound && clock - bound.at < 24 ? bound : undefined;
        if (live && live.request !== request) {
          expect(response.status, where).toBe(422);
          seen.reused += 1;
          continue;
        }
        if (response.status === 402) {
          // Refused for credits: only when nothing is held for it and the key replays nothing.
          expect(held(request), where).toBeUndefined();
          expect(live, where).toBeUndefined();
          seen.exhausted += 1;
          continue;
        }
        expect(response.status, where).toBe(200);
        if (response.headers.get('x-credits-note')?.startsWith('No charge: we hold no')) {
          expect(charged, where).toBe(0);
          continue;
        }
        if (charged > 0) {
          // A charge: never for a request already held.
          expect(held(request), where).toBeUndefined();
          paid.set(request, { at: clock, body: text });
          chargedThisRun += charged;
          seen.charged += 1;
        } else {
          // Free: a replay of this key's request, or a repeat of a payment less than 24 hours old.
          const anchor = held(request);
          expect(anchor ?? live, where).toBeDefined();
          if (anchor) expect(text, where).toBe(anchor.body);
          if (response.headers.get('idempotent-replayed')) seen.replayed += 1;
          else seen.held += 1;
        }
        if (key && !live) keys.set(key, { request, at: clock });
      }
      // The ledger has one row per charge of this run.
      const [ledger] = await t.sql<{ n: number; total: number }>(
        "select count(*)::int as n, coalesce(-sum(delta), 0)::int as total from public.credit_ledger where user_id = $1 and reason = 'metered' and id > $2",
        [userId, start!.id],
      );
      expect(ledger).toEqual({ n: chargedThisRun, total: chargedThisRun });
      // Free repeats stored no answers: one stored answer per charge.
      const stored = await t.sql('select 1 from public.paid_answers where user_id = $1', [userId]);
      expect(stored).toHaveLength(chargedThisRun);
    }
    // The sequences tried what they are meant to.
    expect(seen.refused).toBeGreaterThan(20);
    expect(seen.charged).toBeGreaterThan(10);
    expect(seen.held).toBeGreaterThan(5);
    expect(seen.exhausted + seen.reused + seen.replayed + seen.head).toBeGreaterThan(5);
  });
});
