/**
 * Events shaped as Stripe's API version 2026-10-28 sends them (docs.stripe.com/api/events,
 * /api/checkout/sessions/object, /api/subscriptions/object, /api/invoices/object).
 */
import { describe, expect, it } from 'vitest';
import { billingUpdate, storedStatus, type StripeEventLike } from './stripe-event.ts';

const USER = '2b1c6f6e-3c1a-4d7e-9f00-0a1b2c3d4e5f';
const event = (type: string, object: Record<string, unknown>): StripeEventLike => ({
  id: 'evt_1',
  type,
  created: 1_790_000_000,
  data: { object },
});

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  metadata: { item: 'premium_yearly', user_id: USER },
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        current_period_end: 1_821_536_000,
        price: { id: 'price_py', unit_amount: 29000, currency: 'gbp', recurring: { interval: 'year' } },
      },
    ],
  },
  ...overrides,
});

const invoice = (overrides: Record<string, unknown> = {}) => ({
  id: 'in_1',
  object: 'invoice',
  customer: 'cus_1',
  number: 'BS-0001',
  status: 'paid',
  billing_reason: 'subscription_create',
  currency: 'gbp',
  total: 2900,
  total_taxes: [{ amount: 483, tax_behavior: 'inclusive' }],
  hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test',
  invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/test/pdf',
  created: 1_790_000_000,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: 'sub_1', metadata: { item: 'premium_monthly', user_id: USER } },
  },
  lines: { data: [{ description: '1 × Premium', period: { start: 1_790_000_000, end: 1_792_592_000 } }] },
  ...overrides,
});

describe('storedStatus', () => {
  it('maps every Stripe subscription status', () => {
    expect(storedStatus('trialing')).toBe('active');
    expect(storedStatus('active')).toBe('active');
    expect(storedStatus('past_due')).toBe('past_due');
    expect(storedStatus('unpaid')).toBe('paused');
    expect(storedStatus('paused')).toBe('paused');
    expect(storedStatus('canceled')).toBe('canceled');
    expect(storedStatus('incomplete_expired')).toBe('canceled');
    expect(storedStatus('incomplete')).toBeNull();
  });
});

describe('billingUpdate', () => {
  it('grants a paid top-up by its checkout session', () => {
    const update = billingUpdate(
      event('checkout.session.completed', {
        id: 'cs_1',
        mode: 'payment',
        payment_status: 'paid',
        customer: 'cus_1',
        client_reference_id: USER,
        metadata: { item: 'topup_500', user_id: USER },
      }),
      {},
    );
    expect(update).toEqual({
      customer: 'cus_1',
      userId: USER,
      intents: [{ kind: 'grant', sourceId: 'cs_1', credits: 500, reason: 'top_up' }],
    });
  });

  it('grants nothing for an unpaid session or a subscription checkout', () => {
    const unpaid = { id: 'cs_1', mode: 'payment', payment_status: 'unpaid', metadata: { item: 'topup_500' } };
    expect(billingUpdate(event('checkout.session.completed', unpaid), {}).intents).toEqual([]);
    const plan = { id: 'cs_2', mode: 'subscription', payment_status: 'paid', metadata: { item: 'premium_monthly' } };
    expect(billingUpdate(event('checkout.session.completed', plan), {}).intents).toEqual([]);
  });

  it('reads a subscription: plan, price, frequency, period end and cancellation', () => {
    const update = billingUpdate(event('customer.subscription.updated', subscription({ cancel_at_period_end: true })), {});
    expect(update.customer).toBe('cus_1');
    expect(update.userId).toBe(USER);
    expect(update.intents).toEqual([
      {
        kind: 'subscription',
        subscriptionId: 'sub_1',
        status: 'active',
        plan: 'premium',
        priceId: 'price_py',
        amountPence: 29000,
        frequency: 'yearly',
        currentPeriodEnd: new Date(1_821_536_000 * 1000).toISOString(),
        cancelAtPeriodEnd: true,
      },
    ]);
  });

  it('finds the plan by configured price id when the subscription has no metadata', () => {
    const sub = subscription({ metadata: {} });
    const update = billingUpdate(event('customer.subscription.created', sub), { STRIPE_PRICE_PREMIUM_YEARLY: 'price_py' });
    expect(update.intents[0]).toMatchObject({ plan: 'premium' });
  });

  it('marks a deleted subscription canceled and ignores one still incomplete', () => {
    expect(billingUpdate(event('customer.subscription.deleted', subscription()), {}).intents[0]).toMatchObject({
      status: 'canceled',
    });
    expect(billingUpdate(event('customer.subscription.created', subscription({ status: 'incomplete' })), {}).intents).toEqual([]);
  });

  it('records a paid first invoice, activates the plan and grants its credits by invoice id', () => {
    const update = billingUpdate(event('invoice.paid', invoice()), {});
    expect(update.intents).toEqual([
      {
        kind: 'invoice',
        invoice: {
          id: 'in_1',
          number: 'BS-0001',
          description: 'Premium (monthly)',
          totalPence: 2900,
          taxPence: 483,
          currency: 'gbp',
          status: 'paid',
          hostedUrl: 'https://invoice.stripe.com/i/acct_1/test',
          pdfUrl: 'https://pay.stripe.com/invoice/acct_1/test/pdf',
          periodStart: new Date(1_790_000_000 * 1000).toISOString(),
          periodEnd: new Date(1_792_592_000 * 1000).toISOString(),
          issuedAt: new Date(1_790_000_000 * 1000).toISOString(),
        },
      },
      { kind: 'paid', subscriptionId: 'sub_1' },
      { kind: 'grant', sourceId: 'in_1', credits: 500, reason: 'plan_credits' },
    ]);
  });

  it('grants on renewals but not on other invoices of a subscription', () => {
    const kinds = (reason: string) =>
      billingUpdate(event('invoice.paid', invoice({ billing_reason: reason })), {}).intents.map((i) => i.kind);
    expect(kinds('subscription_cycle')).toEqual(['invoice', 'paid', 'grant']);
    expect(kinds('subscription_update')).toEqual(['invoice', 'paid']);
  });

  it('records a top-up invoice without granting (the session grants)', () => {
    const topUp = invoice({ parent: null, billing_reason: 'manual', metadata: { item: 'topup_100', user_id: USER } });
    const update = billingUpdate(event('invoice.paid', topUp), {});
    expect(update.intents.map((i) => i.kind)).toEqual(['invoice']);
    expect(update.intents[0]).toMatchObject({ invoice: { description: '100 credits top-up' } });
  });

  it('marks a failed renewal past due', () => {
    const failed = invoice({ status: 'open', billing_reason: 'subscription_cycle' });
    expect(billingUpdate(event('invoice.payment_failed', failed), {}).intents.map((i) => i.kind)).toEqual([
      'invoice',
      'payment_failed',
    ]);
  });

  it('acknowledges other events with no intents, and ignores a user id that is not a UUID', () => {
    expect(billingUpdate(event('customer.created', { id: 'cus_1' }), {}).intents).toEqual([]);
    const odd = billingUpdate(event('customer.subscription.updated', subscription({ metadata: { user_id: "1' or 1=1" } })), {});
    expect(odd.userId).toBeNull();
  });
});
