import type { Config } from '@netlify/functions';
import { getBroadbandCoverage } from '../src/lib/data/queries/broadband.ts';
import { postcodeHandler } from './_shared/data-handler.ts';

/** GET /api/data/broadband?postcode=… → { geography, broadband } — fixed broadband speed for the postcode or the area that contains it. */
export default postcodeHandler({
  name: 'data-broadband',
  path: '/api/data/broadband',
  service: 'broadband-speed',
  answer: async ({ db, postcode, geography }) => {
    const broadband = await getBroadbandCoverage(db, postcode, geography);
    return broadband && { geography, broadband };
  },
});

export const config: Config = { path: '/api/data/broadband' };
