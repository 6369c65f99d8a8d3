/**
 * `npm run data:refresh` for the sources beyond Price Paid, police.uk, ONS, GIAS and UK HPI,
 * against a loopback double of their publishers: the EPC bulk-files API (bearer token, a
 * redirect to the zip), Ofcom's Connected Nations pages and zips (a zip within the zip), GOV.UK's
 * Content API and attachments (council tax Table 9 as ODS, the Indices of Deprivation) and Nomis
 * (ASHE, APS, mid-year population).
 * FORMAT FIXTURES: every file below is written here by hand in the publisher's layout (its
 * official column names, a few of them, and archive formats), with test values; none is a
 * publisher's figure, and they live only in temp folders and an in-memory database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { runRefresh, type RefreshOptions } from '../../../scripts/data/refresh/run-refresh.ts';
import { sourceUrls } from '../../../scripts/data/refresh/sources.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { databaseEngines } from '../engines.ts';
import { startPublisherDouble, zipOf, type PublisherDouble } from './publisher-double.ts';

// EPC certificates.csv: a few of the register's official columns, in its order; test values.
const EPC_HEADER =
  'LMK_KEY,ADDRESS1,ADDRESS2,ADDRESS3,POSTCODE,BUILDING_REFERENCE_NUMBER,CURRENT_ENERGY_RATING,POTENTIAL_ENERGY_RATING,CURRENT_ENERGY_EFFICIENCY,POTENTIAL_ENERGY_EFFICIENCY,PROPERTY_TYPE,BUILT_FORM,INSPECTION_DATE,LOCAL_AUTHORITY,LODGEMENT_DATE,TRANSACTION_TYPE,TOTAL_FLOOR_AREA,MAIN_FUEL,CONSTRUCTION_AGE_BAND,WALLS_DESCRIPTION,LOCAL_AUTHORITY_LABEL';
const certificates = (n: number) =>
  [
    EPC_HEADER,
    ...Array.from(
      { length: n },
      (_, i) =>
        `TEST${String(i + 1).padStart(6, '0')},${i + 1} Test Street,,,M33 2AU,${9000 + i},C,B,70,85,House,Semi-Detached,2026-10-0${(i % 9) + 1},E08000009,2026-10-1${i % 10},marketed sale,90,mains gas (not community),England and Wales: 1930-1949,"Cavity wall, as built",Trafford`,
    ),
  ].join('\n') + '\n';
const RECOMMENDATIONS = 'LMK_KEY,IMPROVEMENT_ITEM,IMPROVEMENT_SUMMARY_TEXT\nTEST000001,1,Test recommendation\n';

// Ofcom fixed coverage by postcode: the official column names the importer reads; test values.
const COVERAGE_HEADER =
  'postcode,postcode_space,postcode area,SFBB availability (% premises),UFBB (100Mbit/s) availability (% premises),UFBB availability (% premises),Full Fibre availability (% premises),Gigabit availability (% premises),% of premises unable to receive decent broadband from fixed or FWA';
const coverage = (rows: [string, number][], header = COVERAGE_HEADER) =>
  [header, ...rows.map(([pc, sf]) => `${pc.replace(' ', '')},${pc},M,${sf},50,40,30,60,0`)].join('\r\n') + '\r\n';
/** Ofcom's release zip: the postcode files in a zip inside it, all-premises and residential. */
const ofcomZip = (month: string, rows: [string, number][], header = COVERAGE_HEADER) =>
  zipOf({
    [`${month}_fixed_coverage_r01/${month}_fixed_pc_coverage_r01.zip`]: zipOf({
      [`postcode_files/${month}_fixed_pc_coverage_r01_M.csv`]: coverage(rows, header),
      [`postcode_res_files/${month}_fixed_pc_coverage_res_r01_M.csv`]: coverage([['M33 9ZZ', 1]], header),
    }),
    [`${month}_fixed_coverage_r01/${month}_fixed_laua_coverage_r01.csv`]: 'laua,laua_name\nE08000009,Trafford\n',
  });

