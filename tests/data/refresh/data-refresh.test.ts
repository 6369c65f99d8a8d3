/**
 * `npm run data:refresh` against a loopback double of the publishers' sites (HM Land Registry's
 * bucket, police.uk's API and archive, the ONS portal). FORMAT FIXTURES: the files below are
 * written here by hand in the official layouts (Price Paid's 16 headerless fields with record
 * status, police.uk's street header, NSPL's column names) and archive formats (zip), with test
 * values; they are not publishers' figures and live only in temp folders and an in-memory database.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { alertOverdue } from '../../../scripts/data/refresh/alerts.ts';
import { takeRefreshLock } from '../../../scripts/data/refresh/lock.ts';
import { runRefresh, type RefreshOptions } from '../../../scripts/data/refresh/run-refresh.ts';
import { sourceUrls } from '../../../scripts/data/refresh/sources.ts';
import { statusReport } from '../../../scripts/data/refresh/status-report.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { databaseEngines } from '../engines.ts';
import { startPublisherDouble, zipOf, type PublisherDouble } from './publisher-double.ts';

const id = (n: number) => `{00000000-0000-4000-8000-${String(n).padStart(12, '0')}}`;
const tid = (n: number) => id(n).slice(1, -1);
/** One Price Paid line in the official bulk layout (test values). */
const sale = (n: number, price: number, date: string, status: 'A' | 'C' | 'D') =>
  [
    id(n),
    String(price),
    `${date} 00:00`,
    'M33 2AU',
    'T',
    'N',
    'F',
    String(n),
    '',
    'TEST STREET',
    '',
    'SALE',
    'TRAFFORD',
    'GREATER MANCHESTER',
    'A',
    status,
  ]
    .map((f) => `"${f}"`)
    .join(',');
const ppFile = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

const STREET_HEADER =
  'Crime ID,Month,Reported by,Falls within,Longitude,Latitude,Location,LSOA code,LSOA name,Crime type,Last outcome category,Context';
/** A police.uk street file for one force and month with `n` test rows. */
const street = (month: string, n: number, header = STREET_HEADER) =>
  [
    header,
    ...Array.from({ length: n }, (_, i) =>
      [
        `${month.replace('-', '')}${String(i).padStart(4, '0')}`,
        month,
        'Test Police',
        'Test Police',
        '-2.3',
        '53.42',
        'On or near Test Street',
        'E01006174',
        'Trafford 014D',
        'Burglary',
        'Under investigation',
        '',
      ].join(','),
    ),
  ].join('\n') + '\n';
const policeArchive = (months: Record<string, number>) =>
  zipOf(Object.fromEntries(Object.entries(months).map(([m, n]) => [`${m}/${m}-test-police-street.csv`, street(m, n)])));

const NSPL_HEADER = 'pcd,pcd2,pcds,dointr,doterm,usertype,oseast1m,osnrth1m,laua,ward,ctry,rgn,lsoa21,msoa21,lat,long';
const nspl = (header = NSPL_HEADER, extra = '') =>
  [
    header,
    `M33 2AU,M33  2AU,M33 2AU,198001,,0,378000,392000,E08000009,E05015255,E92000001,E12000002,E01006174,E02001270,53.42,-2.3${extra}`,
    `M33 3HJ,M33  3HJ,M33 3HJ,198001,,0,378100,392100,E08000009,E05015255,E92000001,E12000002,E01006174,E02001270,53.43,-2.31${extra}`,
  ].join('\n') + '\n';

// GIAS "all establishment data" and the UK HPI full file: a few of their official columns, test values.
const GIAS_HEADER =
  'URN,LA (code),LA (name),EstablishmentName,TypeOfEstablishment (name),EstablishmentStatus (name),PhaseOfEducation (name),StatutoryLowAge,StatutoryHighAge,Postcode,Easting,Northing,LastChangedDate';
const gias = (n: number) =>
  [
    GIAS_HEADER,
    ...Array.from(
      { length: n },
      (_, i) =>
        `${900001 + i},358,Trafford,Test School ${i + 1},Community school,Open,Primary,4,11,M33 2AU,378000,392000,01-11-2026`,
    ),
  ].join('\r\n') + '\r\n';
