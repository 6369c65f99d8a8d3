import type { Config } from '@netlify/functions';
import { searchEpc } from '../src/lib/data/queries/epc.ts';
import { postcodeHandler } from './_shared/data-handler.ts';
import { addressQuery } from '../src/lib/api/v1/schemas/queries.ts';

/** GET /api/data/epc?postcode=… → { geography, epc } — domestic EPCs for the postcode (optional ?address= filter). */
export default postcodeHandler({
  name: 'data-epc',
  path: '/api/data/epc',
  query: addressQuery,
  service: 'epc-search',
  allowUnknownGeography: true,
  answer: async ({ db, postcode, geography, query }) => {
    const address = query.address || undefined;
    const epc = await searchEpc(db, postcode, address ? { address } : {});
    if (!geography && epc.total === 0) return null;
    return { geography, epc };
  },
});

export const config: Config = { path: '/api/data/epc' };
