/**
 * Query-layer answers checked by hand against the sample files (see shared/data/PROVENANCE.md,
 * "best test postcodes": M33 3HJ, WA14 2QS and the worked example M33 2AU).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { parsePostcode, type ParsedPostcode } from '../../src/lib/postcode/parse.ts';
import { getBroadbandCoverage } from '../../src/lib/data/queries/broadband.ts';
import { getCrimeSummary } from '../../src/lib/data/queries/crime.ts';
import { getEconomicIndicators, getPopulation } from '../../src/lib/data/queries/economic.ts';
import { searchEpc } from '../../src/lib/data/queries/epc.ts';
import { getMobileCoverage } from '../../src/lib/data/queries/mobile.ts';
import { getPostcodeGeography } from '../../src/lib/data/queries/postcode-geography.ts';
import { getSalesForPostcode } from '../../src/lib/data/queries/prices.ts';
import { estimatePropertyAge } from '../../src/lib/data/queries/property-age.ts';
import { findSchoolsNear } from '../../src/lib/data/queries/schools.ts';
import { getAllLocationSummaries } from '../../src/lib/data/queries/location-bulk.ts';
import { crimesInAuthority, crimesInLsoa } from '../../src/lib/data/queries/crime-rates.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

const pc = (s: string): ParsedPostcode => {
  const r = parsePostcode(s);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe.skipIf(!DATA_DIR)('open-data queries, checked by hand against the samples', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/trafford_postcodes_onspd_derived.csv',
      'postcodes/lookups/LSOA21_WD24_LAD24_lookup_EW.csv',
      'postcodes/postcodes_io_lookups/nuts.json',
      'postcodes/postcodes_io_lookups/regions.json',
      'postcodes/postcodes_io_lookups/countries.json',
      'crime/2016-06-greater-manchester-street.csv',
      'crime/derived/gmp_burglary_points_2016-02_to_2019-01.csv',
      'schools/trafford_schools_and_colleges_gias_derived.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
      'broadband/trafford_ward_average_broadband_speed_2022-05.csv',
      'economy/mid-year_2024_population_estimates_lsoa.csv',
      'economy/mid-year_2024_population_estimates_local_authority.csv',
      'council_tax/area_band_d_by_billing_authority_2023-24_derived.csv',
      'council_tax/avg_band_d_by_authority_2022-23_2023-24_derived.csv',
      'epc/blackpool_low_epc_with_coords.csv',
    ]);
  });
  afterAll(async () => db?.close());

  it('M33 3HJ: ward Sale Moor, LSOA Trafford 014D, authority Trafford', async () => {
    const g = await getPostcodeGeography(db, pc('m33 3hj'));
    expect(g).toMatchObject({
      postcode: 'M33 3HJ',
      district: 'M33',
      sector: 'M33 3',
      authority: { code: 'E08000009', name: 'Trafford' },
      ward: { code: 'E05015255', name: 'Sale Moor' },
      lsoa: { code: 'E01006174', name: 'Trafford 014D', vintage: '2021' },
      // The Trafford list has no region column (was "Region: Not in our data"): from Trafford's ITL code.
      region: { code: 'E12000002', name: 'North West' },
      country: { code: 'E92000001', name: 'England' },
    });
    expect(g?.provenance[0]?.datasetId).toBe('onspd');
  });

  it('Trafford authority counts all 1,615 crimes of June 2016, split 2011 LSOAs included (was 1,591)', async () => {
    // 1,615 rows of the GMP file have an LSOA name starting "Trafford "; 24 sit in 2011 LSOAs
    // (e.g. E01006185) that 2021 split, so a join on the postcode list's 2021 codes missed them.
    const { authorities } = await getAllLocationSummaries(db);
    const trafford = authorities.find((a) => a.code === 'E08000009');
    expect(trafford?.crime?.value.total).toBe(1615);
    expect(trafford?.crime?.provenance.geography.note).toMatch(/whichever census/);
    const rows = await db.query<{ n: number }>("select count(*)::int as n from open_data.crimes where lsoa_code = 'E01006185'");
    expect(rows.rows[0]?.n).toBeGreaterThan(0);
  });

  it('crime rates: crimes without anti-social behaviour, in an LSOA by code and an authority by name', async () => {
    const authority = await crimesInAuthority(db, 'Trafford');
    const asb = await db.query<{ n: number }>(
      "select count(*)::int as n from open_data.crimes where lsoa_name like 'Trafford %' and crime_type = 'Anti-social behaviour'",
    );
    const crimes = 1615 - (asb.rows[0]?.n ?? 0);
    expect(authority).toEqual({ crimes, months: ['2016-06'], byMonth: [{ month: '2016-06', crimes }] });
    const lsoa = await crimesInLsoa(db, 'E01006174');
    expect(lsoa?.months).toEqual(['2016-06']);
    expect(await crimesInLsoa(db, 'E01999999')).toBeNull();
  });

  it('a valid postcode outside the data returns null', async () => {
    expect(await getPostcodeGeography(db, pc('SW1A 1AA'))).toBeNull();
    expect(await getCrimeSummary(db, pc('SW1A 1AA'))).toBeNull();
  });

  it('M33 3HJ: 7 GMP crimes within 300 m in 2016-06; 46 burglaries within 300 m over 29 of 36 months', async () => {
    const crime = await getCrimeSummary(db, pc('M33 3HJ'), { radiusMetres: 300 });
    expect(crime).toMatchObject({ covered: true, mode: 'radius', radiusMetres: 300, total: 7, months: ['2016-06'] });
    expect(crime?.provenance).toMatchObject({
      datasetId: 'police_street_crime',
      asOf: '2016-06',
      geography: { level: 'radius' },
    });
    const trend = crime?.burglaryTrend?.value ?? [];
    expect(trend).toHaveLength(36);
    expect(trend.reduce((s, p) => s + p.value, 0)).toBe(46);
    expect(trend.filter((p) => p.value > 0)).toHaveLength(29);
  });

  it('WA14 2QS: 31 crimes within 300 m in 2016-06', async () => {
    const crime = await getCrimeSummary(db, pc('WA14 2QS'), { radiusMetres: 300 });
    expect(crime?.total).toBe(31);
  });

  it('M33 3HJ: the four schools within 500 m, nearest first, with hand-checked distances', async () => {
    const result = await findSchoolsNear(db, pc('M33 3HJ'), { radiusMetres: 500 });
    expect(result?.covered).toBe(true);
    const got = result?.schools.map((s) => [s.name, s.distanceMetres]) ?? [];
    expect(got.map(([n]) => n)).toEqual([
      'Templemoor Infant and Nursery School',
      'Holy Family Catholic Primary School',
      'Moorlands Junior School',
      "St Anne's CofE Primary School",
    ]);
    [159, 235, 360, 403].forEach((d, i) => expect(Math.abs((got[i]?.[1] as number) - d)).toBeLessThanOrEqual(2));
  });

  it('M33 2AU: one 2019 sale at £300,000', async () => {
    const sales = await getSalesForPostcode(db, pc('M33 2AU'));
    expect(sales.value).toHaveLength(1);
    expect(sales.value[0]).toMatchObject({ price: 300000, date: '2019-02-01', propertyType: 'Terraced' });
  });

  it('M33 3HJ: four 2019 sales between £177,000 and £188,000', async () => {
    const sales = await getSalesForPostcode(db, pc('M33 3HJ'));
    const prices = sales.value.map((s) => s.price).sort((a, b) => a - b);
    expect(prices).toHaveLength(4);
    expect(prices[0]).toBe(177000);
    expect(prices[3]).toBe(188000);
  });

  it('broadband is the ward figure (151.3 Mbit/s for Sale Moor) and says so', async () => {
    const bb = await getBroadbandCoverage(db, pc('M33 3HJ'));
    expect(bb?.medianDownloadMbps?.value).toBe(151.3);
    expect(bb?.medianDownloadMbps?.provenance.geography).toMatchObject({ level: 'ward', code: 'E05015255', name: 'Sale Moor' });
    expect(bb?.medianDownloadMbps?.provenance.asOf).toBe('2022-05');
  });

  it('mobile coverage is honestly absent', async () => {
    const m = await getMobileCoverage(db, pc('M33 3HJ'));
    expect(m).toMatchObject({ covered: false, measures: [], area: { code: 'E08000009' } });
  });

  it('LSOA population 1,851 (mid-2024) and Trafford council tax Band D £1,525.51 / area £1,878.08', async () => {
    expect((await getPopulation(db, 'E01006174'))?.value).toBe(1851);
    const econ = await getEconomicIndicators(db, 'E08000009');
    expect(econ?.population?.value.allAges).toBe(241025);
    expect(econ?.councilTax?.value).toMatchObject({ year: '2023-24', authorityBandD: 1525.51, areaBandD: 1878.08 });
    expect(econ?.councilTax?.value.areaBands?.A).toBe(1252.05);
  });

  it('EPC search by postcode returns the Blackpool certificates, newest first', async () => {
    const epc = await searchEpc(db, pc('FY1 6DY'));
    expect(epc.total).toBeGreaterThan(1);
    expect(epc.certificates[0]).toMatchObject({
      address: '46 Lytham Road',
      currentRating: 'E',
      lodgementDate: '2025-12-06',
      floorAreaM2: 51,
    });
    const filtered = await searchEpc(db, pc('FY1 6DY'), { address: 'flat 2, 64' });
    expect(filtered.certificates.map((c) => c.address)).toEqual(['Flat 2, 64 Lytham Road']);
    const none = await searchEpc(db, pc('M33 3HJ'));
    expect(none).toMatchObject({ total: 0, covered: false });
  });

  it('property age: no evidence for M33 2AU is said plainly; a new-build sale gives a year range', async () => {
    const none = await estimatePropertyAge(db, pc('M33 2AU'));
    expect(none).toMatchObject({ estimate: null, confidence: 'none' });
    const { rows } = await db.query<{ postcode: string; y: string }>(
      "select postcode, to_char(transfer_date, 'YYYY') as y from open_data.price_paid where new_build and postcode is not null order by postcode limit 1",
    );
    const row = rows[0] as { postcode: string; y: string };
    const est = await estimatePropertyAge(db, pc(row.postcode));
    expect(est.estimate).toMatchObject({ toYear: Number(row.y) });
    expect(est.evidence[0]?.kind).toBe('ppd_new_build');
  });
});
