/**
 * The freshness contract: /api/health and GET /api/v1/data-freshness report, per source, the
 * release held, its period, when it was checked and when the next is due, overdue sources
 * flagged; the API operation is free (never charged), needs an account's key and matches its
 * schema. Rows here are written by the test (test values, not a publisher's releases).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { dataFreshness } from '../../src/lib/api/v1/schemas/data-freshness.ts';
import { openApiDocument } from '../../src/lib/api/v1/openapi.ts';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { databaseFromSnapshot } from '../../tests/support/database-snapshot.ts';
import apiV1 from '../api-v1.ts';
import health from '../health.ts';

let db: Database;
let key: string;
let userId: string;

beforeAll(async () => {
  db = await databaseFromSnapshot('seeded');
  (globalThis as { __dataSqlClient?: SqlClient }).__dataSqlClient = db;
  await db.query(
    `insert into open_data.data_releases (source, dataset, cadence_days, release_key, release_name, released_on, period, checked_at, loaded_at, next_due, status)
     values ('price-paid-monthly', 'price_paid', 31, 'etag-1', 'pp-monthly-update-new-version.csv (2026-10-28)', '2026-10-28', '2026-09-30',
             now(), now(), current_date + 20, 'current'),
            ('police-street', 'police_street_crime', 31, '2026-07', '2026-07.zip', '2026-08-28', '2026-07', now(), now(), current_date - 10, 'failed')`,
  );
  const { rows } = await db.query<{ user_id: string; secret_api: string }>(
    `select p.user_id, p.secret_api from public.profile p join auth.users u on u.id = p.user_id where u.email = 'active@brickstack.test'`,
  );
  key = rows[0]!.secret_api;
  userId = rows[0]!.user_id;
}, 60_000);

afterAll(async () => {
  delete (globalThis as { __dataSqlClient?: SqlClient }).__dataSqlClient;
  await db?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  (apiV1 as unknown as (r: Request) => Promise<Response>)(new Request(`http://localhost/api/v1${path}`, { headers }));

describe('data freshness', () => {
  it('is part of /api/health, overdue sources named', async () => {
    const response = await (health as unknown as (r: Request) => Promise<Response>)(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; data: { sources: { source: string }[]; overdue: string[] } };
    expect(body.status).toBe('ok');
    expect(body.data.sources.map((s) => s.source)).toEqual(['police-street', 'price-paid-monthly']);
    expect(body.data.overdue).toEqual(['police-street']);
  });

  it('answers GET /api/v1/data-freshness free, in its schema', async () => {
    const before = await db.query<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [userId]);
    const response = await get('/data-freshness', { 'x-api-key': key });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-credits-charged')).toBe('0');
    const body = (await response.json()) as { data: unknown; meta: { endpoint: string } };
    expect(body.meta.endpoint).toBe('/data-freshness');
    const data = dataFreshness.parse(body.data);
    expect(data.sources).toHaveLength(2);
    expect(data.sources.find((s) => s.source === 'price-paid-monthly')).toMatchObject({
      dataset: 'price_paid',
      release: 'pp-monthly-update-new-version.csv (2026-10-28)',
      releasedOn: '2026-10-28',
      period: '2026-09-30',
      status: 'current',
      overdue: false,
    });
    expect(data.sources.find((s) => s.source === 'police-street')).toMatchObject({
      status: 'failed',
      overdue: true,
      daysOverdue: 10,
    });
    const after = await db.query<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [userId]);
    expect(after.rows).toEqual(before.rows);
  });

  it('asks for a key like every operation and is refused to the sandbox key, as account operations are', async () => {
    expect((await get('/data-freshness')).status).toBe(401);
    expect((await get('/data-freshness', { 'x-api-key': SANDBOX_API_KEY })).status).toBe(403);
  });

  it('is documented in the OpenAPI document as free', () => {
    const doc = openApiDocument() as { paths: Record<string, { get: { 'x-credit-cost': number } }> };
    expect(doc.paths['/data-freshness']?.get['x-credit-cost']).toBe(0);
  });
});