const HPI_HEADER = 'Date,RegionName,AreaCode,AveragePrice,Index,IndexSA,1m%Change,12m%Change,AveragePriceSA,SalesVolume';
const hpi = (months: string[]) =>
  [HPI_HEADER, ...months.map((m, i) => `01/${m.slice(5)}/${m.slice(0, 4)},Trafford,E08000009,300000,${150 + i},,,,,100`)].join(
    '\n',
  ) + '\n';

describe.each(databaseEngines())('data refresh against the publishers’ double on %s', (_engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;
  let site: PublisherDouble;
  let dir: string;
  let outbox: string;
  let options: RefreshOptions;
  const today = new Date('2026-11-28T06:00:00Z');

  const prices = async () =>
    Object.fromEntries(
      (
        await db.query<{ transaction_id: string; price: number }>(
          'select transaction_id, price from open_data.price_paid order by 1',
        )
      ).rows.map((r) => [r.transaction_id, r.price]),
    );
  const release = async (source: string) =>
    (await db.query<Record<string, unknown>>('select * from open_data.data_releases where source = $1', [source])).rows[0] ?? {};
  const emails = () =>
    readdirSync(outbox)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { subject: string; text: string });
  const setMonthly = (lines: string[], day: string, extra: Partial<Parameters<PublisherDouble['set']>[1]> = {}) =>
    site.set('/hmlr/pp-monthly-update-new-version.csv', { body: ppFile(lines), lastModified: day, ...extra });
  const setPolice = (newest: string, months: Record<string, number>) => {
    site.set('/police/api/crimes-street-dates', {
      body: JSON.stringify(
        Object.keys(months)
          .sort()
          .reverse()
          .map((date) => ({ date, 'stop-and-search': [] })),
      ),
      contentType: 'application/json',
    });
    site.set(`/police/archive/${newest}.zip`, { body: policeArchive(months), lastModified: `${newest}-28` });
  };
  const setNspl = (itemId: string, title: string, text: string) => {
    site.set('/ons/search', {
      body: JSON.stringify({ results: [{ id: itemId, title, type: 'CSV Collection' }] }),
      contentType: 'application/json',
    });
    site.set(`/ons/items/${itemId}/data`, {
      body: zipOf({ [`Data/NSPL_MAY_2026_UK.csv`]: text, 'Documents/readme.txt': 'fixture' }),
    });
  };

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    site = await startPublisherDouble();
    dir = mkdtempSync(join(tmpdir(), 'refresh-'));
    outbox = join(dir, 'outbox');
    process.env['EMAIL_OUTBOX_DIR'] = outbox;
    process.env['DATA_ALERT_TO'] = 'ops@example.test';
    const urls = sourceUrls(
      JSON.stringify({
        'price-paid': { base: `${site.url}/hmlr/` },
        police: { dates: `${site.url}/police/api/crimes-street-dates`, archive: `${site.url}/police/archive/` },
        'ons-portal': { search: `${site.url}/ons/search`, items: `${site.url}/ons/items/` },
        gias: { base: `${site.url}/gias/` },
        'uk-hpi': { base: `${site.url}/hpi/` },
        nomis: { base: `${site.url}/nomis/`, areas: 'E92000001,TYPE432' },
      }),
    );
    options = {
      dir: join(dir, 'work'),
      urls,
      only: ['ons-nspl', 'price-paid-monthly', 'police-street'],
      download: { retryDelayMs: 5, attempts: 3 },
      now: () => today,
      log: () => undefined,
    };
    setMonthly(
      [sale(1, 200000, '2026-09-10', 'A'), sale(2, 210000, '2026-09-12', 'A'), sale(3, 220000, '2026-09-15', 'A')],
      '2026-10-28',
    );
    setPolice('2026-08', { '2026-08': 10, '2026-07': 9 });
    setNspl('item-may-2026', 'National Statistics Postcode Lookup (May 2026)', nspl());
  }, 60_000);

  afterAll(async () => {
    await site.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
    delete process.env['EMAIL_OUTBOX_DIR'];
    delete process.env['DATA_ALERT_TO'];
  });

  it('reports what is new in a dry run without loading it', async () => {
    const result = await runRefresh(db, { ...options, dryRun: true });
    expect(result.status).toBe('dry_run');
    expect(result.outcomes.map((o) => [o.source, o.status])).toEqual([
      ['ons-nspl', 'new'],
      ['price-paid-monthly', 'new'],
      ['police-street', 'new'],
    ]);
    expect(await prices()).toEqual({});
    const runs = await db.query<{ status: string }>('select status from open_data.refresh_runs');
    expect(runs.rows).toEqual([{ status: 'dry_run' }]);
  });

  it('loads each source’s newest release under its own name and date, and records the run', async () => {
    const result = await runRefresh(db, options);
    expect(result.status).toBe('ok');
    expect(result.outcomes.map((o) => o.status)).toEqual(['loaded', 'loaded', 'loaded']);
    expect(await prices()).toEqual({ [tid(1)]: 200000, [tid(2)]: 210000, [tid(3)]: 220000 });
    const crimes = await db.query<{ month: string; n: number }>(
      'select month, count(*)::int as n from open_data.crimes group by 1 order by 1',
    );
    expect(crimes.rows).toEqual([{ month: '2026-08', n: 10 }]);
    expect(await release('price-paid-monthly')).toMatchObject({
      status: 'current',
      release_name: 'pp-monthly-update-new-version.csv (2026-10-28)',
      period: '2026-09-15',
    });
    expect(await release('police-street')).toMatchObject({ status: 'current', release_name: '2026-08.zip', period: '2026-08' });
    expect(await release('ons-nspl')).toMatchObject({
      status: 'current',
      release_name: 'National Statistics Postcode Lookup (May 2026)',
      period: '2026-05',
    });
    const run = await db.query<{ status: string; report: unknown }>(
      'select status, report from open_data.refresh_runs where id = $1',
      [result.runId],
    );
    expect(run.rows[0]?.status).toBe('ok');
  });

  it('does nothing when no source has published since', async () => {
    const result = await runRefresh(db, options);
    expect(result.status).toBe('nothing_new');
    expect(result.outcomes.map((o) => o.status)).toEqual(['current', 'current', 'current']);
  });

  it('loads a new month, applies its corrections and deletions, and resumes a truncated download', async () => {
    setMonthly(
      [sale(4, 230000, '2026-10-02', 'A'), sale(1, 205000, '2026-09-10', 'C'), sale(2, 210000, '2026-09-12', 'D')],
      '2026-11-27',
      {
        truncateOnce: true,
      },
    );
    setPolice('2026-09', { '2026-09': 11, '2026-08': 10, '2026-07': 9 });
    const before = site.requests.length;
    const result = await runRefresh(db, options);
    expect(result.outcomes, JSON.stringify(result.outcomes)).toMatchObject([
      { status: 'current' },
      { status: 'loaded' },
      { status: 'loaded' },
    ]);
    expect(result.status).toBe('ok');
    expect(await prices()).toEqual({ [tid(1)]: 205000, [tid(3)]: 220000, [tid(4)]: 230000 });
    const ranged = site.requests.slice(before).filter((r) => r.path.endsWith('pp-monthly-update-new-version.csv') && r.range);
    expect(ranged, JSON.stringify(site.requests.slice(before))).toHaveLength(1);
    expect(ranged[0]?.range).toMatch(/^bytes=\d+-$/);
    const crimes = await db.query<{ month: string; n: number }>(
      'select month, count(*)::int as n from open_data.crimes group by 1 order by 1',
    );
    expect(crimes.rows).toEqual([
      { month: '2026-08', n: 10 },
      { month: '2026-09', n: 11 },
    ]);
    expect(await release('price-paid-monthly')).toMatchObject({
      release_name: 'pp-monthly-update-new-version.csv (2026-11-27)',
      next_due: expect.anything(),
    });
  });

  it('holds a release whose header changed, leaves the data served, and tells the operator once', async () => {
    const postcodesBefore = await db.query('select * from open_data.postcodes order by 1');
    setNspl('item-aug-2026', 'National Statistics Postcode Lookup (August 2026)', nspl(`${NSPL_HEADER},newcol`, ',x'));
    const first = await runRefresh(db, { ...options, only: ['ons-nspl'] });
    expect(first.status).toBe('held');
    expect(first.outcomes[0]).toMatchObject({ status: 'held', release: 'National Statistics Postcode Lookup (August 2026)' });
    expect(JSON.stringify(first.outcomes[0])).toContain('layout changed');
    expect((await db.query('select * from open_data.postcodes order by 1')).rows).toEqual(postcodesBefore.rows);
    expect(await release('ons-nspl')).toMatchObject({
      status: 'held',
      release_name: 'National Statistics Postcode Lookup (May 2026)',
      held_name: 'National Statistics Postcode Lookup (August 2026)',
    });
    const second = await runRefresh(db, { ...options, only: ['ons-nspl'] });
    expect(second.status).toBe('held');
    const held = emails().filter((e) => e.subject.startsWith('Open data release held'));
    expect(held).toHaveLength(1);
    expect(held[0]?.text).toContain('layout changed');
    const report = await statusReport(db, today);
    expect(report).toContain('held for review: National Statistics Postcode Lookup (August 2026)');
    expect(report).toMatch(/#\d+ \S+ held: ons-nspl held/);
  });

  it('loads a held release once a person accepts it', async () => {
    const result = await runRefresh(db, { ...options, only: ['ons-nspl'], acceptHeld: true });
    expect(result.outcomes[0]).toMatchObject({ status: 'loaded' });
    expect(await release('ons-nspl')).toMatchObject({ status: 'current', held_name: null, period: '2026-08' });
  });

  it('holds a release that shrinks sharply', async () => {
    setPolice('2026-10', { '2026-10': 2, '2026-09': 11, '2026-08': 10 });
    const result = await runRefresh(db, { ...options, only: ['police-street'] });
    expect(result.outcomes[0]).toMatchObject({ status: 'held' });
    expect(JSON.stringify(result.outcomes[0])).toContain('fewer');
    const months = await db.query<{ month: string }>('select distinct month from open_data.crimes order by 1');
    expect(months.rows.map((r) => r.month)).toEqual(['2026-08', '2026-09']);
  });

  it('keeps serving the previous data when a download fails its checksum', async () => {
    const before = await prices();
    setMonthly([sale(5, 999000, '2026-11-01', 'A')], '2026-12-28', { etag: '"0123456789abcdef0123456789abcdef"' });
    const result = await runRefresh(db, { ...options, only: ['price-paid-monthly'] });
    expect(result.status).toBe('failed');
    expect(JSON.stringify(result.outcomes[0])).toContain('checksum');
    expect(await prices()).toEqual(before);
    expect(await release('price-paid-monthly')).toMatchObject({
      status: 'failed',
      release_name: 'pp-monthly-update-new-version.csv (2026-11-27)',
    });
    expect(emails().filter((e) => e.subject.startsWith('Open data refresh failed'))).toHaveLength(1);
  });

  it('takes the newest daily GIAS extract and the newest UK HPI full file', async () => {
    site.set('/gias/edubasealldata20261127.csv', { body: gias(3), lastModified: '2026-11-27' });
    site.set('/gias/edubasealldata20261120.csv', { body: gias(2), lastModified: '2026-11-20' });
    site.set('/hpi/UK-HPI-full-file-2026-09.csv', { body: hpi(['2026-08', '2026-09']), lastModified: '2026-11-19' });
    const result = await runRefresh(db, { ...options, only: ['gias', 'uk-hpi'] });
    expect(result.outcomes).toMatchObject([
      { source: 'gias', status: 'loaded', release: 'edubasealldata20261127.csv', rows: 3 },
      { source: 'uk-hpi', status: 'loaded', release: 'UK-HPI-full-file-2026-09.csv', period: '2026-09' },
    ]);
    expect((await db.query('select urn from open_data.schools where urn::text like $1', ['9000%'])).rows).toHaveLength(3);
    // Within a week of the extract held, GIAS is not downloaded again.
    const again = await runRefresh(db, { ...options, only: ['gias'], now: () => new Date('2026-12-01T06:00:00Z') });
    expect(again.outcomes).toMatchObject([{ source: 'gias', status: 'current' }]);
  });

  it('takes the claimant count from Nomis: the newest month found by asking, 48 months loaded, revisions applied', async () => {
    const claimants = (rows: [string, string, string, number][]) =>
      [
        'DATE_CODE,GEOGRAPHY_NAME,GEOGRAPHY_CODE,MEASURE_NAME,OBS_VALUE',
        ...rows.map((r) => `${r[0]},${r[1]},${r[2]},Claimant count,${r[3]}`),
      ].join('\r\n') + '\r\n';
    const latestQuery = '?geography=E92000001&date=latest&gender=0&age=0&measure=1&measures=20100&select=date_code';
    const fileQuery =
      '?geography=E92000001,TYPE432&date=latestMINUS47-latest&gender=0&age=0&measure=1&measures=20100&select=date_code,geography_name,geography_code,measure_name,obs_value';
    site.set(`/nomis/NM_162_1.data.csv${latestQuery}`, { body: 'DATE_CODE\r\n2026-09\r\n', contentType: 'text/csv' });
    site.set(`/nomis/NM_162_1.data.csv${fileQuery}`, {
      body: claimants([
        ['2026-08', 'England', 'E92000001', 1_500_000],
        ['2026-08', 'Trafford', 'E08000009', 5_000],
        ['2026-09', 'England', 'E92000001', 1_510_000],
        ['2026-09', 'Trafford', 'E08000009', 5_100],
      ]),
      contentType: 'text/csv',
    });
    const first = await runRefresh(db, { ...options, only: ['nomis-claimant-count'] });
    expect(first.outcomes).toMatchObject([
      {
        source: 'nomis-claimant-count',
        status: 'loaded',
        release: 'nomis-claimant-count-2026-09.csv',
        period: '2026-09',
        rows: 4,
      },
    ]);
    const series = async () =>
      (
        await db.query<{ area_code: string; period: string; value: number }>(
          "select area_code, period, value::float8 as value from open_data.indicators where dataset = 'ons_claimant_count' and area_code in ('E92000001', 'E08000009') and period >= '2026-08' order by 1, 2",
        )
      ).rows;
    expect(await series()).toEqual([
      { area_code: 'E08000009', period: '2026-08-01', value: 5_000 },
      { area_code: 'E08000009', period: '2026-09-01', value: 5_100 },
      { area_code: 'E92000001', period: '2026-08-01', value: 1_500_000 },
      { area_code: 'E92000001', period: '2026-09-01', value: 1_510_000 },
    ]);
    expect((await runRefresh(db, { ...options, only: ['nomis-claimant-count'] })).outcomes).toMatchObject([
      { status: 'current' },
    ]);
    // October published, September revised: the new month lands and the revision replaces the old figure.
    site.set(`/nomis/NM_162_1.data.csv${latestQuery}`, { body: 'DATE_CODE\r\n2026-10\r\n', contentType: 'text/csv' });
    site.set(`/nomis/NM_162_1.data.csv${fileQuery}`, {
      body: claimants([
        ['2026-09', 'England', 'E92000001', 1_512_000],
        ['2026-09', 'Trafford', 'E08000009', 5_120],
        ['2026-10', 'England', 'E92000001', 1_520_000],
        ['2026-10', 'Trafford', 'E08000009', 5_200],
      ]),
      contentType: 'text/csv',
    });
    const second = await runRefresh(db, { ...options, only: ['nomis-claimant-count'] });
    expect(second.outcomes).toMatchObject([{ status: 'loaded', period: '2026-10' }]);
    expect(await series()).toEqual([
      { area_code: 'E08000009', period: '2026-08-01', value: 5_000 },
      { area_code: 'E08000009', period: '2026-09-01', value: 5_120 },
      { area_code: 'E08000009', period: '2026-10-01', value: 5_200 },
      { area_code: 'E92000001', period: '2026-08-01', value: 1_500_000 },
      { area_code: 'E92000001', period: '2026-09-01', value: 1_512_000 },
      { area_code: 'E92000001', period: '2026-10-01', value: 1_520_000 },
    ]);
  });

  it('runs one refresh at a time', async () => {
    const held = await takeRefreshLock(db);
    expect(held.ok).toBe(true);
    const result = await runRefresh(db, options);
    expect(result.status).toBe('locked');
    if (held.ok) await held.lock.release();
  });

  it('alerts the operator once when a source is overdue by its cadence plus seven days', async () => {
    const late = new Date('2027-03-01T06:00:00Z');
    const before = emails().filter((e) => e.subject.startsWith('Open data overdue')).length;
    expect(await alertOverdue(db, late, () => undefined)).toBeGreaterThan(0);
    expect(await alertOverdue(db, late, () => undefined)).toBe(0);
    const overdue = emails().filter((e) => e.subject.startsWith('Open data overdue'));
    expect(overdue).toHaveLength(before + 1);
    expect(overdue.at(-1)?.text).toContain('price-paid-monthly');
  });
});
