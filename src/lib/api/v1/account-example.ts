/**
 * The documented example answers of the account endpoints: what a new trial account sees before
 * its first call (no usage, the trial's credits). Not data: the figures are the plan's own.
 */
import { API_RATE_LIMITS_PER_MINUTE, TRIAL_CREDITS } from '../../site/plans.ts';
import examples from '../../../data/api-v1-examples.json' with { type: 'json' };
import type { AccountEndpointId } from './account-endpoints.ts';
import type { AccountCredits, AccountUsage } from './schemas/account.ts';
import type { DataFreshness } from './schemas/data-freshness.ts';

const recordedAccuracy = () => (examples as Record<string, { body?: { data?: unknown } }>)['valuation-accuracy']?.body?.data;

const freshness: DataFreshness = { checkedAt: '2026-11-28T06:00:00.000Z', sources: [] };

const META = { requestId: '01JEXAMPLE0000000000000000', apiVersion: 'v1', sandbox: false, dataDate: null, sources: [] };

const usage: AccountUsage = {
  days: 30,
  from: '2026-10-28',
  to: '2026-11-26',
  totals: { requests: 0, errors: 0, credits: 0 },
  ledgerCredits: 0,
  daily: [],
  errorsByCode: [],
  recent: [],
};

const credits: AccountCredits = {
  balance: TRIAL_CREDITS,
  plan: 'trial',
  status: 'trial',
  trialEnd: '2026-12-10T09:00:00.000Z',
  rateLimitPerMinute: API_RATE_LIMITS_PER_MINUTE.trial,
  key: { kind: 'account', label: null, endpoints: null, monthlyCap: null, spentThisMonth: null },
};

/** `{ data, meta }` for an account endpoint's example request (the accuracy one as `npm run api:examples` recorded it). */
export function newAccountExample(id: AccountEndpointId): { data: unknown; meta: Record<string, unknown> } {
  if (id === 'valuation-accuracy')
    return { data: recordedAccuracy() ?? null, meta: { ...META, endpoint: '/valuation-accuracy' } };
  // Data freshness before any source has been checked (no release is invented here).
  if (id === 'data-freshness') return { data: freshness, meta: { ...META, endpoint: '/data-freshness' } };
  return id === 'account-usage'
    ? { data: usage, meta: { ...META, endpoint: '/account/usage' } }
    : { data: credits, meta: { ...META, endpoint: '/account/credits' } };
}
