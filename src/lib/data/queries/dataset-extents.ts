/**
 * What each imported file holds — the places and the periods — read from the loaded rows (one
 * grouped query per table, at build time), for the /data-sources page. The file list itself is
 * the import record (open_data.source_files).
 */
import type { SqlClient } from '../sql-client.ts';

export interface DatasetExtent {
  file: string;
  /** What the places are: "postcode areas", "police forces", "local authorities"… */
  areaKind: string;
  /** The places, sorted (the first few only when there are many: see areaCount). */
  areas: string[];
  areaCount: number;
  /** First and last period of the rows ("2016-06", "2019-12-20", "2023-24"), or null. */
  from: string | null;
  to: string | null;
}

/** One query per table: source_key → places and period. */
const EXTENT_QUERIES: { table: string; areaKind: string; sql: string }[] = [
  {
    table: 'postcodes',
    areaKind: 'postcode areas',
    sql: 'select source_key, area as place, null as period from open_data.postcodes',
  },
  {
    table: 'crimes',
    areaKind: 'police forces',
    sql: 'select source_key, falls_within as place, month as period from open_data.crimes',
  },
  {
    table: 'burglary_points',
    areaKind: 'police forces',
    sql: 'select source_key, null as place, month as period from open_data.burglary_points',
  },
  {
    table: 'crime_monthly_counts',
    areaKind: 'police forces',
    sql: 'select source_key, force as place, month as period from open_data.crime_monthly_counts',
  },
  {
    table: 'schools',
    areaKind: 'local authorities',
    sql: 'select source_key, la_name as place, null as period from open_data.schools',
  },
  {
    table: 'epc_certificates',
    areaKind: 'local authorities',
    sql: 'select source_key, la_name as place, lodgement_date as period from open_data.epc_certificates',
  },
  {
    table: 'price_paid',
    areaKind: 'local authorities',
    sql: "select source_key, initcap(district) as place, to_char(transfer_date, 'YYYY-MM-DD') as period from open_data.price_paid",
  },
  { table: 'hpi', areaKind: 'regions', sql: 'select source_key, region_name as place, period from open_data.hpi' },
  { table: 'ward_prices', areaKind: 'wards', sql: 'select source_key, area_name as place, period from open_data.ward_prices' },
  { table: 'indicators', areaKind: 'areas', sql: 'select source_key, area_name as place, period from open_data.indicators' },
  { table: 'population', areaKind: 'areas', sql: 'select source_key, area_name as place, period from open_data.population' },
  {
    table: 'deprivation',
    areaKind: 'local authorities',
    sql: 'select source_key, area_name as place, year as period from open_data.deprivation',
  },
  {
    table: 'council_tax',
    areaKind: 'local authorities',
    sql: 'select source_key, authority as place, year as period from open_data.council_tax',
  },
  {
    table: 'geo_names',
    areaKind: 'named areas',
    sql: 'select source_key, kind as place, null as period from open_data.geo_names',
  },
  {
    table: 'lsoa_lookup',
    areaKind: 'local authorities',
    sql: 'select source_key, lad_name as place, null as period from open_data.lsoa_lookup',
  },
  {
    table: 'broadband_postcode_speeds',
    areaKind: 'postcode areas',
    sql: "select source_key, substring(postcode from '^[A-Z]+') as place, period from open_data.broadband_postcode_speeds",
  },
  {
    table: 'broadband_postcode_coverage',
    areaKind: 'postcode areas',
    sql: "select source_key, substring(postcode from '^[A-Z]+') as place, period from open_data.broadband_postcode_coverage",
  },
  {
    table: 'mobile_coverage_area',
    areaKind: 'local authorities',
    sql: 'select source_key, area_name as place, period from open_data.mobile_coverage_area',
  },
];

/** How many places a file lists by name before "and N more". */
const MAX_NAMED = 12;

export async function getDatasetExtents(db: SqlClient): Promise<DatasetExtent[]> {
  const results = await Promise.all(
    EXTENT_QUERIES.map(async (q) => {
      const { rows } = await db.query<{
        source_key: string;
        places: string[] | null;
        n: number;
        from: string | null;
        to: string | null;
      }>(
        `select source_key, (array_agg(distinct place order by place) filter (where place is not null))[1:${MAX_NAMED}] as places,
           count(distinct place)::int as n, min(period) as from, max(period) as to
         from (${q.sql}) x group by source_key`,
      );
      return rows.map((r) => ({
        file: r.source_key,
        areaKind: q.areaKind,
        areas: r.places ?? [],
        areaCount: Number(r.n),
        from: r.from,
        to: r.to,
      }));
    }),
  );
  // A file loads one table; a file that loaded two (none today) keeps its first.
  const byFile = new Map<string, DatasetExtent>();
  for (const e of results.flat()) if (!byFile.has(e.file)) byFile.set(e.file, e);
  return [...byFile.values()].sort((a, b) => a.file.localeCompare(b.file));
}
