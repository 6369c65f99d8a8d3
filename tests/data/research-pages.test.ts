/**
 * The research pages' queries on the real samples (issue 30): the free coverage answer, crime per
 * 1,000 residents for a postcode and by place, district names, what each file holds, and the
 * postcode report as a PDF whose text carries every figure and source. Expected figures were
 * worked by hand from the sample files: Trafford 014D (the M33 3HJ neighbourhood) has 5 crimes
 * other than anti-social behaviour in June 2016 and 1,851 residents (mid-2024) → 2.7 per 1,000;
 * Trafford has 1,038 and 241,025 → 4.3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { Database } from '../../server/db/database.ts';
import { coverageOf } from '../../src/lib/data/coverage.ts';
import { formatRate } from '../../src/lib/data/crime-rate.ts';
import { getAreaCrimeRates } from '../../src/lib/data/queries/area-crime-rates.ts';
import { getCoverage } from '../../src/lib/data/queries/coverage.ts';
import { getCrimeContext } from '../../src/lib/data/queries/crime-context.ts';
import { crimeHeadline } from '../../src/lib/data/crime-headline.ts';
import { getCrimePoints } from '../../src/lib/data/queries/crime-points.ts';
import { getDatasetExtents } from '../../src/lib/data/queries/dataset-extents.ts';
import { getPlaceNames } from '../../src/lib/data/queries/place-names.ts';
import { getPostcodeGeography } from '../../src/lib/data/queries/postcode-geography.ts';
import { getPostcodeReport } from '../../src/lib/data/queries/postcode-report.ts';
import { placeHeading } from '../../src/lib/data/place-name.ts';
import { parsePostcode, type ParsedPostcode } from '../../src/lib/postcode/parse.ts';
import { renderReportPdf } from '../../src/lib/report/pdf.ts';
import { postcodeReportDocument } from '../../src/lib/report/postcode-document.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

const pc = (text: string): ParsedPostcode => {
  const parsed = parsePostcode(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe.skipIf(!DATA_DIR)('research pages on the samples', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/postcodes_io_lookups/districts.json',
      'postcodes/trafford_postcodes_onspd_derived.csv',
      'postcodes/NSPL_NOV_2021_UK_WN.csv',
      'postcodes/lookups/LSOA21_WD24_LAD24_lookup_EW.csv',
      'crime/2016-06-greater-manchester-street.csv',
      'schools/trafford_schools_and_colleges_gias_derived.csv',
      'broadband/trafford_ward_average_broadband_speed_2022-05.csv',
      'economy/mid-year_2024_population_estimates_lsoa.csv',
      'economy/mid-year_2024_population_estimates_ward.csv',
      'economy/mid-year_2024_population_estimates_local_authority.csv',
      'council_tax/area_band_d_by_billing_authority_2023-24_derived.csv',
      'epc/blackpool_low_epc_with_coords.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
    ]);
  }, 240_000);
  afterAll(async () => db?.close());

  it('answers coverage for M33 3HJ before any lookup: crime, schools, a ward broadband median; no mobile, EPC or age', async () => {
    const answer = await getCoverage(db, pc('M33 3HJ'));
    expect(coverageOf(answer, 'crime')).toMatchObject({ status: 'covered', asOf: '2016-06' });
    expect(coverageOf(answer, 'schools')?.status).toBe('covered');
    expect(coverageOf(answer, 'broadband')).toMatchObject({
      status: 'partial',
      level: 'ward',
      place: 'Sale Moor',
      asOf: '2022-05',
    });
    for (const topic of ['mobile', 'epc', 'property-age'] as const) expect(coverageOf(answer, topic)?.status).toBe('none');
  });

  it('answers coverage for a postcode outside the postcode tables: only the EPC register (FY1 6DY, 7 certificates)', async () => {
    const answer = await getCoverage(db, pc('FY1 6DY'));
    expect(answer.known).toBe(false);
    expect(answer.items.filter((i) => i.status !== 'none').map((i) => i.topic)).toEqual(['epc']);
    expect(coverageOf(answer, 'epc')?.summary).toBe('7 energy certificates lodged at this postcode.');
  });

  it('answers nothing held for a real postcode we have not imported (SW1A 1AA)', async () => {
    const answer = await getCoverage(db, pc('SW1A 1AA'));
    expect(answer.items.every((i) => i.status === 'none')).toBe(true);
  });

  it('gives M33 3HJ’s neighbourhood 2.7 crimes per 1,000 residents against Trafford’s 4.3 (June 2016)', async () => {
    const geo = (await getPostcodeGeography(db, pc('M33 3HJ')))!;
    const context = await getCrimeContext(db, geo);
    expect(context.neighbourhood?.name).toBe('Trafford 014D');
    expect(formatRate(context.neighbourhood!.rate.perThousand)).toBe('2.7');
    expect(context.neighbourhood!.rate.crimes).toBe(5);
    expect(context.neighbourhood!.rate.population).toBe(1851);
    expect(formatRate(context.authority!.rate.perThousand)).toBe('4.3');
    expect(context.england?.perThousand).toBe(6.6);
    expect(context.trend).toEqual([]);
    // Issue 41: one month is said as one month, with percentage comparisons; no yearly trend from one month.
    expect(context.yearTrend?.change).toBeNull();
    expect(
      crimeHeadline({
        place: context.neighbourhood!,
        authority: context.authority,
        england: context.england?.perThousand ?? null,
        trend: context.yearTrend,
      }),
    ).toBe(
      '2.7 crimes per 1,000 residents in June 2016 (the only month held, not a yearly figure): 37% below Trafford (4.3) and 59% below England and Wales (6.6).',
    );
    const points = await getCrimePoints(db, { lat: geo.lat!, lng: geo.lng! }, 500);
    expect(points.reduce((s, p) => s + p.count, 0)).toBe(19);
  });

  it('rates Trafford and its districts, and names districts after their towns', async () => {
    const rates = await getAreaCrimeRates(db);
    const trafford = rates.find((r) => r.kind === 'authority' && r.name === 'Trafford');
    expect(trafford?.rate?.crimes).toBe(1038);
    expect(trafford?.population).toBe(241_025);
    expect(rates.find((r) => r.kind === 'district' && r.code === 'M33')?.rate?.period).toBe('June 2016');
    // Wigan has crime but no population estimate in the samples: no rate, and it says why.
    expect(rates.find((r) => r.kind === 'authority' && r.name === 'Wigan')?.reason).toMatch(/no population estimate/);
    const names = new Map((await getPlaceNames(db)).map((p) => [`${p.kind}:${p.code}`, p]));
    expect(placeHeading(names.get('district:M33'), 'M33')).toBe('Sale, Trafford (M33)');
    expect(placeHeading(names.get('district:WA14'), 'WA14')).toBe('Altrincham, Trafford (WA14)');
    expect(placeHeading(names.get('district:WN1'), 'WN1')).toBe('Wigan (WN1)');
    expect(placeHeading(names.get('area:M'), 'M')).toBe('Manchester (M)');
  });

  it('lists the places and periods each imported file holds', async () => {
    const extents = new Map((await getDatasetExtents(db)).map((e) => [e.file, e]));
    expect(extents.get('crime/2016-06-greater-manchester-street.csv')).toMatchObject({
      areas: ['Greater Manchester Police'],
      from: '2016-06',
      to: '2016-06',
    });
    expect(extents.get('epc/blackpool_low_epc_with_coords.csv')).toMatchObject({ areas: ['Blackpool'], to: '2025-12-06' });
  });

  it('writes the M33 3HJ report as a PDF whose text carries every figure, its period and its source', async () => {
    const report = (await getPostcodeReport(db, pc('M33 3HJ')))!;
    const doc = postcodeReportDocument(report, '2026-11-26');
    const { text } = await extractText(renderReportPdf(doc), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Property data report: M33 3HJ');
    expect(flat).toContain('Produced on 26 November 2026');
    for (const section of doc.sections) {
      expect(flat).toContain(section.heading);
      for (const f of section.figures) {
        expect(flat, f.label).toContain(f.value.replace(/\s+/g, ' '));
        if (f.period) expect(flat, f.label).toContain(f.period);
      }
    }
    expect(flat).toContain('Crimes and anti-social behaviour within 500 m: 19');
    expect(flat).toContain('police.uk (Home Office / data.police.uk)');
    expect(flat).toContain('June 2016');
    for (const s of doc.sources) expect(flat).toContain(s.attribution.slice(0, 60).replace(/\s+/g, ' '));
    expect(flat).toContain('Map of M33 3HJ, drawn from the data');
  });
});
