/** What changed in the property API, newest first (shown on /docs/getting-started#changelog). */
export interface ApiChange {
  date: string;
  version: string;
  change: string;
}

export const API_CHANGELOG: readonly ApiChange[] = [
  {
    date: '2026-11-28',
    version: 'v1.2.0',
    change:
      'Free GET /valuation-accuracy (MCP tool valuation_accuracy): the valuation’s walk-forward accuracy per grade, property type, price band and month. Valuation answers gain headline, freshness and rangeCalibration; a valuation whose evidence is more than 18 months old is declined (404, reason stale_evidence).',
  },
  {
    date: '2026-11-26',
    version: 'v1.1.0',
    change:
      'An MCP server at /api/mcp with one tool per endpoint, same key and credits; named keys limited to chosen endpoints with a monthly credit cap, rotated and revoked on /api-keys (new errors endpoint_not_allowed and key_cap_reached); free GET /account/usage and /account/credits and the /api-usage page; /llms.txt, /api/v1/docs.md and generated TypeScript types; Deprecation and Sunset headers from a registry of endpoint versions. Rate limits now count all of an account’s keys together.',
  },
  {
    date: '2026-11-23',
    version: 'v1.0.0',
    change:
      'The property API is live: 13 endpoints (postcode, crime statistics, schools, EPC, property age, broadband, mobile signal, economic data, council tax, full report, house valuation, property valuation, stamp duty), metered per answer, rate-limited per key, with a public sandbox key and an OpenAPI 3.1 document.',
  },
];
