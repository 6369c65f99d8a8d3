import type { RouteEntry } from './route-types.ts';

function apiDoc(slug: string, title: string, description: string): RouteEntry {
  return { path: `/api-docs/${slug}`, title, description, layout: 'default', section: 'api-docs' };
}

/**
 * API documentation pages: the six the specification names, then one page for each other
 * endpoint of the property API (src/pages/api-docs/[endpoint].astro renders them from the
 * OpenAPI document), so /api-hub stays an index.
 */
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
  apiDoc(
    'postcode',
    'Postcode Geography API',
    'Where a UK postcode is and the ward, neighbourhood, local authority and region that contain it, as JSON.',
  ),
  apiDoc(
    'schools',
    'Schools API',
    'Open schools near a UK postcode as JSON, nearest first, with phase, type and the latest Ofsted rating.',
  ),
  apiDoc(
    'property-age',
    'Property Age API',
    'When homes at a UK postcode were built, from EPC age bands and new-build sales, with the evidence, as JSON.',
  ),
  apiDoc(
    'broadband',
    'Broadband Speed API',
    'Fixed broadband speeds and availability for a UK postcode from Ofcom Connected Nations, as JSON.',
  ),
  apiDoc(
    'mobile-signal',
    'Mobile Signal API',
    'Predicted 4G and 5G mobile coverage for the area around a UK postcode from Ofcom, as JSON.',
  ),
  apiDoc(
    'economic',
    'Economic Data API',
    'Population, earnings, employment, deprivation and council tax for a postcode’s local authority, as JSON.',
  ),
  apiDoc(
    'report',
    'Postcode Report API',
    'Every dataset for one UK postcode in one call: geography, sales, crime, schools, EPC, broadband and more.',
  ),
  apiDoc(
    'report-summary',
    'Postcode Report Summary API',
    'A UK postcode’s scorecard and one line per dataset in about 3 KB of JSON: sized for AI assistants and list views.',
  ),
  apiDoc(
    'address-search',
    'Address Search API',
    'Find UK homes by address as typed, from HM Land Registry sales and EPCs: each with its postcode, last sale, EPC and the query to value it.',
  ),
  apiDoc(
    'sold-prices',
    'Sold Prices API',
    'HM Land Registry prices paid by postcode, sector or street as JSON, newest first, filtered and paged with a cursor.',
  ),
  apiDoc(
    'batch',
    'Batch API',
    'Up to 1,000 property API requests in one background job, each charged as its endpoint, with answers as NDJSON or CSV.',
  ),
  apiDoc(
    'keys',
    'API Keys API',
    'List, create, rotate and revoke your named API keys over the API, signed in as your account, with the dashboard’s rules.',
  ),
];
