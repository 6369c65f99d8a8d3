/**
 * The property API v1: every endpoint, its query and answer schemas, its cost and an example.
 * One source of truth: the function validates and shapes with these schemas, the OpenAPI document
 * is generated from them, and the docs pages render that document.
 */
import type { z } from 'zod';
import { CREDIT_COSTS } from '../../site/plans.ts';
import type { CreditService } from '../credit-services.ts';
import { withFields } from './fields.ts';
import { houseValuation, councilTax, propertyValuation, stampDuty } from './schemas/answers.ts';
import { postcodeGeography } from './schemas/common.ts';
import {
  addressSearch,
  broadband,
  crimeSummary,
  economicIndicators,
  epcSearch,
  mobile,
  postcodeReport,
  propertyAge,
  reportSummary,
  schoolsNear,
  soldPrices,
} from './schemas/data.ts';
import {
  addressQuery,
  addressSearchQuery,
  crimeQuery,
  epcQuery,
  postcodeQuery,
  schoolsQuery,
  soldPricesQuery,
  stampDutyQuery,
  valuationQuery,
} from './schemas/queries.ts';

export type EndpointId =
  | 'postcode'
  | 'crime-statistics'
  | 'schools'
  | 'epc'
  | 'property-age'
  | 'broadband'
  | 'mobile-signal'
  | 'economic'
  | 'council-tax'
  | 'report'
  | 'house-valuation'
  | 'property-valuation'
  | 'stamp-duty'
  | 'sold-prices'
  | 'report-summary'
  | 'address-search';

export type EndpointTag = 'Postcode data' | 'Valuation' | 'Tax';

export interface V1Endpoint {
  id: EndpointId;
  /** Below /api/v1. */
  path: `/${string}`;
  name: string;
  summary: string;
  tag: EndpointTag;
  /** Credits a successful answer costs (from CREDIT_COSTS, the one price list). */
  cost: number;
  query: z.ZodObject;
  data: z.ZodType;
  /** The example request's query (sample postcodes the sandbox key answers for). */
  example: Record<string, string>;
  /** The /api-docs/{slug} page (SPEC's six) or null for endpoints documented on /api-hub only. */
  docsSlug: string | null;
  /** Credit service the ledger records the charge under. */
  service: CreditService;
}

const data = CREDIT_COSTS.apiCall;

