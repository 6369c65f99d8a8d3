import type { RouteEntry } from './route-types.ts';

function apiDoc(slug: string, title: string, description: string): RouteEntry {
  return { path: `/api-docs/${slug}`, title, description, layout: 'default', section: 'api-docs' };
}

/** API documentation pages. */
export const API_DOC_ROUTES: RouteEntry[] = [
  apiDoc(
    'council-tax',
    'Council Tax API',
    'Council tax band charges by local authority through one JSON API call, with sources and as-of dates.',
  ),
  apiDoc(
    'crime-statistics',
    'Crime Statistics API',
    'Street-level crime by postcode from police.uk as JSON: categories, monthly trend and geography.',
  ),
  apiDoc('epc', 'EPC API', 'Energy performance certificates by postcode as JSON: ratings, floor area and construction age band.'),
  apiDoc(
    'house-valuation',
    'House Valuation API',
    'Estimate a house’s value by postcode and property type from Land Registry sales and the house price index.',
  ),
  apiDoc(
    'property-valuation',
    'Property Valuation API',
    'Automated property valuations for lenders, agents and platforms, with comparables and confidence.',
  ),
  apiDoc(
    'stamp-duty-land-tax',
    'Stamp Duty Land Tax API',
    'Calculate SDLT, LBTT and LTT by API with the rules in force on any completion date.',
  ),
];
