import type { ParsedPostcode } from '../../postcode/parse.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { GeographyLevel, PriceStats, SaleRecord, Sourced } from '../types.ts';

const PROPERTY_TYPES: Record<string, string> = {
  D: 'Detached',
  S: 'Semi-detached',
  T: 'Terraced',
  F: 'Flat/maisonette',
  O: 'Other',
};

function propertyTypeName(code: string | null): string {
  return (code && PROPERTY_TYPES[code]) || 'Unknown';
}

/** Median of a sorted-ascending list (mean of the middle two for even lengths, rounded to the pound). */
export function median(sorted: number[]): number {
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}

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

/** Sale price statistics for a postcode sector, district, area or authority; null when there are no sales. */
export async function getPriceStats(
  db: SqlClient,
  scope: { sector?: string; district?: string; area?: string; authorityCode?: string },
): Promise<Sourced<PriceStats> | null> {
  let where: string;
  let value: string;
  let level: GeographyLevel;
  if (scope.sector) [where, value, level] = ['p.sector = $1', scope.sector, 'sector'];
  else if (scope.district) [where, value, level] = ['p.outward = $1', scope.district, 'district'];
  else if (scope.area) [where, value, level] = ["p.outward ~ ('^' || $1 || '[0-9]')", scope.area, 'area'];
  else if (scope.authorityCode)
    [where, value, level] = [
      'p.postcode in (select postcode from open_data.postcodes where laua = $1)',
      scope.authorityCode,
      'authority',
    ];
  else return null;
  const { rows } = await db.query<{ price: number; property_type: string | null; month: string }>(
    `select p.price, p.property_type, to_char(p.transfer_date, 'YYYY-MM') as month from open_data.price_paid p where ${where} and (p.category is null or p.category = 'A')`,
    [value],
  );
  return summarisePrices(rows, { level, code: value });
}

/** One recorded sale as the statistics need it: price, Price Paid property type code and "YYYY-MM". */
export interface PriceRow {
  price: number | string;
  property_type: string | null;
  month: string;
}

/** Median, mean, range, medians by property type and by month of a set of sales; null when there are none. */
export function summarisePrices(
  rows: readonly PriceRow[],
  geography: { level: GeographyLevel; code: string; name?: string },
): Sourced<PriceStats> | null {
  if (rows.length === 0) return null;
  const prices = rows.map((r) => Number(r.price)).sort((a, b) => a - b);
  const byType = new Map<string, number[]>();
  const byMonth = new Map<string, number[]>();
  for (const r of rows) {
    const t = propertyTypeName(r.property_type);
    byType.set(t, [...(byType.get(t) ?? []), Number(r.price)]);
    byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), Number(r.price)]);
  }
  const months = [...byMonth.keys()].sort();
  return {
    value: {
      sales: prices.length,
      medianPrice: median(prices),
      meanPrice: Math.round(prices.reduce((s, p) => s + p, 0) / prices.length),
      minPrice: prices[0] as number,
      maxPrice: prices[prices.length - 1] as number,
      byPropertyType: [...byType]
        .map(([propertyType, list]) => ({ propertyType, sales: list.length, medianPrice: median(list.sort((a, b) => a - b)) }))
        .sort((a, b) => b.sales - a.sales),
      monthly: months.map((m) => ({ period: m, value: median((byMonth.get(m) as number[]).sort((a, b) => a - b)) })),
    },
    provenance: provenance(
      'price_paid',
      {
        ...geography,
        note: 'Standard price-paid transactions (category A) in the imported Price Paid files, which may be a filtered extract; median of recorded sale prices.',
      },
      `${months[0]} to ${months[months.length - 1]}`,
    ),
  };
}
