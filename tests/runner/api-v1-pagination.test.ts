/**
 * Lists that page, through the real runner, functions and backend. GET /api/v1/sold-prices on HM
 * Land Registry's Greater Manchester 2019 sample: a cursor walk visits every sale of a sector once,
 * newest first, and ends with the total; filters narrow it; a street is read in its district;
 * every page with sales is charged once and a page without sales is free; a cursor the API did not
 * write is refused. GET /api/v1/schools: a walk gives the one-page list in the same order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
    'schools/trafford_schools_and_colleges_gias_derived.csv',
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

interface Sale {
  transactionId: string;
  price: number;
  date: string;
  postcode: string;
  address: string;
  propertyType: string;
  tenure: string | null;
  newBuild: boolean | null;
  street: string | null;
}
interface Page {
  data: { total: number; count: number; place: string; sales: Sale[]; nextCursor: string | null };
}

const get = (query: Record<string, string>) =>
  fetch(`${server.url}/api/v1/sold-prices?${new URLSearchParams(query).toString()}`, {
    headers: { 'x-api-key': t.account('active').apiKey },
  });

async function walk(query: Record<string, string>): Promise<{ sales: Sale[]; totals: number[]; charged: number[] }> {
  const sales: Sale[] = [];
  const totals: number[] = [];
  const charged: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const response = await get(cursor ? { ...query, cursor } : query);
    expect(response.status).toBe(200);
    charged.push(Number(response.headers.get('x-credits-charged')));
    const body = (await response.json()) as Page;
    sales.push(...body.data.sales);
    totals.push(body.data.total);
    expect(body.data.count).toBe(body.data.sales.length);
    cursor = body.data.nextCursor;
    if (!cursor) break;
  }
  return { sales, totals, charged };
}

const newestFirst = (a: Sale, b: Sale) =>
  a.date === b.date ? (a.transactionId < b.transactionId ? 1 : -1) : a.date < b.date ? 1 : -1;

describe.skipIf(!DATA_DIR)('GET /api/v1/sold-prices', () => {
  it('walks a sector page by page: every sale once, newest first, as many as the total, each page charged once', async () => {
    const [expected] = await t.sql<{ n: number }>("select count(*)::int as n from open_data.price_paid where sector = 'M33 3'");
    expect(expected!.n).toBeGreaterThan(20);
    const { sales, totals, charged } = await walk({ postcode: 'M33 3HJ', scope: 'sector', limit: '7' });
    expect(new Set(totals)).toEqual(new Set([expected!.n]));
    expect(sales).toHaveLength(expected!.n);
    expect(new Set(sales.map((s) => s.transactionId)).size).toBe(expected!.n);
    expect([...sales].sort(newestFirst)).toEqual(sales);
    expect(charged.every((c) => c === 1)).toBe(true);
    expect(charged).toHaveLength(Math.ceil(expected!.n / 7));
  });

  it('narrows by type, tenure, new build and dates, and reads a street in its district', async () => {
    const { sales: terraced } = await walk({ postcode: 'M33 3HJ', scope: 'sector', type: 'terraced', limit: '100' });
    expect(terraced.length).toBeGreaterThan(0);
    expect(terraced.every((s) => s.propertyType === 'Terraced')).toBe(true);
    const flats = await get({ postcode: 'M33 3HJ', scope: 'sector', type: 'flat' });
    expect(((await flats.json()) as Page).data.total).toBe(0);
    const { sales: autumn } = await walk({ postcode: 'M33 3HJ', scope: 'sector', from: '2019-09-01', to: '2019-10-31' });
    expect(autumn.length).toBeGreaterThan(0);
    expect(autumn.every((s) => s.date >= '2019-09-01' && s.date <= '2019-10-31')).toBe(true);
    const { sales: leasehold } = await walk({ postcode: 'M33 3HJ', scope: 'sector', tenure: 'leasehold', newBuild: 'false' });
    expect(leasehold.every((s) => s.tenure === 'Leasehold' && s.newBuild === false)).toBe(true);
    const [street] = await t.sql<{ street: string; n: number }>(
      "select street, count(*)::int as n from open_data.price_paid where outward = 'M33' group by street order by count(*) desc, street limit 1",
    );
    const { sales: onStreet, totals } = await walk({
      postcode: 'M33 3HJ',
      scope: 'street',
      street: street!.street.toLowerCase(),
    });
    expect(totals[0]).toBe(street!.n);
    expect(onStreet.every((s) => s.street === street!.street && s.postcode.startsWith('M33 '))).toBe(true);
  });

  it('answers a place without sales free, and refuses a made-up cursor and a street without scope', async () => {
    const empty = await get({ postcode: 'M33 3HJ', from: '1990-01-01', to: '1990-12-31' });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('x-credits-charged')).toBe('0');
    expect(empty.headers.get('x-credits-note')).toMatch(/^No charge/);
    expect(((await empty.json()) as Page).data).toMatchObject({ total: 0, count: 0, sales: [], nextCursor: null });

    const forged = await get({ postcode: 'M33 3HJ', scope: 'sector', cursor: 'not-a-cursor' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'invalid_request' });
    const noScope = await get({ postcode: 'M33 3HJ', street: 'Edward Street' });
    expect(noScope.status).toBe(400);
    expect(await noScope.json()).toMatchObject({ error: 'invalid_request', parameter: 'scope' });
    const noStreet = await get({ postcode: 'M33 3HJ', scope: 'street' });
    expect(await noStreet.json()).toMatchObject({ error: 'invalid_request', parameter: 'street' });
    const backwards = await get({ postcode: 'M33 3HJ', from: '2019-12-01', to: '2019-01-01' });
    expect(await backwards.json()).toMatchObject({ error: 'invalid_request', parameter: 'to' });
  });
});

describe.skipIf(!DATA_DIR)('GET /api/v1/schools pages', () => {
  it('walks the schools within a radius page by page: the one-page list, in order, each once, with the total', async () => {
    const schools = (query: Record<string, string>) =>
      fetch(`${server.url}/api/v1/schools?${new URLSearchParams(query).toString()}`, {
        headers: { 'x-api-key': t.account('active').apiKey },
      }).then(async (r) => {
        expect(r.status).toBe(200);
        return ((await r.json()) as { data: { total: number; schools: { urn: string }[]; nextCursor: string | null } }).data;
      });
    const whole = await schools({ postcode: 'M33 2AU', radius: '3000', limit: '100' });
    expect(whole.total).toBeGreaterThan(12);
    expect(whole.total).toBeLessThanOrEqual(100);
    expect(whole.nextCursor).toBeNull();
    const walked: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const data = await schools({ postcode: 'M33 2AU', radius: '3000', limit: '6', ...(cursor ? { cursor } : {}) });
      expect(data.total).toBe(whole.total);
      walked.push(...data.schools.map((s) => s.urn));
      cursor = data.nextCursor;
      if (!cursor) break;
    }
    expect(walked).toEqual(whole.schools.map((s) => s.urn));
    const forged = await fetch(`${server.url}/api/v1/schools?postcode=M33+2AU&cursor=eyJ4IjoxfQ`, {
      headers: { 'x-api-key': t.account('active').apiKey },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'invalid_request', parameter: 'cursor' });
  });
});

describe.skipIf(!DATA_DIR)('GET /api/v1/epc pages', () => {
  it("walks a postcode's certificates page by page: each once, newest first, the counts of every page on each", async () => {
    type EpcPage = {
      total: number;
      nextCursor: string | null;
      ratingCounts: Record<string, number>;
      certificates: { address: string; lodgementDate: string | null }[];
    };
    const epc = (query: Record<string, string>) =>
      fetch(`${server.url}/api/v1/epc?${new URLSearchParams(query).toString()}`, {
        headers: { 'x-api-key': t.account('active').apiKey },
      }).then(async (r) => {
        expect(r.status).toBe(200);
        return { charged: Number(r.headers.get('x-credits-charged')), data: ((await r.json()) as { data: EpcPage }).data };
      });
    const [held] = await t.sql<{ n: number }>(
      "select count(*)::int as n from open_data.epc_certificates where postcode = 'FY2 0EJ'",
    );
    expect(held!.n).toBeGreaterThan(20);
    const whole = await epc({ postcode: 'FY2 0EJ', limit: '100' });
    expect(whole.data.total).toBe(held!.n);
    expect(whole.data.nextCursor).toBeNull();
    const walked: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const { data, charged } = await epc({ postcode: 'FY2 0EJ', limit: '7', ...(cursor ? { cursor } : {}) });
      expect(data.total).toBe(held!.n);
      expect(data.ratingCounts).toEqual(whole.data.ratingCounts);
      expect(data.certificates.length).toBeGreaterThan(0);
      expect(charged).toBe(1);
      walked.push(...data.certificates.map((c) => `${c.lodgementDate} ${c.address}`));
      cursor = data.nextCursor;
      if (!cursor) break;
    }
    expect(walked).toEqual(whole.data.certificates.map((c) => `${c.lodgementDate} ${c.address}`));
    const dates = whole.data.certificates.map((c) => c.lodgementDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    await t.sql('delete from public.rate_limit_counters');
    const forged = await fetch(`${server.url}/api/v1/epc?postcode=FY2+0EJ&cursor=eyJ4IjoxfQ`, {
      headers: { 'x-api-key': t.account('active').apiKey },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'invalid_request', parameter: 'cursor' });
  });
});

describe.skipIf(!DATA_DIR)('asking by latitude and longitude', () => {
  it('answers for the nearest live postcode within 1 km, on the API and the site, and says which', async () => {
    const [centre] = await t.sql<{ lat: number; lng: number }>(
      "select lat, lng from open_data.postcodes where postcode = 'M33 2AU' and lat is not null limit 1",
    );
    const near = { lat: (Number(centre!.lat) + 0.0003).toFixed(6), lng: (Number(centre!.lng) - 0.0002).toFixed(6) };
    const key = { 'x-api-key': t.account('active').apiKey };
    const api = await fetch(`${server.url}/api/v1/postcode?lat=${near.lat}&lng=${near.lng}`, { headers: key });
    expect(api.status).toBe(200);
    const resolved = api.headers.get('x-resolved-postcode');
    expect(resolved).toMatch(/^M33 /);
    expect(Number(api.headers.get('x-resolved-distance-metres'))).toBeLessThan(100);
    expect(((await api.json()) as { data: { postcode: string } }).data.postcode).toBe(resolved);

    const site = await fetch(`${server.url}/api/data/schools?lat=${near.lat}&lng=${near.lng}`, { headers: key });
    expect(site.status).toBe(200);
    expect(site.headers.get('x-resolved-postcode')).toBe(resolved);

    // Lands End is far from every postcode in this data.
    const far = await fetch(`${server.url}/api/v1/postcode?lat=50.066&lng=-5.715`, { headers: key });
    expect(far.status).toBe(404);
    expect(far.headers.get('x-credits-charged') ?? '0').toBe('0');
    const half = await fetch(`${server.url}/api/v1/postcode?lat=${near.lat}`, { headers: key });
    expect(await half.json()).toMatchObject({ error: 'invalid_request', parameter: 'lng' });
    const both = await fetch(`${server.url}/api/v1/postcode?postcode=M33+2AU&lat=${near.lat}&lng=${near.lng}`, { headers: key });
    expect(both.status).toBe(400);
    const sea = await fetch(`${server.url}/api/v1/postcode?lat=40.0&lng=-2.3`, { headers: key });
    expect(await sea.json()).toMatchObject({ error: 'invalid_request', parameter: 'lat' });
  });
});
