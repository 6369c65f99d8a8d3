/**
 * GET /api/valuation through the real runner, functions and backend on the samples (GM 2019 Price
 * Paid + Trafford postcodes): a visitor's summary from the free allowance, a signed-in user's full
 * answer for exactly 1 credit, and uncharged answers for bad input, postcodes outside the data and
 * too few comparables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR, importSamples } from '../data/helpers.ts';
import type { ValuationAnswer } from '../../src/lib/valuation/answer.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  process.env['FREE_LOOKUPS_PER_ADDRESS_PER_DAY'] = '1000';
  runner = await startRealRunner();
  ({ t, server } = runner);
  await importSamples(t.backend.db, [
    'price_paid/ppd_report_greater_manchester_2019.csv',
    'postcodes/trafford_postcodes_onspd_derived.csv',
  ]);
}, 120_000);
afterAll(async () => {
  await runner?.close();
  delete process.env['FREE_LOOKUPS_PER_ADDRESS_PER_DAY'];
});

const value = (query: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api/valuation?${query}`, { headers });
const SEMI = 'postcode=M33%203HJ&type=semi-detached&tenure=freehold';

async function credits(): Promise<number> {
  const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
    t.account('trial').userId,
  ]);
  return row?.api_credits ?? -1;
}

describe.skipIf(!DATA_DIR)('GET /api/valuation', () => {
  it('gives a visitor the figure, range and grade but not the comparables', async () => {
    const response = await value(SEMI);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-free-lookups-remaining')).toBe('2');
    const answer = (await response.json()) as ValuationAnswer;
    expect(answer.detail).toBe('summary');
    expect(answer.result.status).toBe('valued');
    expect(answer.result.estimate).toBeGreaterThan(answer.result.range.low);
    expect(answer.result.estimate).toBeLessThan(answer.result.range.high);
    expect(answer.result.comparables).toEqual([]);
    expect(answer.comparablesUsed).toBeGreaterThanOrEqual(3);
    expect(answer.centres).toEqual({});
    // The latest sale in the GM extract is 20 December 2019: the valuation is as of the day after.
    expect(answer.result.asOf).toBe('2019-12-21');
    expect(answer.asOfNote).toContain('20 December 2019');
    // The headline carries the month the figure describes. No walk-forward ran here (importSamples),
    // so the range is as modelled; the contract tests' recorded answers carry the cell that set it.
    expect(answer.result.headline).toMatch(/^£\d{3},000 in December 2019/);
    expect(answer.result.freshness).toMatchObject({ valueDate: '2019-12-21', valueMonth: '2019-12', stale: false });
    expect(answer.result.freshness.evidenceDate! < '2019-12-21').toBe(true);
    expect(answer.result.rangeCalibration).toBeNull();
  });

  it('charges a signed-in user 1 credit for the full answer with every comparable and its map position', async () => {
    await t.sql('update public.profile set api_credits = 5 where user_id = $1', [t.account('trial').userId]);
    const token = await t.accessToken('trial');
    const response = await value(`${SEMI}&asOf=2019-11-01`, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-credits-charged')).toBe('1');
    expect(await credits()).toBe(4);
    const answer = (await response.json()) as ValuationAnswer;
    expect(answer.detail).toBe('full');
    expect(answer.result.asOf).toBe('2019-11-01');
    expect(answer.result.comparables.length).toBe(answer.comparablesUsed);
    for (const c of answer.result.comparables) {
      expect(c.date < '2019-11-01').toBe(true);
      // Semis; other types only at the subject's postcode, priced as a semi (issue 43, fourth pass).
      if (c.propertyType !== 'S') expect([c.postcode, c.reason.includes('another type')]).toEqual(['M33 3HJ', true]);
    }
    expect(answer.centres['M33 3HJ']).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(answer.sources[0]).toMatchObject({ source: 'HM Land Registry Price Paid Data', asOf: '2019-12-20' });
  });

  it('values a specific home from its own earlier sale, and states the limits, in a visitor’s summary', async () => {
    // 29 Arundel Avenue, M41 6NQ sold on 2019-01-11 (£215,000) and 2019-11-29 (£225,000).
    const response = await value('postcode=M41%206NQ&house=29&street=Arundel%20Avenue&type=semi-detached&tenure=leasehold');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ValuationAnswer;
    expect(answer.detail).toBe('summary');
    expect(answer.query).toMatchObject({ house: '29', street: 'Arundel Avenue' });
    expect(answer.result.evidence.repeatSale).toMatchObject({ date: '2019-11-29', price: 225_000, used: true });
    expect(answer.result.evidence.summary).toContain('this home’s own sale for £225,000 in Nov 2019');
    expect(answer.result.limits.lines).toHaveLength(2);
    expect(answer.result.limits.lines[0]).toContain('valued as of 21 December 2019, the day after the latest sale we hold');
    expect(answer.result.limits.lines[1]).toContain('nor any price above £325,000');
    expect(answer.result.comparables).toEqual([]);
  });

  it('answers bad input with 400 and a message naming the field, uncharged', async () => {
    const token = await t.accessToken('trial');
    const before = await credits();
    const cases: [string, string, string][] = [
      ['type=detached', 'invalid_postcode', 'postcode'],
      ['postcode=M33%203HJ&type=castle', 'invalid_request', 'type'],
      ['postcode=M33%203HJ&type=flat&floorArea=-4', 'invalid_request', 'floorArea'],
      ['postcode=M33%203HJ&type=flat&asOf=2019-13-01', 'invalid_request', 'asOf'],
      [`postcode=M33%203HJ&type=flat&house=${'9'.repeat(61)}`, 'invalid_request', 'house'],
      ['postcode=M33%203HJ&type=flat&street=%2C%2C', 'invalid_request', 'street'],
    ];
    for (const [query, error, field] of cases) {
      const response = await value(query, { authorization: `Bearer ${token}` });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error, field, message: expect.any(String) });
    }
    expect(await credits()).toBe(before);
  });

  it('says when there are too few comparables (no flats in the extract) and charges nothing', async () => {
    const token = await t.accessToken('trial');
    const before = await credits();
    const response = await value('postcode=M33%203HJ&type=flat&tenure=leasehold', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'insufficient_comparables', comparablesFound: 0 });
    expect(String(body['message'])).toMatch(/no standard sales of flats in postcode district M33.*we give none/);
    expect(await credits()).toBe(before);
  });

  it('says a postcode outside the data is not in our data, uncharged', async () => {
    const token = await t.accessToken('trial');
    const before = await credits();
    const response = await value('postcode=SW1A%201AA&type=terraced', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'postcode_not_found' });
    expect(await credits()).toBe(before);
  });
});
