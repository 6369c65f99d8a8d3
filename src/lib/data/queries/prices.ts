import type { ParsedPostcode } from '../../postcode/parse.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { PriceStats, SaleRecord, Sourced } from '../types.ts';
import { getPlacePriceStats, propertyTypeName } from './price-stats.ts';

interface SaleRow {
  transaction_id: string;
  price: number;
  transfer_date: string;
  postcode: string;
  property_type: string | null;
  new_build: boolean;
  tenure: string | null;
  paon: string | null;
  saon: string | null;
  street: string | null;
  town: string | null;
  district: string | null;
}

/** Recorded sales (Price Paid Data) at a postcode, newest first. */
export async function getSalesForPostcode(db: SqlClient, postcode: ParsedPostcode): Promise<Sourced<SaleRecord[]>> {
  const { rows } = await db.query<SaleRow>(
    `select transaction_id, price, to_char(transfer_date, 'YYYY-MM-DD') as transfer_date, postcode, property_type, new_build, tenure, paon, saon, street, town, district
     from open_data.price_paid where postcode = $1 order by transfer_date desc, transaction_id`,
    [postcode.postcode],
  );
  const value = rows.map((r) => ({
    transactionId: r.transaction_id,
    price: Number(r.price),
    date: r.transfer_date,
    postcode: r.postcode,
    propertyType: propertyTypeName(r.property_type),
    newBuild: r.new_build,
    tenure: r.tenure === 'F' ? 'Freehold' : r.tenure === 'L' ? 'Leasehold' : r.tenure,
    address: [r.saon, r.paon, r.street, r.town].filter(Boolean).join(', '),
    district: r.district,
  }));
  return {
    value,
    provenance: provenance('price_paid', { level: 'postcode', code: postcode.postcode }, rows[0]?.transfer_date ?? null),
  };
}

/**
 * Sale price statistics for a postcode sector, district, area or authority, read from the
 * aggregates built at import (price-stats.ts); null when there are no sales.
 */
export async function getPriceStats(
  db: SqlClient,
  scope: { sector?: string; district?: string; area?: string; authorityCode?: string },
): Promise<Sourced<PriceStats> | null> {
  if (scope.sector) return getPlacePriceStats(db, 'sector', scope.sector);
  if (scope.district) return getPlacePriceStats(db, 'district', scope.district);
  if (scope.area) return getPlacePriceStats(db, 'area', scope.area);
  if (scope.authorityCode) return getPlacePriceStats(db, 'authority', scope.authorityCode);
  return null;
}
