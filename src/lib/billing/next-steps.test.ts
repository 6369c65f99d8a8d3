import { describe, expect, it } from 'vitest';
import { checkoutItem } from './catalogue.ts';
import { nextStepsFor } from './next-steps.ts';

describe('nextStepsFor', () => {
  it('starts the API plan with getting started and the reference', () => {
    expect(nextStepsFor(checkoutItem('api_monthly')!, true).map((s) => s.href)).toEqual([
      '/docs/getting-started',
      '/api-hub',
      '/billing',
    ]);
  });

  it('points Premium at the research tools, and a visitor at confirming their email', () => {
    expect(nextStepsFor(checkoutItem('premium_yearly')!, false).map((s) => s.href)).toEqual([
      '/postcode-data',
      '/valuation',
      '/property-deal-analyser',
      '/login',
    ]);
  });

  it('reminds a top-up buyer that credits never expire', () => {
    expect(nextStepsFor(checkoutItem('topup_500')!, true)[0]!.detail).toContain('never expire');
  });
});
