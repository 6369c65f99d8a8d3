import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const EPC_ENDPOINT: ApiEndpointDoc = {
  slug: 'epc',
  name: 'Energy performance certificates',
  method: 'GET',
  path: '/epc',
  summary:
    'Domestic energy performance certificates lodged for a postcode: current and potential ratings, floor area, property type and construction age band.',
  useCases: [
    'Landlords checking a property meets the minimum energy efficiency standard before letting',
    'Lenders and green-mortgage products reading a rating and floor area',
    'Investors estimating a property’s age and retrofit potential',
  ],
  params: [
    {
      name: 'postcode',
      in: 'query',
      type: 'string',
      required: true,
      description: 'A full postcode in England or Wales.',
      example: 'M32 0TH',
    },
    {
      name: 'address',
      in: 'query',
      type: 'string',
      required: false,
      description: 'Part of the address (house number or name) to narrow the results.',
      example: '12',
    },
  ],
  exampleResponse: {
    postcode: 'M32 0TH',
    certificates: [
      {
        address: '12 Example Road',
        lodgement_date: '2024-03-14',
        current_energy_rating: 'D',
        current_energy_efficiency: 62,
        potential_energy_rating: 'B',
        potential_energy_efficiency: 84,
        property_type: 'House',
        built_form: 'Semi-Detached',
        total_floor_area_m2: 86,
        construction_age_band: 'England and Wales: 1930-1949',
        main_fuel: 'mains gas (not community)',
      },
    ],
    source: { name: DATA_SOURCES.epc.name, publisher: DATA_SOURCES.epc.publisher, licence: DATA_SOURCES.epc.licence },
  },
  exampleNote:
    'Shape example: the address and values are illustrative. Ratings follow the real SAP bands (a score of 62 is band D, 84 is band B).',
  fields: [
    {
      name: 'certificates[].lodgement_date',
      type: 'date',
      description: 'When the certificate was lodged. A certificate is valid for 10 years.',
    },
    { name: 'certificates[].current_energy_rating', type: 'string', description: 'Band A to G for the property as assessed.' },
    {
      name: 'certificates[].current_energy_efficiency',
      type: 'integer',
      description: 'SAP score behind the band: A is 92 or more, G is 1 to 20.',
    },
    {
      name: 'certificates[].potential_energy_rating',
      type: 'string',
      description: 'The band the assessor thinks is achievable with the recommended improvements.',
    },
    { name: 'certificates[].total_floor_area_m2', type: 'number', description: 'Total internal floor area in square metres.' },
    {
      name: 'certificates[].construction_age_band',
      type: 'string',
      description: 'The assessor’s estimate of when the property was built, as a range.',
    },
  ],
  creditCost: 1,
  sources: [DATA_SOURCES.epc],
  caveats: [
    'Only homes sold, let or built since EPCs were introduced in 2007–2008 have a certificate. Results are newest first and include older certificates for the same home.',
    'The age band is an assessor’s estimate, often made without documents, so treat it as a range, not a build date.',
    'England and Wales only. Scotland keeps a separate register.',
  ],
  relatedTools: ['/epc-search', '/epc-register-search', '/check-property-age'],
};