// GOV.UK council tax Table 9: the Data_Billing sheet of the ODS workbook, its official header texts; test values.
const odsCell = (v: string | number) =>
  typeof v === 'number'
    ? `<table:table-cell office:value-type="float" office:value="${v}"><text:p>${v.toLocaleString('en-GB')}</text:p></table:table-cell>`
    : `<table:table-cell office:value-type="string"><text:p>${v.replace(/&/g, '&amp;')}</text:p></table:table-cell>`;
const odsRow = (cells: (string | number)[]) => `<table:table-row>${cells.map(odsCell).join('')}</table:table-row>`;
const BILLING_HEADER = [
  'E-code',
  'ONS Code',
  'Authority',
  'Region',
  'Class',
  'Notes (cell will be blank if there are no notes)',
  '7. Council tax base for council tax setting purposes (previous year)',
  '7. Council tax base for council tax setting purposes (current year)',
  '8. Average (Band D 2 Adult equivalent) council tax (including Adult Social Care precept and local precepts) (previous year)',
  '8. Average (Band D 2 Adult equivalent) council tax (including Adult Social Care precept and local precepts) (current year)',
  '9. Average (Band D 2 Adult equivalent) council tax (including Adult Social Care precept and excluding local precepts) (previous year)',
  '9. Average (Band D 2 Adult equivalent) council tax (including Adult Social Care precept and excluding local precepts) (current year)',
  '17. Average (Band D 2 adult equivalent) council tax for area of the billing authority including both local and major precepts. (Lines 8+ 16(a) + 16(b) + 16(c) +16(d))',
];
const table9 = () =>
  zipOf({
    mimetype: 'application/vnd.oasis.opendocument.spreadsheet',
    'content.xml': `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet><table:table table:name="Cover">${odsRow(['Test workbook'])}</table:table><table:table table:name="Data_Billing">${[
      odsRow(['Table 1: Council Tax Requirement (CTR) data for Billing Authorities in England, 2025-26 and 2026-27']),
      odsRow(['This worksheet contains 1 table.']),
      odsRow(BILLING_HEADER),
      odsRow(['TE', 'TE', 'England', 'Eng', 'Eng', '[note a]', 100, 101, 2000, 2100, 1990, 2090, '[z]']),
      odsRow(['E4209', 'E08000009', 'Trafford', 'NW', 'MD', '', 10, 11, 1600, 1700, 1590, 1690, 1990]),
    ].join(
      '',
    )}<table:table-row><table:table-cell table:number-columns-repeated="16000"/></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`,
  });

