/**
 * The nearest live postcode to a point (for callers who have a latitude and longitude, not a
 * postcode): one indexed box read of the postcode centres around the point, the exact distance
 * deciding. Terminated postcodes are left out; nothing farther than `maxMetres` counts.
 */
import { distanceSql, boxParams } from './geo-sql.ts';
import type { SqlClient } from '../sql-client.ts';

/** How far a point may be from a postcode centre and still be "at" that postcode. */
export const NEAREST_POSTCODE_MAX_METRES = 1000;

export interface NearestPostcode {
  postcode: string;
  distanceMetres: number;
}

export async function nearestPostcode(
  db: SqlClient,
  point: { lat: number; lng: number },
  maxMetres = NEAREST_POSTCODE_MAX_METRES,
): Promise<NearestPostcode | null> {
  const [minLat, maxLat, minLng, maxLng] = boxParams(point, maxMetres);
  const { rows } = await db.query<{ postcode: string; metres: number }>(
    `select postcode, ${distanceSql('$5', '$6')} as metres
     from open_data.postcodes
     where lat between $1 and $2 and lng between $3 and $4 and terminated is null
     order by metres, postcode
     limit 1`,
    [minLat, maxLat, minLng, maxLng, point.lat, point.lng],
  );
  const row = rows[0];
  if (!row || Number(row.metres) > maxMetres) return null;
  return { postcode: row.postcode, distanceMetres: Math.round(Number(row.metres)) };
}
