import { provenance } from '../provenance.ts';
import { slugify } from '../slug.ts';
import type { SqlClient } from '../sql-client.ts';
import type {
  AreaSummary,
  AuthoritySummary,
  CategoryCount,
  DistrictSummary,
  LocationSummary,
  NamedCode,
  Sourced,
} from '../types.ts';
import { monthRange } from './crime.ts';
import { getCouncilTax, getDeprivation, getPopulation } from './economic.ts';
import { getPriceStats } from './prices.ts';

/** Natural order for outward codes: M1, M2 … M10, then M33 before WA14. */
export function compareOutward(a: string, b: string): number {
  const pa = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(a);
  const pb = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(b);
  if (!pa || !pb) return a.localeCompare(b);
  return (
    (pa[1] as string).localeCompare(pb[1] as string) ||
    Number(pa[2]) - Number(pb[2]) ||
    (pa[3] as string).localeCompare(pb[3] as string)
  );
}

/** Postcode areas ("M", "WA") present in the postcode tables, sorted. */
export async function listAreas(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ area: string }>('select distinct area from open_data.postcodes order by area');
  return rows.map((r) => r.area);
}

/** Postcode districts (outward codes, "M33") present in the postcode tables, sorted naturally. */
export async function listDistricts(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ outward: string }>('select distinct outward from open_data.postcodes');
  return rows.map((r) => r.outward).sort(compareOutward);
}

/** Local authorities that any imported postcode belongs to. */
export async function listAuthorities(db: SqlClient): Promise<NamedCode[]> {
  const { rows } = await db.query<{ code: string; name: string | null }>(
    `select p.laua as code, coalesce(g.name, max(p.laua_name)) as name from open_data.postcodes p
     left join open_data.geo_names g on g.code = p.laua where p.laua is not null group by p.laua, g.name order by 2, 1`,
  );
  return rows;
}

interface Scope {
  where: string;
  value: string;
}

async function common(
  db: SqlClient,
  kind: LocationSummary['kind'],
  code: string,
  name: string,
  scope: Scope,
  priceScope: Parameters<typeof getPriceStats>[1],
) {
  const stats = await db.query<{ n: number; lat: number | null; lng: number | null }>(
    `select count(distinct postcode)::int as n, avg(lat) as lat, avg(lng) as lng from open_data.postcodes where ${scope.where} and terminated is null`,
    [scope.value],
  );
  const lsoas = await db.query<{ lsoa: string }>(
    `select distinct lsoa from open_data.postcodes where ${scope.where} and lsoa is not null`,
    [scope.value],
  );
  const crime = await crimeForLsoas(
    db,
    lsoas.rows.map((r) => r.lsoa),
    { level: kind, code, name },
  );
  const schools = await db.query<{ n: number }>(
    `select count(*)::int as n from open_data.schools s where (s.status is null or s.status not ilike 'closed%') and s.postcode in (select postcode from open_data.postcodes where ${scope.where})`,
    [scope.value],
  );
  const s = stats.rows[0];
  return {
    kind,
    code,
    name,
    slug: kind === 'authority' ? slugify(name) : code.toLowerCase(),
    postcodeCount: s?.n ?? 0,
    centre: s && s.lat !== null && s.lng !== null ? { lat: Number(s.lat), lng: Number(s.lng) } : null,
    population: null as Sourced<number> | null,
    prices: await getPriceStats(db, priceScope),
    crime,
    schoolsCount: schools.rows[0]?.n ?? 0,
  };
}

/** Street-level crime recorded in a set of LSOAs (all months in the data), or null when none is recorded. */
export async function crimeForLsoas(
  db: SqlClient,
  lsoas: string[],
  geography: { level: LocationSummary['kind']; code: string; name: string },
): Promise<Sourced<{ total: number; categories: CategoryCount[]; months: string[] }> | null> {
  if (lsoas.length === 0) return null;
  const { rows } = await db.query<{ crime_type: string; month: string; n: number }>(
    'select crime_type, month, count(*)::int as n from open_data.crimes where lsoa_code = any($1) group by crime_type, month',
    [lsoas],
  );
  if (rows.length === 0) return null;
  const byType = new Map<string, number>();
  for (const r of rows) byType.set(r.crime_type, (byType.get(r.crime_type) ?? 0) + r.n);
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const categories = [...byType].map(([category, count]) => ({ category, count })).sort((a, b) => b.count - a.count);
  return {
    value: { total: categories.reduce((s, c) => s + c.count, 0), categories, months },
    provenance: provenance(
      'police_street_crime',
      {
        level: geography.level,
        code: geography.code,
        name: geography.name,
        note: `Crimes recorded in the ${lsoas.length} LSOAs that contain postcodes of this ${geography.level} in the data.`,
      },
      monthRange(months),
    ),
  };
}

export async function getAreaSummary(db: SqlClient, area: string): Promise<AreaSummary | null> {
  const code = area.toUpperCase();
  const districts = (
    await db.query<{ outward: string }>('select distinct outward from open_data.postcodes where area = $1', [code])
  ).rows
    .map((r) => r.outward)
    .sort(compareOutward);
  if (districts.length === 0) return null;
  const base = await common(db, 'area', code, `${code} postcode area`, { where: 'area = $1', value: code }, { area: code });
  return { ...base, kind: 'area', districts, authorities: await authoritiesIn(db, 'area = $1', code) };
}

export async function getDistrictSummary(db: SqlClient, district: string): Promise<DistrictSummary | null> {
  const code = district.toUpperCase().replace(/\s+/g, '');
  const sectors = (
    await db.query<{ sector: string }>('select distinct sector from open_data.postcodes where outward = $1 order by sector', [
      code,
    ])
  ).rows.map((r) => r.sector);
  if (sectors.length === 0) return null;
  const area = /^[A-Z]+/.exec(code)?.[0] ?? code;
  const base = await common(
    db,
    'district',
    code,
    `${code} postcode district`,
    { where: 'outward = $1', value: code },
    { district: code },
  );
  return { ...base, kind: 'district', area, sectors, authorities: await authoritiesIn(db, 'outward = $1', code) };
}

export async function getAuthoritySummary(db: SqlClient, authorityCode: string): Promise<AuthoritySummary | null> {
  const code = authorityCode.toUpperCase();
  const all = await listAuthorities(db);
  const authority = all.find((a) => a.code === code);
  if (!authority) return null;
  const name = authority.name ?? code;
  const districts = (
    await db.query<{ outward: string }>('select distinct outward from open_data.postcodes where laua = $1', [code])
  ).rows
    .map((r) => r.outward)
    .sort(compareOutward);
  const base = await common(db, 'authority', code, name, { where: 'laua = $1', value: code }, { authorityCode: code });
  const deprivation = await getDeprivation(db, code);
  const imd = deprivation?.value.find((d) => d.domain === 'Index of Multiple Deprivation') ?? null;
  return {
    ...base,
    kind: 'authority',
    population: await getPopulation(db, code),
    districts,
    councilTax: await getCouncilTax(db, code),
    deprivation: deprivation && imd ? { value: imd, provenance: deprivation.provenance } : null,
  };
}

async function authoritiesIn(db: SqlClient, where: string, value: string): Promise<NamedCode[]> {
  const { rows } = await db.query<{ code: string; name: string | null }>(
    `select p.laua as code, coalesce(g.name, max(p.laua_name)) as name from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua
     where ${where.replace(/(area|outward)/, 'p.$1')} and p.laua is not null group by p.laua, g.name order by 2`,
    [value],
  );
  return rows;
}
