import { describe, expect, it } from 'vitest';
import {
  CREDIT_COSTS,
  PLANS,
  TRIAL_CREDITS,
  TRIAL_DAYS,
  describeCredits,
  formatPence,
  planById,
  yearlySavingPence,
} from './plans.ts';

describe('plans', () => {
  it('holds the decided prices and allowances', () => {
    expect(planById('premium').price).toEqual({ monthlyPence: 2900, yearlyPence: 29000 });
    expect(planById('premium').credits).toBe(500);
    expect(planById('api').price).toEqual({ monthlyPence: 9900, from: true });
    expect(planById('api').credits).toBe(5000);
    expect(planById('trial')).toMatchObject({ days: 14, credits: 25, price: null });
    expect([TRIAL_DAYS, TRIAL_CREDITS]).toEqual([14, 25]);
    expect(planById('free').price).toBeNull();
  });

  it('charges one credit for every metered action', () => {
    expect(Object.values(CREDIT_COSTS)).toEqual([1, 1, 1, 1]);
  });

  it('has unique ids and internal call-to-action links', () => {
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
    for (const plan of PLANS) expect(plan.cta.href.startsWith('/')).toBe(true);
  });

  it('formats pence as pounds', () => {
    expect(formatPence(2900)).toBe('£29');
    expect(formatPence(29000)).toBe('£290');
    expect(formatPence(2950)).toBe('£29.50');
    expect(formatPence(500000)).toBe('£5,000');
  });

  it('works out the yearly saving: 12 × £29 − £290 = £58', () => {
    expect(yearlySavingPence({ monthlyPence: 2900, yearlyPence: 29000 })).toBe(5800);
    expect(yearlySavingPence({ monthlyPence: 9900 })).toBe(0);
  });

  it('describes credit allowances', () => {
    expect(describeCredits(planById('premium'))).toBe('500 credits a month');
    expect(describeCredits(planById('api'))).toBe('5,000 credits a month');
    expect(describeCredits(planById('trial'))).toBe('25 credits');
    expect(describeCredits(planById('free'))).toBeNull();
  });
});
