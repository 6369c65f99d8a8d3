import type { Config } from '@netlify/functions';
import { getCrimeSummary } from '../src/lib/data/queries/crime.ts';
import { getCrimeContext } from '../src/lib/data/queries/crime-context.ts';
import { getCrimePoints } from '../src/lib/data/queries/crime-points.ts';
import { postcodeHandler } from './_shared/data-handler.ts';
import { crimeQuery } from '../src/lib/api/v1/schemas/queries.ts';

/**
 * GET /api/data/crime?postcode=… → { geography, crime, context, points } — street-level crime within ?radius= metres
 * (default 500) or ?mode=lsoa, and its context: crimes per 1,000 residents for the neighbourhood and the
 * authority against England and Wales, with the neighbourhood's trend; and the crime points for its map.
 */
export default postcodeHandler({
  name: 'data-crime',
  path: '/api/data/crime',
  query: crimeQuery,
  service: 'postcode-crime',
  answer: async ({ db, postcode, geography, query }) => {
    const { mode, radius: radiusMetres } = query;
    const point = geography?.lat != null && geography.lng != null ? { lat: geography.lat, lng: geography.lng } : null;
    const [crime, context, points] = await Promise.all([
      getCrimeSummary(db, postcode, { mode, radiusMetres }, geography),
      geography ? getCrimeContext(db, geography) : null,
      point ? getCrimePoints(db, point, radiusMetres) : [],
    ]);
    return crime && { geography, crime, context, points };
  },
});

export const config: Config = { path: '/api/data/crime' };
