import type { Config } from '@netlify/functions';
import { getCoverage } from '../src/lib/data/queries/coverage.ts';
import { postcodeHandler } from './_shared/data-handler.ts';

/**
 * GET /api/data/coverage?postcode=… → { coverage } — which datasets cover the postcode, at what
 * level and as of when. Free for everyone and never metered: it is what a person reads before
 * deciding whether a lookup is worth it. Answers postcodes outside the postcode tables too (energy
 * certificates carry their own postcodes).
 */
export default postcodeHandler({
  name: 'data-coverage',
  path: '/api/data/coverage',
  allowUnknownGeography: true,
  answer: async ({ db, postcode, geography }) => ({ coverage: await getCoverage(db, postcode, geography) }),
});

export const config: Config = { path: '/api/data/coverage' };
