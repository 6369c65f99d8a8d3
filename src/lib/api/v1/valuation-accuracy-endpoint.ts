/**
 * GET /api/v1/valuation-accuracy (MCP tool `valuation_accuracy`): how accurate the valuation has
 * been on recent sales it had never seen, as the walk-forward measured it after the last Price
 * Paid import. Free like the account endpoints (answered in functions/_shared/api-v1-answer.ts).
 */
import type { V1AccountEndpoint } from './account-endpoints.ts';
import { valuationAccuracy, valuationAccuracyQuery } from './schemas/valuation-accuracy.ts';

export const VALUATION_ACCURACY_ENDPOINT: V1AccountEndpoint = {
  id: 'valuation-accuracy',
  path: '/valuation-accuracy',
  name: 'Valuation accuracy',
  summary:
    'How accurate our valuations have been on recent sales they had never seen (walk-forward, each valued only with earlier sales): median error, shares within 5/10/20%, median signed error, how often the 80% range held and the share declined — overall and per grade, property type, price band and month — with the date and data version they were measured on.',
  tag: 'Valuation',
  cost: 0,
  query: valuationAccuracyQuery,
  data: valuationAccuracy,
  example: {},
};
