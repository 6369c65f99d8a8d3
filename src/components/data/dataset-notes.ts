/**
 * The official datasets behind the data pages, as the "About this data" panels describe them.
 * Publisher, link, licence and attribution come from the dataset catalogue (src/lib/data/datasets.ts),
 * the same place figures take their provenance from; this file adds what the pages say about
 * each one's geography and our coverage of it.
 */
import { DATASETS, type DatasetId } from '../../lib/data/datasets.ts';

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

type About = Pick<DatasetNote, 'geography' | 'coverage'>;
type Catalogue = Pick<DatasetNote, 'name' | 'publisher' | 'url' | 'licence' | 'attribution'>;

/** A catalogue entry with what the pages say about it; `overrides` where a panel covers a group of datasets. */
function note(id: DatasetId, about: About, overrides: Partial<Catalogue> = {}): DatasetNote {
  const { name, publisher, url, licence, attribution } = DATASETS[id];
  return { name, publisher, url, licence, attribution, ...overrides, ...about };
}

/** The official datasets behind the data pages, with our honest coverage of each. */
export const DATASET_NOTES = {
  postcodes: note(
    'nspl',
    {
      geography: 'Each postcode is placed in its output area, LSOA, ward and local authority.',
      coverage:
        'Trafford (ONSPD February 2025), Wigan (NSPL November 2021) and locations for postcode areas M, LS, BL, OL, SK, WA, CM, CO, SS, RM and IG (NSPL May 2025).',
    },
    { name: 'National Statistics Postcode Lookup (NSPL) and ONS Postcode Directory' },
  ),
  crime: note('police_street_crime', {
    geography:
      'Each crime is placed at an anonymised map point near where it happened and in an LSOA (a neighbourhood of about 1,500 people), never at an exact address.',
    coverage:
      'Greater Manchester Police for June 2016 (all categories), Greater Manchester burglaries February 2016 to January 2019, Essex Police January 2018 and Colchester February to July 2018.',
  }),
  schools: note('gias', {
    geography: 'Each school is placed at its own postcode; distances are straight lines from the postcode you enter.',
    coverage:
      'Trafford (open establishments, derived by Trafford Data Lab) and Leeds (full GIAS extract, to July 2023). Ofsted ratings where GIAS records one.',
  }),
  epc: note(
    'epc_domestic',
    {
      geography: 'Each certificate is for one dwelling at one address; authority totals count lodgements.',
      coverage:
        'Certificates for Blackpool (FY1–FY4, ratings E to G only), a small Mole Valley and Leicester sample, and lodgement totals by rating for every English local authority.',
    },
    { licence: `${DATASETS.epc_domestic.licence} (address fields carry Royal Mail and Ordnance Survey conditions)` },
  ),
  broadband: note('ofcom_broadband', {
    geography:
      'Postcode files give the speeds measured on the lines in each postcode and the share of its premises able to get each service. Where we hold only ward medians of postcode average speeds, the figure describes the ward, not one postcode.',
    coverage:
      'Ward medians for Trafford’s 21 wards, Connected Nations May 2022. Ofcom’s postcode files have not been imported here yet; the importer reads them as published.',
  }),
  mobile: note('ofcom_mobile', {
    geography:
      'Ofcom publishes mobile coverage per local authority (not per postcode): the share of premises predicted to get indoor and outdoor 4G and outdoor 5G from at least one, and from all four, of the networks EE, O2, Three and Vodafone.',
    coverage:
      'Not imported here yet: no Ofcom mobile file is in our data, so the checker says so for every postcode. The importer reads Ofcom’s local-authority files as published.',
  }),
  pricePaid: note('price_paid', {
    geography: 'Each sale is for one address; summaries are medians of the sales in the area shown.',
    coverage:
      'Greater Manchester, all ten districts, sales registered in 2019 — but only sales priced from £150,000 to £325,000 are in our extract, so medians and ranges from it are not representative of all sales.',
  }),
  economy: note(
    'ons_population',
    {
      geography: 'Local authority (some series also for Greater Manchester and England), wards and LSOAs for population.',
      coverage:
        'Deprivation for every English authority; earnings, employment, claimant count and population for Trafford with Greater Manchester and England for comparison.',
    },
    {
      name: 'Population estimates, earnings, employment and deprivation',
      publisher: 'Office for National Statistics, NOMIS and MHCLG',
      url: 'https://www.nomisweb.co.uk/',
      attribution:
        'Source: Office for National Statistics licensed under the OGL v3.0; English Indices of Deprivation 2025 (MHCLG).',
    },
  ),
  councilTax: note('council_tax', {
    geography:
      'Average Band D for the billing authority area; a single home’s charge depends on its band and any parish precept.',
    coverage: 'Every English billing authority, 2022-23 and 2023-24.',
  }),
} satisfies Record<string, DatasetNote>;
