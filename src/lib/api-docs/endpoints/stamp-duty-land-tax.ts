import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

/**
 * The example response: £300,000 home in England, completing on 1 June 2025, buyer not a first-time buyer
 * and not buying an additional dwelling. SDLT residential rates from 1 April 2025 (HMRC):
 * 0% to £125,000, 2% to £250,000, 5% to £925,000. Tax = £0 + £2,500 + £2,500 = £5,000.
 */
const EXAMPLE_BANDS = [
  { from_gbp: 0, to_gbp: 125000, rate_percent: 0, taxable_gbp: 125000, tax_gbp: 0 },
  { from_gbp: 125000, to_gbp: 250000, rate_percent: 2, taxable_gbp: 125000, tax_gbp: 2500 },
  { from_gbp: 250000, to_gbp: 925000, rate_percent: 5, taxable_gbp: 50000, tax_gbp: 2500 },
];

export const STAMP_DUTY_ENDPOINT: ApiEndpointDoc = {
  slug: 'stamp-duty-land-tax',
  name: 'Stamp Duty Land Tax',
  method: 'GET',
  path: '/stamp-duty',
  summary:
    'The property transaction tax on a residential purchase, band by band, using the rules in force on the completion date: SDLT in England and Northern Ireland, LBTT in Scotland and LTT in Wales.',
  useCases: [
    'Mortgage brokers and comparison sites quoting total purchase costs',
    'Conveyancers double-checking a completion statement',
    'Investment tools that need the surcharge for additional dwellings',
  ],
  params: [
    {
      name: 'price',
      in: 'query',
      type: 'integer',
      required: true,
      description: 'The purchase price in whole pounds.',
      example: 300000,
    },
    {
      name: 'completion_date',
      in: 'query',
      type: 'date',
      required: true,
      description: 'YYYY-MM-DD. Tax depends on the rules in force on the effective date, usually completion.',
      example: '2025-06-01',
    },
    {
      name: 'location',
      in: 'query',
      type: 'string',
      required: true,
      description: 'england, northern-ireland, scotland or wales.',
      example: 'england',
    },
    {
      name: 'buyer',
      in: 'query',
      type: 'string',
      required: false,
      description: 'standard (default), first-time or additional (a second home or buy-to-let, which pays the higher rates).',
      example: 'standard',
    },
    {
      name: 'non_resident',
      in: 'query',
      type: 'boolean',
      required: false,
      description: 'true if the buyer is not UK resident for SDLT purposes (England and Northern Ireland only). Default false.',
      example: false,
    },
  ],
  exampleResponse: {
    tax: 'SDLT',
    location: 'england',
    price_gbp: 300000,
    completion_date: '2025-06-01',
    buyer: 'standard',
    rules_from: '2025-04-01',
    bands: EXAMPLE_BANDS,
    total_tax_gbp: EXAMPLE_BANDS.reduce((sum, band) => sum + band.tax_gbp, 0),
    effective_rate_percent: 1.67,
  },
  exampleNote:
    'A real calculation: a £300,000 home in England completing after 1 April 2025, bought by someone who is not a first-time buyer and is not buying an additional home, pays £5,000 (0% on the first £125,000, 2% on the next £125,000 = £2,500, 5% on the remaining £50,000 = £2,500).',
  fields: [
    { name: 'tax', type: 'string', description: 'SDLT, LBTT or LTT, depending on location.' },
    { name: 'rules_from', type: 'date', description: 'The date the rates used came into force.' },
    { name: 'bands[]', type: 'array', description: 'Each slice of the price, its rate and the tax on it.' },
    { name: 'total_tax_gbp', type: 'integer', description: 'Tax due in pounds, rounded down to the pound as HMRC does.' },
    {
      name: 'effective_rate_percent',
      type: 'number',
      description: 'Total tax as a percentage of the price, to two decimal places.',
    },
  ],
  creditCost: 1,
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
