import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const CRIME_STATISTICS_ENDPOINT: ApiEndpointDoc = {
  slug: 'crime-statistics',
  name: 'Crime statistics',
  method: 'GET',
  path: '/crime',
  summary:
    'Street-level crime recorded near a postcode, from police.uk: totals by category and by month for the months you ask for.',
  useCases: [
    'Buyers and tenants comparing streets before a viewing',
    'Insurers and lenders adding a local-risk signal to a postcode',
    'Agents and portals showing neighbourhood context on a listing page',
  ],
  params: [
    {
      name: 'postcode',
      in: 'query',
      type: 'string',
      required: true,
      description: 'A full UK postcode in England, Wales or Northern Ireland.',
      example: 'M32 0TH',
    },
    {
      name: 'months',
      in: 'query',
      type: 'integer',
      required: false,
      description: 'How many of the latest published months to include, 1 to 12. Default 12.',
      example: 3,
    },
  ],
  exampleResponse: {
    postcode: 'M32 0TH',
    centre: { lat: 53.458999, lng: -2.287483 },
    area: 'Within one mile of the postcode centre',
    months: ['2026-06', '2026-07', '2026-08'],
    total: 300,
    by_category: [
      { category: 'violent-crime', label: 'Violence and sexual offences', count: 90 },
      { category: 'anti-social-behaviour', label: 'Anti-social behaviour', count: 80 },
      { category: 'other', label: 'All other categories', count: 130 },
    ],
    by_month: [
      { month: '2026-06', count: 100 },
      { month: '2026-07', count: 95 },
      { month: '2026-08', count: 105 },
    ],
    source: {
      name: DATA_SOURCES.policeUk.name,
      publisher: DATA_SOURCES.policeUk.publisher,
      licence: DATA_SOURCES.policeUk.licence,
    },
  },
  exampleNote:
    'Shape example: the counts are illustrative round numbers, not real figures for this postcode. The centre is the postcode’s real ONS coordinate. A real response lists every police.uk category separately.',
  fields: [
    {
      name: 'centre',
      type: 'object',
      description: 'Latitude and longitude of the postcode centre from the ONS postcode lookup.',
    },
    { name: 'months[]', type: 'string', description: 'The months counted, as YYYY-MM, oldest first.' },
    {
      name: 'total',
      type: 'integer',
      description: 'All crimes and anti-social behaviour incidents recorded in the area over those months.',
    },
    { name: 'by_category[]', type: 'array', description: 'Count per police.uk crime category, largest first.' },
    { name: 'by_month[]', type: 'array', description: 'Count per month, to show a trend.' },
  ],
  creditCost: 1,
  sources: [DATA_SOURCES.policeUk, DATA_SOURCES.postcodes],
  caveats: [
    'police.uk moves each crime to an anonymised point on or near the street where it happened, so counts near a boundary are approximate.',
    'Data is published monthly, usually one to two months after the month it covers.',
    'Counts are not rates: busy town centres record more crime because more people pass through, not only because more people live there.',
    'Scotland is not included: Police Scotland does not publish street-level data to police.uk.',
  ],
  relatedTools: ['/postcode-crime-check', '/crime-rates', '/postcode-data'],
};
