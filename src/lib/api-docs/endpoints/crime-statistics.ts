import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

export const CRIME_STATISTICS_ENDPOINT: ApiEndpointDoc = {
  slug: 'crime-statistics',
  name: 'Crime statistics',
  summary:
    'Street-level crime recorded near a postcode, from police.uk: totals by category and by month for the months you ask for.',
  useCases: [
    'Buyers and tenants comparing streets before a viewing',
    'Insurers and lenders adding a local-risk signal to a postcode',
    'Agents and portals showing neighbourhood context on a listing page',
  ],
  sources: [DATA_SOURCES.policeUk, DATA_SOURCES.postcodes],
  caveats: [
    'police.uk moves each crime to an anonymised point on or near the street where it happened, so counts near a boundary are approximate.',
    'Data is published monthly, usually one to two months after the month it covers.',
    'Counts are not rates: busy town centres record more crime because more people pass through, not only because more people live there.',
    'Scotland is not included: Police Scotland does not publish street-level data to police.uk.',
  ],
  relatedTools: ['/postcode-crime-check', '/crime-rates', '/postcode-data'],
};
