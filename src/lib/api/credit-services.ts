/**
 * The services a credit can be spent on (POST /api/deduct-credit `{ service }`).
 * One entry per paid feature (the signed-in research and evaluate tools, AI
 * staging and the documented property APIs). Each deduction costs 1 credit.
 * Adding a service is a one-line change here; the handler and its tests read this list.
 */
export const CREDIT_SERVICES = [
  // Research data checkers
  'postcode-crime',
  'mobile-signal',
  'broadband-speed',
  'schools',
  'economic-data',
  'postcode-data',
  'local-data',
  'property-age',
  'epc-search',
  // Evaluation tools
  'valuation',
  'deal-analyser',
  // AI design
  'ai-staging',
  // Property APIs
  'api-council-tax',
  'api-crime-statistics',
  'api-epc',
  'api-house-valuation',
  'api-property-valuation',
  'api-stamp-duty-land-tax',
  // Property API v1 endpoints beyond the six documentation pages
  'api-postcode',
  'api-schools',
  'api-property-age',
  'api-broadband',
  'api-mobile-signal',
  'api-economic',
  'api-report',
  'api-sold-prices',
  'api-report-summary',
  'api-address-search',
] as const;

export type CreditService = (typeof CREDIT_SERVICES)[number];
