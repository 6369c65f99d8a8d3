/** Location lists shared by the build-time location pages (location-bulk.ts). */
import type { SqlClient } from '../sql-client.ts';
import type { NamedCode } from '../types.ts';

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

/** Local authorities that any imported postcode belongs to. */
export async function listAuthorities(db: SqlClient): Promise<NamedCode[]> {
  const { rows } = await db.query<{ code: string; name: string | null }>(
    `select p.laua as code, coalesce(g.name, max(p.laua_name)) as name from open_data.postcodes p
     left join open_data.geo_names g on g.code = p.laua where p.laua is not null group by p.laua, g.name order by 2, 1`,
  );
  return rows;
}
