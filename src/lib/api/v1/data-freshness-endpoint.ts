/**
 * GET /api/v1/data-freshness (MCP tool `data_freshness`): how current each official source is,
 * as `npm run data:refresh` last found it (open_data.data_releases). Free like the account
 * endpoints (answered in functions/_shared/api-v1-answer.ts); /api/health gives the same list.
 */
import type { V1AccountEndpoint } from './account-endpoints.ts';
import { dataFreshness, freshnessQuery } from './schemas/data-freshness.ts';

export const DATA_FRESHNESS_ENDPOINT: V1AccountEndpoint = {
  id: 'data-freshness',
  path: '/data-freshness',
  name: 'Data freshness',
  summary:
    'For every source of official data: the release held (its own name and date), the period it covers, when the publisher was last checked and when its next release is due; sources held for review, failing or overdue are flagged.',
  tag: 'Account',
  cost: 0,
  query: freshnessQuery,
  data: dataFreshness,
  example: {},
};
