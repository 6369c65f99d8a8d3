import type { Config } from '@netlify/functions';
import { getMobileCoverage } from '../src/lib/data/queries/mobile.ts';
import { postcodeHandler } from './_shared/data-handler.ts';

/** GET /api/data/mobile?postcode=… → { geography, mobile } — predicted mobile coverage by operator. */
export default postcodeHandler({
  name: 'data-mobile',
  path: '/api/data/mobile',
  service: 'mobile-signal',
  answer: async ({ db, postcode, geography }) => {
    const mobile = await getMobileCoverage(db, postcode, geography);
    return mobile && { geography, mobile };
  },
});

export const config: Config = { path: '/api/data/mobile' };
