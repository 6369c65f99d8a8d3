/**
 * Reading the publishers' listings: Ofcom's pages, GOV.UK's Content API, the EPC file info and
 * Nomis tables. The answers below are small hand-written test values in the publishers' shapes.
 * The council tax workbook test reads the real Table 9 sample in ../shared/data when it is there.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { odsContent, odsSheetRows } from '../../lib/ods-sheet.ts';
import { billingCsv, taxYear } from './council-tax.ts';
import { epcFileInfo } from './epc.ts';
import { byYear, collectionDocuments, editionOf } from './gov-uk.ts';
import { newestMonth, pivotPopulation, POPULATION_HEADER } from './nomis.ts';
import { newestOfcom, ofcomFiles, pageLinks } from './ofcom.ts';

describe('Ofcom’s pages', () => {
  const page = `<a href="/siteassets/cn/202507_fixed_coverage_r01.zip">a</a>
    <a href='202601_fixed_broadband_coverage_and_full_fibre_take-up-r1.zip'>b</a>
    <a href="/siteassets/cn/202601_fixed_coverage_r02.zip">c</a>
    <a href="/siteassets/cn/202405_fixed_pc_performance_r01.zip">d</a>
    <a href="/siteassets/cn/202601_mobile_laua_r01.csv">e</a>
    <a href="/about?x=1&amp;y=2">f</a>`;
  it('reads every link, resolved against the page', () => {
    const links = pageLinks(page, 'https://www.ofcom.org.uk/cn/data-downloads-2026');
    expect(links).toContain('https://www.ofcom.org.uk/cn/202601_fixed_broadband_coverage_and_full_fibre_take-up-r1.zip');
    expect(links).toContain('https://www.ofcom.org.uk/about?x=1&y=2');
  });
  it('takes the newest coverage and performance files by release month, then revision', () => {
    const files = ofcomFiles(pageLinks(page, 'https://www.ofcom.org.uk/cn/'));
    expect(files.map((f) => [f.name, f.month, f.kind])).toEqual([
      ['202507_fixed_coverage_r01.zip', '2025-07', 'coverage'],
      ['202601_fixed_broadband_coverage_and_full_fibre_take-up-r1.zip', '2026-01', 'coverage'],
      ['202601_fixed_coverage_r02.zip', '2026-01', 'coverage'],
      ['202405_fixed_pc_performance_r01.zip', '2024-05', 'performance'],
    ]);
    expect(newestOfcom(files, 'coverage')?.name).toBe('202601_fixed_coverage_r02.zip');
    expect(newestOfcom(files, 'performance')?.month).toBe('2024-05');
    expect(newestOfcom([], 'coverage')).toBeNull();
  });
});

describe('GOV.UK Content API answers', () => {
  it('lists a collection’s documents and picks the newest edition by the year in its title', () => {
    const docs = collectionDocuments({
      links: {
        documents: [
          { title: 'Council Tax levels set by local authorities in England 2024 to 2025', base_path: '/g/2024' },
          {
            title: 'Council Tax levels set by local authorities in England 2025 to 2026',
            base_path: '/g/2025',
            public_updated_at: '2025-03-27T09:30:00Z',
          },
          { title: 'Council Tax: stock of properties, 2026', base_path: '/g/ctsop' },
          { title: 'Council Tax levels set by local authorities in England 2026 to 2027', base_path: '/g/announcements/2026' },
          { title: 'no path' },
        ],
      },
    });
    expect(docs).toHaveLength(4);
    expect(byYear(docs, /Council Tax levels set by local authorities in England (\d{4}) to (\d{4})/)[0]?.basePath).toBe(
      '/g/2025',
    );
    expect(collectionDocuments({})).toEqual([]);
  });
  it('reads an edition’s dates and attachments (file name from the address when not given)', () => {
    const edition = editionOf(
      {
        title: 'English indices of deprivation 2025',
        first_published_at: '2025-10-30T09:30:00.000+00:00',
        details: {
          attachments: [
            { title: 'File 10', url: 'https://assets.example/media/x/File_10.xlsx', file_size: 12 },
            { title: 'no url' },
          ],
        },
      },
      '/g/iod',
    );
    expect(edition).toMatchObject({ title: 'English indices of deprivation 2025', publishedOn: '2025-10-30' });
    expect(edition.attachments).toEqual([
      { title: 'File 10', url: 'https://assets.example/media/x/File_10.xlsx', filename: 'File_10.xlsx', size: 12 },
    ]);
  });
  it('names the tax year of a council tax edition', () => {
    expect(taxYear('Council Tax levels set by local authorities in England 2026 to 2027')).toBe('2026-27');
    expect(taxYear('Council Tax statistics')).toBeNull();
  });
});

describe('the EPC service’s file info', () => {
  it('reads the size and day, and refuses another shape', () => {
    expect(epcFileInfo({ data: { fileSize: 7_570_000_000, lastUpdated: '2026-11-03T02:00:00.000+00:00' } })).toEqual({
      size: 7_570_000_000,
      lastUpdated: '2026-11-03T02:00:00.000+00:00',
    });
    expect(epcFileInfo({ data: { fileSize: 0, lastUpdated: '2026-11-03' } })).toEqual({ size: null, lastUpdated: '2026-11-03' });
    expect(epcFileInfo({ data: { error: 'File not found' } })).toBeNull();
    expect(epcFileInfo(null)).toBeNull();
  });
});

describe('Nomis tables', () => {
  it('reads the newest month or year', () => {
    expect(newestMonth('DATE_CODE\n"2025"\n2026\n')).toBe('2026');
    expect(newestMonth('DATE_CODE\n2026-06\n2026-09\n')).toBe('2026-09');
  });
  it('pivots population by sex and age band into the population layout, quoting names with commas', () => {
    const out = pivotPopulation(
      [
        'DATE_CODE,GEOGRAPHY_NAME,GEOGRAPHY_CODE,GENDER,C_AGE,OBS_VALUE',
        '2025,"Bristol, City of",E06000023,0,200,100',
        '2025,"Bristol, City of",E06000023,0,201,20',
        '2025,"Bristol, City of",E06000023,0,203,60',
        '2025,"Bristol, City of",E06000023,0,209,20',
        '2025,England,E92000001,2,200,50',
        '2025,England,E92000001,7,200,1',
      ].join('\n'),
    );
    expect(out?.split('\n')).toEqual([
      POPULATION_HEADER,
      '2025-06-30,E06000023,"Bristol, City of",Local authority,Persons,100,20,60,20',
      '2025-06-30,E92000001,England,Country,Females,50,,,',
      '',
    ]);
    expect(pivotPopulation('DATE_CODE,GEOGRAPHY_CODE,OBS_VALUE\n2025,E92000001,1\n')).toBeNull();
  });
});

const TABLE_9 = fileURLToPath(
  new URL(
    '../../../../../shared/data/council_tax/CTR_Table_9_2023-24_council_tax_levels_by_local_authority.ods',
    import.meta.url,
  ),
);

describe.skipIf(!existsSync(TABLE_9))('the council tax Table 9 workbook (the 2023-24 sample in ../shared/data)', () => {
  it('reads Data_Billing into the importer’s columns with the figures the workbook shows', async () => {
    const rows = odsSheetRows(await odsContent(TABLE_9), 'Data_Billing');
    const csv = billingCsv(rows ?? [])?.split('\n') ?? [];
    expect(csv[0]).toBe(
      'ecode,onscode,authority,region,class,tstb_2223,tstb_2324,avebandd_expp2223,avebandd_expp2324,areabandd_2324',
    );
    const trafford = csv.find((l) => l.startsWith('E4209,'))?.split(',');
    expect(trafford?.slice(0, 5)).toEqual(['E4209', 'E08000009', 'Trafford', 'NW', 'MD']);
    expect(trafford?.slice(8).map(Number)).toEqual([1525.51, 1878.08]);
    expect(csv.length).toBeGreaterThan(300);
  });
  it('gives no CSV for a sheet laid out otherwise', () => {
    expect(billingCsv([['Some other table'], ['E-code', 'Name']])).toBeNull();
  });
});
