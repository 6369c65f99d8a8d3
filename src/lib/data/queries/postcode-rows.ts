/**
 * Reads every source row for one postcode and merges them: administrative geography from the
 * best-ranked row that has it, coordinates from the best-ranked row with coordinates.
 */
import type { SqlClient } from '../sql-client.ts';

export interface PostcodeRow {
  postcode: string;
  source_key: string;
  rank: number;
  outward: string;
  sector: string;
  area: string;
  lat: number | null;
  lng: number | null;
  laua: string | null;
  laua_name: string | null;
  ward: string | null;
  ward_name: string | null;
  lsoa: string | null;
  lsoa_name: string | null;
  lsoa_vintage: string | null;
  msoa: string | null;
  msoa_name: string | null;
  msoa_vintage: string | null;
  region: string | null;
  country: string | null;
  terminated: string | null;
  dataset: string;
  as_of: string | null;
}

export interface MergedPostcode {
  geo: PostcodeRow | null;
  coords: PostcodeRow | null;
  rows: PostcodeRow[];
}

export async function loadPostcodeRows(db: SqlClient, postcode: string): Promise<MergedPostcode | null> {
  const { rows } = await db.query<PostcodeRow>(
    `select p.*, s.dataset, s.as_of from open_data.postcodes p join open_data.source_files s on s.file_key = p.source_key
     where p.postcode = $1 order by p.rank, p.source_key`,
    [postcode],
  );
  if (rows.length === 0) return null;
  return {
    rows,
    geo: rows.find((r) => r.laua !== null || r.lsoa !== null) ?? null,
    coords: rows.find((r) => r.lat !== null && r.lng !== null) ?? null,
  };
}

/** The point for distance queries, or null when no source gives coordinates. */
export async function postcodePoint(db: SqlClient, postcode: string): Promise<{ lat: number; lng: number } | null | undefined> {
  const merged = await loadPostcodeRows(db, postcode);
  if (!merged) return undefined;
  return merged.coords ? { lat: Number(merged.coords.lat), lng: Number(merged.coords.lng) } : null;
}