const ENDPOINTS: readonly V1Endpoint[] = [
  {
    id: 'postcode',
    path: '/postcode',
    name: 'Postcode geography',
    summary: 'Where a postcode is (ONS centroid) and the ward, LSOA, MSOA, local authority, region and country that contain it.',
    tag: 'Postcode data',
    cost: data,
    query: postcodeQuery,
    data: postcodeGeography,
    example: { postcode: 'M33 2AU' },
    docsSlug: null,
    service: 'api-postcode',
  },
  {
    id: 'crime-statistics',
    path: '/crime-statistics',
    name: 'Crime statistics',
    summary:
      'Street-level crime recorded by police.uk around a postcode: total, by category and by month, with the months covered.',
    tag: 'Postcode data',
    cost: data,
    query: crimeQuery,
    data: crimeSummary,
    example: { postcode: 'M33 2AU', radius: '500' },
    docsSlug: 'crime-statistics',
    service: 'api-crime-statistics',
  },
  {
    id: 'schools',
    path: '/schools',
    name: 'Schools near a postcode',
    summary: 'Open schools within a radius, nearest first, with phase, type, age range, capacity and the latest Ofsted rating.',
    tag: 'Postcode data',
    cost: data,
    query: schoolsQuery,
    data: schoolsNear,
    example: { postcode: 'M33 2AU', radius: '1600' },
    docsSlug: null,
    service: 'api-schools',
  },
  {
    id: 'epc',
    path: '/epc',
    name: 'Energy performance certificates',
    summary:
      'Domestic EPCs lodged for a postcode (optionally one address), newest first, a page at a time: ratings, efficiency, floor area, age band and fuel.',
    tag: 'Postcode data',
    cost: data,
    query: epcQuery,
    data: epcSearch,
    example: { postcode: 'FY2 0EJ', limit: '5' },
    docsSlug: 'epc',
    service: 'api-epc',
  },
  {
    id: 'property-age',
    path: '/property-age',
    name: 'Property age',
    summary: 'When homes at a postcode (or one address) were built, from EPC age bands and new-build sales, with the evidence.',
    tag: 'Postcode data',
    cost: data,
    query: addressQuery,
    data: propertyAge,
    example: { postcode: 'WA14 4YF' },
    docsSlug: null,
    service: 'api-property-age',
  },
  {
    id: 'broadband',
    path: '/broadband',
    name: 'Broadband speed',
    summary:
      'Fixed broadband download speed for the postcode, or for the smallest area that contains it, from Ofcom Connected Nations.',
    tag: 'Postcode data',
    cost: data,
    query: postcodeQuery,
    data: broadband,
    example: { postcode: 'M33 2AU' },
    docsSlug: null,
    service: 'api-broadband',
  },
  {
    id: 'mobile-signal',
    path: '/mobile-signal',
    name: 'Mobile signal',
    summary: 'Predicted 4G and 5G coverage (any network and all four networks) for the area containing the postcode, from Ofcom.',
    tag: 'Postcode data',
    cost: data,
    query: postcodeQuery,
    data: mobile,
    example: { postcode: 'M33 2AU' },
    docsSlug: null,
    service: 'api-mobile-signal',
  },
  {
    id: 'economic',
    path: '/economic',
    name: 'Economic and area data',
    summary:
      'The local authority’s population, earnings, employment, claimants, affordability, GVA, deprivation, council tax and HPI.',
    tag: 'Postcode data',
    cost: data,
    query: postcodeQuery,
    data: economicIndicators.nullable(),
    example: { postcode: 'M33 2AU' },
    docsSlug: null,
    service: 'api-economic',
  },
  {
    id: 'council-tax',
    path: '/council-tax',
    name: 'Council tax',
    summary:
      'Average Band D council tax for the postcode’s billing authority and its area, with bands A to H from the statutory ratios.',
    tag: 'Postcode data',
    cost: data,
    query: postcodeQuery,
    data: councilTax,
    example: { postcode: 'M33 2AU' },
    docsSlug: 'council-tax',
    service: 'api-council-tax',
  },
  {
    id: 'report',
    path: '/report',
    name: 'Full postcode report',
    summary:
      'Every dataset for one postcode in one call: geography, sales, sector prices, crime, schools, EPC, age, broadband, mobile, economy.',
    tag: 'Postcode data',
    cost: data,
    query: postcodeQuery,
    data: postcodeReport,
    example: { postcode: 'M33 2AU' },
    docsSlug: null,
    service: 'api-report',
  },
  {
    id: 'report-summary',
    path: '/report-summary',
    name: 'Postcode report summary',
    summary:
      'The postcode report in about 3 KB, for assistants and list views: where the postcode is, the four scorecard verdicts with their comparisons, one line of figures per dataset and which datasets hold data.',
    tag: 'Postcode data',
    cost: data,
    query: postcodeQuery,
    data: reportSummary,
    example: { postcode: 'M33 2AU' },
    docsSlug: null,
    service: 'api-report-summary',
  },
  {
    id: 'address-search',
    path: '/address-search',
    name: 'Address search',
    summary:
      'Homes matching an address as typed, at its postcode or on its street in a postcode district, from HM Land Registry sales and EPCs: each with its last sale, newest EPC and the query to value it.',
    tag: 'Postcode data',
    cost: data,
    query: addressSearchQuery,
    data: addressSearch,
    example: { q: '43 Poplar Grove, Urmston M41 9BL' },
    docsSlug: null,
    service: 'api-address-search',
  },
  {
    id: 'sold-prices',
    path: '/sold-prices',
    name: 'Sold prices',
    summary:
      'Prices paid (HM Land Registry) at a postcode, in its sector or on a street, newest first, filtered by date, type, tenure and new build, a page at a time with a cursor and the total.',
    tag: 'Postcode data',
    cost: data,
    query: soldPricesQuery,
    data: soldPrices,
    example: { postcode: 'M33 3HJ', scope: 'sector', limit: '5' },
    docsSlug: null,
    service: 'api-sold-prices',
  },
  {
    id: 'house-valuation',
    path: '/house-valuation',
    name: 'House valuation',
    summary:
      'An estimate of what a home is worth from comparable HM Land Registry sales: the figure, an 80% range and a confidence grade.',
    tag: 'Valuation',
    cost: CREDIT_COSTS.valuation,
    query: valuationQuery,
    data: houseValuation,
    example: { postcode: 'M33 3HJ', type: 'semi-detached', tenure: 'freehold' },
    docsSlug: 'house-valuation',
    service: 'api-house-valuation',
  },
  {
    id: 'property-valuation',
    path: '/property-valuation',
    name: 'Property valuation with comparables',
    summary:
      'The full valuation: the estimate, range and grade with every comparable sale, its index adjustment, weight and map position.',
    tag: 'Valuation',
    cost: CREDIT_COSTS.valuation,
    query: valuationQuery,
    data: propertyValuation,
    example: { postcode: 'M33 3HJ', type: 'semi-detached', tenure: 'freehold' },
    docsSlug: 'property-valuation',
    service: 'api-property-valuation',
  },
  {
    id: 'stamp-duty',
    path: '/stamp-duty',
    name: 'Stamp duty (SDLT, LBTT, LTT)',
    summary:
      'The property transaction tax on a residential purchase, band by band, with the rules in force on the completion date.',
    tag: 'Tax',
    cost: data,
    query: stampDutyQuery,
    data: stampDuty,
    example: { price: '300000', completionDate: '2025-06-01', location: 'england', buyer: 'standard' },
    docsSlug: 'stamp-duty-land-tax',
    service: 'api-stamp-duty-land-tax',
  },
];

/** Every endpoint, each query with `fields` for its answer (src/lib/api/v1/fields.ts). */
export const V1_ENDPOINTS: readonly V1Endpoint[] = ENDPOINTS.map((endpoint) => ({
  ...endpoint,
  query: withFields(endpoint.query, endpoint.data),
}));
