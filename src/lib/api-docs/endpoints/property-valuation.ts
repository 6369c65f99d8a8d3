import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const PROPERTY_VALUATION_ENDPOINT: ApiEndpointDoc = {
  slug: 'property-valuation',
  name: 'Property valuation with comparables',
  summary:
    'A fuller automated valuation for one property: the estimate and range, every comparable sale used, and how each was brought up to date with the UK House Price Index.',
  useCases: [
    'Lenders and brokers pre-screening a case before instructing a surveyor',
    'Agents and platforms showing the evidence behind a figure',
    'Investors checking a purchase price against recent local sales',
  ],
  sources: [DATA_SOURCES.pricePaid, DATA_SOURCES.ukHpi, DATA_SOURCES.postcodes],
  caveats: [
    'Automated estimates cannot see condition, improvements or problems such as short leases or cladding.',
    'Only standard-price residential sales are used as comparables; repossessions and transfers to companies are excluded.',
    'Not a substitute for a surveyor’s valuation where a lender or the law requires one.',
  ],
  relatedTools: ['/instantpropertyvaluation', '/valuation', '/property-deal-analyser'],
};
