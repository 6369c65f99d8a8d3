import type { Config } from '@netlify/functions';
import { estimatePropertyAge } from '../src/lib/data/queries/property-age.ts';
import { postcodeHandler } from './_shared/data-handler.ts';
import { addressQuery } from '../src/lib/api/v1/schemas/queries.ts';

/** GET /api/data/property-age?postcode=… → { geography, age } — when homes at the postcode were built, with the evidence. */
export default postcodeHandler({
  name: 'data-property-age',
  path: '/api/data/property-age',
  query: addressQuery,
  service: 'property-age',
  allowUnknownGeography: true,
  answer: async ({ db, postcode, geography, query }) => {
    const address = query.address || undefined;
    const age = await estimatePropertyAge(db, postcode, address ? { address } : {});
    if (!geography && age.evidence.length === 0) return null;
    return { geography, age };
  },
});

export const config: Config = { path: '/api/data/property-age' };
