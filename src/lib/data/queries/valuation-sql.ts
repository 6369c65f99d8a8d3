/**
 * The SQL of a valuation: every statement is a bounded descent of a composite index on
 * open_data.price_paid, newest sale first, so a valuation costs a fixed number of index lookups
 * whatever the size of the register (migrations 20261123050000_valuation_indexes.sql and
 * 20261126040000_valuation_street_index.sql; plans asserted in tests/valuation/valuation-plans.test.ts):
 *  - the postcode's sales, every year: price_paid (postcode, transfer_date desc) — the home's own
 *    earlier sales and the postcode's comparables
 *  - the same street in the district and type: price_paid (outward, street, property_type, transfer_date desc)
 *  - the same sector and type: price_paid (sector, property_type, transfer_date desc)
 *  - the same district and type: price_paid (outward, property_type, transfer_date desc) include (price, category)
 *  - derived-index cells and the price band: the district index again, read from the index alone
 *  - UK HPI for the postcode's region (primary key), EPC certificates by postcode (postcode index)
 *  - postcode centroids (distance weighting): the subject's, and each street, sector and district
 *    sale's in the same statement (a primary-key lookup per row returned).
 */

export const SALE_COLUMNS = `transaction_id, price::int as price, to_char(transfer_date, 'YYYY-MM-DD') as sale_date, postcode, sector,
  outward, property_type, tenure, new_build, category, paon, saon, street, town`;

/**
 * The sale's postcode centroid (distance weighting), one primary-key lookup per row returned, in the
 * same statement: `open_data.postcodes (postcode, source_key)`, preferred source first.
 */
const CENTRE_JOIN = `left join lateral (select p.lat, p.lng from open_data.postcodes p
    where p.postcode = price_paid.postcode and p.lat is not null and p.lng is not null order by p.rank limit 1) centre on true`;
const CENTRE_COLUMNS = `centre.lat::float8 as lat, centre.lng::float8 as lng`;

export interface SaleRow {
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
  /** The postcode's centroid (street, sector and district statements only). */
  lat?: number | null;
  lng?: number | null;
}

export interface CellRow {
  period: string;
  property_type: string;
  sales: number;
  mean_log: number;
  min_price: number;
  max_price: number;
}

export const CANDIDATE_SQL = {
  /** $1 postcode, $2 asOf, $3 limit: every earlier sale at the postcode (any type, any year). */
  postcode: `select ${SALE_COLUMNS} from open_data.price_paid
    where postcode = $1 and transfer_date < $2::date
    order by price_paid.transfer_date desc, price_paid.transaction_id limit $3`,
  /** $1 district, $2 street, $3 type, $4 asOf, $5 window start, $6 limit. */
  street: `select ${SALE_COLUMNS}, ${CENTRE_COLUMNS} from open_data.price_paid ${CENTRE_JOIN}
    where outward = $1 and street = $2 and property_type = $3 and transfer_date < $4::date and transfer_date >= $5::date
    order by price_paid.transfer_date desc, price_paid.transaction_id limit $6`,
  sector: `select ${SALE_COLUMNS}, ${CENTRE_COLUMNS} from open_data.price_paid ${CENTRE_JOIN}
    where sector = $1 and property_type = $2 and transfer_date < $3::date and transfer_date >= $4::date
    order by price_paid.transfer_date desc, price_paid.transaction_id limit $5`,
  district: `select ${SALE_COLUMNS}, ${CENTRE_COLUMNS} from open_data.price_paid ${CENTRE_JOIN}
    where outward = $1 and property_type = $2 and transfer_date < $3::date and transfer_date >= $4::date
    order by price_paid.transfer_date desc, price_paid.transaction_id limit $5`,
  /** Monthly cells of standard sales per type in the district: the derived index and the price band. */
  indexCells: `select to_char(transfer_date, 'YYYY-MM') as period, property_type, count(*)::int as sales,
      avg(ln(price))::float8 as mean_log, min(price)::int as min_price, max(price)::int as max_price
    from open_data.price_paid
    where outward = $1 and property_type = any($2::text[]) and transfer_date < $3::date and transfer_date >= $4::date
      and (category is null or category = 'A')
    group by 1, 2`,
  region: `select region from open_data.postcodes where postcode = $1 and region is not null order by rank limit 1`,
  hpi: `select period, index_all::float8 as index_all, region_name, sales_volume from open_data.hpi
    where region_code = $1 and period <= $2 and period >= $3 and index_all is not null order by period`,
  /** $1 postcode: its centroid (the postcodes' primary key), the subject's place for distance weighting. */
  centre: `select lat::float8 as lat, lng::float8 as lng from open_data.postcodes
    where postcode = $1 and lat is not null and lng is not null order by rank limit 1`,
  epc: `select postcode, address, floor_area::float8 as floor_area, lodgement_date from open_data.epc_certificates
    where postcode = any($1::text[]) and floor_area > 0`,
} as const;
