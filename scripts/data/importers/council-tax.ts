/**
 * Council tax Band D by authority, from tables derived from DLUHC's "Council Tax levels set
 * by local authorities" (Table 9): ecode, onscode, authority, tstb_YYYY, avebandd_expp_YYYY
 * (the authority's own Band D) and areabandd_YYYY (area Band D including major precepts).
 * Each year column becomes one row per authority and year ("2023-24"); the two files merge.
 */
import { isGss, num, text } from '../lib/fields.ts';
import type { Importer } from '../lib/importer.ts';

/** "2324" → "2023-24". */
function yearLabel(yy: string): string {
  return `20${yy.slice(0, 2)}-${yy.slice(2)}`;
}

export const councilTaxImporter: Importer = {
  id: 'council-tax-band-d',
  dataset: 'council_tax',
  table: 'open_data.council_tax',
  columns: ['ecode', 'ons_code', 'authority', 'region', 'class', 'year', 'tax_base', 'band_d_authority', 'band_d_area'],
  keepPreviousRows: true,
  conflict: `on conflict (ecode, year) do update set ons_code = excluded.ons_code, authority = excluded.authority, region = excluded.region,
    class = excluded.class, tax_base = coalesce(excluded.tax_base, council_tax.tax_base),
    band_d_authority = coalesce(excluded.band_d_authority, council_tax.band_d_authority),
    band_d_area = coalesce(excluded.band_d_area, council_tax.band_d_area), source_key = council_tax.source_key`,
  matches: (f) => ['ecode', 'onscode', 'authority'].every((h) => f.header.includes(h)) && f.header.some((h) => /bandd/.test(h)),
  mapRow(row, ctx) {
    const ecode = text(row['ecode']);
    const authority = text(row['authority']);
    if (!ecode || !authority) return { ok: false, error: 'missing ecode or authority' };
    const years = new Set<string>();
    for (const key of Object.keys(row)) {
      const m = /(\d{4})$/.exec(key);
      if (m && /^(tstb|avebandd|areabandd)/.test(key)) years.add(m[1] as string);
    }
    const positive = (v: number | null) => (v !== null && v > 0 ? v : null);
    const values = [...years].sort().map((yy) => {
      ctx.noteAsOf(yearLabel(yy));
      const onsCode = text(row['onscode']);
      return [
        ecode,
        isGss(onsCode) ? onsCode : null,
        authority,
        text(row['region']),
        text(row['class']),
        yearLabel(yy),
        positive(num(row[`tstb${yy}`])),
        positive(num(row[`avebanddexpp${yy}`])),
        positive(num(row[`areabandd${yy}`])),
      ];
    });
    if (values.length === 0) return { ok: false, error: 'no year columns' };
    return { ok: true, values };
  },
};
