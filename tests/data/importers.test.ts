import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { classify } from '../../scripts/data/import-all.ts';
import { importFile } from '../../scripts/data/lib/importer.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

const count = async (db: Database, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params)).rows[0]?.n;

describe.skipIf(!DATA_DIR)('open-data importers on the sample files', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
  });
  afterAll(async () => db?.close());

  it('recognises every sample layout and skips only the files no importer needs', () => {
    const { plan, skipped } = classify(DATA_DIR as string);
    const byFile = new Map(plan.map(([imp, , rel]) => [rel, imp.id]));
    expect(byFile.get('crime/2016-06-greater-manchester-street.csv')).toBe('police-street-crime');
    expect(byFile.get('crime/2018-01-essex-street.csv')).toBe('police-street-crime');
    expect(byFile.get('price_paid/pp-complete-top100.csv')).toBe('price-paid-bulk');
    expect(byFile.get('price_paid/ppd_report_greater_manchester_2019.csv')).toBe('price-paid-report');
    expect(byFile.get('postcodes/NSPL_NOV_2021_UK_WN.csv')).toBe('postcodes-onspd-nspl');
    expect(byFile.get('postcodes/trafford_postcodes_onspd_derived.csv')).toBe('postcodes-onspd-derived');
    expect(byFile.get('schools/edubase-leeds.csv')).toBe('gias-establishments');
    expect(byFile.get('economy/trafford_gva.csv')).toBe('ons-gva');
    expect(byFile.get('epc/la_domestic_epc_lodgements_by_rating.csv')).toBe('epc-lodgements-by-rating');
    expect(skipped.map((s) => s.file)).toContain('council_tax/CTR_Table_9_2023-24_council_tax_levels_by_local_authority.ods');
    expect(skipped.every((s) => !s.file.endsWith('.csv'))).toBe(true);
  });

  it('loads police.uk street files in the official and snake_case headers with parsed fields', async () => {
    const [a, b] = await importSamples(db, [
      'crime/header_exact_fixtures/2018-01-avon-and-somerset-street.csv',
      'crime/essex_colchester_subset/2018-02-essex-street_colchester-rows.csv',
    ]);
    expect(a).toMatchObject({ rowsRead: 6, rowsLoaded: 6, rowsRejected: 0, asOf: '2018-01' });
    expect(b).toMatchObject({ rowsRead: 1505, rowsLoaded: 1505, rowsRejected: 0, asOf: '2018-02' });
    const { rows } = await db.query<Record<string, unknown>>(
      "select * from open_data.crimes where source_key = 'crime/header_exact_fixtures/2018-01-avon-and-somerset-street.csv' order by id limit 1",
    );
    expect(rows[0]).toMatchObject({
      crime_id: 'b50f13e7f432ceb6e6edbddc8885c76db99495260c9f286a6acfcf500510d8cd',
      month: '2018-01',
      lng: -3.002232,
      lat: 51.128914,
      lsoa_code: 'E01029112',
      lsoa_name: 'Sedgemoor 009E',
      crime_type: 'Public order',
      outcome: 'Court result unavailable',
    });
  });

  it('loads both Price Paid layouts (bulk without header, report builder with header)', async () => {
    const [bulk, report] = await importSamples(db, [
      'price_paid/pp-complete-top100.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
    ]);
    expect(bulk).toMatchObject({ rowsRead: 100, rowsLoaded: 100, rowsRejected: 0 });
    expect(report).toMatchObject({ rowsRead: 15374, rowsLoaded: 15374, rowsRejected: 0, asOf: '2019-12-20' });
    const first = await db.query<Record<string, unknown>>(
      "select price, to_char(transfer_date, 'YYYY-MM-DD') as d, postcode, property_type, new_build, tenure, paon, street, town from open_data.price_paid where transaction_id = '5BBE9CB3-6332-4EB0-9CD3-8737CEA4A65A'",
    );
    expect(first.rows[0]).toEqual({
      price: 42000,
      d: '1995-12-21',
      postcode: 'NE4 9DN',
      property_type: 'S',
      new_build: false,
      tenure: 'F',
      paon: '8',
      street: 'MATFEN PLACE',
      town: 'NEWCASTLE UPON TYNE',
    });
    expect(await count(db, "select count(*)::int as n from open_data.price_paid where postcode = 'M33 2AU'")).toBe(1);
  });

  it('reports bad rows with reasons and line numbers and skips them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'od-bad-'));
    mkdirSync(join(dir, 'crime'));
    const source = readFileSync(join(DATA_DIR as string, 'crime/header_exact_fixtures/2018-01-bedfordshire-street.csv'), 'utf8')
      .trimEnd()
      .split('\n');
    const header = source[0] as string;
    const good = source.slice(1, 4);
    // Real rows made invalid: a month that is not YYYY-MM, and a missing crime type.
    const badMonth = (source[4] as string).replace(',2018-01,', ',January 2018,');
    const fields = (source[5] as string).split(',');
    fields[9] = '';
    const file = join(dir, 'crime', 'bad.csv');
    writeFileSync(file, [header, ...good, badMonth, fields.join(',')].join('\n'));
    const { plan } = classify(dir);
    const summary = await importFile(db, plan[0]![0], file, 'test/bad.csv', { quiet: true });
    expect(summary).toMatchObject({ rowsRead: 5, rowsLoaded: 3, rowsRejected: 2 });
    expect(summary.rejections).toEqual(
      expect.arrayContaining([
        { reason: 'month is not YYYY-MM', count: 1, lines: [5] },
        { reason: 'missing crime type', count: 1, lines: [6] },
      ]),
    );
  });

  it('rejects lat/long rows without coordinates and normalises postcodes without a space', async () => {
    const [wa] = await importSamples(db, ['postcodes/nspl_latlong_other_areas/nspl_may2025_latlong_WA.csv']);
    expect(wa).toMatchObject({ rowsRead: 26161, rowsRejected: 127, rowsLoaded: 26034 });
    expect(wa!.rejections[0]?.reason).toBe('missing or out-of-range coordinates');
    const { rows } = await db.query<{ postcode: string; outward: string; lat: number }>(
      "select postcode, outward, lat from open_data.postcodes where postcode = 'WA14 2QS'",
    );
    expect(rows[0]).toMatchObject({ postcode: 'WA14 2QS', outward: 'WA14' });
  });

  it('parses GIAS, council tax and tidy indicator files', async () => {
    const [leeds, , area, avg] = await importSamples(db, [
      'schools/edubase-leeds.csv',
      'schools/trafford_schools_and_colleges_gias_derived.csv',
      'council_tax/area_band_d_by_billing_authority_2023-24_derived.csv',
      'council_tax/avg_band_d_by_authority_2022-23_2023-24_derived.csv',
      'economy/median_resident_earnings_ashe.csv',
    ]);
    expect(leeds).toMatchObject({ rowsRead: 771, rowsLoaded: 771 });
    expect(area).toMatchObject({ rowsRead: 302, rowsLoaded: 302 });
    expect(avg).toMatchObject({ rowsRead: 408, rowsLoaded: 408 });
    expect(await count(db, "select count(*)::int as n from open_data.schools where status = 'Open'")).toBe(306);
    expect(
      await count(
        db,
        "select count(*)::int as n from open_data.schools where ofsted_rating = 'Outstanding' and gss_la_code = 'E08000035'",
      ),
    ).toBe(44);
    const ct = await db.query<Record<string, number>>(
      "select band_d_authority, band_d_area from open_data.council_tax where ons_code = 'E08000009' and year = '2023-24'",
    );
    expect(ct.rows[0]).toEqual({ band_d_authority: 1525.51, band_d_area: 1878.08 });
    const earnings = await db.query<{ value: number }>(
      "select value from open_data.indicators where dataset = 'ons_earnings' and area_code = 'E08000009' and period = '2009'",
    );
    expect(earnings.rows).toHaveLength(1);
  });

  it('re-running an import changes nothing (unchanged files are skipped; forced re-import gives the same rows)', async () => {
    const files = [
      'crime/header_exact_fixtures/2018-01-bedfordshire-street.csv',
      'price_paid/pp-complete-top100.csv',
      'schools/trafford_schools_and_colleges_gias_derived.csv',
    ];
    await importSamples(db, files);
    const snapshot = async () =>
      (
        await db.query<{ n: number }>(
          'select (select count(*) from open_data.crimes) + (select count(*) from open_data.price_paid) * 1000000 + (select count(*) from open_data.schools) * 1000000000 as n',
        )
      ).rows[0]?.n;
    const before = await snapshot();
    const again = await importSamples(db, files);
    expect(again.map((s) => s.status)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await snapshot()).toBe(before);
    const forced = await importSamples(db, files, { force: true });
    expect(forced.map((s) => s.status)).toEqual(['loaded', 'loaded', 'loaded']);
    expect(await snapshot()).toBe(before);
  });
});
