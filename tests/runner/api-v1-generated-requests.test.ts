/**
 * The OpenAPI document is as strict as the server (issue 45): requests generated from the
 * document's own parameter schemas (types, bounds, enums, date formats, the postcode pattern) are
 * never refused with 400, and requests that break one documented rule always are. Sent with the
 * sandbox key (free) for its sample postcodes, through the real runner, functions and backend.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import { ensureOpenData } from '../../scripts/data/ensure-open-data.ts';
import { operationAt } from '../../src/lib/api/v1/operations.ts';
import { SANDBOX_API_KEY, SANDBOX_POSTCODES } from '../../src/lib/api/v1/sandbox.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR } from '../data/helpers.ts';
import { getOperations } from './document-operations.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
let paths: Record<string, { get: { parameters: Parameter[] } }>;

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: {
    type?: string;
    enum?: string[];
    minimum?: number;
    maximum?: number;
    format?: string;
    pattern?: string;
    maxLength?: number;
    items?: { enum?: string[] };
  };
}

beforeAll(async () => {
  runner = await startRealRunner({ openData: true });
  ({ t, server } = runner);
  await ensureOpenData(t.backend.db, { quiet: true });
  const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as { paths: typeof paths };
  paths = getOperations<(typeof paths)[string]>(document);
}, 300_000);
afterAll(async () => {
  await runner?.close();
});

/** Rules between parameters that a parameter schema cannot state (each is in the parameters' descriptions). */
function keepsCrossRules(path: string, query: Record<string, string>): boolean {
  // A cursor is whatever the previous page said: it cannot be made up (a made-up one is refused).
  if (query['cursor'] !== undefined) return false;
  if (path === '/sold-prices') {
    if ((query['scope'] === 'street') !== (query['street'] !== undefined)) return false;
    if (query['from'] && query['to'] && query['from'] > query['to']) return false;
  }
  if (path === '/stamp-duty') {
    if (query['nonResident'] === 'true' && !['england', 'northern-ireland'].includes(query['location'] ?? '')) return false;
    const earliest = ['england', 'northern-ireland'].includes(query['location'] ?? '') ? '2021-10-01' : '2021-04-01';
    if ((query['completionDate'] ?? '') < earliest) return false;
  }
  return true;
}

const word = fc.stringMatching(/^[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8})?$/);
const spelt = fc.tuple(fc.constantFrom(...SANDBOX_POSTCODES), fc.boolean(), fc.boolean()).map(([p, lower, compact]) => {
  const text = compact ? p.replace(' ', '') : p;
  return lower ? text.toLowerCase() : text;
});

/** A value the document says is valid. */
function validValue(p: Parameter): fc.Arbitrary<string> {
  const s = p.schema;
  if (p.name === 'postcode') return spelt;
  // An address search: words, then a sample postcode (the sandbox answers only at those).
  if (p.name === 'q') return fc.tuple(word, spelt).map(([w, postcode]) => `${w}, ${postcode}`);
  // A list (fields): some of its names, comma-separated (style form, explode false).
  if (s.type === 'array' && s.items?.enum)
    return fc.subarray(s.items.enum, { minLength: 1, maxLength: 5 }).map((names) => names.join(','));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.type === 'integer') return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 1e9, 1e9) }).map(String);
  if (s.type === 'number') return fc.integer({ min: Math.ceil(s.minimum ?? 0), max: Math.floor(s.maximum ?? 1e6) }).map(String);
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2021-01-01T00:00:00Z'), max: new Date('2026-11-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  return word;
}

/** A value that breaks the parameter's documented schema, or null when none can be made. */
function invalidValue(p: Parameter): fc.Arbitrary<string> | null {
  const s = p.schema;
  if (p.name === 'postcode') return fc.constantFrom('M33', 'NOT A POSTCODE', '12345', 'M33 2A');
  if (p.name === 'lat' || p.name === 'lng') return null;
  if (p.name === 'q') return fc.constantFrom('12 High Street', 'Sale', 'M33');
  if (s.type === 'array' && s.items?.enum) return fc.constantFrom('zzz', `${s.items.enum[0]}x`, `${s.items.enum[0]},zzz`);
  if (s.enum) return fc.constantFrom('zzz', `${s.enum[0]}x`);
  if (s.type === 'integer' && s.maximum !== undefined)
    return fc.integer({ min: s.maximum + 1, max: s.maximum + 10_000 }).map(String);
  if (s.type === 'number' && s.maximum !== undefined) return fc.constant(String(s.maximum * 2 + 1));
  if (s.format === 'date') return fc.constantFrom('2021-02-30', '01/02/2021', '2021-13-01');
  return null;
}

function queryOf(params: Parameter[]): fc.Arbitrary<Record<string, string>> {
  // A place is a postcode here (or a point, tested on its own: the sandbox answers only its postcodes).
  const entries = params
    .filter((p) => p.name !== 'lat' && p.name !== 'lng')
    .map((p) =>
      p.required || p.name === 'postcode'
        ? validValue(p).map((v) => [p.name, v] as const)
        : fc.option(validValue(p).map((v) => [p.name, v] as const)),
    );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((x): x is readonly [string, string] => x !== null)));
}

async function send(path: string, query: Record<string, string>): Promise<{ status: number; body: string }> {
  await t.sql('delete from public.rate_limit_counters');
  const response = await fetch(`${server.url}/api/v1${path}?${new URLSearchParams(query).toString()}`, {
    headers: { 'x-api-key': SANDBOX_API_KEY },
  });
  return { status: response.status, body: await response.text() };
}

describe.skipIf(!DATA_DIR)('requests generated from the OpenAPI document', () => {
  it('answers every valid request without a 400, and refuses every request that breaks one rule', async () => {
    let valid = 0;
    let invalid = 0;
    for (const [path, { get }] of Object.entries(paths)) {
      // Account operations refuse the sandbox key this test calls with (tested in the contract tests).
      if (operationAt(path)?.kind === 'account') continue;
      const params = get.parameters.filter((p) => p.in === 'query');
      const samples = fc.sample(queryOf(params), { numRuns: 40, seed: 45 }).filter((q) => keepsCrossRules(path, q));
      for (const query of samples.slice(0, 12)) {
        const { status, body } = await send(path, query);
        expect([200, 404, 422], `${path} ${JSON.stringify(query)} → ${status} ${body.slice(0, 200)}`).toContain(status);
        valid += 1;
      }
      const base = samples[0]!;
      for (const p of params) {
        const bad = invalidValue(p);
        if (!bad) continue;
        for (const value of fc.sample(bad, { numRuns: 2, seed: 46 })) {
          const { status, body } = await send(path, { ...base, [p.name]: value });
          expect(status, `${path} ${p.name}=${value} → ${body.slice(0, 200)}`).toBe(400);
          invalid += 1;
        }
      }
      const unknown = await send(path, { ...base, colour: 'blue' });
      expect(unknown.status, `${path} colour=blue`).toBe(400);
    }
    expect(valid).toBeGreaterThan(100);
    expect(invalid).toBeGreaterThan(30);
  });
});
