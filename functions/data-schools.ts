import type { Config } from '@netlify/functions';
import { findSchoolsNear } from '../src/lib/data/queries/schools.ts';
import { postcodeHandler, intParam } from './_shared/data-handler.ts';

/** GET /api/data/schools?postcode=… → { geography, schools } — open schools within ?radius= metres (default 1600), nearest first. */
export default postcodeHandler({
  name: 'data-schools',
  service: 'schools',
  answer: async ({ db, postcode, geography, url }) => {
    const radiusMetres = intParam(url, 'radius', 200, 5000) ?? 1600;
    const schools = await findSchoolsNear(db, postcode, { radiusMetres, limit: 50 }, geography);
    return schools && { geography, schools };
  },
});

export const config: Config = { path: '/api/data/schools' };
