/** What changed in the property API, newest first (shown on /docs/getting-started#changelog). */
export interface ApiChange {
  date: string;
  version: string;
  change: string;
}

export const API_CHANGELOG: readonly ApiChange[] = [
  {
    date: '2026-11-23',
    version: 'v1.0.0',
    change:
      'The property API is live: 13 endpoints (postcode, crime statistics, schools, EPC, property age, broadband, mobile signal, economic data, council tax, full report, house valuation, property valuation, stamp duty), metered per answer, rate-limited per key, with a public sandbox key and an OpenAPI 3.1 document.',
  },
];
