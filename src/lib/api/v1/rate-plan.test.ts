import { expect, it } from 'vitest';
import { API_RATE_LIMITS_PER_MINUTE } from '../../site/plans.ts';
import { apiKeyRule, ratePlanOf } from './rate-plan.ts';

it('reads the plan a key is limited by from the profile and subscription', () => {
  expect(ratePlanOf('legacy', 'active')).toBe('legacy');
  expect(ratePlanOf('api', 'active')).toBe('api');
  expect(ratePlanOf('premium', 'active')).toBe('premium');
  expect(ratePlanOf(null, 'trial')).toBe('trial');
  expect(ratePlanOf(null, null)).toBe('trial');
  expect(ratePlanOf(null, 'active')).toBe('free');
  // A plan that has ended or is paused no longer carries its limit.
  expect(ratePlanOf('api', 'past_due')).toBe('api');
  expect(ratePlanOf('api', 'canceled')).toBe('free');
  expect(ratePlanOf('premium', 'paused')).toBe('free');
});

it('limits each key per minute by its plan, from plans.ts', () => {
  expect(apiKeyRule('api')).toEqual({ bucket: 'api-v1:key:api', windowSeconds: 60, limit: API_RATE_LIMITS_PER_MINUTE.api });
  expect(apiKeyRule('trial').limit).toBe(API_RATE_LIMITS_PER_MINUTE.trial);
});
