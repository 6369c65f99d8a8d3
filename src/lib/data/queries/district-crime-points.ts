/**
 * Crime for postcode districts whose postcode file carries no neighbourhood (LSOA) codes, such as
 * CO4 from the lat/long-only NSPL extracts: each crime point is given to its nearest postcode
 * (within 400 m) by its own coordinates, and a district counts the points whose nearest postcode is
 * one of its own. Coverage is by force area and month, as everywhere: the authority most of the
 * district's points belong to must be covered by the imported files in that month.
 */
import { distanceMetres } from '../geo/distance.ts';
import type { SqlClient } from '../sql-client.ts';
import { authorityCrimeMonths } from './crime-coverage.ts';
import { AUTHORITY_OF_LSOA_NAME } from './crime-rates.ts';

export interface PointCrimeRow {
  lsoa_code: string;
  crime_type: string;
  month: string;
  n: number;
}

/** A crime further than this from every postcode is not given to any district. */
const NEAREST_LIMIT_METRES = 400;
/** Grid cell for the nearest-postcode search, in degrees (about 550 m north-south). */
const CELL = 0.005;
const MARGIN = 0.006;

const cellKey = (lat: number, lng: number) => `${Math.floor(lat / CELL)}:${Math.floor(lng / CELL)}`;

export async function districtCrimeByNearestPostcode(
  db: SqlClient,
  outward: string,
): Promise<{ rows: PointCrimeRow[]; authority: string } | null> {
  const own = await db.query<{ lat: number; lng: number }>(
    'select lat, lng from open_data.postcodes where outward = $1 and lat is not null and terminated is null',
    [outward],
  );
  if (own.rows.length === 0) return null;
  const lats = own.rows.map((r) => Number(r.lat));
  const lngs = own.rows.map((r) => Number(r.lng));
  const box = [Math.min(...lats) - MARGIN, Math.max(...lats) + MARGIN, Math.min(...lngs) - MARGIN, Math.max(...lngs) + MARGIN];
  const crimes = await db.query<{
    lat: number;
    lng: number;
    lsoa_code: string | null;
    authority: string | null;
    crime_type: string;
    month: string;
  }>(
    `select lat, lng, lsoa_code, ${AUTHORITY_OF_LSOA_NAME} as authority, crime_type, month from open_data.crimes
     where lat between $1 and $2 and lng between $3 and $4`,
    box,
  );
  if (crimes.rows.length === 0) return null;
  const nearby = await db.query<{ outward: string; lat: number; lng: number }>(
    `select outward, lat, lng from open_data.postcodes
     where lat between $1 and $2 and lng between $3 and $4 and terminated is null`,
    [box[0]! - MARGIN, box[1]! + MARGIN, box[2]! - MARGIN, box[3]! + MARGIN],
  );
  const grid = new Map<string, { outward: string; lat: number; lng: number }[]>();
  for (const p of nearby.rows) {
    const point = { outward: p.outward, lat: Number(p.lat), lng: Number(p.lng) };
    const key = cellKey(point.lat, point.lng);
    grid.set(key, [...(grid.get(key) ?? []), point]);
  }
  const counts = new Map<string, PointCrimeRow>();
  const authorities = new Map<string, number>();
  for (const c of crimes.rows) {
    const point = { lat: Number(c.lat), lng: Number(c.lng) };
    const [cy, cx] = [Math.floor(point.lat / CELL), Math.floor(point.lng / CELL)];
    let best: { outward: string; d: number } | null = null;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        for (const p of grid.get(`${cy + dy}:${cx + dx}`) ?? []) {
          const d = distanceMetres(point, p);
          if (!best || d < best.d) best = { outward: p.outward, d };
        }
      }
    }
    if (!best || best.d > NEAREST_LIMIT_METRES || best.outward !== outward) continue;
    const key = `${c.lsoa_code ?? ''}|${c.crime_type}|${c.month}`;
    const row = counts.get(key) ?? { lsoa_code: c.lsoa_code ?? '', crime_type: c.crime_type, month: c.month, n: 0 };
    row.n += 1;
    counts.set(key, row);
    if (c.authority) authorities.set(c.authority, (authorities.get(c.authority) ?? 0) + 1);
  }
  const authority = [...authorities].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  if (!authority) return null;
  const covered = new Set(await authorityCrimeMonths(db, authority));
  const rows = [...counts.values()].filter((r) => covered.has(r.month));
  return rows.length > 0 ? { rows, authority } : null;
}
