import type { Config } from '@netlify/functions';
import { getPostcodeReport } from '../src/lib/data/queries/postcode-report.ts';
import { postcodeHandler } from './_shared/data-handler.ts';

/**
 * GET /api/data/report?postcode=… → the PostcodeReport: every dataset for one postcode (/postcode-data,
 * /local-data), cached per postcode until the next import; metering still runs on every request.
 */
export default postcodeHandler({
  name: 'data-report',
  path: '/api/data/report',
  service: 'postcode-data',
  cacheAnswers: true,
  answer: ({ db, postcode, geography }) => getPostcodeReport(db, postcode, geography),
});

export const config: Config = { path: '/api/data/report' };
