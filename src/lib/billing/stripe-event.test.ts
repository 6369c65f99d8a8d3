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
      intents: [{ kind: 'grant', sourceId: 'cs_1', credits: 500, reason: 'top_up', invoiceId: null }],
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

  it('records a paid first invoice with its VAT details, activates the plan and grants its credits by invoice id', () => {
    const update = billingUpdate(event('invoice.paid', invoice()), { SUPPLIER_ADDRESS: '1 Example Street|Sale|M33 2AU' });
    expect(update.intents).toEqual([
      {
        kind: 'invoice',
        email: 'receipt',
        subscriptionId: 'sub_1',
        invoice: {
          id: 'in_1',
          number: 'BS-0001',
          description: 'Premium (monthly)',
          totalPence: 2900,
          taxPence: 483,
          netPence: 2417,
          currency: 'gbp',
          status: 'paid',
          hostedUrl: 'https://invoice.stripe.com/i/acct_1/test',
          pdfUrl: 'https://pay.stripe.com/invoice/acct_1/test/pdf',
          periodStart: new Date(1_790_000_000 * 1000).toISOString(),
          periodEnd: new Date(1_792_592_000 * 1000).toISOString(),
          issuedAt: new Date(1_790_000_000 * 1000).toISOString(),
          taxPoint: new Date(1_790_000_000 * 1000).toISOString(),
          paidAt: null,
          billingReason: 'subscription_create',
          customerName: null,
          customerEmail: null,
          customerAddress: null,
          supplier: { name: 'Brickstack Ltd', address: ['1 Example Street', 'Sale', 'M33 2AU'], vatNumber: null },
          lines: [
            {
              description: '1 × Premium',
              quantity: 1,
              unitNetPence: 2417,
              netPence: 2417,
              vatRatePercent: 20,
              vatPence: 483,
              totalPence: 2900,
            },
          ],
          customerTaxId: null,
          reverseCharge: false,
        },
      },
      { kind: 'paid', subscriptionId: 'sub_1', plan: 'premium' },
      { kind: 'grant', sourceId: 'in_1', credits: 500, reason: 'plan_credits' },
    ]);
  });

  it('records a business abroad billed without UK VAT as a reverse-charge invoice with its VAT number', () => {
    const abroad = {
      total: 2417,
      total_taxes: [],
      customer_name: 'Liffey Analytics Ltd',
      customer_address: { line1: '1 Quay St', city: 'Dublin', postal_code: 'D02 P820', country: 'IE' },
      customer_tax_ids: [{ type: 'eu_vat', value: 'IE6388047V' }],
    };
    const [first] = billingUpdate(event('invoice.paid', invoice(abroad)), {}).intents;
    expect(first).toMatchObject({
      kind: 'invoice',
      invoice: {
        totalPence: 2417,
        taxPence: 0,
        netPence: 2417,
        customerTaxId: 'IE6388047V',
        reverseCharge: true,
        lines: [{ netPence: 2417, vatPence: 0, vatRatePercent: 0, totalPence: 2417 }],
      },
    });
    // Stripe Tax says so itself with taxability_reason.
    const taxed = invoice({ ...abroad, total_taxes: [{ amount: 0, taxability_reason: 'reverse_charge' }] });
    expect(billingUpdate(event('invoice.paid', taxed), {}).intents[0]).toMatchObject({ invoice: { reverseCharge: true } });
    // A UK customer with a VAT number is not reverse charged.
    const uk = invoice({ customer_tax_ids: [{ type: 'gb_vat', value: 'GB123456789' }] });
    expect(billingUpdate(event('invoice.paid', uk), {}).intents[0]).toMatchObject({
      invoice: { reverseCharge: false, taxPence: 483, customerTaxId: 'GB123456789' },
    });
  });

  it('grants on renewals and paid plan changes, but not on other invoices or on nothing paid', () => {
    const kinds = (reason: string, extra: Record<string, unknown> = {}) =>
      billingUpdate(event('invoice.paid', invoice({ billing_reason: reason, ...extra })), {}).intents.map((i) => i.kind);
    expect(kinds('subscription_cycle')).toEqual(['invoice', 'paid', 'grant']);
    // An interval change charged at once (docs.stripe.com/billing/subscriptions/billing-cycle): £290 paid, 6,000 credits.
    expect(kinds('subscription_update')).toEqual(['invoice', 'paid', 'grant']);
    expect(kinds('subscription_update', { amount_paid: 0 })).toEqual(['invoice', 'paid']);
    expect(kinds('subscription_threshold')).toEqual(['invoice', 'paid']);
  });

  it('reads a plan change invoice by its price, not the old plan its metadata snapshot may still name', () => {
    const env = { STRIPE_PRICE_PREMIUM_YEARLY: 'price_yearly' };
    const change = invoice({
      billing_reason: 'subscription_update',
      total: 29000,
      amount_paid: 29000,
      lines: { object: 'list', data: [{ amount: 29000, quantity: 1, pricing: { price_details: { price: 'price_yearly' } } }] },
    });
    const intents = billingUpdate(event('invoice.paid', change), env).intents;
    expect(intents).toContainEqual({ kind: 'paid', subscriptionId: 'sub_1', plan: 'premium' });
    expect(intents).toContainEqual({ kind: 'grant', sourceId: 'in_1', credits: 6000, reason: 'plan_credits' });
    expect(intents[0]).toMatchObject({ email: 'plan_changed', invoice: { description: 'Premium (yearly)' } });
  });

  it('records a voided invoice without email, and a failed plan change without making the plan overdue', () => {
    const voided = billingUpdate(event('invoice.voided', invoice({ status: 'void', billing_reason: 'subscription_cycle' })), {});
    expect(voided.intents).toMatchObject([{ kind: 'invoice', email: null, invoice: { status: 'void' } }]);
    const failedChange = billingUpdate(
      event('invoice.payment_failed', invoice({ status: 'open', billing_reason: 'subscription_update' })),
      {},
    );
    expect(failedChange.intents).toMatchObject([{ kind: 'invoice', email: null }]);
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

  it('names the email each invoice event sends', () => {
    const email = (type: string, overrides: Record<string, unknown>) =>
      (billingUpdate(event(type, invoice(overrides)), {}).intents[0] as { email: string | null }).email;
    expect(email('invoice.paid', {})).toBe('receipt');
    expect(email('invoice.paid', { billing_reason: 'subscription_cycle' })).toBe('renewal');
    expect(email('invoice.paid', { billing_reason: 'subscription_update' })).toBe('plan_changed');
    expect(email('invoice.paid', { billing_reason: 'subscription_threshold' })).toBe('invoice_available');
    expect(email('invoice.paid', { parent: null, billing_reason: 'manual', metadata: { item: 'topup_100' } })).toBe('receipt');
    expect(email('invoice.payment_failed', { status: 'open', billing_reason: 'subscription_cycle' })).toBe('payment_failed');
  });

  it('reads the customer, the tax point and per-line VAT from a Stripe invoice (docs.stripe.com/api/invoices/object)', () => {
    const update = billingUpdate(
      event(
        'invoice.paid',
        invoice({
          customer_name: 'Ada Lovelace',
          customer_email: 'ada@example.com',
          customer_address: { line1: '12 Ashton Lane', line2: null, city: 'Sale', postal_code: 'M33 6WT', country: 'GB' },
          status_transitions: { paid_at: 1_790_000_100 },
          lines: {
            data: [
              {
                description: 'Premium (monthly)',
                amount: 2900,
                quantity: 1,
                taxes: [{ amount: 483, tax_behavior: 'inclusive', taxable_amount: 2417, type: 'tax_rate_details' }],
              },
            ],
          },
        }),
      ),
      {},
    );
    expect(update.intents[0]).toMatchObject({
      invoice: {
        customerName: 'Ada Lovelace',
        customerAddress: { line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' },
        // Paid after it was issued: the tax point stays the date of issue; the payment date is kept apart.
        taxPoint: new Date(1_790_000_000 * 1000).toISOString(),
        paidAt: new Date(1_790_000_100 * 1000).toISOString(),
        lines: [{ netPence: 2417, vatPence: 483, vatRatePercent: 20, totalPence: 2900 }],
      },
    });
  });

  it('turns a Stripe credit note into a refund that references its invoice (docs.stripe.com/api/credit_notes/object)', () => {
    const update = billingUpdate(
      event('credit_note.created', {
        id: 'cn_1',
        object: 'credit_note',
        invoice: 'in_1',
        customer: 'cus_1',
        number: 'ABCD-0001-CN-01',
        total: 1200,
        total_excluding_tax: 1000,
        total_taxes: [{ amount: 200, tax_behavior: 'inclusive' }],
        created: 1_790_000_500,
        reason: 'requested_by_customer',
        lines: { data: [{ description: '100 credits top-up', amount: 1200, quantity: 1 }] },
      }),
      {},
    );
    expect(update.customer).toBe('cus_1');
    expect(update.intents).toMatchObject([
      {
        kind: 'credit_note',
        creditNote: { id: 'cn_1', invoiceId: 'in_1', number: 'ABCD-0001-CN-01', totalPence: 1200, taxPence: 200, netPence: 1000 },
      },
    ]);
  });

  it('acknowledges other events with no intents, and ignores a user id that is not a UUID', () => {
    expect(billingUpdate(event('customer.created', { id: 'cus_1' }), {}).intents).toEqual([]);
    const odd = billingUpdate(event('customer.subscription.updated', subscription({ metadata: { user_id: "1' or 1=1" } })), {});
    expect(odd.userId).toBeNull();
  });
});
