/**
 * GET /api/v1/address-search through the real runner, functions and backend, on HM Land Registry's
 * Greater Manchester 2019 sample and Blackpool's EPC sample: a postcode lists its homes with their
 * last sale and the query to value them; a house number narrows to one home; a street is found in
 * its district; certificates without a sale are homes too; nothing found is free; text without a
 * postcode or district is refused naming `q`; the sandbox answers only at its postcodes; the
 * valuation query it returns is one the valuation accepts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR, importSamples } from '../data/helpers.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
  await importSamples(t.backend.db, [
    'postcodes/trafford_postcodes_onspd_derived.csv',
    'price_paid/ppd_report_greater_manchester_2019.csv',
    'epc/blackpool_low_epc_with_coords.csv',
  ]);
}, 300_000);
afterAll(async () => {
  await runner?.close();
});
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
  await t.sql('delete from public.paid_answers');
  await t.sql('update public.profile set api_credits = 500 where user_id = $1', [t.account('active').userId]);
});

interface Found {
  address: string;
  postcode: string;
  paon: string | null;
  street: string | null;
  sources: string[];
  lastSale: { price: number; date: string } | null;
  epc: { currentRating: string | null } | null;
  valuation: Record<string, string> | null;
}
interface Answer {
  data: { place: string; total: number; count: number; addresses: Found[] };
}

const search = (q: string, extra: Record<string, string> = {}, key = t.account('active').apiKey) =>
  fetch(`${server.url}/api/v1/address-search?${new URLSearchParams({ q, ...extra }).toString()}`, {
    headers: { 'x-api-key': key },
  });

describe.skipIf(!DATA_DIR)('GET /api/v1/address-search', () => {
  it('lists the homes at a postcode, each with its last sale and the valuation query; a number narrows to one', async () => {
    const all = await search('Poplar Grove, m41 9bl');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-credits-charged')).toBe('1');
    const body = (await all.json()) as Answer;
    const [held] = await t.sql<{ n: number }>(
      "select count(distinct (saon, paon, street))::int as n from open_data.price_paid where postcode = 'M41 9BL'",
    );
    expect(body.data).toMatchObject({ place: 'M41 9BL', total: held!.n, count: held!.n });
    expect(body.data.addresses.map((a) => a.paon)).toEqual(['11', '27', '32', '43', '49']);

    const one = (await (await search('43 Poplar Grove, Urmston M41 9BL')).json()) as Answer;
    expect(one.data.addresses).toHaveLength(1);
    expect(one.data.addresses[0]).toMatchObject({
      address: '43 Poplar Grove, Urmston, Manchester',
      lastSale: { price: 245500, date: '2019-09-06' },
      valuation: { postcode: 'M41 9BL', house: '43', street: 'POPLAR GROVE', type: 'terraced', tenure: 'freehold' },
    });
    // The valuation query returned is one the valuation endpoint takes as it is.
    const valued = await fetch(
      `${server.url}/api/v1/house-valuation?${new URLSearchParams(one.data.addresses[0]!.valuation!).toString()}`,
      { headers: { 'x-api-key': t.account('active').apiKey } },
    );
    expect([200, 422]).toContain(valued.status);
  });

  it('finds a street in its postcode district from a house number and an abbreviated street', async () => {
    const response = await search('11 poplar gr, M41');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.data.place).toBe('POPLAR GROVE, M41');
    expect(body.data.addresses.map((a) => `${a.paon} ${a.street} ${a.postcode}`)).toContain('11 POPLAR GROVE M41 9BL');
    expect(body.data.addresses.every((a) => a.paon === '11')).toBe(true);
  });

  it('lists homes known only by their energy certificate', async () => {
    const body = (await (await search('Braemar Walk FY2 0EJ', { limit: '100' })).json()) as Answer;
    expect(body.data.total).toBeGreaterThan(10);
    expect(body.data.addresses[0]).toMatchObject({ sources: ['epc'], lastSale: null, valuation: null });
    expect(body.data.addresses.every((a) => a.street === 'BRAEMAR WALK' && a.epc !== null)).toBe(true);
    const eighteen = (await (await search('18 Braemar Walk FY2 0EJ')).json()) as Answer;
    // Lodged as "18, Braemar Walk" and "18 Braemar Walk, Bispham": one home, with its newest certificate.
    expect(eighteen.data.addresses).toHaveLength(1);
    expect(eighteen.data.addresses[0]!.address).toMatch(/^18 Braemar Walk/);
    const [newest] = await t.sql<{ d: string }>(
      "select max(lodgement_date) as d from open_data.epc_certificates where postcode = 'FY2 0EJ' and address ~ '^18,? Braemar'",
    );
    expect(eighteen.data.addresses[0]!.epc).toMatchObject({ lodgementDate: newest!.d });
  });

  it('charges nothing when no address matches, and refuses text without a postcode or district, naming q', async () => {
    const none = await search('999 Poplar Grove, M41 9BL');
    expect(none.status).toBe(200);
    expect(none.headers.get('x-credits-charged')).toBe('0');
    expect(((await none.json()) as Answer).data.addresses).toEqual([]);

    const vague = await search('12 High Street');
    expect(vague.status).toBe(400);
    expect(await vague.json()).toMatchObject({ error: 'invalid_request', parameter: 'q' });
    const repeated = await fetch(`${server.url}/api/v1/address-search?q=M41+9BL&q=M33+3HJ`, {
      headers: { 'x-api-key': t.account('active').apiKey },
    });
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toMatchObject({ parameter: 'q' });
  });

  it('answers the sandbox key only for searches at its sample postcodes, free', async () => {
    const inside = await search('Poplar Grove, M41 9BL', {}, SANDBOX_API_KEY);
    expect(inside.status).toBe(200);
    expect(inside.headers.get('x-credits-charged')).toBe('0');
    for (const q of ['Braemar Walk FY2 0EF', 'Poplar Grove, M41']) {
      const outside = await search(q, {}, SANDBOX_API_KEY);
      expect(outside.status).toBe(403);
      expect(await outside.json()).toMatchObject({ error: 'sandbox_restricted' });
    }
  });
});
