import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/database.ts';
import { DATA_DIR, importSamples, memoryDb } from '../tests/data/helpers.ts';
import type { SqlClient } from '../src/lib/data/sql-client.ts';
import coverage from './data-coverage.ts';

/**
 * GET /api/data/coverage on the samples: free for everyone (never metered, so no credit headers and
 * no allowance spent), 200 for a postcode we hold nothing for, 400 with how to fix a mistyped one.
 */
describe.skipIf(!DATA_DIR)('the coverage function', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, ['postcodes/trafford_postcodes_onspd_derived.csv', 'epc/blackpool_low_epc_with_coords.csv']);
    (globalThis as { __dataSqlClient?: SqlClient }).__dataSqlClient = db;
  }, 180_000);
  afterAll(async () => {
    delete (globalThis as { __dataSqlClient?: SqlClient }).__dataSqlClient;
    await db?.close();
  });

  const get = async (query: string, init: RequestInit = {}) => {
    const response = await coverage(new Request(`http://localhost/api/data/coverage?${query}`, init));
    return { response, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers free, cacheable coverage with no credit headers, even for a visitor with no allowance cookie', async () => {
    const { response, body } = await get('postcode=m333hj');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-credits-charged')).toBeNull();
    expect(response.headers.get('x-free-lookups-remaining')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const items = (body['coverage'] as { items: { topic: string; status: string }[] }).items;
    expect(items.find((i) => i.topic === 'mobile')?.status).toBe('none');
  });

  it('answers 200 "nothing held" for a real postcode outside the data, and EPC coverage for Blackpool', async () => {
    const outside = await get('postcode=SW1A%201AA');
    expect(outside.response.status).toBe(200);
    const items = (outside.body['coverage'] as { known: boolean; items: { status: string }[] }).items;
    expect(items.every((i) => i.status === 'none')).toBe(true);
    const blackpool = await get('postcode=FY1%206DY');
    expect(
      (blackpool.body['coverage'] as { items: { topic: string; status: string }[] }).items.find((i) => i.topic === 'epc')?.status,
    ).toBe('covered');
  });

  it('says how to fix a mistyped postcode and refuses other methods', async () => {
    const bad = await get('postcode=M33%202A');
    expect(bad.response.status).toBe(400);
    expect(bad.body['error']).toBe('invalid_postcode');
    expect((await get('postcode=M33%203HJ', { method: 'POST' })).response.status).toBe(405);
  });
});
