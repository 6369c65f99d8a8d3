import { API_RATE_LIMITS_PER_MINUTE, SANDBOX_RATE_LIMIT_PER_MINUTE } from '../../site/plans.ts';
import { MINUTE, type RateRule } from '../rate-rules.ts';

export type RatePlan = keyof typeof API_RATE_LIMITS_PER_MINUTE;

/** Which plan's API rate limit applies, from the profile's plan and the subscription status. */
export function ratePlanOf(monthlyPlan: string | null, status: string | null): RatePlan {
  if (monthlyPlan === 'legacy') return 'legacy';
  const paying = status === 'active' || status === 'past_due';
  if (paying && (monthlyPlan === 'api' || monthlyPlan === 'premium')) return monthlyPlan;
  if ((status ?? 'trial') === 'trial') return 'trial';
  return 'free';
}

/** The per-key rule for a plan (one bucket per plan, so an upgrade takes effect at once). */
export function apiKeyRule(plan: RatePlan): RateRule {
  return { bucket: `api-v1:key:${plan}`, windowSeconds: MINUTE, limit: API_RATE_LIMITS_PER_MINUTE[plan] };
}

/** The sandbox key's rule, counted per network address. */
export const SANDBOX_RULE: RateRule = { bucket: 'api-v1:sandbox', windowSeconds: MINUTE, limit: SANDBOX_RATE_LIMIT_PER_MINUTE };
