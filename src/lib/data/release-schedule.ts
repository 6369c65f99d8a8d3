/**
 * How often each publisher releases a dataset, in words, for the "Next release" line of
 * /data-sources when the data refresh has no due day for it: before a source's first check, and
 * for the datasets no fetcher follows (scripts/data/refresh/fetchers/index.ts lists those it
 * does, each with the publisher's cadence in days; docs/decisions/data-refresh-sources.md).
 */
import type { DatasetId } from './datasets.ts';

export const RELEASE_SCHEDULE: Record<DatasetId, string> = {
  onspd: 'Every three months',
  nspl: 'Every three months',
  gss_names: 'When boundaries change, about once a year',
  police_street_crime: 'Monthly, about two months after the month it covers',
  police_burglary_points: 'Monthly, with police.uk street-level crime',
  police_monthly_counts: 'Monthly, with police.uk street-level crime',
  gias: 'Daily (we take it weekly)',
  epc_domestic: 'Monthly',
  epc_lodgements: 'Every three months',
  ofcom_broadband: 'Once or twice a year (Connected Nations)',
  ofcom_mobile: 'Once or twice a year (Connected Nations)',
  price_paid: 'Monthly',
  ward_median_prices: 'Every three months',
  uk_hpi: 'Monthly',
  ons_population: 'Once a year',
  ons_earnings: 'Once a year',
  ons_employment: 'Every three months',
  ons_claimant_count: 'Monthly',
  ons_gva: 'Once a year',
  ons_affordability: 'Once a year',
  voa_council_tax_bands: 'Once a year',
  deprivation: 'Every four to five years (the 2025 edition is the latest)',
  council_tax: 'Once a year, before the tax year starts in April',
};
