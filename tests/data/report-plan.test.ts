/**
 * The postcode report stays lean: every lookup on a large table is an index lookup (checked
 * with EXPLAIN on the report's own queries), and the indexed bounding-box school search
 * returns exactly what a scan of the whole register would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { distanceMetres } from '../../src/lib/data/geo/distance.ts';
import { getPostcodeReport } from '../../src/lib/data/queries/postcode-report.ts';
import { findSchoolsNear, listSchools } from '../../src/lib/data/queries/schools.ts';
import { parsePostcode, type ParsedPostcode } from '../../src/lib/postcode/parse.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

const pc = (s: string): ParsedPostcode => {
  const r = parsePostcode(s);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Tables large at national size: a report must never scan them. */
const LARGE = [
  'postcodes',
  'lsoa_lookup',
  'price_paid',
  'crimes',
  'epc_certificates',
  'indicators',
  'deprivation',
  'council_tax',
  'price_stats',
];

describe.skipIf(!DATA_DIR)('the lean postcode report', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/trafford_postcodes_onspd_derived.csv',
      'postcodes/nspl_may2025_latlong_M.csv',
      'postcodes/lookups/LSOA21_WD24_LAD24_lookup_EW.csv',
      'crime/2016-06-greater-manchester-street.csv',
      'schools/trafford_schools_and_colleges_gias_derived.csv',
      'schools/edubase-leeds.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
      'economy/indices_of_deprivation_2025_lad.csv',
      'council_tax/area_band_d_by_billing_authority_2023-24_derived.csv',
      'epc/blackpool_low_epc_with_coords.csv',
      'epc/la_domestic_epc_lodgements_by_rating.csv',
      'economy/claimant_count.csv',
      'economy/median_resident_earnings_ashe.csv',
    ]);
    await db.exec('analyze');
  });
  afterAll(async () => db?.close());

  it('looks every large table up by index', async () => {
    const seen: Array<[string, unknown[]]> = [];
    const recording = {
      query: <T>(sql: string, params: unknown[] = []) => {
        seen.push([sql, params]);
        return db.query<T>(sql, params);
      },
    };
    expect(await getPostcodeReport(recording, pc('M33 2AU'))).not.toBeNull();
    expect(seen.length).toBeGreaterThan(10);
    for (const [sql, params] of seen) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]);
      expect(
        scanned.filter((t) => LARGE.includes(t ?? '')),
        sql.replace(/\s+/g, ' ').slice(0, 160),
      ).toEqual([]);
    }
  });

  it('finds the same nearest schools, at the same distances, as a scan of the whole register', async () => {
    for (const code of ['M33 2AU', 'M33 3HJ', 'WA14 2QS', 'M16 0RA']) {
      const postcode = pc(code);
      const near = await findSchoolsNear(db, postcode, { radiusMetres: 3000 });
      const geography = (await getPostcodeReport(db, postcode))?.geography;
      expect(near, code).not.toBeNull();
      const point = { lat: geography?.lat as number, lng: geography?.lng as number };
      const everyOpen = (await listSchools(db)).filter((s) => s.lat !== null && s.lng !== null);
      const expected = everyOpen
        .map((s) => ({
          urn: s.urn,
          name: s.name,
          distanceMetres: Math.round(distanceMetres(point, { lat: s.lat!, lng: s.lng! })),
        }))
        .filter((s) => s.distanceMetres <= 3000)
        .sort((a, b) => a.distanceMetres - b.distanceMetres || a.name.localeCompare(b.name));
      expect(
        near?.schools.map((s) => ({ urn: s.urn, name: s.name, distanceMetres: s.distanceMetres })),
        code,
      ).toEqual(expected);
      expect(near?.schools.length, code).toBeGreaterThan(0);
    }
  });

  it("dates the school list from the file its schools came from, not another authority's file", async () => {
    const near = await findSchoolsNear(db, pc('M33 2AU'));
    const { rows } = await db.query<{ as_of: string | null }>(
      "select as_of from open_data.source_files where file_key = 'schools/edubase-leeds.csv'",
    );
    const leeds = rows[0]?.as_of;
    expect(leeds).toBeTruthy();
    expect(near?.provenance.asOf).not.toBe(leeds);
  });
});
