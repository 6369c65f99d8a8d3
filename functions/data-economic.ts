import type { Config } from '@netlify/functions';
import { getEconomicIndicators } from '../src/lib/data/queries/economic.ts';
import { postcodeHandler } from './_shared/data-handler.ts';

/** GET /api/data/economic?postcode=… → { geography, economic } — indicators for the postcode's local authority (null when it has none). */
export default postcodeHandler({
  name: 'data-economic',
  path: '/api/data/economic',
  service: 'economic-data',
  answer: async ({ db, geography }) => {
    const code = geography?.authority?.code;
    const economic = code ? await getEconomicIndicators(db, code) : null;
    return { geography, economic };
  },
});

export const config: Config = { path: '/api/data/economic' };
