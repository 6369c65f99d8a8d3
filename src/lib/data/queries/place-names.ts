/**
 * The evidence that names every postcode district (src/lib/data/place-name.ts): its live
 * postcodes counted by ward name and by authority name, in three set-based queries at build
 * time (one row per district, ward or authority, never per postcode in Node).
 */
import { areaOf, nameArea, nameDistrict, type DistrictEvidence, type PlaceName } from '../place-name.ts';
import type { SqlClient } from '../sql-client.ts';

/** Each live postcode once, from its best-ranked row that has the column. */
const BEST = (column: string, nameColumn: string) => `
  select distinct on (p.postcode) p.postcode, p.outward, coalesce(p.${nameColumn}, g.name) as name
  from open_data.postcodes p left join open_data.geo_names g on g.code = p.${column}
  where p.terminated is null and p.${column} is not null
  order by p.postcode, p.rank`;

export async function getPlaceNames(db: SqlClient): Promise<PlaceName[]> {
  const [totals, wards, authorities] = await Promise.all([
    db.query<{ outward: string; n: number }>(
      'select outward, count(distinct postcode)::int as n from open_data.postcodes where terminated is null group by outward',
    ),
    db.query<{ outward: string; name: string; n: number }>(
      `select outward, name, count(*)::int as n from (${BEST('ward', 'ward_name')}) w where name is not null group by 1, 2`,
    ),
    db.query<{ outward: string; name: string; n: number }>(
      `select outward, name, count(*)::int as n from (${BEST('laua', 'laua_name')}) a where name is not null group by 1, 2`,
    ),
  ]);
  const evidence = new Map<string, DistrictEvidence>();
  for (const t of totals.rows)
    evidence.set(t.outward, { district: t.outward, postcodes: Number(t.n), wards: [], authorities: [] });
  for (const w of wards.rows) evidence.get(w.outward)?.wards.push({ name: w.name, postcodes: Number(w.n) });
  for (const a of authorities.rows) evidence.get(a.outward)?.authorities.push({ name: a.name, postcodes: Number(a.n) });
  const districts = [...evidence.values()].map(nameDistrict);
  const areas = [...new Set(districts.map((d) => areaOf(d.code)))].map(nameArea);
  return [...areas, ...districts];
}
