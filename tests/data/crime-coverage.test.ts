/**
 * Crime coverage by the police files imported (issue 17): with the Greater Manchester file and the
 * WN postcode list, Wigan counts all 2,898 records its LSOA names carry, while West Lancashire and
 * WN8 (Lancashire Constabulary, not imported) get no total at all instead of "2".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { getAllLocationSummaries } from '../../src/lib/data/queries/location-bulk.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

describe.skipIf(!DATA_DIR)('crime coverage by force files', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/postcodes_io_lookups/districts.json',
      'postcodes/NSPL_NOV_2021_UK_WN.csv',
      'crime/2016-06-greater-manchester-street.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
    ]);
  }, 180_000);
  afterAll(async () => db?.close());

  it('counts every Wigan record and gives no total for places outside the imported force', async () => {
    const { authorities, districts } = await getAllLocationSummaries(db);
    expect(authorities.find((a) => a.name === 'Wigan')?.crime?.value.total).toBe(2898);
    const westLancashire = authorities.find((a) => a.name === 'West Lancashire');
    expect(westLancashire).toBeDefined();
    expect(westLancashire?.crime).toBeNull();
    expect(westLancashire?.crimeGap).toBe('outside-imported-forces');
    expect(districts.find((d) => d.code === 'WN8')?.crime).toBeNull();
    expect(districts.find((d) => d.code === 'WN1')?.crime?.value.total).toBeGreaterThan(0);
  });

  it('counts every Wigan sale Land Registry attributes to Wigan, not only WN postcodes (was 1,245)', async () => {
    const { authorities } = await getAllLocationSummaries(db);
    const [row] = (
      await db.query<{ n: number }>(
        "select count(*)::int as n from open_data.price_paid where upper(district) = 'WIGAN' and (category is null or category = 'A')",
      )
    ).rows;
    expect(row!.n).toBeGreaterThan(1245);
    expect(authorities.find((a) => a.name === 'Wigan')?.prices?.value.sales).toBe(row!.n);
  });
});

describe.skipIf(!DATA_DIR)('crime for places whose postcodes carry no neighbourhood codes', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/nspl_latlong_other_areas/nspl_may2025_latlong_CO.csv',
      'crime/essex_colchester_subset/2018-02-essex-street_colchester-rows.csv',
    ]);
  }, 180_000);
  afterAll(async () => db?.close());

  it('says crime is imported near CO4 but cannot be totalled for the district (was "not imported")', async () => {
    const near = await db.query<{ n: number }>('select count(*)::int as n from open_data.crimes');
    expect(near.rows[0]!.n).toBeGreaterThan(0);
    const { districts } = await getAllLocationSummaries(db);
    const co4 = districts.find((d) => d.code === 'CO4');
    expect(co4?.crime).toBeNull();
    expect(co4?.crimeGap).toBe('no-neighbourhood-codes');
  });
});
