import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const EPC_ENDPOINT: ApiEndpointDoc = {
  slug: 'epc',
  name: 'Energy performance certificates',
  summary:
    'Domestic energy performance certificates lodged for a postcode: current and potential ratings, floor area, property type and construction age band.',
  useCases: [
    'Landlords checking a property meets the minimum energy efficiency standard before letting',
    'Lenders and green-mortgage products reading a rating and floor area',
    'Investors estimating a property’s age and retrofit potential',
  ],
  sources: [DATA_SOURCES.epc],
  caveats: [
    'Only homes sold, let or built since EPCs were introduced in 2007–2008 have a certificate. Results are newest first and include older certificates for the same home.',
    'The age band is an assessor’s estimate, often made without documents, so treat it as a range, not a build date.',
    'England and Wales only. Scotland keeps a separate register.',
  ],
  relatedTools: ['/epc-search', '/epc-register-search', '/check-property-age'],
};
