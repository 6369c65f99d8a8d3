/**
 * The per-row computation the postcode report and location pages used before the aggregates
 * (src/lib/data/queries/prices.ts at 3f3c554), kept verbatim as the test oracle: the aggregates
 * must give the same figures on the samples.
 */
import { provenance } from '../../src/lib/data/provenance.ts';
import type { GeographyLevel, PriceStats, Sourced } from '../../src/lib/data/types.ts';

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
