/**
 * How often each publisher releases a dataset, in words, for the "Next release" line of
 * /data-sources when the data refresh has no due day for it (docs/decisions/data-refresh.md: the
 * refresh fetches Price Paid, police.uk, the ONS postcode files, GIAS and the UK HPI; the others
 * are loaded by hand when a new edition appears).
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
