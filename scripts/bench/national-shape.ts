/**
 * SYNTHETIC postcodes for timing only, so a large synthetic register keeps the national register's
 * shape. The samples place 273,515 postcodes (about 11 sales each in a 3 M register — the national
 * density: 30 M sales over 2.7 M postcodes); a 30 M register over the same postcodes would put ten
 * times the national sales in every postcode, sector and district, and every per-place read would
 * cost ten times what it costs nationally. So, when the register is larger than the real postcodes
 * can hold at national density, the bench copies the samples' whole geography into made-up postcode
 * areas (two letters no real area uses: Q…, V…, X…, Z… but ZE, J… but JE), each copy with the same
 * districts, sectors, units, centroids and authorities: "M33 3HJ" becomes "QA33 3HJ" in the first
 * copy. Source key `synthetic-national-shape`; written only into the bench's own throwaway database.
 */
import type { Database } from '../../server/db/database.ts';

/** Sales per postcode in the national register (about 30 M over 2.7 M live postcodes). */
export const NATIONAL_SALES_PER_POSTCODE = 11;

const SOURCE_KEY = 'synthetic-national-shape';

/** Two-letter postcode areas no real area uses, in a fixed order. */
export function syntheticAreaCodes(): string[] {
  const out: string[] = [];
  for (const first of ['Q', 'V', 'X', 'Z', 'J'])
    for (let c = 65; c < 91; c++) {
      const code = first + String.fromCharCode(c);
      if (code !== 'ZE' && code !== 'JE') out.push(code);
    }
  return out;
}

/** How many copies of the geography a register of `sales` needs to keep national density. */
export function copiesFor(sales: number, realPostcodes: number): number {
  if (realPostcodes === 0) return 0;
  return Math.max(0, Math.round(sales / (realPostcodes * NATIONAL_SALES_PER_POSTCODE)) - 1);
}

const COLUMNS = `rank, lat, lng, laua, laua_name, ward, ward_name, lsoa, lsoa_name, lsoa_vintage, msoa, msoa_name,
  msoa_vintage, region, country, introduced, terminated`;

/**
 * Adds `copies` copies of the live postcodes' geography (see above); returns how many postcodes
 * were added. Throws when the synthetic area codes run out.
 */
export async function addNationalShapePostcodes(db: Database, copies: number): Promise<number> {
  if (copies <= 0) return 0;
  const { rows } = await db.query<{ area: string }>(
    'select distinct area from open_data.postcodes where terminated is null order by area',
  );
  const codes = syntheticAreaCodes();
  if (rows.length * copies > codes.length)
    throw new Error(`national shape: ${rows.length} areas × ${copies} copies need more than ${codes.length} synthetic areas`);
  const mapping = rows.flatMap((r, a) =>
    Array.from({ length: copies }, (_, k) => ({ area: r.area, code: codes[k * rows.length + a]! })),
  );
  const result = await db.query<{ n: number }>(
    `with live as (
       select distinct on (postcode) * from open_data.postcodes where terminated is null order by postcode, rank
     ), copied as (
       insert into open_data.postcodes (postcode, source_key, outward, sector, area, ${COLUMNS})
       select m.code || substr(p.postcode, length(p.area) + 1), $3, m.code || substr(p.outward, length(p.area) + 1),
         m.code || substr(p.sector, length(p.area) + 1), m.code, ${COLUMNS.replace(/(\w+)/g, 'p.$1')}
       from live p join unnest($1::text[], $2::text[]) as m(area, code) on m.area = p.area
       returning 1
     )
     select count(*)::int as n from copied`,
    [mapping.map((m) => m.area), mapping.map((m) => m.code), SOURCE_KEY],
  );
  return result.rows[0]?.n ?? 0;
}
