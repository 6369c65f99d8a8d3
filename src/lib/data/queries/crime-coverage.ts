/**
 * Whether the imported police files cover a place: coverage is by force area and by month, read
 * from the files themselves. A month covers an authority when crimes are recorded in at least half
 * of its LSOAs (a force's file has records almost everywhere in its area; a neighbouring force's
 * file has only a few border LSOAs). "Any point within 2 km" is not coverage: it called West
 * Lancashire covered from a handful of Greater Manchester border crimes.
 */
import { boxParams } from './geo-sql.ts';
import type { SqlClient } from '../sql-client.ts';
import { AUTHORITY_OF_LSOA_NAME } from './crime-rates.ts';

/** Below this share of its neighbourhoods present in the police files, a place counts as not covered. */
export const CRIME_COVERAGE_MIN_SHARE = 0.5;

/** The months (ascending) in which the police files cover the authority with this name. */
export async function authorityCrimeMonths(db: SqlClient, authorityName: string): Promise<string[]> {
  const [records, lookup] = await Promise.all([
    db.query<{ month: string; lsoas: number }>(
      `select month, count(distinct lsoa_code)::int as lsoas from open_data.crimes
       where ${AUTHORITY_OF_LSOA_NAME} = $1 group by month order by month`,
      [authorityName],
    ),
    db.query<{ n: number }>('select count(*)::int as n from open_data.lsoa_lookup where lad_name = $1', [authorityName]),
  ]);
  const total = Number(lookup.rows[0]?.n ?? 0);
  // Without the LSOA lookup for this authority there is no denominator: records of it are taken as coverage.
  if (total === 0) return records.rows.map((r) => r.month);
  return records.rows.filter((r) => Number(r.lsoas) / total >= CRIME_COVERAGE_MIN_SHARE).map((r) => r.month);
}

/**
 * The authority the crime points around a point belong to (the most common authority of their
 * LSOA names within 1 km), for postcodes whose file gives no authority; null when there are none.
 */
export async function authorityOfNearbyCrimes(db: SqlClient, point: { lat: number; lng: number }): Promise<string | null> {
  const { rows } = await db.query<{ authority: string }>(
    `select ${AUTHORITY_OF_LSOA_NAME} as authority from open_data.crimes
     where lat between $1 and $2 and lng between $3 and $4 and lsoa_name is not null
     group by 1 order by count(*) desc, 1 limit 1`,
    boxParams(point, 1000),
  );
  return rows[0]?.authority ?? null;
}
