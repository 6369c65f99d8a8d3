/**
 * Data access for the valuation engine (src/lib/valuation): a bounded number of index lookups per
 * valuation, whatever the size of open_data.price_paid. Each candidate query is limited and ordered
 * by date descending on a composite index (migration 20261123050000_valuation_indexes.sql):
 *  - same postcode: price_paid (postcode, transfer_date desc)
 *  - same sector and type: price_paid (sector, property_type, transfer_date desc)
 *  - same district and type: price_paid (outward, property_type, transfer_date desc)
 *  - derived-index cells: the district index again, one descent per property type over the window
 *  - UK HPI for the postcode's region (primary keys), EPC floor areas by postcode (postcode index).
 */
import { matchFloorArea, type EpcFloorArea } from '../../valuation/epc-match.ts';
import type { MonthCell } from '../../valuation/derived-index.ts';
import { monthOf, windowStart } from '../../valuation/months.ts';
import { VALUATION_PARAMS, type ValuationParams } from '../../valuation/params.ts';
import type { CandidateSale, IndexSeries, PropertyType, Subject, Tenure, ValuationResult } from '../../valuation/types.ts';
import { valueProperty, type ValuationEvidence } from '../../valuation/value-property.ts';
import type { SqlClient } from '../sql-client.ts';

export interface CandidateLimits {
  postcode: number;
  sector: number;
  district: number;
  /** Months of sales before `asOf` to read (candidates and index cells). */
  months: number;
}

export const CANDIDATE_LIMITS: CandidateLimits = { postcode: 30, sector: 40, district: 60, months: 24 };

const SALE_COLUMNS = `transaction_id, price::int as price, to_char(transfer_date, 'YYYY-MM-DD') as sale_date, postcode, sector,
  outward, property_type, tenure, new_build, category, paon, saon, street, town`;

interface SaleRow {
  transaction_id: string;
  price: number;
  sale_date: string;
  postcode: string;
  sector: string;
  outward: string;
  property_type: string | null;
  tenure: string | null;
  new_build: boolean | null;
  category: string | null;
  paon: string | null;
  saon: string | null;
  street: string | null;
  town: string | null;
}

/** The SQL for one level's candidates: $1 place, $2 type (not for postcode), then asOf, window start, limit. */
export const CANDIDATE_SQL = {
  postcode: `select ${SALE_COLUMNS} from open_data.price_paid
    where postcode = $1 and transfer_date < $2::date and transfer_date >= $3::date
    order by price_paid.transfer_date desc limit $4`,
  sector: `select ${SALE_COLUMNS} from open_data.price_paid
    where sector = $1 and property_type = $2 and transfer_date < $3::date and transfer_date >= $4::date
    order by price_paid.transfer_date desc limit $5`,
  district: `select ${SALE_COLUMNS} from open_data.price_paid
    where outward = $1 and property_type = $2 and transfer_date < $3::date and transfer_date >= $4::date
    order by price_paid.transfer_date desc limit $5`,
  indexCells: `select to_char(transfer_date, 'YYYY-MM') as period, property_type, count(*)::int as sales, avg(ln(price))::float8 as mean_log
    from open_data.price_paid
    where outward = $1 and property_type = any($2::text[]) and transfer_date < $3::date and transfer_date >= $4::date
      and (category is null or category = 'A')
    group by 1, 2`,
  region: `select region from open_data.postcodes where postcode = $1 and region is not null order by rank limit 1`,
  hpi: `select period, index_all::float8 as index_all, region_name, sales_volume from open_data.hpi
    where region_code = $1 and period <= $2 and period >= $3 and index_all is not null order by period`,
  epc: `select postcode, address, floor_area::float8 as floor_area, lodgement_date from open_data.epc_certificates
    where postcode = any($1::text[]) and floor_area > 0`,
} as const;

const TYPES: PropertyType[] = ['D', 'S', 'T', 'F', 'O'];

function toSale(r: SaleRow): CandidateSale {
  return {
    transactionId: r.transaction_id,
    price: Number(r.price),
    date: r.sale_date,
    postcode: r.postcode,
    sector: r.sector,
    district: r.outward,
    propertyType: (r.property_type as PropertyType | null) ?? null,
    tenure: r.tenure === 'F' || r.tenure === 'L' ? (r.tenure as Tenure) : null,
    newBuild: r.new_build === true,
    category: r.category === 'A' || r.category === 'B' ? r.category : null,
    address: [r.saon, r.paon, r.street, r.town].filter(Boolean).join(', '),
    saon: r.saon,
    paon: r.paon,
    street: r.street,
  };
}

