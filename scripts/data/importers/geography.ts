/**
 * GSS code → name lookups: postcodes.io JSON files (districts.json, wards.json, lsoa21.json …)
 * and the ONS LSOA → ward → local authority lookup CSV.
 */
import { text } from '../lib/fields.ts';
import type { Importer } from '../lib/importer.ts';

/** postcodes.io file name → kind of area. Other JSON files (schemas, NHS bodies) are not imported. */
const JSON_KINDS: Record<string, string> = {
  'countries.json': 'country',
  'regions.json': 'region',
  'counties.json': 'county',
  'districts.json': 'authority',
  'wards.json': 'ward',
  'lsoa.json': 'lsoa',
  'lsoa21.json': 'lsoa',
  'msoa.json': 'msoa',
  'msoa21.json': 'msoa',
  'constituencies.json': 'constituency',
  'police_force_areas.json': 'police_force',
};

function kindOf(relPath: string): string | null {
  return JSON_KINDS[relPath.split('/').pop() ?? ''] ?? null;
}

export const gssNamesImporter: Importer = {
  id: 'gss-names',
  dataset: 'gss_names',
  format: 'json',
  table: 'open_data.geo_names',
  columns: ['code', 'kind', 'name'],
  conflict: 'on conflict (code) do update set kind = excluded.kind, name = excluded.name, source_key = excluded.source_key',
  matches: (f) => f.relPath.endsWith('.json') && kindOf(f.relPath) !== null,
  mapRow(row, ctx) {
    const name = text(row['name']);
    const code = text(row['code']);
    if (!code || !name) return { ok: false, error: 'code without a name' };
    return { ok: true, value: [code, kindOf(ctx.relPath), name] };
  },
};

export const lsoaLookupImporter: Importer = {
  id: 'lsoa-ward-lad-lookup',
  dataset: 'gss_names',
  table: 'open_data.lsoa_lookup',
  columns: ['lsoa_code', 'lsoa_name', 'ward_code', 'ward_name', 'lad_code', 'lad_name'],
  conflict:
    'on conflict (lsoa_code) do update set lsoa_name = excluded.lsoa_name, ward_code = excluded.ward_code, ward_name = excluded.ward_name, lad_code = excluded.lad_code, lad_name = excluded.lad_name, source_key = excluded.source_key',
  matches: (f) => f.header.some((h) => /^lsoa\d\dcd$/.test(h)) && f.header.some((h) => /^lad\d\dcd$/.test(h)),
  mapRow(row) {
    const key = (re: RegExp) => Object.keys(row).find((k) => re.test(k));
    const get = (re: RegExp) => text(row[key(re) ?? ''] ?? '');
    const lsoa = get(/^lsoa\d\dcd$/);
    const lsoaName = get(/^lsoa\d\dnm$/);
    if (!lsoa || !lsoaName) return { ok: false, error: 'missing LSOA code or name' };
    return { ok: true, value: [lsoa, lsoaName, get(/^wd\d\dcd$/), get(/^wd\d\dnm$/), get(/^lad\d\dcd$/), get(/^lad\d\dnm$/)] };
  },
};

/**
 * postcodes.io nuts.json: each local authority's ITL3 (formerly NUTS3) code. Its first three
 * letters are the ITL1 region (TLD = North West), which gives a postcode its English region when
 * the postcode file itself has no region column (the Trafford list).
 */
export const ladItlImporter: Importer = {
  id: 'lad-itl',
  dataset: 'gss_names',
  format: 'json',
  table: 'open_data.lad_itl',
  columns: ['lad_code', 'itl_code', 'lad_name'],
  conflict:
    'on conflict (lad_code) do update set itl_code = excluded.itl_code, lad_name = excluded.lad_name, source_key = excluded.source_key',
  matches: (f) => f.relPath.split('/').pop() === 'nuts.json',
  mapRow(row) {
    const lad = text(row['code']);
    const itl = text(row['nested_code']);
    if (!lad || !itl || !/^TL[C-N]/.test(itl)) return { ok: false, error: 'missing authority or ITL code' };
    return { ok: true, value: [lad, itl, text(row['name'])] };
  },
};
