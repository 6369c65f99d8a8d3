/**
 * The figures a place page sets beside England's (src/lib/data/queries/place-context.ts), on the
 * real samples: England's own ASHE pay and APS employment rows are held and read per period; no
 * England sale price is made from a regional extract (the Greater Manchester Price Paid sample
 * covers a handful of England's 296 councils).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { getPlaceContext } from '../../src/lib/data/queries/place-context.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

describe.skipIf(!DATA_DIR)('place context on the samples', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/trafford_postcodes_onspd_derived.csv',
      'economy/median_resident_earnings_ashe.csv',
      'economy/employment_rate_aps.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
    ]);
  }, 240_000);
  afterAll(async () => db?.close());

  it('holds England’s and Trafford’s pay and employment by period, and no England sale price', async () => {
    const context = await getPlaceContext(db);
    expect(context.labour?.earnings['E92000001']).toContainEqual({ period: '2018', value: 24_298 });
    expect(context.labour?.earnings['E08000009']).toContainEqual({ period: '2018', value: 28_167 });
    expect(context.labour?.employment['E92000001']).toContainEqual({ period: '2019-03-01', value: 75.6 });
    // Greater Manchester (E11…) is not an authority: not among the areas read.
    expect(context.labour?.earnings['E11000001']).toBeUndefined();
    expect(context.englandPrices?.complete).toBe(false);
    expect(context.englandPrices?.authorities).toBeGreaterThan(0);
    expect(context.englandPrices?.authorities).toBeLessThan(296);
  });
});
