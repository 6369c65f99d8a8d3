import { describe, expect, it } from 'vitest';
import { ledgerLabel, planLine, priceWithVat, spendByService, statusView, type BillingSubscription } from './billing-view.ts';

const base: BillingSubscription = {
  status: 'active',
  trial_end: null,
  amount: 2900,
  frequency: 'monthly',
  plan: 'premium',
  current_period_end: '2026-12-23T10:00:00Z',
  cancel_at_period_end: false,
  past_due_since: null,
};
const now = new Date('2026-11-23T12:00:00Z');

describe('billing page words', () => {
  it('names the plan and its price', () => {
    expect(planLine(base)).toBe('Premium, £29 a month');
    expect(planLine({ plan: 'premium', amount: 29000, frequency: 'yearly' })).toBe('Premium, £290 a year');
    expect(planLine({ plan: null, amount: null, frequency: null })).toBeNull();
  });

  it('says what happens next for each status', () => {
    expect(statusView(base, now)).toEqual({ label: 'Active', tone: 'good', sentence: 'Your plan renews on 23 December 2026.' });
    expect(statusView({ ...base, cancel_at_period_end: true }, now).sentence).toBe(
      'Your plan ends on 23 December 2026. You will not be charged again.',
    );
    expect(statusView({ ...base, status: 'trial', trial_end: '2026-12-07T09:00:00Z' }, now).sentence).toBe(
      'Your free trial ends on 7 December 2026.',
    );
    const overdue = statusView({ ...base, status: 'past_due', past_due_since: '2026-11-20T12:00:00Z' }, now);
    expect(overdue.label).toBe('Payment overdue');
    expect(overdue.sentence).toContain('until 27 November 2026');
    expect(statusView({ ...base, status: 'past_due', past_due_since: '2026-11-01T12:00:00Z' }, now).label).toBe('Paused');
    expect(statusView({ ...base, status: 'canceled' }, now).label).toBe('Cancelled');
    expect(statusView({ ...base, status: 'paused' }, now).label).toBe('Paused');
  });

  it('labels ledger rows and totals spending by service', () => {
    expect(ledgerLabel({ service: null, reason: 'top_up', delta: 100 })).toBe('Credit top-up');
    expect(ledgerLabel({ service: null, reason: 'plan_credits', delta: 500 })).toBe('Plan credits');
    // A refunded payment takes its credits back: named as a refund, and not spending.
    expect(ledgerLabel({ service: null, reason: 'payment_refunded', delta: -500 })).toBe('Refund of a payment');
    expect(spendByService([{ service: null, reason: 'payment_refunded', delta: -500 }])).toEqual([]);
    expect(ledgerLabel({ service: 'valuation', reason: 'metered', delta: -1 })).toBe('Valuation');
    expect(ledgerLabel({ service: 'api-crime-statistics', reason: 'metered', delta: -1 })).toBe('API: crime statistics');
    // A metered answer's row names what was bought.
    expect(ledgerLabel({ service: 'postcode-crime', reason: 'metered', delta: -1, detail: 'Crime check · M33 3HJ' })).toBe(
      'Crime check · M33 3HJ',
    );
    expect(
      spendByService([
        { service: 'valuation', reason: 'metered', delta: -1 },
        { service: 'schools', reason: 'metered', delta: -1 },
        { service: 'valuation', reason: 'metered', delta: -1 },
        { service: null, reason: 'top_up', delta: 100 },
      ]),
    ).toEqual([
      { label: 'Valuation', credits: 2 },
      { label: 'Schools check', credits: 1 },
    ]);
  });

  it('shows prices as the total with the VAT inside it', () => {
    expect(priceWithVat(2900, 20)).toBe('£29 including £4.83 VAT');
    expect(priceWithVat(2900, 0)).toBe('£29');
  });
});
