/**
 * Postcode importers. Three layouts load into open_data.postcodes, one row per postcode and
 * file, ranked so queries prefer the richest source:
 *  1. ONSPD-derived lists (postcode, ward_code, lsoa_code, la_code, lon, lat …) — rank 1
 *  2. ONSPD / NSPL in the official column layout (pcds, dointr, doterm, laua|lad…cd, lat, long …) — rank 2
 *  3. Postcode → lat/long extracts of NSPL (Postcode, lat, long) — rank 3
 */
import { parse } from 'postcode';
import type { CsvRecord } from '../lib/csv-rows.ts';
import { isGss, num, text, validLatLng } from '../lib/fields.ts';
import type { FileSignature, Importer, RowResult } from '../lib/importer.ts';

const COLUMNS = [
  'postcode',
  'rank',
  'outward',
  'sector',
  'area',
  'lat',
  'lng',
  'laua',
  'laua_name',
  'ward',
  'ward_name',
  'lsoa',
  'lsoa_name',
  'lsoa_vintage',
  'msoa',
  'msoa_name',
  'msoa_vintage',
  'region',
  'country',
  'introduced',
  'terminated',
];

interface PostcodeRow {
  rank: number;
  lat: number | null;
  lng: number | null;
  laua?: string | null;
  lauaName?: string | null;
  ward?: string | null;
  wardName?: string | null;
  lsoa?: string | null;
  lsoaName?: string | null;
  lsoaVintage?: string | null;
  msoa?: string | null;
  msoaName?: string | null;
  msoaVintage?: string | null;
  region?: string | null;
  country?: string | null;
  introduced?: string | null;
  terminated?: string | null;
}

function toRow(rawPostcode: string | undefined, r: PostcodeRow): RowResult {
  const parsed = parse((rawPostcode ?? '').replace(/\s+/g, ''));
  if (!parsed.valid) return { ok: false, error: 'invalid postcode' };
  const hasCoords = validLatLng(r.lat, r.lng);
  return {
    ok: true,
    value: [
      parsed.postcode,
      r.rank,
      parsed.outcode,
      parsed.sector,
      parsed.area,
      hasCoords ? r.lat : null,
      hasCoords ? r.lng : null,
      r.laua ?? null,
      r.lauaName ?? null,
      r.ward ?? null,
      r.wardName ?? null,
      r.lsoa ?? null,
      r.lsoaName ?? null,
      r.lsoaVintage ?? null,
      r.msoa ?? null,
      r.msoaName ?? null,
      r.msoaVintage ?? null,
      r.region ?? null,
      r.country ?? null,
      r.introduced ?? null,
      r.terminated ?? null,
    ],
  };
}

const has = (file: FileSignature, ...names: string[]) => names.every((n) => file.header.includes(n));
const conflict = '';

export const onspdDerivedImporter: Importer = {
  id: 'postcodes-onspd-derived',
  dataset: 'onspd',
  table: 'open_data.postcodes',
  columns: COLUMNS,
  conflict,
  matches: (f) => has(f, 'postcode', 'wardcode', 'lsoacode', 'lacode', 'lat'),
  mapRow(row) {
    const lat = num(row['lat']);
    const lng = num(row['lon'] ?? row['long']);
    return toRow(row['postcode'], {
      rank: 1,
      lat,
      lng,
      laua: text(row['lacode']),
      lauaName: text(row['laname']),
      ward: text(row['wardcode']),
      wardName: text(row['wardname']),
      lsoa: text(row['lsoacode']),
      lsoaName: text(row['lsoaname']),
      lsoaVintage: '2021',
      msoa: text(row['msoacode']),
      msoaName: text(row['msoahclname'] ?? row['msoaname']),
      msoaVintage: '2021',
    });
  },
};

/** First present column among candidates (ONSPD/NSPL rename columns between releases: laua → lad25cd …). */
function pick(row: CsvRecord, patterns: RegExp[]): [string | null, string | null] {
  for (const pattern of patterns) {
    for (const key of Object.keys(row)) if (pattern.test(key)) return [key, text(row[key])];
  }
  return [null, null];
}

function yyyymm(value: string | null): string | null {
  if (!value || !/^\d{6}$/.test(value)) return null;
  return `${value.slice(0, 4)}-${value.slice(4)}`;
}

export const nsplImporter: Importer = {
  id: 'postcodes-onspd-nspl',
  dataset: 'nspl',
  table: 'open_data.postcodes',
  columns: COLUMNS,
  conflict,
  matches: (f) => has(f, 'pcds', 'dointr', 'doterm', 'lat'),
  mapRow(row, ctx) {
    const [, laua] = pick(row, [/^laua$/, /^lad\d\dcd$/, /^oslaua$/]);
    const [, ward] = pick(row, [/^ward$/, /^osward$/, /^wd\d\dcd$/]);
    const [lsoaKey, lsoa] = pick(row, [/^lsoa21(cd)?$/, /^lsoa11(cd)?$/, /^lsoa01$/]);
    const [msoaKey, msoa] = pick(row, [/^msoa21(cd)?$/, /^msoa11(cd)?$/, /^msoa01$/]);
    const [, region] = pick(row, [/^rgn(\d\dcd)?$/]);
    const [, country] = pick(row, [/^ctry(\d\dcd)?$/]);
    const introduced = yyyymm(text(row['dointr']));
    if (introduced) ctx.noteAsOf(introduced);
    const gss = (v: string | null) => (isGss(v) && !/^[EWSN]99999999$/.test(v as string) ? v : null);
    return toRow(row['pcds'] ?? row['pcd'], {
      rank: 2,
      lat: num(row['lat']),
      lng: num(row['long']),
      laua: gss(laua),
      ward: gss(ward),
      lsoa: gss(lsoa),
      lsoaVintage: lsoaKey?.includes('21') ? '2021' : lsoaKey?.includes('11') ? '2011' : null,
      msoa: gss(msoa),
      msoaVintage: msoaKey?.includes('21') ? '2021' : msoaKey?.includes('11') ? '2011' : null,
      region: gss(region),
      country: gss(country),
      introduced,
      terminated: yyyymm(text(row['doterm'])),
    });
  },
};

export const latLongImporter: Importer = {
  id: 'postcodes-latlong',
  dataset: 'nspl',
  table: 'open_data.postcodes',
  columns: COLUMNS,
  conflict,
  matches: (f) => f.header.length === 3 && has(f, 'postcode', 'lat', 'long'),
  mapRow(row) {
    const lat = num(row['lat']);
    const lng = num(row['long']);
    if (!validLatLng(lat, lng)) return { ok: false, error: 'missing or out-of-range coordinates' };
    return toRow(row['postcode'], { rank: 3, lat, lng });
  },
};
