/**
 * Data access for the valuation engine (src/lib/valuation): a bounded number of index lookups per
 * valuation, whatever the size of open_data.price_paid (the statements and their indexes are in
 * valuation-sql.ts). Three rounds: the postcode, sector, index cells, region and the postcode's centroid at once; then,
 * knowing the home and its street, the same-street sales, the district (only when the sector has
 * too few sales to be the baseline), older index months for the home's own earlier sale, UK HPI and
 * the EPC certificates at the postcode; then EPC floor areas for the comparables when the subject's
 * floor area is known.
 */
import { matchFloorArea, subjectFloorArea, type EpcFloorArea } from '../../valuation/epc-match.ts';
import type { MonthCell } from '../../valuation/derived-index.ts';
import { resolveHome } from '../../valuation/home.ts';
import { monthOf, windowStart } from '../../valuation/months.ts';
import { VALUATION_PARAMS, type ValuationParams } from '../../valuation/params.ts';
import type { CandidateSale, IndexSeries, PropertyType, Subject, Tenure, ValuationResult } from '../../valuation/types.ts';
import { valueProperty, type ValuationEvidence } from '../../valuation/value-property.ts';
import type { SqlClient } from '../sql-client.ts';
import { CANDIDATE_SQL, type CellRow, type SaleRow } from './valuation-sql.ts';

export interface CandidateLimits {
  postcode: number;
  street: number;
  sector: number;
  district: number;
  /** Months of sales before `asOf` to read (comparables and index cells). */
  months: number;
}

export const CANDIDATE_LIMITS: CandidateLimits = { postcode: 200, street: 30, sector: 40, district: 60, months: 24 };

const TYPES: PropertyType[] = ['D', 'S', 'T', 'F', 'O'];

export function toSale(r: SaleRow): CandidateSale {
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
    lat: r.lat ?? null,
    lng: r.lng ?? null,
  };
}

const toCell = (r: CellRow): MonthCell => ({
  period: r.period,
  propertyType: r.property_type as PropertyType,
  sales: Number(r.sales),
  meanLogPrice: Number(r.mean_log),
  minPrice: Number(r.min_price),
  maxPrice: Number(r.max_price),
});

const toCertificate = (r: {
  postcode: string;
  address: string;
  floor_area: number;
  lodgement_date: string | null;
}): EpcFloorArea => ({
  postcode: r.postcode,
  address: r.address,
  floorAreaM2: Number(r.floor_area),
  lodgementDate: r.lodgement_date,
});

/**
 * Reads the evidence for one valuation. Sales on or after `asOf` are never read. The home's own
 * earlier sales come from the postcode (every year); the derived index reaches back to the month of
 * the home's latest earlier sale when that is older than the comparables' window.
 */
export async function fetchValuationEvidence(
  db: SqlClient,
  subject: Subject,
  limits: CandidateLimits = CANDIDATE_LIMITS,
): Promise<ValuationEvidence> {
  const from = windowStart(subject.asOf, limits.months);
  const [pc, sector, cells, region, centre] = await Promise.all([
    db.query<SaleRow>(CANDIDATE_SQL.postcode, [subject.postcode, subject.asOf, limits.postcode]),
    db.query<SaleRow>(CANDIDATE_SQL.sector, [subject.sector, subject.propertyType, subject.asOf, from, limits.sector]),
    db.query<CellRow>(CANDIDATE_SQL.indexCells, [subject.district, TYPES, subject.asOf, from]),
    db.query<{ region: string }>(CANDIDATE_SQL.region, [subject.postcode]),
    db.query<{ lat: number; lng: number }>(CANDIDATE_SQL.centre, [subject.postcode]),
  ]);
  const at = centre.rows[0] ? { lat: Number(centre.rows[0].lat), lng: Number(centre.rows[0].lng) } : null;
  // The district is the baseline only when the sector is thin: read it only then.
  const sectorStandard = sector.rows.filter((r) => r.category === 'A' || r.category === null).length;
  // Sales at the subject's postcode share its centroid.
  const postcodeSales = pc.rows.map((r) => toSale({ ...r, lat: at?.lat ?? null, lng: at?.lng ?? null }));
  const home = resolveHome(subject, postcodeSales);
  const lastOwnSale = home.sales[0]?.date;
  const indexFrom = lastOwnSale && lastOwnSale < from ? `${monthOf(lastOwnSale)}-01` : from;
  const [district, street, olderCells, hpi, certificates] = await Promise.all([
    sectorStandard < VALUATION_PARAMS.minSectorSales
      ? db.query<SaleRow>(CANDIDATE_SQL.district, [subject.district, subject.propertyType, subject.asOf, from, limits.district])
      : { rows: [] as SaleRow[] },
    home.street
      ? db.query<SaleRow>(CANDIDATE_SQL.street, [
          subject.district,
          home.street,
          subject.propertyType,
          subject.asOf,
          from,
          limits.street,
        ])
      : { rows: [] },
    indexFrom < from ? db.query<CellRow>(CANDIDATE_SQL.indexCells, [subject.district, TYPES, from, indexFrom]) : { rows: [] },
    region.rows[0] ? fetchHpi(db, region.rows[0].region, subject.asOf, indexFrom) : null,
    subject.address?.paon ? db.query<Parameters<typeof toCertificate>[0]>(CANDIDATE_SQL.epc, [[subject.postcode]]) : { rows: [] },
  ]);
  const subjectCertificates = certificates.rows.map(toCertificate);
  const candidates = [...postcodeSales, ...street.rows.map(toSale), ...sector.rows.map(toSale), ...district.rows.map(toSale)];
  const own = home.sales[0] ?? subject.address ?? null;
  if (subjectFloorArea(subject, own, subjectCertificates)) {
    const postcodes = [...new Set(candidates.filter((c) => c.date >= from).map((c) => c.postcode))];
    const others = postcodes.filter((p) => p !== subject.postcode);
    const { rows } =
      others.length > 0 ? await db.query<Parameters<typeof toCertificate>[0]>(CANDIDATE_SQL.epc, [others]) : { rows: [] };
    const all = [...subjectCertificates, ...rows.map(toCertificate)];
    for (const c of candidates) c.floorAreaM2 = matchFloorArea(c, all, subject.asOf);
  }
  return {
    candidates,
    indexCells: [...olderCells.rows, ...cells.rows].map(toCell),
    indexLabel: `postcode district ${subject.district}`,
    hpi,
    subjectCertificates,
    subjectLocation: at,
  };
}

async function fetchHpi(db: SqlClient, regionCode: string, asOf: string, from: string): Promise<IndexSeries | null> {
  const { rows } = await db.query<{ period: string; index_all: number; region_name: string; sales_volume: number | null }>(
    CANDIDATE_SQL.hpi,
    [regionCode, monthOf(asOf), monthOf(windowStart(from, 1))],
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
