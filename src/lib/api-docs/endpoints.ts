import type { ApiEndpointDoc } from './types.ts';
import { COUNCIL_TAX_ENDPOINT } from './endpoints/council-tax.ts';
import { CRIME_STATISTICS_ENDPOINT } from './endpoints/crime-statistics.ts';
import { EPC_ENDPOINT } from './endpoints/epc.ts';
import { HOUSE_VALUATION_ENDPOINT } from './endpoints/house-valuation.ts';
import { PROPERTY_VALUATION_ENDPOINT } from './endpoints/property-valuation.ts';
import { STAMP_DUTY_ENDPOINT } from './endpoints/stamp-duty-land-tax.ts';

/** Every endpoint of the property API, in the order the API hub lists them. One source of truth for the docs pages. */
export const API_ENDPOINTS: readonly ApiEndpointDoc[] = [
  STAMP_DUTY_ENDPOINT,
  HOUSE_VALUATION_ENDPOINT,
  PROPERTY_VALUATION_ENDPOINT,
  CRIME_STATISTICS_ENDPOINT,
  EPC_ENDPOINT,
  COUNCIL_TAX_ENDPOINT,
];

/** The endpoint documented at /api-docs/{slug}; throws at build time for an unknown slug. */
export function endpointBySlug(slug: string): ApiEndpointDoc {
  const endpoint = API_ENDPOINTS.find((e) => e.slug === slug);
  if (!endpoint) throw new Error(`No API endpoint documented for ${slug}`);
  return endpoint;
}
