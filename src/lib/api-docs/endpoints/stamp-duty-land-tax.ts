import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const STAMP_DUTY_ENDPOINT: ApiEndpointDoc = {
  slug: 'stamp-duty-land-tax',
  name: 'Stamp Duty Land Tax',
  summary:
    'The property transaction tax on a residential purchase, band by band, using the rules in force on the completion date: SDLT in England and Northern Ireland, LBTT in Scotland and LTT in Wales.',
  useCases: [
    'Mortgage brokers and comparison sites quoting total purchase costs',
    'Conveyancers double-checking a completion statement',
    'Investment tools that need the surcharge for additional dwellings',
  ],
  sources: [
    DATA_SOURCES.sdltRates,
    {
      name: 'Land and Buildings Transaction Tax',
      publisher: 'Revenue Scotland',
      licence: 'Open Government Licence v3.0',
      url: 'https://revenue.scot/taxes/land-buildings-transaction-tax',
    },
    {
      name: 'Land Transaction Tax',
      publisher: 'Welsh Revenue Authority',
      licence: 'Open Government Licence v3.0',
      url: 'https://www.gov.wales/land-transaction-tax-guide',
    },
  ],
  caveats: [
    'Residential purchases of a single dwelling only: mixed-use and non-residential property, leases with rent, linked transactions and reliefs are not covered.',
    'Companies buying a home for more than £500,000 may pay a flat 17% instead; the API does not model it.',
    'Always confirm the figure with HMRC’s own calculator or a conveyancer before you pay: the buyer is responsible for the return.',
  ],
  relatedTools: ['/stampdutycalculator', '/buy-to-let-flip-calculator', '/property-deal-analyser'],
};
