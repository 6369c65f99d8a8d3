import type { Config } from '@netlify/functions';
import { getCrimeSummary } from '../src/lib/data/queries/crime.ts';
import { postcodeHandler, intParam } from './_shared/data-handler.ts';

/** GET /api/data/crime?postcode=… → { geography, crime } — street-level crime within ?radius= metres (default 500) or ?mode=lsoa. */
export default postcodeHandler({
  name: 'data-crime',
  service: 'postcode-crime',
  answer: async ({ db, postcode, geography, url }) => {
    const mode = url.searchParams.get('mode') === 'lsoa' ? 'lsoa' : 'radius';
    const radiusMetres = intParam(url, 'radius', 100, 2000) ?? 500;
    const crime = await getCrimeSummary(db, postcode, { mode, radiusMetres }, geography);
    return crime && { geography, crime };
  },
});

export const config: Config = { path: '/api/data/crime' };
