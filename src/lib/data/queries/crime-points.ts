/**
 * The crime points around a postcode for its map: police.uk's anonymised street points within the
 * radius with the number of crimes at each, the busiest first (at most 40), from the latitude
 * index and an exact distance — one bounded query.
 */
import type { SqlClient } from '../sql-client.ts';
import { boxParams, distanceSql } from './geo-sql.ts';

export interface CrimePoint {
  lat: number;
  lng: number;
  /** police.uk's street description, e.g. "On or near Cranford Avenue". */
  location: string | null;
  count: number;
}

export const MAX_CRIME_POINTS = 40;

export async function getCrimePoints(
  db: SqlClient,
  point: { lat: number; lng: number },
  radiusMetres: number,
): Promise<CrimePoint[]> {
  const dist = distanceSql('$5', '$6');
  const { rows } = await db.query<{ lat: number; lng: number; location: string | null; n: number }>(
    `select lat, lng, max(location) as location, count(*)::int as n from open_data.crimes
     where lat between $1 and $2 and lng between $3 and $4 and ${dist} <= $7
     group by lat, lng order by n desc, lat, lng limit ${MAX_CRIME_POINTS}`,
    [...boxParams(point, radiusMetres), point.lat, point.lng, radiusMetres],
  );
  return rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng), location: r.location, count: Number(r.n) }));
}
