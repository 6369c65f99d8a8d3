/**
 * Catalogue of every open dataset the product imports: who publishes it, where the full
 * official files live, its licence and the attribution line to show beside any figure.
 * Importers record the dataset id on each loaded file; queries build provenance from here.
 */
export interface DatasetInfo {
  id: DatasetId;
  name: string;
  /** How a one-line source names it: "police.uk", "HM Land Registry". */
  short: string;
  publisher: string;
  url: string;
  licence: string;
  attribution: string;
}

export type DatasetId =
  | 'onspd'
  | 'nspl'
  | 'gss_names'
  | 'police_street_crime'
  | 'police_burglary_points'
  | 'police_monthly_counts'
  | 'gias'
  | 'epc_domestic'
  | 'epc_lodgements'
  | 'ofcom_broadband'
  | 'ofcom_mobile'
  | 'price_paid'
  | 'ward_median_prices'
  | 'uk_hpi'
  | 'ons_population'
  | 'ons_earnings'
  | 'ons_employment'
  | 'ons_claimant_count'
  | 'ons_gva'
  | 'ons_affordability'
  | 'voa_council_tax_bands'
  | 'deprivation'
  | 'council_tax';

const OGL = 'Open Government Licence v3.0';
const ONS_GEO =
  'Source: Office for National Statistics licensed under the OGL v3.0. Contains OS data © Crown copyright and database right. Contains Royal Mail data © Royal Mail copyright and database right.';
const ONS = 'Source: Office for National Statistics licensed under the Open Government Licence v3.0.';

