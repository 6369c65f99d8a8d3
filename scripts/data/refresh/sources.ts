/**
 * Every official download address the refresh reads, in one list. Configuration overrides any
 * of them (a mirror, a loopback double in tests): DATA_REFRESH_SOURCES holds JSON, inline or in a
 * file, shaped like SOURCE_URLS with only the entries to change, e.g.
 * `{"price-paid": {"base": "https://mirror.example/hmlr/"}}`.
 */
import { existsSync, readFileSync } from 'node:fs';

export const SOURCE_URLS = {
  /** HM Land Registry Price Paid Data on its public bucket: pp-monthly-update-new-version.csv, pp-YYYY.csv. */
  'price-paid': { base: 'http://prod.publicdata.landregistry.gov.uk.s3-website-eu-west-1.amazonaws.com/' },
  /** police.uk: the months with street-level data, and the monthly archive (YYYY-MM.zip). */
  police: {
    dates: 'https://data.police.uk/api/crimes-street-dates',
    archive: 'https://data.police.uk/data/archive/',
  },
  /** ONS Open Geography Portal (ArcGIS Online): item search and item downloads. */
  'ons-portal': {
    search: 'https://www.arcgis.com/sharing/rest/search',
    items: 'https://www.arcgis.com/sharing/rest/content/items/',
  },
  /** Get Information about Schools: the daily extract edubasealldataYYYYMMDD.csv. */
  gias: { base: 'https://ea-edubase-api-prod.azurewebsites.net/edubase/downloads/public/' },
  /** UK House Price Index: the monthly full file UK-HPI-full-file-YYYY-MM.csv. */
  'uk-hpi': { base: 'https://publicdata.landregistry.gov.uk/market-trend-data/house-price-index-data/' },
  /**
   * Nomis, the ONS labour-market statistics API (https://www.nomisweb.co.uk/api/v01/help): its
   * datasets' CSV downloads. `areas` is the geography list asked for: England and the local
   * authority districts (Nomis geography type 432, districts and unitary authorities as of April
   * 2021). Check it against the API's geography list when boundaries change, and override here.
   */
  nomis: { base: 'https://www.nomisweb.co.uk/api/v01/dataset/', areas: 'E92000001,TYPE432' },
  /**
   * MHCLG "Get energy performance of buildings data" (https://get-energy-performance-data.communities.gov.uk,
   * which replaced epc.opendatacommunities.org in 2026): its API's bulk files, `domestic/csv/info`
   * (size and lastUpdated of the monthly full load) and `domestic/csv` (a redirect to the zip).
   * Needs EPC_API_TOKEN, the bearer token on the service's "My account" page (GOV.UK One Login).
   */
  epc: { files: 'https://api.get-energy-performance-data.communities.gov.uk/api/files/' },
  /**
   * Ofcom Connected Nations: the hub page, whose links lead to each report's and update's "data
   * downloads" page, where the fixed broadband postcode files are linked. `pages` (comma-separated)
   * names data-download pages to read as well, for when Ofcom moves its pages about.
   */
  ofcom: {
    index: 'https://www.ofcom.org.uk/research-and-data/multi-sector-research/infrastructure-research/connected-nations',
    pages: '',
  },
  /**
   * GOV.UK Content API (https://content-api.publishing.service.gov.uk/): a page's JSON at
   * /api/content/<path>. The collections list every year's release; a release lists its attachments.
   * Council tax: "Council Tax statistics" collection → "Council Tax levels set by local authorities
   * in England YYYY to YYYY" → Table 9 (Council Tax requirement … all authorities, ODS).
   * Deprivation: "English indices of deprivation" collection → "English indices of deprivation YYYY".
   */
  'gov-uk': {
    content: 'https://www.gov.uk/api/content/',
    councilTax: 'government/collections/council-tax-statistics',
    deprivation: 'government/collections/english-indices-of-deprivation',
  },
} as const;

export type SourceUrls = { [K in keyof typeof SOURCE_URLS]: { [P in keyof (typeof SOURCE_URLS)[K]]: string } };

/** The list with the overrides applied (from DATA_REFRESH_SOURCES unless given). */
export function sourceUrls(overrides: string | undefined = process.env['DATA_REFRESH_SOURCES']): SourceUrls {
  const merged = JSON.parse(JSON.stringify(SOURCE_URLS)) as SourceUrls;
  const text = overrides?.trim();
  if (!text) return merged;
  const parsed = JSON.parse(text.startsWith('{') ? text : existsSync(text) ? readFileSync(text, 'utf8') : '{}') as Record<
    string,
    Record<string, string>
  >;
  for (const [group, urls] of Object.entries(parsed)) {
    const target = (merged as Record<string, Record<string, string>>)[group];
    if (!target)
      throw new Error(`DATA_REFRESH_SOURCES: unknown source group "${group}" (known: ${Object.keys(SOURCE_URLS).join(', ')})`);
    Object.assign(target, urls);
  }
  return merged;
}
