/**
 * The postcode report PDF read back page by page (issue 41, item 10): each figure is credited to
 * its own dataset (deprivation to the Indices of Deprivation, not HM Land Registry), no source
 * names its publisher twice, sales read "5 Hampson Street, Sale: £180,000" with the day sold, and
 * no figure, note or source is split from its period and source line across a page break.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { Database } from '../../server/db/database.ts';
import { getPostcodeReport } from '../../src/lib/data/queries/postcode-report.ts';
import { parsePostcode } from '../../src/lib/postcode/parse.ts';
import { renderReportPdf } from '../../src/lib/report/pdf.ts';
import { postcodeReportDocument } from '../../src/lib/report/postcode-document.ts';
import type { ReportDocument } from '../../src/lib/report/document.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.skipIf(!DATA_DIR)('the postcode report PDF, page by page', () => {
  let db: Database;
  let doc: ReportDocument;
  let pages: string[];
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
      'economy/indices_of_deprivation_2025_lad.csv',
      'council_tax/area_band_d_by_billing_authority_2023-24_derived.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
    ]);
    const parsed = parsePostcode('M33 3HJ');
    if (!parsed.ok) throw new Error(parsed.error);
    doc = postcodeReportDocument((await getPostcodeReport(db, parsed.value))!, '2026-11-28');
    pages = (await extractText(renderReportPdf(doc), { mergePages: false })).text.map(flat);
  }, 240_000);
  afterAll(async () => db?.close());

  it('numbers every page and keeps the report to a few pages', () => {
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`page ${i + 1} of ${pages.length}`));
  });

  it('credits the deprivation rank to the Indices of Deprivation, never to HM Land Registry', () => {
    const figure = doc.sections.flatMap((s) => s.figures).find((f) => /deprivation/i.test(f.label));
    expect(figure, 'the value answer carries the authority’s deprivation rank').toBeDefined();
    expect(figure!.source).toBe('Indices of Deprivation (Ministry of Housing, Communities and Local Government)');
    const page = pages.find((p) => p.includes(flat(`${figure!.label}: ${figure!.value}`)));
    expect(page).toBeDefined();
    const after = page!.slice(page!.indexOf(flat(figure!.label)));
    expect(after.slice(0, 400)).toContain('Indices of Deprivation');
    expect(pages.join(' ')).toContain(
      'English Indices of Deprivation 2025 (Ministry of Housing, Communities and Local Government)',
    );
  });

  it('never names a publisher twice', () => {
    for (const [i, text] of pages.entries()) {
      expect(text, `page ${i + 1}`).not.toMatch(/HM Land Registry \(HM Land Registry\)/);
      expect(text, `page ${i + 1}`).not.toMatch(/HM Land Registry Price Paid Data \(HM Land Registry\)/);
      expect(text, `page ${i + 1}`).not.toMatch(/Ofcom Connected Nations [a-z ]+ \(Ofcom\)/);
    }
  });

  it('prints each sale as an address in title case, the price and the day it sold', () => {
    const sales = doc.sections.find((s) => s.heading === 'Sale prices')!.figures.filter((f) => f.period.startsWith('Sold '));
    expect(sales.length).toBeGreaterThan(0);
    const text = pages.join(' ');
    for (const sale of sales) {
      expect(sale.label).not.toMatch(/\b[A-Z]{2,}\b \b[A-Z]{2,}\b/);
      expect(sale.label).not.toMatch(/^\d+[A-Z]?,/);
      expect(sale.value).toMatch(/^£\d{1,3}(,\d{3})*$/);
      expect(sale.period).toMatch(/^Sold \d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(text).toContain(flat(`${sale.label}: ${sale.value}`));
    }
    expect(text).not.toMatch(/\d+, [A-Z]{3,} [A-Z]{3,}/);
  });

  it('keeps each figure on one page with its period and source, and each source with its attribution', () => {
    for (const section of doc.sections) {
      for (const f of section.figures) {
        const line = flat(`${f.label}: ${f.value}`);
        const page = pages.find((p) => p.includes(line));
        expect(page, `${section.heading}: ${line}`).toBeDefined();
        const from = page!.indexOf(line) + line.length;
        const detail = flat([f.period, f.source].filter(Boolean).join(' · '));
        expect(page!.slice(from, from + detail.length + 5), line).toContain(detail);
      }
    }
    for (const s of doc.sources) {
      const page = pages.find((p) => p.includes(flat(s.name)));
      expect(page, s.name).toBeDefined();
      expect(page!.slice(page!.indexOf(flat(s.name)))).toContain(flat(s.attribution).slice(0, 50));
    }
  });
});
