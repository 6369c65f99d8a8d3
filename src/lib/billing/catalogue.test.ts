import { describe, expect, it } from 'vitest';
import { PLANS, TOP_UP_PACKS } from '../site/plans.ts';
import {
  CHECKOUT_ITEMS,
  checkoutItem,
  itemByStripePrice,
  planItemsOf,
  stripePriceEnvName,
  stripePriceId,
  topUpItems,
} from './catalogue.ts';

describe('checkout catalogue', () => {
  it('sells each paid plan monthly, yearly where plans.ts offers it, and every top-up pack', () => {
    expect(CHECKOUT_ITEMS.map((item) => item.id)).toEqual([
      'premium_monthly',
      'premium_yearly',
      'api_monthly',
      'topup_100',
      'topup_500',
      'topup_2000',
    ]);
    expect(topUpItems()).toHaveLength(TOP_UP_PACKS.length);
  });

  it('takes prices and credits from plans.ts; a yearly plan brings twelve months of credits', () => {
    const premium = PLANS.find((p) => p.id === 'premium')!;
    expect(checkoutItem('premium_monthly')).toMatchObject({
      pence: premium.price!.monthlyPence,
      credits: 500,
      interval: 'month',
    });
    expect(checkoutItem('premium_yearly')).toMatchObject({ pence: premium.price!.yearlyPence, credits: 6000, interval: 'year' });
    expect(checkoutItem('topup_500')).toMatchObject({ kind: 'top_up', credits: 500, pence: 4900 });
    expect(planItemsOf().every((item) => item.kind === 'plan')).toBe(true);
  });

  it('refuses unknown ids', () => {
    expect(checkoutItem('free')).toBeNull();
    expect(checkoutItem(undefined)).toBeNull();
    expect(checkoutItem({ id: 'premium_monthly' })).toBeNull();
  });

  it('maps Stripe price ids by configuration, both ways', () => {
    const env = { STRIPE_PRICE_PREMIUM_MONTHLY: 'price_123', STRIPE_PRICE_TOPUP_100: ' price_top ' };
    expect(stripePriceEnvName('premium_monthly')).toBe('STRIPE_PRICE_PREMIUM_MONTHLY');
    expect(stripePriceId('topup_100', env)).toBe('price_top');
    expect(stripePriceId('api_monthly', env)).toBeNull();
    expect(itemByStripePrice('price_123', env)?.id).toBe('premium_monthly');
    expect(itemByStripePrice('price_unknown', env)).toBeNull();
    expect(itemByStripePrice(null, env)).toBeNull();
  });
});
