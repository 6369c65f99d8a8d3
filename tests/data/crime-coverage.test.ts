/**
 * Crime coverage by the police files imported (issue 17): with the Greater Manchester file and the
 * WN postcode list, Wigan counts all 2,898 records its LSOA names carry, while West Lancashire and
 * WN8 (Lancashire Constabulary, not imported) get no total at all instead of "2"; CO4, whose
 * postcode file has no neighbourhood codes, gets its crimes by nearest postcode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { getAllLocationSummaries } from '../../src/lib/data/queries/location-bulk.ts';
import { getCrimeSummary } from '../../src/lib/data/queries/crime.ts';
import { parsePostcode } from '../../src/lib/postcode/parse.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

describe.skipIf(!DATA_DIR)('crime coverage by force files', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/postcodes_io_lookups/districts.json',
      'postcodes/NSPL_NOV_2021_UK_WN.csv',
      'postcodes/lookups/LSOA21_WD24_LAD24_lookup_EW.csv',
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

  it('the crime checker does not call a West Lancashire postcode covered by Greater Manchester border crimes (was: any point within 2 km)', async () => {
    const parsed = parsePostcode('WN8 0AA');
    if (!parsed.ok) throw new Error(parsed.error);
    const near = await getCrimeSummary(db, parsed.value, { radiusMetres: 2000 });
    expect(near?.covered).toBe(false);
    expect(near?.months).toEqual([]);
    const wigan = parsePostcode('WN1 1AA');
    if (!wigan.ok) throw new Error(wigan.error);
    expect((await getCrimeSummary(db, wigan.value))?.covered).toBe(true);
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
      'crime/2018-01-essex-street.csv',
    ]);
  }, 180_000);
  afterAll(async () => db?.close());

  it('gives CO4 its crimes by nearest postcode, labelled as such (was "not imported", and /crime-rates/co4 was 404)', async () => {
    const { districts } = await getAllLocationSummaries(db);
    const co4 = districts.find((d) => d.code === 'CO4');
    expect(co4?.crimeGap).toBeNull();
    expect(co4?.crime?.value.total).toBeGreaterThan(100);
    expect(co4?.crime?.value.months).toEqual(['2018-01', '2018-02']);
    expect(co4?.crime?.provenance.geography.note).toContain('nearest to one of this district');
    // Every crime given to CO4 is one of the file's; none is counted twice across districts.
    const all = districts.reduce((sum, d) => sum + (d.crime?.value.total ?? 0), 0);
    const [row] = (await db.query<{ n: number }>('select count(*)::int as n from open_data.crimes')).rows;
    expect(all).toBeLessThanOrEqual(row!.n);
  });

  it('the crime checker calls CO4 3QA covered by the Essex files, for the months imported', async () => {
    const parsed = parsePostcode('CO4 3QA');
    if (!parsed.ok) throw new Error(parsed.error);
    const near = await getCrimeSummary(db, parsed.value);
    expect(near?.covered).toBe(true);
    expect(near?.months).toEqual(['2018-01', '2018-02']);
    expect(near?.total).toBeGreaterThan(0);
  });

  it('covers Tendring only for the month its whole force file was imported, not for the Colchester-only months (was: any point within 2 km)', async () => {
    const parsed = parsePostcode('CO15 1AA');
    if (!parsed.ok) throw new Error(parsed.error);
    const near = await getCrimeSummary(db, parsed.value);
    expect(near?.covered).toBe(true);
    expect(near?.months).toEqual(['2018-01']);
  });
});
