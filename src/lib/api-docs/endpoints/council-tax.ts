import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const COUNCIL_TAX_ENDPOINT: ApiEndpointDoc = {
  slug: 'council-tax',
  name: 'Council tax',
  summary:
    'The council tax a home pays in each band for the local authority that covers a postcode, with the financial year and the published source.',
  useCases: [
    'Landlords and investors adding running costs to a deal appraisal',
    'Portals and agents showing council tax charges on a listing',
    'Lenders and affordability tools that need a realistic monthly outgoing',
  ],
  sources: [DATA_SOURCES.councilTax, DATA_SOURCES.postcodes],
  caveats: [
    'The API gives the charge for each band, not the band of a particular home: the Valuation Office Agency sets that, and you can check it on GOV.UK.',
    'Charges are area averages: a home in a parish with its own precept pays slightly more or less.',
    'Discounts (such as the 25% single person discount) and council tax reduction are not applied.',
    'England only for now. Wales uses bands A to I on 2003 values, Scotland sets its own charges, and Northern Ireland has domestic rates instead of council tax.',
  ],
  relatedTools: ['/economic-data', '/authorities', '/rental-yield-calculator'],
};
