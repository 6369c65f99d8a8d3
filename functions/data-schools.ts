import type { Config } from '@netlify/functions';
import { findSchoolsNear, schoolsPage } from '../src/lib/data/queries/schools.ts';
import { postcodeHandler } from './_shared/data-handler.ts';
import { schoolsQuery } from '../src/lib/api/v1/schemas/queries.ts';

/**
 * GET /api/data/schools?postcode=… → { geography, schools } — open schools within ?radius= metres
 * (default 1600), nearest first, ?limit= a page (default 50) with the total and the next page's ?cursor=.
 */
export default postcodeHandler({
  name: 'data-schools',
  path: '/api/data/schools',
  query: schoolsQuery,
  service: 'schools',
  answer: async ({ db, postcode, geography, query }) => {
    const schools = await findSchoolsNear(db, postcode, schoolsPage(query), geography);
    return schools && { geography, schools };
  },
});

export const config: Config = { path: '/api/data/schools' };