/**
 * Reads the evidence for one valuation: candidate sales at the postcode, sector and district (each
 * limited, newest first, strictly before `asOf`), derived-index cells for the district, UK HPI for
 * the postcode's region when imported, and EPC floor areas for the candidates when the subject has an
 * area. Sales on or after `asOf` are never read.
 */
export async function fetchValuationEvidence(
  db: SqlClient,
  subject: Subject,
  limits: CandidateLimits = CANDIDATE_LIMITS,
): Promise<ValuationEvidence> {
  const from = windowStart(subject.asOf, limits.months);
  const [pc, sector, district, cells, region] = await Promise.all([
    db.query<SaleRow>(CANDIDATE_SQL.postcode, [subject.postcode, subject.asOf, from, limits.postcode]),
    db.query<SaleRow>(CANDIDATE_SQL.sector, [subject.sector, subject.propertyType, subject.asOf, from, limits.sector]),
    db.query<SaleRow>(CANDIDATE_SQL.district, [subject.district, subject.propertyType, subject.asOf, from, limits.district]),
    db.query<{ period: string; property_type: string; sales: number; mean_log: number }>(CANDIDATE_SQL.indexCells, [
      subject.district,
      TYPES,
      subject.asOf,
      from,
    ]),
    db.query<{ region: string }>(CANDIDATE_SQL.region, [subject.postcode]),
  ]);
  const candidates = [...pc.rows, ...sector.rows, ...district.rows].map(toSale);
  const hpi = region.rows[0] ? await fetchHpi(db, region.rows[0].region, subject.asOf, limits.months) : null;
  if ((subject.floorAreaM2 ?? 0) > 0 && candidates.length > 0) {
    const postcodes = [...new Set(candidates.map((c) => c.postcode))];
    const { rows } = await db.query<{ postcode: string; address: string; floor_area: number; lodgement_date: string | null }>(
      CANDIDATE_SQL.epc,
      [postcodes],
    );
    const certs: EpcFloorArea[] = rows.map((r) => ({
      postcode: r.postcode,
      address: r.address,
      floorAreaM2: Number(r.floor_area),
      lodgementDate: r.lodgement_date,
    }));
    for (const c of candidates) c.floorAreaM2 = matchFloorArea(c, certs, subject.asOf);
  }
  return {
    candidates,
    indexCells: cells.rows.map((r) => ({
      period: r.period,
      propertyType: r.property_type as PropertyType,
      sales: Number(r.sales),
      meanLogPrice: Number(r.mean_log),
    })) satisfies MonthCell[],
    indexLabel: `postcode district ${subject.district}`,
    hpi,
  };
}

async function fetchHpi(db: SqlClient, regionCode: string, asOf: string, months: number): Promise<IndexSeries | null> {
  const { rows } = await db.query<{ period: string; index_all: number; region_name: string; sales_volume: number | null }>(
    CANDIDATE_SQL.hpi,
    [regionCode, monthOf(asOf), monthOf(windowStart(asOf, months + 1))],
  );
  if (rows.length === 0) return null;
  return {
    source: 'uk-hpi',
    label: `${rows[0]!.region_name} (${regionCode}), all property types`,
    points: rows.map((r) => ({
      period: r.period,
      value: Number(r.index_all),
      ...(r.sales_volume === null ? {} : { sales: r.sales_volume }),
    })),
  };
}

/** Reads the evidence and values the property: what the valuation page and API call. */
export async function valueFromDatabase(
  db: SqlClient,
  subject: Subject,
  params: ValuationParams = VALUATION_PARAMS,
): Promise<ValuationResult> {
  return valueProperty(subject, await fetchValuationEvidence(db, subject), params);
}

/** The latest sale date in the imported Price Paid Data (from the import log, not a table scan). */
export async function latestSaleDate(db: SqlClient): Promise<string | null> {
  const { rows } = await db.query<{ as_of: string | null }>(
    `select max(as_of) as as_of from open_data.source_files where dataset = 'price_paid' and as_of ~ '^\\d{4}-\\d{2}-\\d{2}$'`,
  );
  return rows[0]?.as_of ?? null;
}

/** ONS centroids of the given postcodes (for the valuation map); postcodes without one are left out. */
export async function postcodeCentres(
  db: SqlClient,
  postcodes: readonly string[],
): Promise<Record<string, { lat: number; lng: number }>> {
  if (postcodes.length === 0) return {};
  const { rows } = await db.query<{ postcode: string; lat: number; lng: number }>(
    `select distinct on (postcode) postcode, lat, lng from open_data.postcodes
     where postcode = any($1::text[]) and lat is not null and lng is not null order by postcode, rank`,
    [[...new Set(postcodes)]],
  );
  return Object.fromEntries(rows.map((r) => [r.postcode, { lat: Number(r.lat), lng: Number(r.lng) }]));
}
