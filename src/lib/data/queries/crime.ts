import { authorityCrimeMonths, authorityOfNearbyCrimes } from './crime-coverage.ts';
import type { ParsedPostcode } from '../../postcode/parse.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { CategoryCount, CrimeSummary, PostcodeGeography, SeriesPoint, Sourced } from '../types.ts';
import { boxParams, distanceSql } from './geo-sql.ts';
import { getPostcodeGeography } from './postcode-geography.ts';

export interface CrimeOptions {
  /** 'radius' (default): crimes within radiusMetres of the postcode; 'lsoa': crimes in its LSOA. */
  mode?: 'radius' | 'lsoa';
  /** Default 500 m, clamped to 100–2000. */
  radiusMetres?: number;
}

/** Burglary points within this distance mean the burglary series reaches the place. */
const COVERAGE_METRES = 2000;

export function monthRange(months: string[]): string {
  if (months.length === 0) return 'no months';
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  return first === last ? first : `${first} to ${last}`;
}

function series(months: string[], counts: Map<string, number>): SeriesPoint[] {
  return months.map((m) => ({ period: m, value: counts.get(m) ?? 0 }));
}

/** Street-level crime near a postcode (categories, monthly trend); null when the postcode is not in the data. Pass `known` when the caller already has the geography. */
export async function getCrimeSummary(
  db: SqlClient,
  postcode: ParsedPostcode,
  options: CrimeOptions = {},
  known?: PostcodeGeography | null,
): Promise<CrimeSummary | null> {
  const geo = known ?? (await getPostcodeGeography(db, postcode));
  if (!geo) return null;
  const radius = Math.min(2000, Math.max(100, Math.round(options.radiusMetres ?? 500)));
  const point = geo.lat !== null && geo.lng !== null ? { lat: geo.lat, lng: geo.lng } : null;
  const mode: 'radius' | 'lsoa' = options.mode === 'lsoa' && geo.lsoa ? 'lsoa' : point ? 'radius' : geo.lsoa ? 'lsoa' : 'radius';

  // Coverage is by force area and month: the postcode's authority (else that of the crime points
  // around it) must be covered by the imported police files.
  const authority = geo.authority?.name ?? (point ? await authorityOfNearbyCrimes(db, point) : null);
  const coveredMonths: string[] = authority ? await authorityCrimeMonths(db, authority) : [];
  let counts: { month: string; crime_type: string; n: number }[] = [];
  if (mode === 'radius' && point) {
    const dist = distanceSql('$5', '$6');
    counts = (
      await db.query<{ month: string; crime_type: string; n: number }>(
        `select month, crime_type, count(*)::int as n from open_data.crimes
         where lat between $1 and $2 and lng between $3 and $4 and ${dist} <= $7 group by month, crime_type`,
        [...boxParams(point, radius), point.lat, point.lng, radius],
      )
    ).rows;
  } else if (geo.lsoa) {
    counts = (
      await db.query<{ month: string; crime_type: string; n: number }>(
        'select month, crime_type, count(*)::int as n from open_data.crimes where lsoa_code = $1 group by month, crime_type',
        [geo.lsoa.code],
      )
    ).rows;
  }
  const byType = new Map<string, number>();
  const byMonth = new Map<string, number>();
  for (const c of counts) {
    byType.set(c.crime_type, (byType.get(c.crime_type) ?? 0) + c.n);
    byMonth.set(c.month, (byMonth.get(c.month) ?? 0) + c.n);
  }
  const categories: CategoryCount[] = [...byType]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  const total = categories.reduce((s, c) => s + c.count, 0);
  const covered = coveredMonths.length > 0;
  const geography =
    mode === 'radius'
      ? {
          level: 'radius' as const,
          code: postcode.postcode,
          name: `Within ${radius} m of ${postcode.postcode}`,
          note: 'police.uk moves each crime to an anonymised point on or near the street, so counts near a boundary are approximate.',
        }
      : { level: 'lsoa' as const, code: geo.lsoa?.code ?? null, name: geo.lsoa?.name ?? null };
  return {
    postcode: postcode.postcode,
    mode,
    radiusMetres: mode === 'radius' ? radius : null,
    lsoa: geo.lsoa ? { code: geo.lsoa.code, name: geo.lsoa.name } : null,
    covered,
    total,
    months: coveredMonths,
    categories,
    monthly: series(coveredMonths, byMonth),
    burglaryTrend: point ? await burglaryTrend(db, point, radius, postcode.postcode) : null,
    provenance: provenance('police_street_crime', geography, covered ? monthRange(coveredMonths) : null),
  };
}

async function burglaryTrend(
  db: SqlClient,
  point: { lat: number; lng: number },
  radius: number,
  postcode: string,
): Promise<Sourced<SeriesPoint[]> | null> {
  const near = await db.query<{ n: number }>(
    'select count(*)::int as n from (select 1 from open_data.burglary_points where lat between $1 and $2 and lng between $3 and $4 limit 1) x',
    boxParams(point, COVERAGE_METRES),
  );
  if ((near.rows[0]?.n ?? 0) === 0) return null;
  const dist = distanceSql('$5', '$6');
  const [months, counts] = await Promise.all([
    // The distinct months by a skip scan on the month index: one probe per month, not a scan of every point.
    db.query<{ month: string }>(
      `with recursive m(month) as (
         select min(month) from open_data.burglary_points
         union all
         select (select min(b.month) from open_data.burglary_points b where b.month > m.month) from m where m.month is not null
       )
       select month from m where month is not null order by month`,
    ),
    db.query<{ month: string; n: number }>(
      `select month, count(*)::int as n from open_data.burglary_points where lat between $1 and $2 and lng between $3 and $4 and ${dist} <= $7 group by month`,
      [...boxParams(point, radius), point.lat, point.lng, radius],
    ),
  ]);
  const list = months.rows.map((r) => r.month);
  const map = new Map(counts.rows.map((r) => [r.month, r.n]));
  return {
    value: series(list, map),
    provenance: provenance(
      'police_burglary_points',
      { level: 'radius', code: postcode, name: `Burglaries within ${radius} m of ${postcode}` },
      monthRange(list),
    ),
  };
}
