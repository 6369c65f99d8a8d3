/** An official dataset as described on a data page. */
export interface DatasetNote {
  name: string;
  publisher: string;
  url: string;
  licence: string;
  attribution: string;
  geography: string;
  coverage: string;
}

const OGL = 'Open Government Licence v3.0';

/** The official datasets behind the data pages, with our honest coverage of each. */
export const DATASET_NOTES = {
  postcodes: {
    name: 'National Statistics Postcode Lookup (NSPL) and ONS Postcode Directory',
    publisher: 'Office for National Statistics',
    url: 'https://geoportal.statistics.gov.uk/',
    licence: OGL,
    attribution:
      'Source: Office for National Statistics licensed under the OGL v3.0. Contains OS data © Crown copyright and database right. Contains Royal Mail data © Royal Mail copyright and database right.',
    geography: 'Each postcode is placed in its output area, LSOA, ward and local authority.',
    coverage:
      'Trafford (ONSPD February 2025), Wigan (NSPL November 2021) and locations for postcode areas M, LS, BL, OL, SK, WA, CM, CO, SS, RM and IG (NSPL May 2025).',
  },
  crime: {
    name: 'Street-level crime',
    publisher: 'Home Office, data.police.uk',
    url: 'https://data.police.uk/data/',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (data.police.uk).',
    geography:
      'Each crime is placed at an anonymised map point near where it happened and in an LSOA (a neighbourhood of about 1,500 people), never at an exact address.',
    coverage:
      'Greater Manchester Police for June 2016 (all categories), Greater Manchester burglaries February 2016 to January 2019, Essex Police January 2018 and Colchester February to July 2018.',
  },
  schools: {
    name: 'Get Information About Schools (GIAS)',
    publisher: 'Department for Education',
    url: 'https://get-information-schools.service.gov.uk/',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (Department for Education).',
    geography: 'Each school is placed at its own postcode; distances are straight lines from the postcode you enter.',
    coverage:
      'Trafford (open establishments, derived by Trafford Data Lab) and Leeds (full GIAS extract, to July 2023). Ofsted ratings where GIAS records one.',
  },
  epc: {
    name: 'Energy Performance of Buildings register (domestic EPCs)',
    publisher: 'Ministry of Housing, Communities and Local Government',
    url: 'https://get-energy-performance-data.communities.gov.uk/',
    licence: `${OGL} (address fields carry Royal Mail and Ordnance Survey conditions)`,
    attribution:
      'Contains public sector information licensed under the Open Government Licence v3.0. Address data © Royal Mail and © Crown copyright.',
    geography: 'Each certificate is for one dwelling at one address; authority totals count lodgements.',
    coverage:
      'Certificates for Blackpool (FY1–FY4, ratings E to G only), a small Mole Valley and Leicester sample, and lodgement totals by rating for every English local authority.',
  },
  broadband: {
    name: 'Connected Nations fixed broadband',
    publisher: 'Ofcom',
    url: 'https://www.ofcom.org.uk/research-and-data/multi-sector-research/infrastructure-research/connected-nations',
    licence: OGL,
    attribution: 'Contains Ofcom data licensed under the Open Government Licence v3.0.',
    geography:
      'Postcode files give the speeds measured on the lines in each postcode and the share of its premises able to get each service. Where we hold only ward medians of postcode average speeds, the figure describes the ward, not one postcode.',
    coverage:
      'Ward medians for Trafford’s 21 wards, Connected Nations May 2022. Ofcom’s postcode files have not been imported here yet; the importer reads them as published.',
  },
  mobile: {
    name: 'Connected Nations mobile coverage',
    publisher: 'Ofcom',
    url: 'https://www.ofcom.org.uk/research-and-data/multi-sector-research/infrastructure-research/connected-nations',
    licence: OGL,
    attribution: 'Contains Ofcom data licensed under the Open Government Licence v3.0.',
    geography:
      'Ofcom publishes mobile coverage per local authority (not per postcode): the share of premises predicted to get indoor and outdoor 4G and outdoor 5G from at least one, and from all four, of the networks EE, O2, Three and Vodafone.',
    coverage:
      'Not imported here yet: no Ofcom mobile file is in our data, so the checker says so for every postcode. The importer reads Ofcom’s local-authority files as published.',
  },
  pricePaid: {
    name: 'Price Paid Data',
    publisher: 'HM Land Registry',
    url: 'https://www.gov.uk/government/statistical-data-sets/price-paid-data-downloads',
    licence: OGL,
    attribution:
      'Contains HM Land Registry data © Crown copyright and database right 2019. This data is licensed under the Open Government Licence v3.0.',
    geography: 'Each sale is for one address; summaries are medians of the sales in the area shown.',
    coverage:
      'Greater Manchester, all ten districts, sales registered in 2019 — but only sales priced from £150,000 to £325,000 are in our extract, so medians and ranges from it are not representative of all sales.',
  },
  economy: {
    name: 'Population estimates, earnings, employment and deprivation',
    publisher: 'Office for National Statistics, NOMIS and MHCLG',
    url: 'https://www.nomisweb.co.uk/',
    licence: OGL,
    attribution:
      'Source: Office for National Statistics licensed under the OGL v3.0; English Indices of Deprivation 2025 (MHCLG).',
    geography: 'Local authority (some series also for Greater Manchester and England), wards and LSOAs for population.',
    coverage:
      'Deprivation for every English authority; earnings, employment, claimant count and population for Trafford with Greater Manchester and England for comparison.',
  },
  councilTax: {
    name: 'Council Tax levels set by local authorities',
    publisher: 'Department for Levelling Up, Housing and Communities',
    url: 'https://www.gov.uk/government/statistics/council-tax-levels-set-by-local-authorities-in-england-2023-to-2024',
    licence: OGL,
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (DLUHC).',
    geography:
      'Average Band D for the billing authority area; a single home’s charge depends on its band and any parish precept.',
    coverage: 'Every English billing authority, 2022-23 and 2023-24.',
  },
} satisfies Record<string, DatasetNote>;
