import { describe, expect, it } from 'vitest';
import { checkoutItem, type PlanItem } from './catalogue.ts';
import { planChangeQuote, renewalDate } from './plan-change.ts';

const api = checkoutItem('api_monthly') as PlanItem;
const yearly = checkoutItem('premium_yearly') as PlanItem;
const NOW = new Date('2026-11-28T10:00:00Z');

describe('planChangeQuote', () => {
  it('states the new price, what is charged today and when it renews', () => {
    const quote = planChangeQuote({ name: 'Premium, £29 a month', periodEnd: '2026-12-20T10:00:00Z' }, api, NOW, 20);
    expect(quote.chargedToday).toBe('£99 (including £16.50 VAT) charged today, 28 November 2026, to the card on your account.');
    expect(quote.renews).toBe('Then £99 a month, next on 28 December 2026, until you cancel.');
    expect(quote.current).toContain('Premium, £29 a month ends today instead of on 20 December 2026');
    expect(quote.credits).toContain('5,000 credits are added');
  });

  it('renews a yearly plan a year on', () => {
    expect(renewalDate(yearly, NOW).toISOString()).toBe('2027-11-28T10:00:00.000Z');
    expect(planChangeQuote({ name: null, periodEnd: null }, yearly, NOW, 20).renews).toBe(
      'Then £290 a year, next on 28 November 2027, until you cancel.',
    );
  });
});
