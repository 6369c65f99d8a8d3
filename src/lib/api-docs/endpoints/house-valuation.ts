import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const HOUSE_VALUATION_ENDPOINT: ApiEndpointDoc = {
  slug: 'house-valuation',
  name: 'House valuation',
  method: 'GET',
  path: '/house-valuation',
  summary:
    'A quick estimate of what a home of a given type is worth at a postcode today, from nearby Land Registry sales brought up to date with the UK House Price Index.',
  useCases: [
    'Homeowners and buyers sense-checking an asking price',
    'Agents preparing for a valuation appointment',
    'Apps that show an indicative value next to a saved search',
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
      name: 'property_type',
      in: 'query',
      type: 'string',
      required: true,
      description: 'One of detached, semi-detached, terraced or flat (the Land Registry property types).',
      example: 'terraced',
    },
  ],
  exampleResponse: {
    postcode: 'M32 0TH',
    property_type: 'terraced',
    estimate_gbp: 250000,
    range_gbp: { low: 230000, high: 270000 },
    comparables_used: 18,
    confidence: 'medium',
    index: { area: 'Trafford', latest_month: '2026-08' },
  },
  exampleNote: 'Shape example: the estimate, range and counts are illustrative, not a valuation of any home at this postcode.',
  fields: [
    { name: 'estimate_gbp', type: 'integer', description: 'The central estimate in pounds, rounded to the nearest £1,000.' },
    {
      name: 'range_gbp',
      type: 'object',
      description: 'A low and high figure; the wider the spread of the comparables, the wider the range.',
    },
    {
      name: 'comparables_used',
      type: 'integer',
      description: 'How many nearby sales of the same property type went into the estimate.',
    },
    {
      name: 'confidence',
      type: 'string',
      description: 'high, medium or low, from the number of comparables and how closely they agree.',
    },
    {
      name: 'index.latest_month',
      type: 'string',
      description: 'The latest UK HPI month used to bring older sale prices up to date.',
    },
  ],
  creditCost: 1,
  sources: [DATA_SOURCES.pricePaid, DATA_SOURCES.ukHpi, DATA_SOURCES.postcodes],
  caveats: [
    'An automated estimate does not see the home: condition, extensions, plot size and views are not in the data.',
    'Price Paid Data covers sales in England and Wales registered with HM Land Registry; it does not record bedrooms or floor area.',
    'The UK HPI is published about two months in arrears, so the newest months of movement are not yet reflected.',
    'Not a mortgage valuation or a RICS Red Book valuation.',
  ],
  relatedTools: ['/instantpropertyvaluation', '/valuation', '/postcode-data'],
};
