import { describe, expect, it } from 'vitest';
import { isSafeBillingRedirect } from './safe-redirect.ts';

describe('isSafeBillingRedirect', () => {
  it("allows Stripe's hosted checkout and portal, and paths on this site", () => {
    expect(isSafeBillingRedirect('https://checkout.stripe.com/c/pay/cs_test_a1')).toBe(true);
    expect(isSafeBillingRedirect('https://billing.stripe.com/p/session/test_1')).toBe(true);
    expect(isSafeBillingRedirect('/billing/test-checkout?session=cs_local_ab12')).toBe(true);
  });

  it('refuses other hosts, plain http, protocol-relative and script URLs', () => {
    for (const url of [
      'https://evil.example/checkout',
      'http://checkout.stripe.com/c/pay/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://checkout.stripe.com.evil.example/',
      42,
      null,
    ]) {
      expect(isSafeBillingRedirect(url)).toBe(false);
    }
  });
});
