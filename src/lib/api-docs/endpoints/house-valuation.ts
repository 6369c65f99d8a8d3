import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const HOUSE_VALUATION_ENDPOINT: ApiEndpointDoc = {
  slug: 'house-valuation',
  name: 'House valuation',
  summary:
    'A quick estimate of what a home of a given type is worth at a postcode today, from nearby Land Registry sales brought up to date with the UK House Price Index.',
  useCases: [
    'Homeowners and buyers sense-checking an asking price',
    'Agents preparing for a valuation appointment',
    'Apps that show an indicative value next to a saved search',
  ],
  sources: [DATA_SOURCES.pricePaid, DATA_SOURCES.ukHpi, DATA_SOURCES.postcodes],
  caveats: [
    'An automated estimate does not see the home: condition, extensions, plot size and views are not in the data.',
    'Price Paid Data covers sales in England and Wales registered with HM Land Registry; it does not record bedrooms or floor area.',
    'The UK HPI is published about two months in arrears, so the newest months of movement are not yet reflected.',
    'Not a mortgage valuation or a RICS Red Book valuation.',
  ],
  relatedTools: ['/instantpropertyvaluation', '/valuation', '/postcode-data'],
};
