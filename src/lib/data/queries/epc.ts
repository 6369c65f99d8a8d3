import { cleanAddressFilter } from '../address-filter.ts';
import { decodeEpcCursor, encodeEpcCursor, type EpcPosition } from '../page-cursor.ts';
import type { ParsedPostcode } from '../../postcode/parse.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { EpcCertificate, EpcRating, EpcSearchResult, Sourced } from '../types.ts';

export interface EpcSearchOptions {
  /** Case-insensitive text matched against the address (e.g. "64 Lytham"). */
  address?: string;
  /** Certificates per page: 1 to 500, default 100. */
  limit?: number;
  /** The previous page's last certificate (from its `nextCursor`): the page starts after it. */
  after?: EpcPosition | null;
}

export const EPC_RATINGS: EpcRating[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

interface EpcRow {
  id: number | string;
  reference: string | null;
  address: string;
  postcode: string;
  current_rating: string | null;
  potential_rating: string | null;
  current_efficiency: number | null;
  potential_efficiency: number | null;
  property_type: string | null;
  built_form: string | null;
  floor_area: number | null;
  construction_age_band: string | null;
  transaction_type: string | null;
  main_fuel: string | null;
  lodgement_date: string | null;
  inspection_date: string | null;
  la_code: string | null;
  la_name: string | null;
}

function toCertificate(r: EpcRow): EpcCertificate {
  return {
    reference: r.reference,
    address: r.address,
    postcode: r.postcode,
    currentRating: r.current_rating as EpcRating | null,
    potentialRating: r.potential_rating as EpcRating | null,
    currentEfficiency: r.current_efficiency,
    potentialEfficiency: r.potential_efficiency,
    propertyType: r.property_type,
    builtForm: r.built_form,
    floorAreaM2: r.floor_area === null ? null : Number(r.floor_area),
    constructionAgeBand: r.construction_age_band,
    transactionType: r.transaction_type,
    mainFuel: r.main_fuel,
    lodgementDate: r.lodgement_date,
    inspectionDate: r.inspection_date,
    authority: r.la_code || r.la_name ? { code: r.la_code ?? '', name: r.la_name } : null,
  };
}

/** Escapes LIKE wildcards in user text. */
function likePattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The page options of a parsed EPC query (`limit`, `cursor`: the schema checked them). */
export function epcPage(query: Record<string, unknown>): Pick<EpcSearchOptions, 'limit' | 'after'> {
  const cursor = typeof query['cursor'] === 'string' ? decodeEpcCursor(query['cursor']) : null;
  return { limit: Number(query['limit'] ?? 100), after: cursor };
}

/** Whether certificate `row` comes after `position` in the newest-first order (lodgement day desc, undated last, then id). */
function isAfter(row: EpcRow, position: EpcPosition): boolean {
  const lodged = row.lodgement_date ?? '';
  if (lodged === position.lodged) return Number(row.id) > position.id;
  if (lodged === '') return true;
  if (position.lodged === '') return false;
  return lodged < position.lodged;
}

/**
 * Domestic EPCs lodged for a postcode, newest first, a page at a time (the counts cover every
 * page). A postcode holds at most a few hundred certificates, read through the postcode index.
 * Works for postcodes outside the postcode tables too.
 */
export async function searchEpc(
  db: SqlClient,
  postcode: ParsedPostcode,
  options: EpcSearchOptions = {},
): Promise<EpcSearchResult> {
  const limit = Math.min(500, Math.max(1, options.limit ?? 100));
  const address = cleanAddressFilter(options.address);
  const params: unknown[] = [postcode.postcode];
  let filter = '';
  if (address) {
    params.push(likePattern(address));
    filter = ` and e.address ilike $2`;
  }
  const [{ rows }, districtCovered] = await Promise.all([
    db.query<EpcRow & { as_of: string | null }>(
      `select e.*, f.as_of from open_data.epc_certificates e join open_data.source_files f on f.file_key = e.source_key
       where e.postcode = $1${filter} order by e.lodgement_date desc nulls last, e.id`,
      params,
    ),
    db.query<{ n: number }>(
      'select count(*)::int as n from (select 1 from open_data.epc_certificates where postcode like $1 limit 1) x',
      [`${postcode.outward} %`],
    ),
  ]);
  const ratingCounts = Object.fromEntries(EPC_RATINGS.map((r) => [r, 0])) as Record<EpcRating, number>;
  for (const r of rows) if (r.current_rating) ratingCounts[r.current_rating as EpcRating]++;
  const asOf =
    rows
      .map((r) => r.as_of)
      .filter((a): a is string => a !== null)
      .sort()
      .pop() ?? null;
  const after = options.after ?? null;
  const start = after ? rows.findIndex((r) => isAfter(r, after)) : 0;
  const page = start < 0 ? [] : rows.slice(start, start + limit);
  const last = page.at(-1);
  const laCode = await authorityFor(db, postcode.postcode, rows[0]?.la_code ?? null);
  return {
    postcode: postcode.postcode,
    addressFilter: address,
    certificates: page.map(toCertificate),
    total: rows.length,
    nextCursor:
      last && start + limit < rows.length ? encodeEpcCursor({ lodged: last.lodgement_date ?? '', id: Number(last.id) }) : null,
    ratingCounts,
    covered: rows.length > 0 || (districtCovered.rows[0]?.n ?? 0) > 0,
    provenance: provenance('epc_domestic', { level: 'postcode', code: postcode.postcode }, asOf),
    authorityRatings: laCode ? await getAuthorityEpcRatings(db, laCode) : null,
  };
}

async function authorityFor(db: SqlClient, postcode: string, fallback: string | null): Promise<string | null> {
  const { rows } = await db.query<{ laua: string }>(
    'select laua from open_data.postcodes where postcode = $1 and laua is not null order by rank limit 1',
    [postcode],
  );
  return rows[0]?.laua ?? (fallback && /^E\d{8}$/.test(fallback) ? fallback : null);
}

/** Domestic EPC lodgements by rating for an authority (live table D1), or null when not in the data. */
export async function getAuthorityEpcRatings(
  db: SqlClient,
  authorityCode: string,
): Promise<Sourced<Record<EpcRating, number>> | null> {
  const { rows } = await db.query<{ grp: string; value: number; area_name: string; period: string }>(
    "select grp, value, area_name, period from open_data.indicators where dataset = 'epc_lodgements' and area_code = $1",
    [authorityCode],
  );
  if (rows.length === 0) return null;
  const counts = Object.fromEntries(EPC_RATINGS.map((r) => [r, 0])) as Record<EpcRating, number>;
  for (const r of rows) if (EPC_RATINGS.includes(r.grp as EpcRating)) counts[r.grp as EpcRating] = Number(r.value);
  return {
    value: counts,
    provenance: provenance(
      'epc_lodgements',
      { level: 'authority', code: authorityCode, name: rows[0]?.area_name ?? null },
      rows[0]?.period ?? null,
    ),
  };
}
