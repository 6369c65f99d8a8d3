import type { ParsedPostcode } from '../../postcode/parse.ts';
import type { DatasetId } from '../datasets.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { NamedCode, PostcodeGeography, Provenance } from '../types.ts';
import { loadPostcodeRows } from './postcode-rows.ts';
import { COUNTRY_OF_CODE_LETTER, ITL1_TO_REGION } from '../../../data/reference/itl-regions.ts';

async function names(db: SqlClient, codes: (string | null)[]): Promise<Map<string, string>> {
  const list = codes.filter((c): c is string => c !== null);
  if (list.length === 0) return new Map();
  const [geo, lookup] = await Promise.all([
    db.query<{ code: string; name: string }>('select code, name from open_data.geo_names where code = any($1)', [list]),
    db.query<{ lsoa_code: string; lsoa_name: string; ward_code: string; ward_name: string; lad_code: string; lad_name: string }>(
      'select * from open_data.lsoa_lookup where lsoa_code = any($1) or ward_code = any($1) or lad_code = any($1) limit 50',
      [list],
    ),
  ]);
  const map = new Map(geo.rows.map((r) => [r.code, r.name]));
  for (const r of lookup.rows) {
    map.set(r.lsoa_code, r.lsoa_name);
    if (r.ward_code) map.set(r.ward_code, r.ward_name);
    if (r.lad_code) map.set(r.lad_code, r.lad_name);
  }
  return map;
}

/** The region of a local authority, from its ITL code (an ITL1 area is an English region or a nation). */
async function regionOfAuthority(db: SqlClient, lad: string): Promise<string | null> {
  const { rows } = await db.query<{ itl_code: string }>('select itl_code from open_data.lad_itl where lad_code = $1', [lad]);
  const itl = rows[0]?.itl_code;
  const region = itl ? (ITL1_TO_REGION[itl.slice(0, 3)] ?? null) : null;
  // Outside England the ITL1 area is the nation, which is the country, not a region.
  return region?.startsWith('E12') ? region : null;
}

/** Where a postcode is and the areas that contain it; null when the postcode is not in the imported data. */
export async function getPostcodeGeography(db: SqlClient, postcode: ParsedPostcode): Promise<PostcodeGeography | null> {
  const merged = await loadPostcodeRows(db, postcode.postcode);
  if (!merged) return null;
  const g = merged.geo;
  const c = merged.coords;
  // Files without region or country columns (the Trafford list): derive them from the authority.
  const region = g?.region ?? (g?.laua ? await regionOfAuthority(db, g.laua) : null);
  const country = g?.country ?? (g?.laua ? (COUNTRY_OF_CODE_LETTER[g.laua[0] ?? ''] ?? null) : null);
  const lookup = await names(db, [g?.laua ?? null, g?.ward ?? null, g?.lsoa ?? null, g?.msoa ?? null, region, country]);
  const named = (code: string | null | undefined, name?: string | null): NamedCode | null =>
    code ? { code, name: name ?? lookup.get(code) ?? null } : null;
  const vintage = (v: string | null | undefined): '2011' | '2021' => (v === '2011' ? '2011' : '2021');
  const prov: Provenance[] = [];
  if (g)
    prov.push(
      provenance(
        g.dataset as DatasetId,
        { level: 'postcode', code: postcode.postcode, note: 'Administrative and statistical geography' },
        g.as_of,
      ),
    );
  if (c && c !== g)
    prov.push(
      provenance(
        c.dataset as DatasetId,
        { level: 'postcode', code: postcode.postcode, note: 'Postcode centre (latitude/longitude)' },
        c.as_of,
      ),
    );
  return {
    postcode: postcode.postcode,
    outward: postcode.outward,
    inward: postcode.inward,
    sector: postcode.sector,
    district: postcode.district,
    area: postcode.area,
    lat: c ? Number(c.lat) : null,
    lng: c ? Number(c.lng) : null,
    authority: named(g?.laua, g?.laua_name),
    ward: named(g?.ward, g?.ward_name),
    lsoa: g?.lsoa ? { code: g.lsoa, name: g.lsoa_name ?? lookup.get(g.lsoa) ?? null, vintage: vintage(g.lsoa_vintage) } : null,
    msoa: g?.msoa ? { code: g.msoa, name: g.msoa_name ?? lookup.get(g.msoa) ?? null, vintage: vintage(g.msoa_vintage) } : null,
    region: named(region),
    country: named(country),
    terminated: merged.rows.find((r) => r.terminated)?.terminated ?? null,
    provenance: prov,
  };
}
