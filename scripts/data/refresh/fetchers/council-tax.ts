/**
 * Council tax Band D from MHCLG's yearly "Council Tax levels set by local authorities in England
 * YYYY to YYYY" (GOV.UK Content API: the "Council Tax statistics" collection lists every year's
 * edition; the newest edition's Table 9 workbook, "Council Tax requirement … all authorities", is
 * the file). The workbook is ODS; its Data_Billing sheet (Table 1: one row per billing authority
 * and class total, with the previous and current year) is written as CSV in the layout the
 * council tax importer reads: ecode, onscode, authority, region, class, tstb_YYYY (line 7, tax
 * base), avebandd_expp_YYYY (line 9, the authority's own Band D) and areabandd_YYYY (line 17,
 * the area's Band D with every precept). A workbook whose sheet or columns differ is passed on
 * unchanged, and so held for a person.
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { odsContent, odsSheetRows } from '../../lib/ods-sheet.ts';
import type { Fetcher } from '../fetcher.ts';
import { newestEdition } from './gov-uk.ts';

const EDITION = /Council Tax levels set by local authorities in England (\d{4}) to (\d{4})/i;
const TABLE_9 = /Table 9|Council Tax requirement.*all authorities/i;

/** "… England 2025 to 2026" → "2025-26". */
export function taxYear(title: string): string | null {
  const m = EDITION.exec(title);
  return m ? `${m[1]}-${(m[2] as string).slice(2)}` : null;
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** A cell as the importer reads it: "[z]", "[x]" and other markers become blank. */
const value = (v: string | undefined) => (v === undefined || /^\[.*\]$/.test(v.trim()) ? '' : v.trim());

/**
 * Table 1 of the Data_Billing sheet as the importer's CSV, or null when the sheet is not laid
 * out as expected (no title with the two years, no E-code header row, a line missing).
 */
export function billingCsv(rows: string[][]): string | null {
  const title = rows
    .slice(0, 5)
    .map((r) => r[0] ?? '')
    .find((t) => /(\d{4})-(\d{2}) and (\d{4})-(\d{2})/.test(t));
  const years = title ? /(\d{2})(\d{2})-(\d{2}) and (\d{2})(\d{2})-(\d{2})/.exec(title) : null;
  if (!years) return null;
  const prev = `${years[2]}${years[3]}`;
  const cur = `${years[5]}${years[6]}`;
  const headerAt = rows.findIndex((r) => r[0]?.trim() === 'E-code');
  if (headerAt < 0) return null;
  const header = (rows[headerAt] as string[]).map((h) => h.replace(/\s+/g, ' ').trim());
  const col = (test: (h: string) => boolean) => header.findIndex(test);
  const line = (n: number, when: 'previous' | 'current' | null) =>
    col((h) => h.startsWith(`${n}. `) && (when === null || h.endsWith(`(${when} year)`)));
  const columns: [string, number][] = [
    ['ecode', 0],
    ['onscode', col((h) => h === 'ONS Code')],
    ['authority', col((h) => h === 'Authority')],
    ['region', col((h) => h === 'Region')],
    ['class', col((h) => h === 'Class')],
    [`tstb_${prev}`, line(7, 'previous')],
    [`tstb_${cur}`, line(7, 'current')],
    [`avebandd_expp${prev}`, line(9, 'previous')],
    [`avebandd_expp${cur}`, line(9, 'current')],
    [`areabandd_${cur}`, line(17, null)],
  ];
  if (columns.some(([, i]) => i < 0)) return null;
  const lines = [columns.map(([name]) => name).join(',')];
  for (const row of rows.slice(headerAt + 1)) {
    if (!row[0]?.trim()) continue;
    lines.push(columns.map(([, i]) => csvCell(value(row[i]))).join(','));
  }
  return lines.length > 1 ? `${lines.join('\n')}\n` : null;
}

export const councilTaxFetcher: Fetcher = {
  source: 'council-tax-band-d',
  dataset: 'council_tax',
  importers: ['council-tax-band-d'],
  // Published each March, before the tax year starts in April.
  cadenceDays: 366,
  // Every billing authority every year; a drop is a broken table (or a reorganisation: a person looks).
  maxShrink: 0.1,
  async discover(urls) {
    const { edition, attachment: table } = await newestEdition(
      urls,
      urls['gov-uk'].councilTax,
      EDITION,
      (a) => TABLE_9.test(a.title) && /\.ods$/i.test(a.filename),
    );
    return {
      // A revised table is a new attachment (a new address) under the same edition.
      key: table.url,
      name: `${edition.title}: ${table.title}`,
      releasedOn: edition.publishedOn ?? new Date().toISOString().slice(0, 10),
      period: taxYear(edition.title),
      files: [{ url: table.url, name: table.filename, size: table.size, md5: null }],
    };
  },
  async transform(files) {
    const out: string[] = [];
    for (const file of files) {
      const rows = /\.ods$/i.test(file) ? odsSheetRows(await odsContent(file), 'Data_Billing') : null;
      const csv = rows ? billingCsv(rows) : null;
      if (!csv) {
        out.push(file);
        continue;
      }
      const dest = join(dirname(file), `${basename(file).replace(/\.ods$/i, '')}-data-billing.csv`);
      writeFileSync(dest, csv);
      out.push(dest);
    }
    return out;
  },
};
