/**
 * What a figure from each dataset describes, in plain words, for /data-sources (where the
 * publisher, licence and attribution come from the catalogue in datasets.ts, and what we hold
 * comes from the import record).
 */
import type { DatasetId } from './datasets.ts';

export const DATASET_GEOGRAPHY: Partial<Record<DatasetId, string>> = {
  onspd: 'Places each postcode in its output area, neighbourhood (LSOA), ward and local authority.',
  nspl: 'Places each postcode in its output area, neighbourhood (LSOA), ward and local authority; some files give only its location.',
  gss_names: 'The names of ONS areas by their codes, and which ward and authority each neighbourhood (LSOA) lies in.',
  police_street_crime:
    'Each crime at an anonymised map point near where it happened and in a neighbourhood (LSOA, about 1,500 residents), never at an exact address.',
  police_burglary_points: 'Burglaries at anonymised map points, month by month.',
  police_monthly_counts: 'Records a police force published each month, for its whole area.',
  gias: 'Each school at its own location, with its Ofsted grade where the register records one.',
  epc_domestic: 'One certificate per dwelling at one address.',
  epc_lodgements: 'Certificates lodged in each local authority, by rating.',
  ofcom_broadband: 'Speeds measured on the lines in each postcode, or medians of postcode averages for an area.',
  ofcom_mobile: 'The share of premises in a local authority each network reaches (Ofcom does not publish it per postcode).',
  price_paid: 'One sale at one address; our medians are of the sales in the place shown.',
  ward_median_prices: 'Median sale prices by ward.',
  uk_hpi: 'A house price index for a region, month by month (January 2015 = 100).',
  ons_population: 'Mid-year resident population of an authority, ward or neighbourhood.',
  ons_earnings: 'Median pay of residents of an authority.',
  ons_employment: 'Share of 16 to 64 year olds in work, by authority.',
  ons_claimant_count: 'People claiming unemployment-related benefits, by authority.',
  ons_gva: 'Economic output (gross value added) of an authority.',
  ons_affordability: 'Median house price divided by median annual earnings, by authority.',
  voa_council_tax_bands: 'New homes by council tax band.',
  deprivation: 'Ranks of every English local authority on the Indices of Deprivation.',
  council_tax: 'Average Band D council tax for each billing authority’s area, with precepts.',
};

/** The Open Government Licence v3.0, which covers every dataset we import. */
export const OGL = {
  name: 'Open Government Licence v3.0',
  url: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  summary:
    'You may copy, publish, adapt and use the information, commercially and non-commercially, provided you acknowledge the source with the attribution statement the publisher gives (listed for each dataset below) and link to the licence where possible. The licence grants no right to use a publisher’s logo, and no personal data. Address data in HM Land Registry and EPC records carries Royal Mail and Ordnance Survey conditions set by those publishers.',
} as const;
