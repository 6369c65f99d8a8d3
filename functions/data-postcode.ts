import type { Config } from '@netlify/functions';
import { postcodeHandler } from './_shared/data-handler.ts';

/** GET /api/data/postcode?postcode=… → { geography } — where the postcode is and the areas that contain it. */
export default postcodeHandler({
  name: 'data-postcode',
  path: '/api/data/postcode',
  answer: async ({ geography }) => ({ geography }),
});

export const config: Config = { path: '/api/data/postcode' };