describe.each(databaseEngines())('data refresh of further sources against their publishers’ double on %s', (_engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;
  let site: PublisherDouble;
  let dir: string;
  let options: RefreshOptions;
  const today = new Date('2026-11-28T06:00:00Z');
  const TOKEN = 'test-token-not-a-secret';
  const release = async (source: string) =>
    (await db.query<Record<string, unknown>>('select * from open_data.data_releases where source = $1', [source])).rows[0] ?? {};
  const run = (only: string[], extra: Partial<RefreshOptions> = {}) => runRefresh(db, { ...options, only, ...extra });

  // Nomis answers by query; these are the fetchers' questions, in their order.
  const nomis = (table: string, query: string, dates: string, select: string) => ({
    latest: `/nomis/${table}.data.csv?geography=E92000001&date=latest&${query}&select=date_code`,
    file: `/nomis/${table}.data.csv?geography=E92000001,TYPE432&date=${dates}&${query}&select=${select}`,
  });
  const ASHE = nomis(
    'NM_30_1',
    'sex=7&item=2&pay=7&measures=20100',
    'latestMINUS4-latest',
    'date_code,geography_name,geography_code,item_name,pay_name,obs_value',
  );
  const APS = nomis(
    'NM_17_5',
    'variable=45&measures=20599',
    'latestMINUS15-latest',
    'date_code,geography_name,geography_code,variable_name,obs_value',
  );
  const POP = nomis(
    'NM_2002_1',
    'gender=0,1,2&c_age=200,201,203,209&measures=20100',
    'latestMINUS1-latest',
    'date_code,geography_name,geography_code,gender,c_age,obs_value',
  );
  const csv = (lines: string[]) => ({ body: `${lines.join('\r\n')}\r\n`, contentType: 'text/csv' });
  const setAps = (latest: string, rows: [string, string, number][]) => {
    site.set(APS.latest, csv(['DATE_CODE', latest]));
    site.set(
      APS.file,
      csv([
        'DATE_CODE,GEOGRAPHY_NAME,GEOGRAPHY_CODE,VARIABLE_NAME,OBS_VALUE',
        ...rows.map(
          ([d, code, v]) => `${d},${code === 'E92000001' ? 'England' : 'Trafford'},${code},Employment rate - aged 16-64,${v}`,
        ),
      ]),
    );
  };

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    site = await startPublisherDouble();
    dir = mkdtempSync(join(tmpdir(), 'refresh-more-'));
    process.env['EMAIL_OUTBOX_DIR'] = join(dir, 'outbox');
    process.env['DATA_ALERT_TO'] = 'ops@example.test';
    delete process.env['EPC_API_TOKEN'];
    options = {
      dir: join(dir, 'work'),
      urls: sourceUrls(
        JSON.stringify({
          nomis: { base: `${site.url}/nomis/`, areas: 'E92000001,TYPE432' },
          epc: { files: `${site.url}/epc/api/files/` },
          ofcom: { index: `${site.url}/ofcom/connected-nations`, pages: '' },
          'gov-uk': { content: `${site.url}/govuk/api/content/` },
        }),
      ),
      download: { retryDelayMs: 5, attempts: 3 },
      now: () => today,
      log: () => undefined,
    };
  }, 60_000);

  afterAll(async () => {
    await site.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
    delete process.env['EMAIL_OUTBOX_DIR'];
    delete process.env['DATA_ALERT_TO'];
    delete process.env['EPC_API_TOKEN'];
  });

  it('skips EPC cleanly when no token is set, and says so', async () => {
    const result = await run(['epc-domestic']);
    expect(result.outcomes).toEqual([
      { source: 'epc-domestic', status: 'skipped', release: null, reason: 'token not set (EPC_API_TOKEN)' },
    ]);
    expect(result.status).toBe('nothing_new');
    expect(await release('epc-domestic')).toMatchObject({
      status: 'never',
      cadence_days: 31,
      message: 'skipped: token not set (EPC_API_TOKEN)',
    });
    expect(site.requests.filter((r) => r.path.startsWith('/epc/'))).toEqual([]);
  });

  it('loads the EPC register’s monthly zip with the token, resuming a truncated download through the redirect', async () => {
    process.env['EPC_API_TOKEN'] = TOKEN;
    const zip = zipOf({ 'certificates-2026.csv': certificates(5), 'recommendations-2026.csv': RECOMMENDATIONS });
    site.set('/epc/api/files/domestic/csv/info', {
      body: JSON.stringify({ data: { fileSize: zip.length, lastUpdated: '2026-11-03T02:00:00.000+00:00' } }),
      contentType: 'application/json',
      authorization: `Bearer ${TOKEN}`,
    });
    site.set('/epc/api/files/domestic/csv', {
      body: '',
      redirect: '/s3/domestic/full-load/domestic.zip',
      authorization: `Bearer ${TOKEN}`,
    });
    site.set('/s3/domestic/full-load/domestic.zip', { body: zip, truncateOnce: true });
    const dry = await run(['epc-domestic'], { dryRun: true });
    expect(dry.outcomes).toMatchObject([{ status: 'new', release: 'domestic.zip (2026-11-03)', releasedOn: '2026-11-03' }]);
    const before = site.requests.length;
    const result = await run(['epc-domestic']);
    expect(result.outcomes, JSON.stringify(result.outcomes)).toMatchObject([
      { source: 'epc-domestic', status: 'loaded', release: 'domestic.zip (2026-11-03)', rows: 5, files: 1 },
    ]);
    const requests = site.requests.slice(before);
    expect(requests.filter((r) => r.path.startsWith('/s3/') && r.range)).toHaveLength(1);
    expect(requests.filter((r) => r.path.startsWith('/epc/')).every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    const rows = await db.query<{ n: number }>(
      "select count(*)::int as n from open_data.epc_certificates where reference like 'TEST%'",
    );
    expect(rows.rows[0]?.n).toBe(5);
    expect(await release('epc-domestic')).toMatchObject({
      status: 'current',
      released_on: expect.anything(),
      period: '2026-10-14',
    });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    // Taken out with only the columns the importer reads.
    expect(String((await release('epc-domestic'))['layout'])).not.toContain('wallsdescription');
    expect((await run(['epc-domestic'])).outcomes).toMatchObject([{ status: 'current' }]);
  });

  it('finds Ofcom’s newest coverage zip from the Connected Nations pages and loads its all-premises postcode files', async () => {
    site.set('/ofcom/connected-nations', {
      body: '<html><a href="/ofcom/connected-nations-2025">Connected Nations 2025</a> <a href="cn-update/data-downloads-spring-2026">Spring update</a></html>',
      contentType: 'text/html',
    });
    site.set('/ofcom/connected-nations-2025', {
      body: '<p>Report</p><a href="cn-2025/data-downloads-2025">Data downloads</a>',
      contentType: 'text/html',
    });
    site.set('/ofcom/cn-2025/data-downloads-2025', {
      body: '<a href="/ofcom/files/202507_fixed_coverage_r01.zip">Fixed coverage</a>',
      contentType: 'text/html',
    });
    site.set('/ofcom/cn-update/data-downloads-spring-2026', {
      body: '<a href="/ofcom/files/202601_fixed_coverage_r01.zip">Fixed coverage (January 2026)</a><a href="/ofcom/files/other.pdf">Guide</a>',
      contentType: 'text/html',
    });
    site.set('/ofcom/files/202507_fixed_coverage_r01.zip', {
      body: ofcomZip('202507', [['M33 2AU', 90]]),
      lastModified: '2025-12-04',
    });
    site.set('/ofcom/files/202601_fixed_coverage_r01.zip', {
      body: ofcomZip('202601', [
        ['M33 2AU', 95],
        ['M33 3HJ', 96],
      ]),
      lastModified: '2026-05-14',
    });
    const result = await run(['ofcom-fixed-postcode']);
    expect(result.outcomes, JSON.stringify(result.outcomes)).toMatchObject([
      { status: 'loaded', release: '202601_fixed_coverage_r01.zip', releasedOn: '2026-05-14', period: '2026-01', rows: 2 },
    ]);
    // Found through the report page as well as directly from the hub.
    expect(site.requests.some((r) => r.path === '/ofcom/cn-2025/data-downloads-2025')).toBe(true);
    const rows = await db.query<{ postcode: string; period: string; superfast_pct: number }>(
      "select postcode, period, superfast_pct from open_data.broadband_postcode_coverage where postcode like 'M33%' order by 1",
    );
    expect(rows.rows).toEqual([
      { postcode: 'M33 2AU', period: '2026-01', superfast_pct: 95 },
      { postcode: 'M33 3HJ', period: '2026-01', superfast_pct: 96 },
    ]);
  });

  it('holds an Ofcom release whose header changed and keeps serving the last one', async () => {
    site.set('/ofcom/cn-update/data-downloads-spring-2026', {
      body: '<a href="/ofcom/files/202601_fixed_coverage_r01.zip">Jan</a><a href="/ofcom/files/202607_fixed_coverage_r01.zip">Jul</a>',
      contentType: 'text/html',
    });
    const renamed = COVERAGE_HEADER.replace('SFBB availability (% premises)', 'Superfast availability (% of premises)');
    site.set('/ofcom/files/202607_fixed_coverage_r01.zip', { body: ofcomZip('202607', [['M33 2AU', 99]], renamed) });
    const result = await run(['ofcom-fixed-postcode']);
    expect(result.status).toBe('held');
    expect(JSON.stringify(result.outcomes[0])).toContain('not recognised');
    expect(await release('ofcom-fixed-postcode')).toMatchObject({
      status: 'held',
      release_name: '202601_fixed_coverage_r01.zip',
      held_name: '202607_fixed_coverage_r01.zip',
    });
    const periods = await db.query<{ period: string }>('select distinct period from open_data.broadband_postcode_coverage');
    expect(periods.rows.map((r) => r.period)).toEqual(['2026-01']);
  });

  it('finds the newest council tax edition through the GOV.UK Content API and loads Table 9’s billing sheet', async () => {
    const workbook = table9();
    const edition = '/government/statistics/council-tax-levels-set-by-local-authorities-in-england-2026-to-2027';
    site.set('/govuk/api/content/government/collections/council-tax-statistics', {
      body: JSON.stringify({
        title: 'Council Tax statistics',
        links: {
          documents: [
            {
              title: 'Council Tax levels set by local authorities in England 2025 to 2026',
              base_path: '/government/statistics/ct-2025',
            },
            { title: 'Council Tax levels set by local authorities in England 2026 to 2027', base_path: edition },
            { title: 'Council Tax: stock of properties, 2026', base_path: '/government/statistics/ctsop-2026' },
            {
              title: 'Council Tax levels set by local authorities in England 2027 to 2028',
              base_path: '/government/statistics/announcements/ct-2027',
            },
            // Published as a page before its tables: the edition before it is taken.
            {
              title: 'Council Tax levels set by local authorities in England 2028 to 2029',
              base_path: '/government/statistics/ct-2028',
            },
          ],
        },
      }),
      contentType: 'application/json',
    });
    site.set('/govuk/api/content/government/statistics/ct-2028', {
      body: JSON.stringify({
        title: 'Council Tax levels set by local authorities in England 2028 to 2029',
        details: { attachments: [] },
      }),
      contentType: 'application/json',
    });
    site.set(`/govuk/api/content${edition}`, {
      body: JSON.stringify({
        title: 'Council Tax levels set by local authorities in England 2026 to 2027',
        first_published_at: '2027-03-25T09:30:00.000+00:00',
        public_updated_at: '2027-03-25T09:30:00.000+00:00',
        details: {
          attachments: [
            {
              title: 'Table 7: Band D council tax by authority',
              url: `${site.url}/assets/media/a7/Table_7.ods`,
              filename: 'Table_7.ods',
            },
            {
              title: 'Table 9: Council Tax requirement and chargeable dwelling figures – all authorities, 2026-27',
              url: `${site.url}/assets/media/a9/Table_9_2026-27.ods`,
              filename: 'Table_9_2026-27.ods',
              file_size: workbook.length,
            },
          ],
        },
      }),
      contentType: 'application/json',
    });
    site.set('/assets/media/a9/Table_9_2026-27.ods', { body: workbook });
    const result = await run(['council-tax-band-d']);
    expect(result.outcomes, JSON.stringify(result.outcomes)).toMatchObject([
      {
        status: 'loaded',
        release:
          'Council Tax levels set by local authorities in England 2026 to 2027: Table 9: Council Tax requirement and chargeable dwelling figures – all authorities, 2026-27',
        releasedOn: '2027-03-25',
        period: '2026-27',
        rows: 2,
      },
    ]);
    const trafford = await db.query<Record<string, unknown>>(
      "select year, tax_base, band_d_authority, band_d_area from open_data.council_tax where ecode = 'E4209' and year >= '2025-26' order by year",
    );
    expect(trafford.rows).toEqual([
      { year: '2025-26', tax_base: 10, band_d_authority: 1590, band_d_area: null },
      { year: '2026-27', tax_base: 11, band_d_authority: 1690, band_d_area: 1990 },
    ]);
  });

  it('holds a new edition of the Indices of Deprivation for a person: MHCLG ships it as a workbook', async () => {
    site.set('/govuk/api/content/government/collections/english-indices-of-deprivation', {
      body: JSON.stringify({
        links: {
          documents: [
            {
              title: 'English indices of deprivation 2019',
              base_path: '/government/statistics/english-indices-of-deprivation-2019',
            },
            {
              title: 'English indices of deprivation 2025',
              base_path: '/government/statistics/english-indices-of-deprivation-2025',
            },
          ],
        },
      }),
      contentType: 'application/json',
    });
    site.set('/govuk/api/content/government/statistics/english-indices-of-deprivation-2025', {
      body: JSON.stringify({
        title: 'English indices of deprivation 2025',
        first_published_at: '2025-10-30T09:30:00.000+01:00',
        details: {
          attachments: [
            { title: 'File 1: index of multiple deprivation', url: `${site.url}/assets/iod/File_1.xlsx` },
            {
              title: 'File 10: local authority district summaries',
              url: `${site.url}/assets/iod/File_10_IoD2025_LAD_Summaries.xlsx`,
            },
          ],
        },
      }),
      contentType: 'application/json',
    });
    site.set('/assets/iod/File_10_IoD2025_LAD_Summaries.xlsx', { body: zipOf({ '[Content_Types].xml': '<Types/>' }) });
    const result = await run(['indices-of-deprivation']);
    expect(result.outcomes).toMatchObject([
      { status: 'held', release: 'English indices of deprivation 2025: File 10: local authority district summaries' },
    ]);
    expect(JSON.stringify(result.outcomes[0])).toContain('spreadsheet');
    expect(await release('indices-of-deprivation')).toMatchObject({ cadence_days: 1826, status: 'held' });
  });

  it('loads ASHE earnings, APS employment and mid-year population from Nomis in the series’ own terms', async () => {
    site.set(ASHE.latest, csv(['DATE_CODE', '2026']));
    site.set(
      ASHE.file,
      csv([
        'DATE_CODE,GEOGRAPHY_NAME,GEOGRAPHY_CODE,ITEM_NAME,PAY_NAME,OBS_VALUE',
        '2025,England,E92000001,Median,Annual pay - gross,30000',
        '2026,England,E92000001,Median,Annual pay - gross,31000',
        '2026,Trafford,E08000009,Median,Annual pay - gross,33000',
        '2026,"Bristol, City of",E06000023,Median,Annual pay - gross,',
      ]),
    );
    setAps('2026-06', [
      ['2026-03', 'E08000009', 74.5],
      ['2026-06', 'E08000009', 75.1],
    ]);
    site.set(POP.latest, csv(['DATE_CODE', '2025']));
    site.set(
      POP.file,
      csv([
        'DATE_CODE,GEOGRAPHY_NAME,GEOGRAPHY_CODE,GENDER,C_AGE,OBS_VALUE',
        ...['0', '1', '2'].flatMap((g, gi) =>
          [
            ['200', 1000],
            ['201', 200],
            ['203', 600],
            ['209', 200],
          ].map(([age, n]) => `2025,Trafford,E08000009,${g},${age},${(n as number) / (gi === 0 ? 1 : 2)}`),
        ),
      ]),
    );
    const result = await run(['nomis-ashe-earnings', 'nomis-aps-employment', 'nomis-population']);
    expect(result.outcomes, JSON.stringify(result.outcomes)).toMatchObject([
      { source: 'nomis-ashe-earnings', status: 'loaded', release: 'nomis-ashe-earnings-2026.csv', period: '2026', rows: 4 },
      { source: 'nomis-aps-employment', status: 'loaded', period: '2026-06', rows: 2 },
      { source: 'nomis-population', status: 'loaded', period: '2025', rows: 3 },
    ]);
    const indicators = await db.query<Record<string, unknown>>(
      "select dataset, area_code, indicator, period, measure, value from open_data.indicators where dataset in ('ons_earnings', 'ons_employment') and period >= '2025' order by 1, 2, 4",
    );
    expect(indicators.rows).toEqual([
      {
        dataset: 'ons_earnings',
        area_code: 'E08000009',
        indicator: 'Median resident earnings, all employees',
        period: '2026',
        measure: 'Median',
        value: 33000,
      },
      {
        dataset: 'ons_earnings',
        area_code: 'E92000001',
        indicator: 'Median resident earnings, all employees',
        period: '2025',
        measure: 'Median',
        value: 30000,
      },
      {
        dataset: 'ons_earnings',
        area_code: 'E92000001',
        indicator: 'Median resident earnings, all employees',
        period: '2026',
        measure: 'Median',
        value: 31000,
      },
      {
        dataset: 'ons_employment',
        area_code: 'E08000009',
        indicator: 'Employment rate - aged 16-64',
        period: '2026-03-01',
        measure: 'Percentage',
        value: 74.5,
      },
      {
        dataset: 'ons_employment',
        area_code: 'E08000009',
        indicator: 'Employment rate - aged 16-64',
        period: '2026-06-01',
        measure: 'Percentage',
        value: 75.1,
      },
    ]);
    const population = await db.query<Record<string, unknown>>(
      "select area_code, period, sex, all_ages, aged_0_15, aged_16_64, aged_65_plus from open_data.population where area_code = 'E08000009' and period = '2025-06-30' order by sex",
    );
    expect(population.rows).toEqual([
      {
        area_code: 'E08000009',
        period: '2025-06-30',
        sex: 'Females',
        all_ages: 500,
        aged_0_15: 100,
        aged_16_64: 300,
        aged_65_plus: 100,
      },
      {
        area_code: 'E08000009',
        period: '2025-06-30',
        sex: 'Males',
        all_ages: 500,
        aged_0_15: 100,
        aged_16_64: 300,
        aged_65_plus: 100,
      },
      {
        area_code: 'E08000009',
        period: '2025-06-30',
        sex: 'Persons',
        all_ages: 1000,
        aged_0_15: 200,
        aged_16_64: 600,
        aged_65_plus: 200,
      },
    ]);
    expect(await release('nomis-aps-employment')).toMatchObject({ cadence_days: 92 });
  });

  it('loads the next APS quarter when Nomis publishes it, revising the one before', async () => {
    setAps('2026-09', [
      ['2026-06', 'E08000009', 75.3],
      ['2026-09', 'E08000009', 75.8],
    ]);
    const result = await run(['nomis-aps-employment']);
    expect(result.outcomes).toMatchObject([{ status: 'loaded', release: 'nomis-aps-employment-2026-09.csv', period: '2026-09' }]);
    const rows = await db.query<{ period: string; value: number }>(
      "select period, value from open_data.indicators where dataset = 'ons_employment' and area_code = 'E08000009' and period >= '2026' order by 1",
    );
    expect(rows.rows).toEqual([
      { period: '2026-03-01', value: 74.5 },
      { period: '2026-06-01', value: 75.3 },
      { period: '2026-09-01', value: 75.8 },
    ]);
  });

  it('reports each of these sources in a dry run', async () => {
    const result = await runRefresh(db, {
      ...options,
      dryRun: true,
      only: [
        'epc-domestic',
        'ofcom-fixed-postcode',
        'council-tax-band-d',
        'indices-of-deprivation',
        'nomis-ashe-earnings',
        'nomis-aps-employment',
        'nomis-population',
      ],
    });
    const byStatus = Object.fromEntries(result.outcomes.map((o) => [o.source, o.status]));
    expect(byStatus).toMatchObject({
      'epc-domestic': 'current',
      'ofcom-fixed-postcode': 'held',
      'council-tax-band-d': 'current',
      'indices-of-deprivation': 'held',
      'nomis-ashe-earnings': 'current',
      'nomis-aps-employment': 'current',
      'nomis-population': 'current',
    });
  });
});
