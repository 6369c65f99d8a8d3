import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

/** Illustrative comparable: a sale indexed to today by the ratio of UK HPI values (latest ÷ at sale). */
const COMPARABLE = { price: 265000, indexAtSale: 120, indexLatest: 132 };

export const PROPERTY_VALUATION_ENDPOINT: ApiEndpointDoc = {
  slug: 'property-valuation',
  name: 'Property valuation with comparables',
  method: 'POST',
  path: '/property-valuation',
  summary:
    'A fuller automated valuation for one property: the estimate and range, every comparable sale used, and how each was brought up to date with the UK House Price Index.',
  useCases: [
    'Lenders and brokers pre-screening a case before instructing a surveyor',
    'Agents and platforms showing the evidence behind a figure',
    'Investors checking a purchase price against recent local sales',
  ],
  params: [
    {
      name: 'postcode',
      in: 'body',
      type: 'string',
      required: true,
      description: 'A full postcode in England or Wales.',
      example: 'M32 0TH',
    },
    {
      name: 'property_type',
      in: 'body',
      type: 'string',
      required: true,
      description: 'detached, semi-detached, terraced or flat.',
      example: 'semi-detached',
    },
    {
      name: 'tenure',
      in: 'body',
      type: 'string',
      required: false,
      description: 'freehold or leasehold, to prefer comparables with the same tenure.',
      example: 'freehold',
    },
    {
      name: 'last_sale_price_gbp',
      in: 'body',
      type: 'integer',
      required: false,
      description: 'The property’s own last sale price, if known; it is indexed and weighed with the comparables.',
      example: 240000,
    },
    {
      name: 'last_sale_date',
      in: 'body',
      type: 'date',
      required: false,
      description: 'The date of that sale, YYYY-MM-DD.',
      example: '2019-07-26',
    },
  ],
  exampleResponse: {
    postcode: 'M32 0TH',
    property_type: 'semi-detached',
    estimate_gbp: 290000,
    range_gbp: { low: 270000, high: 310000 },
    confidence: 'medium',
    comparables: [
      {
        address: '3 Example Avenue',
        sale_date: '2023-05-19',
        price_gbp: COMPARABLE.price,
        distance_m: 420,
        hpi_at_sale: COMPARABLE.indexAtSale,
        hpi_latest: COMPARABLE.indexLatest,
        indexed_price_gbp: (COMPARABLE.price * COMPARABLE.indexLatest) / COMPARABLE.indexAtSale,
      },
    ],
    method: 'Median of comparable sales indexed to the latest UK HPI month for the area and property type',
  },
  exampleNote:
    'Shape example: addresses, prices and index values are illustrative. The arithmetic is real: £265,000 × 132 ÷ 120 = £291,500. A real response lists every comparable used.',
  fields: [
    { name: 'comparables[].price_gbp', type: 'integer', description: 'The price recorded by HM Land Registry.' },
    {
      name: 'comparables[].hpi_at_sale',
      type: 'number',
      description: 'UK HPI index value for the area and property type in the month of sale.',
    },
    {
      name: 'comparables[].indexed_price_gbp',
      type: 'integer',
      description: 'price × hpi_latest ÷ hpi_at_sale: the sale price brought up to date.',
    },
    {
      name: 'comparables[].distance_m',
      type: 'integer',
      description: 'Straight-line distance between postcode centres, in metres.',
    },
    { name: 'method', type: 'string', description: 'How the estimate was formed from the indexed comparables.' },
  ],
  creditCost: 1,
  sources: [DATA_SOURCES.pricePaid, DATA_SOURCES.ukHpi, DATA_SOURCES.postcodes],
  caveats: [
    'Automated estimates cannot see condition, improvements or problems such as short leases or cladding.',
    'Only standard-price residential sales are used as comparables; repossessions and transfers to companies are excluded.',
    'Not a substitute for a surveyor’s valuation where a lender or the law requires one.',
  ],
  relatedTools: ['/instantpropertyvaluation', '/valuation', '/property-deal-analyser'],
};
