/**
 * The free account endpoints of the property API v1: what a key has spent and what it may still
 * spend. Read-only and never charged; authenticated, rate-limited and logged like every call.
 * The sandbox key has no account, so it is refused here (403 sandbox_restricted).
 */
import type { z } from 'zod';
import { accountCredits, accountUsage, creditsQuery, usageQuery } from './schemas/account.ts';
import { DATA_FRESHNESS_ENDPOINT } from './data-freshness-endpoint.ts';
import { VALUATION_ACCURACY_ENDPOINT } from './valuation-accuracy-endpoint.ts';

export type AccountEndpointId = 'account-usage' | 'account-credits' | 'valuation-accuracy' | 'data-freshness';

export interface V1AccountEndpoint {
  id: AccountEndpointId;
  /** Below /api/v1. */
  path: `/${string}`;
  name: string;
  summary: string;
  tag: 'Account' | 'Valuation';
  cost: 0;
  query: z.ZodObject;
  data: z.ZodType;
  example: Record<string, string>;
}

export const ACCOUNT_ENDPOINTS: readonly V1AccountEndpoint[] = [
  {
    id: 'account-usage',
    path: '/account/usage',
    name: 'Your API usage',
    summary:
      'Requests per day per endpoint, credits spent, error counts by code and the last 100 calls of your account (REST and MCP), from the request log kept 90 days.',
    tag: 'Account',
    cost: 0,
    query: usageQuery,
    data: accountUsage,
    example: { days: '30' },
  },
  {
    id: 'account-credits',
    path: '/account/credits',
    name: 'Your credits',
    summary: 'Your credit balance, plan and rate limit, and the calling key’s endpoints, monthly cap and spend this month.',
    tag: 'Account',
    cost: 0,
    query: creditsQuery,
    data: accountCredits,
    example: {},
  },
  VALUATION_ACCURACY_ENDPOINT,
  DATA_FRESHNESS_ENDPOINT,
];