export const DATASETS: Record<DatasetId, DatasetInfo> = {
  onspd: {
    id: 'onspd',
    short: 'ONS Postcode Directory',
    name: 'ONS Postcode Directory (ONSPD)',
    publisher: 'Office for National Statistics',
    url: 'https://geoportal.statistics.gov.uk/',
    licence: OGL,
    attribution: ONS_GEO,
  },
  nspl: {
    id: 'nspl',
    short: 'ONS postcode lookup',
    name: 'National Statistics Postcode Lookup (NSPL)',
    publisher: 'Office for National Statistics',
    url: 'https://geoportal.statistics.gov.uk/',
    licence: OGL,
    attribution: ONS_GEO,
  },
  gss_names: {
    id: 'gss_names',
    short: 'ONS geography names',
    name: 'ONS geography codes and names',
    publisher: 'Office for National Statistics',
    url: 'https://geoportal.statistics.gov.uk/',
    licence: OGL,
    attribution: ONS,
  },
  police_street_crime: {
    id: 'police_street_crime',
    short: 'police.uk',
    name: 'police.uk street-level crime',
    publisher: 'Home Office / data.police.uk',
    url: 'https://data.police.uk/data/',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (data.police.uk).',
  },
  police_burglary_points: {
    id: 'police_burglary_points',
    short: 'police.uk (burglary)',
    name: 'police.uk street-level burglary points (derived)',
    publisher: 'Home Office / data.police.uk',
    url: 'https://data.police.uk/data/',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (data.police.uk).',
  },
  police_monthly_counts: {
    id: 'police_monthly_counts',
    short: 'police.uk (monthly counts)',
    name: 'police.uk monthly street-level record counts (derived)',
    publisher: 'Home Office / data.police.uk',
    url: 'https://data.police.uk/data/',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (data.police.uk).',
  },
  gias: {
    id: 'gias',
    short: 'DfE schools register',
    name: 'Get Information About Schools (with Ofsted ratings)',
    publisher: 'Department for Education',
    url: 'https://get-information-schools.service.gov.uk/Downloads',
    licence: OGL,
    attribution:
      'Contains public sector information from the Department for Education licensed under the Open Government Licence v3.0.',
  },
  epc_domestic: {
    id: 'epc_domestic',
    short: 'EPC register',
    name: 'Domestic Energy Performance Certificates',
    publisher: 'Ministry of Housing, Communities and Local Government',
    url: 'https://get-energy-performance-data.communities.gov.uk/',
    licence: OGL,
    attribution:
      'Contains EPC data licensed under the Open Government Licence v3.0. Address data © Royal Mail and Ordnance Survey.',
  },
  epc_lodgements: {
    id: 'epc_lodgements',
    short: 'EPC live tables',
    name: 'Energy Performance of Buildings live table D1 (lodgements by rating)',
    publisher: 'Ministry of Housing, Communities and Local Government',
    url: 'https://www.gov.uk/government/statistical-data-sets/live-tables-on-energy-performance-of-buildings-certificates',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.',
  },
  ofcom_broadband: {
    id: 'ofcom_broadband',
    short: 'Ofcom',
    name: 'Ofcom Connected Nations fixed broadband',
    publisher: 'Ofcom',
    url: 'https://www.ofcom.org.uk/research-and-data/multi-sector-research/infrastructure-research/connected-nations',
    licence: OGL,
    attribution: 'Contains Ofcom data licensed under the Open Government Licence v3.0.',
  },
  ofcom_mobile: {
    id: 'ofcom_mobile',
    short: 'Ofcom',
    name: 'Ofcom Connected Nations mobile coverage',
    publisher: 'Ofcom',
    url: 'https://www.ofcom.org.uk/research-and-data/multi-sector-research/infrastructure-research/connected-nations',
    licence: OGL,
    attribution: 'Contains Ofcom data licensed under the Open Government Licence v3.0.',
  },
  price_paid: {
    id: 'price_paid',
    short: 'HM Land Registry',
    name: 'HM Land Registry Price Paid Data',
    publisher: 'HM Land Registry',
    url: 'https://www.gov.uk/government/statistical-data-sets/price-paid-data-downloads',
    licence: OGL,
    attribution:
      'Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the Open Government Licence v3.0.',
  },
  ward_median_prices: {
    id: 'ward_median_prices',
    short: 'HM Land Registry (ward medians)',
    name: 'Ward median property prices (derived from Price Paid Data)',
    publisher: 'HM Land Registry (derived by Trafford Data Lab)',
    url: 'https://github.com/traffordDataLab/open_data',
    licence: OGL,
    attribution:
      'Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the Open Government Licence v3.0.',
  },
  uk_hpi: {
    id: 'uk_hpi',
    short: 'UK House Price Index',
    name: 'UK House Price Index',
    publisher: 'HM Land Registry and ONS',
    url: 'https://landregistry.data.gov.uk/app/ukhpi',
    licence: OGL,
    attribution:
      'Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the Open Government Licence v3.0.',
  },
  ons_population: {
    id: 'ons_population',
    short: 'ONS population',
    name: 'ONS mid-year population estimates',
    publisher: 'Office for National Statistics',
    url: 'https://www.ons.gov.uk/peoplepopulationandcommunity/populationandmigration/populationestimates',
    licence: OGL,
    attribution: ONS,
  },
  ons_earnings: {
    id: 'ons_earnings',
    short: 'ONS earnings (ASHE)',
    name: 'Annual Survey of Hours and Earnings (resident analysis)',
    publisher: 'Office for National Statistics (via Nomis)',
    url: 'https://www.nomisweb.co.uk/',
    licence: OGL,
    attribution: ONS,
  },
  ons_employment: {
    id: 'ons_employment',
    short: 'ONS employment (APS)',
    name: 'Annual Population Survey employment rate',
    publisher: 'Office for National Statistics (via Nomis)',
    url: 'https://www.nomisweb.co.uk/',
    licence: OGL,
    attribution: ONS,
  },
  ons_claimant_count: {
    id: 'ons_claimant_count',
    short: 'ONS claimant count',
    name: 'Claimant Count',
    publisher: 'Office for National Statistics and DWP (via Nomis)',
    url: 'https://www.nomisweb.co.uk/',
    licence: OGL,
    attribution: ONS,
  },
  ons_gva: {
    id: 'ons_gva',
    short: 'ONS GVA',
    name: 'Regional gross value added (balanced) by local authority',
    publisher: 'Office for National Statistics',
    url: 'https://www.ons.gov.uk/economy/grossvalueaddedgva',
    licence: OGL,
    attribution: ONS,
  },
  ons_affordability: {
    id: 'ons_affordability',
    short: 'ONS affordability',
    name: 'House price to workplace-based earnings ratio',
    publisher: 'Office for National Statistics',
    url: 'https://www.ons.gov.uk/peoplepopulationandcommunity/housing',
    licence: OGL,
    attribution: ONS,
  },
  voa_council_tax_bands: {
    id: 'voa_council_tax_bands',
    short: 'VOA',
    name: 'Council Tax stock of properties (new properties by band)',
    publisher: 'Valuation Office Agency',
    url: 'https://www.gov.uk/government/statistics/council-tax-stock-of-properties-2019',
    licence: OGL,
    attribution: 'Contains Valuation Office Agency data licensed under the Open Government Licence v3.0.',
  },
  deprivation: {
    id: 'deprivation',
    short: 'Indices of Deprivation',
    name: 'English Indices of Deprivation 2025',
    publisher: 'Ministry of Housing, Communities and Local Government',
    url: 'https://www.gov.uk/government/collections/english-indices-of-deprivation',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.',
  },
  council_tax: {
    id: 'council_tax',
    short: 'DLUHC council tax',
    name: 'Council Tax levels set by local authorities (Band D)',
    publisher: 'Department for Levelling Up, Housing and Communities',
    url: 'https://www.gov.uk/government/collections/council-tax-statistics',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.',
  },
};
