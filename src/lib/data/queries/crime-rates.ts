/**
 * Recorded crime per 1,000 residents for a postcode's neighbourhood (its LSOA) and its local
 * authority, over the months imported, without anti-social behaviour (police.uk publishes ASB
 * incidents beside crimes; the national comparator, ONS police recorded crime, excludes them).
 *
 * Crimes carry 2011 LSOA codes. The neighbourhood is matched by code (LSOAs unchanged in 2021
 * keep their code); an authority is matched by the authority name every LSOA name starts with
 * ("Trafford 012B"), so LSOAs split or merged in 2021 still count towards their authority.
 */
import type { MonthlyCount } from '../crime-rate.ts';
import type { SqlClient } from '../sql-client.ts';

export const AUTHORITY_OF_LSOA_NAME = `regexp_replace(lsoa_name, ' [0-9]{3}[A-Z]$', '')`;
const NOT_ASB = `crime_type <> 'Anti-social behaviour'`;

export interface CrimeCount {
  crimes: number;
  /** Months with any crime recorded in the file for this place, "YYYY-MM", ascending. */
  months: string[];
  /** Crimes (not ASB) month by month, ascending: a yearly rate takes the latest 12. */
  byMonth: MonthlyCount[];
}

function counted(rows: { month: string; crimes: number }[]): CrimeCount {
  const byMonth = rows.map((r) => ({ month: r.month, crimes: Number(r.crimes) }));
  return { crimes: byMonth.reduce((s, r) => s + r.crimes, 0), months: byMonth.map((r) => r.month), byMonth };
}

/** Crimes (not ASB) recorded in one LSOA, by its code; null when no crime in the data carries the code. */
export async function crimesInLsoa(db: SqlClient, lsoaCode: string): Promise<CrimeCount | null> {
  const { rows } = await db.query<{ month: string; n: number; crimes: number }>(
    `select month, count(*)::int as n, count(*) filter (where ${NOT_ASB})::int as crimes
     from open_data.crimes where lsoa_code = $1 group by month order by month`,
    [lsoaCode],
  );
  if (rows.length === 0) return null;
  return counted(rows);
}

/** Crimes (not ASB) recorded in an authority's LSOAs, by the authority name LSOA names start with. */
export async function crimesInAuthority(db: SqlClient, authorityName: string): Promise<CrimeCount | null> {
  const { rows } = await db.query<{ month: string; crimes: number }>(
    `select month, count(*) filter (where ${NOT_ASB})::int as crimes
     from open_data.crimes where ${AUTHORITY_OF_LSOA_NAME} = $1 group by month order by month`,
    [authorityName],
  );
  if (rows.length === 0) return null;
  return counted(rows);
}
