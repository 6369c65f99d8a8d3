/**
 * Ofcom Connected Nations importers and the broadband/mobile queries that read them.
 *
 * The shared samples hold no Ofcom postcode-level or mobile file (shared/data/PROVENANCE.md,
 * "What was NOT found"), so these tests write FORMAT FIXTURES: files named the way Ofcom names
 * them, with Ofcom's published column labels verbatim, and values chosen as test inputs. They are
 * not Ofcom figures, they live only in a temp directory and an in-memory database, and nothing
 * here reaches the product's data (docs/decisions/data.md, "Ofcom importers").
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { classify } from '../../scripts/data/import-all.ts';
import { ofcomRelease } from '../../scripts/data/importers/ofcom.ts';
import { importFile, type FileSummary } from '../../scripts/data/lib/importer.ts';
import { getBroadbandCoverage } from '../../src/lib/data/queries/broadband.ts';
import { getMobileCoverage } from '../../src/lib/data/queries/mobile.ts';
import { parsePostcode, type ParsedPostcode } from '../../src/lib/postcode/parse.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

const csv = (header: string[], rows: string[][]) =>
  [header, ...rows].map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n';

// Column labels as Ofcom publishes them (fixed postcode performance file).
const PERFORMANCE_HEADER = [
  'postcode',
  'postcode_space',
  'postcode area',
  'Median download speed (Mbit/s)',
  'Average download speed (Mbit/s)',
  'Minimum download speed (Mbit/s)',
  'Maximum download speed (Mbit/s)',
  'Median upload speed (Mbit/s)',
  'Average upload speed (Mbit/s)',
  'Average data usage (GB)',
];
// Fixed postcode coverage file.
const COVERAGE_HEADER = [
  'postcode',
  'postcode_space',
  'postcode area',
  'SFBB availability (% premises)',
  'UFBB (100Mbit/s) availability (% premises)',
  'UFBB availability (% premises)',
  'Full Fibre availability (% premises)',
  'Gigabit availability (% premises)',
  '% of premises unable to receive 2Mbit/s',
  '% of premises unable to receive decent broadband from fixed or FWA',
];
// Mobile coverage by local authority: % of premises covered by exactly 0…4 networks.
const bandsOf = (prefix: string) => [0, 1, 2, 3, 4].map((n) => `${prefix}_${n}`);
const MOBILE_HEADER = [
  'laua',
  'laua_name',
  ...bandsOf('4G_prem_out'),
  ...bandsOf('4G_prem_in'),
  ...bandsOf('5G_high_confidence_prem_out'),
];

function writeFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ofcom-'));
  mkdirSync(join(dir, 'broadband'));
  mkdirSync(join(dir, 'mobile'));
  writeFileSync(
    join(dir, 'broadband', '202205_fixed_pc_performance_r01_M.csv'),
    csv(PERFORMANCE_HEADER, [
      ['M332AU', 'M33 2AU', 'M', '80', '90.5', '10', '500', '20', '22.25', '300'],
      ['M332AX', 'M33 2AX', 'M', '', '', '', '', '', '', ''],
      ['M33ZZZ', 'not a postcode', 'M', '10', '10', '1', '20', '1', '1', '50'],
      ['M332AY', 'M33 2AY', 'M', 'fast', '10', '1', '20', '1', '1', '50'],
    ]),
  );
  writeFileSync(
    join(dir, 'broadband', '202205_fixed_pc_coverage_r01_M.csv'),
    csv(COVERAGE_HEADER, [
      ['M332AU', 'M33 2AU', 'M', '100', '75', '50', '25', '25', '0', '0'],
      ['M333HJ', 'M33 3HJ', 'M', '90', '', '', '', '', '0', '5'],
      ['M332AZ', 'M33 2AZ', 'M', '101', '0', '0', '0', '0', '0', '0'],
    ]),
  );
  writeFileSync(
    join(dir, 'mobile', '202205_mobile_laua_r01.csv'),
    csv(MOBILE_HEADER, [
      ['E08000009', 'Trafford', '', '', '', '5', '95', '1', '1', '3', '5', '90', '20', '10', '10', '10', '50'],
      ['E08000010', 'Wigan', '', '', '', '', '', '', '', '', '', '', '', '', '', '', ''],
      ['UK', 'United Kingdom', '1', '1', '1', '1', '96', '1', '1', '1', '1', '96', '1', '1', '1', '1', '96'],
    ]),
  );
  // The same layout under a name without Ofcom's YYYYMM release prefix: rows cannot be dated.
  writeFileSync(
    join(dir, 'broadband', 'fixed_pc_performance.csv'),
    csv(PERFORMANCE_HEADER, [['M332AU', 'M33 2AU', 'M', ...'1'.repeat(7)]]),
  );
  return dir;
}

async function importAll(db: Database, dir: string): Promise<Map<string, FileSummary>> {
  const { plan } = classify(dir);
  const out = new Map<string, FileSummary>();
  for (const [importer, abs, rel] of plan) out.set(rel, await importFile(db, importer, abs, rel, { quiet: true }));
  return out;
}

const pc = (s: string): ParsedPostcode => {
  const r = parsePostcode(s);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('ofcomRelease', () => {
  it('reads the release month from the YYYYMM prefix of Ofcom file names', () => {
    expect(ofcomRelease('broadband/202205_fixed_pc_performance_r01_M.csv')).toBe('2022-05');
    expect(ofcomRelease('202601_fixed_pc_coverage_r2_CR.csv')).toBe('2026-01');
    expect(ofcomRelease('mobile/202305_mobile_laua_r01.csv')).toBe('2023-05');
    expect(ofcomRelease('broadband/fixed_pc_performance.csv')).toBeNull();
    expect(ofcomRelease('202213_fixed_pc_performance_r01.csv')).toBeNull();
  });
});

describe('Ofcom importers on files in the published layouts', () => {
  let db: Database;
  let dir: string;
  let summaries: Map<string, FileSummary>;
  beforeAll(async () => {
    db = await memoryDb();
    dir = writeFixtures();
    summaries = await importAll(db, dir);
  });
  afterAll(async () => db?.close());

  it('recognises each layout', () => {
    const { plan } = classify(dir);
    expect(Object.fromEntries(plan.map(([imp, , rel]) => [rel, imp.id]))).toEqual({
      'broadband/202205_fixed_pc_coverage_r01_M.csv': 'ofcom-fixed-postcode-coverage',
      'broadband/202205_fixed_pc_performance_r01_M.csv': 'ofcom-fixed-postcode-performance',
      'broadband/fixed_pc_performance.csv': 'ofcom-fixed-postcode-performance',
      'mobile/202205_mobile_laua_r01.csv': 'ofcom-mobile-local-authority',
    });
  });

  it('loads postcode speeds, dated by the release in the file name, and reports bad rows with reasons', async () => {
    expect(summaries.get('broadband/202205_fixed_pc_performance_r01_M.csv')).toMatchObject({
      rowsRead: 4,
      rowsLoaded: 1,
      rowsRejected: 3,
      asOf: '2022-05',
      rejections: expect.arrayContaining([
        { reason: 'no speeds recorded for the postcode', count: 1, lines: [3] },
        { reason: 'missing or invalid postcode', count: 1, lines: [4] },
        { reason: 'speed is not a number of Mbit/s', count: 1, lines: [5] },
      ]),
    });
    const { rows } = await db.query(
      'select postcode, period, median_download, average_download, median_upload, average_upload from open_data.broadband_postcode_speeds',
    );
    expect(rows).toEqual([
      {
        postcode: 'M33 2AU',
        period: '2022-05',
        median_download: 80,
        average_download: 90.5,
        median_upload: 20,
        average_upload: 22.25,
      },
    ]);
  });

  it('refuses every row of a file whose name does not say which release it is', () => {
    expect(summaries.get('broadband/fixed_pc_performance.csv')).toMatchObject({
      rowsLoaded: 0,
      rowsRejected: 1,
      rejections: [{ reason: 'file name does not start with the Ofcom release month (YYYYMM_…)', count: 1, lines: [2] }],
    });
  });

  it('loads postcode availability, keeping unpublished measures as null and refusing percentages over 100', async () => {
    expect(summaries.get('broadband/202205_fixed_pc_coverage_r01_M.csv')).toMatchObject({
      rowsRead: 3,
      rowsLoaded: 2,
      rejections: [{ reason: 'availability is not a percentage from 0 to 100', count: 1, lines: [4] }],
    });
    const { rows } = await db.query("select * from open_data.broadband_postcode_coverage where postcode = 'M33 3HJ'");
    expect(rows[0]).toMatchObject({
      superfast_pct: 90,
      ultrafast_100_pct: null,
      ultrafast_pct: null,
      full_fibre_pct: null,
      gigabit_pct: null,
      no_decent_pct: 5,
    });
  });

  it('turns mobile bands into "at least one network" (100 − the 0 band) and "all four" (the 4 band)', async () => {
    expect(summaries.get('mobile/202205_mobile_laua_r01.csv')).toMatchObject({
      rowsRead: 3,
      rowsLoaded: 1,
      rejections: expect.arrayContaining([
        { reason: 'no coverage figures for the authority', count: 1, lines: [3] },
        { reason: 'laua is not a local authority GSS code', count: 1, lines: [4] },
      ]),
    });
    const { rows } = await db.query('select * from open_data.mobile_coverage_area');
    expect(rows[0]).toMatchObject({
      area_code: 'E08000009',
      area_name: 'Trafford',
      period: '2022-05',
      outdoor_4g_any: 100,
      outdoor_4g_all: 95,
      indoor_4g_any: 99,
      indoor_4g_all: 90,
      outdoor_5g_any: 80,
      outdoor_5g_all: 50,
    });
  });

  it('a second run changes nothing', async () => {
    const again = await importAll(db, dir);
    expect([...again.values()].every((s) => s.status === 'unchanged')).toBe(true);
    const n = await db.query<{ n: number }>(
      'select (select count(*) from open_data.broadband_postcode_speeds) + (select count(*) from open_data.broadband_postcode_coverage) + (select count(*) from open_data.mobile_coverage_area) as n',
    );
    expect(Number(n.rows[0]?.n)).toBe(4);
  });
});

describe.skipIf(!DATA_DIR)('broadband and mobile queries with Ofcom files imported', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/trafford_postcodes_onspd_derived.csv',
      'postcodes/lookups/LSOA21_WD24_LAD24_lookup_EW.csv',
      'broadband/trafford_ward_average_broadband_speed_2022-05.csv',
    ]);
    await importAll(db, writeFixtures());
  });
  afterAll(async () => db?.close());

  it("uses the postcode's own speeds and availability when Ofcom's postcode files are imported", async () => {
    const bb = await getBroadbandCoverage(db, pc('M33 2AU'));
    expect(bb?.medianDownloadMbps?.value).toBe(80);
    expect(bb?.medianDownloadMbps?.provenance).toMatchObject({
      datasetId: 'ofcom_broadband',
      asOf: '2022-05',
      geography: { level: 'postcode', code: 'M33 2AU' },
    });
    expect(bb?.speeds?.value).toEqual({ medianDownload: 80, averageDownload: 90.5, medianUpload: 20, averageUpload: 22.25 });
    expect(bb?.availability?.value).toEqual({
      superfast: 100,
      ultrafast100: 75,
      ultrafast: 50,
      fullFibre: 25,
      gigabit: 25,
      noDecentBroadband: 0,
    });
  });

  it('falls back to the ward median for speed, labelled as the ward, and still shows postcode availability', async () => {
    const bb = await getBroadbandCoverage(db, pc('M33 3HJ'));
    // Trafford Data Lab ward median for Sale Moor (Ofcom Connected Nations May 2022).
    expect(bb?.medianDownloadMbps?.value).toBe(151.3);
    expect(bb?.medianDownloadMbps?.provenance.geography).toMatchObject({ level: 'ward', name: 'Sale Moor' });
    expect(bb?.speeds).toBeNull();
    expect(bb?.availability?.value.superfast).toBe(90);
    expect(bb?.message).toBe(
      'The speed is the ward figure for Sale Moor: Ofcom postcode-level speeds for M33 3HJ have not been imported.',
    );
  });

  it('gives the local authority mobile figures for a postcode, labelled as the authority', async () => {
    const m = await getMobileCoverage(db, pc('M33 2AU'));
    expect(m).toMatchObject({
      covered: true,
      area: { code: 'E08000009', name: 'Trafford' },
      measures: [
        { id: 'indoor_4g', label: '4G indoors', anyNetworkPct: 99, allNetworksPct: 90 },
        { id: 'outdoor_4g', label: '4G outdoors', anyNetworkPct: 100, allNetworksPct: 95 },
        { id: 'outdoor_5g', label: '5G outdoors', anyNetworkPct: 80, allNetworksPct: 50 },
      ],
    });
    expect(m?.provenance).toMatchObject({ datasetId: 'ofcom_mobile', asOf: '2022-05', geography: { level: 'authority' } });
    expect(m?.message).toContain('not a prediction for M33 2AU itself');
  });
});
