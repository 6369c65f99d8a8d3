/**
 * Billing through Stripe with the official `stripe` package (server side only): Checkout for
 * plans (mode subscription) and top-ups (mode payment, with an invoice), the customer portal, and
 * subscription updates for cancel, resume and plan changes. Plan, status and credits are never
 * written here: Stripe's webhook events do that (functions/stripe-webhook.ts).
 */
import Stripe from 'stripe';
import {
  checkoutItem,
  stripePriceEnvName,
  stripePriceId,
  type CheckoutItem,
  type PlanItem,
} from '../../../src/lib/billing/catalogue.ts';
import { CANCELLATION_RIGHT_CHECKOUT } from '../../../src/lib/billing/cancellation-right.ts';
import { REVERSE_CHARGE_NOTICE, chargeFor, isReverseChargeSale, stripeTaxIdType } from '../../../src/lib/billing/customer-tax.ts';
import { DUPLICATE_MEMO } from '../../../src/lib/billing/duplicate-plan.ts';
import type { BillingDetails } from '../../../src/lib/billing/request-bodies.ts';
import { invoiceRecord } from '../../../src/lib/billing/stripe-invoice.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import { linkCustomer } from './account.ts';
import { BillingUnavailableError, PlanChangeDeclinedError, type BillingConfig } from './config.ts';
import type { BillingAccount, BillingProvider, CheckoutSummary } from './provider.ts';

let cached: { key: string; base: string; client: Stripe } | undefined;

/** One client per key and host (the tests point STRIPE_API_BASE at a loopback double). */
export function stripeClient(config: BillingConfig): Stripe {
  const key = config.stripeSecretKey;
  if (!key) throw new BillingUnavailableError('STRIPE_SECRET_KEY is not set.');
  const base = config.apiBase?.href ?? '';
  if (cached?.key === key && cached.base === base) return cached.client;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Brickstack' } };
  if (config.apiBase) {
    options.host = config.apiBase.hostname;
    options.port = config.apiBase.port || (config.apiBase.protocol === 'https:' ? 443 : 80);
    options.protocol = config.apiBase.protocol === 'http:' ? 'http' : 'https';
  }
  const client = new Stripe(key, options);
  cached = { key, base, client };
  return client;
}

function priceFor(item: CheckoutItem): string {
  const price = stripePriceId(item.id, process.env);
  if (!price) throw new BillingUnavailableError(`${stripePriceEnvName(item.id)} is not set.`);
  return price;
}

export function stripeProvider(db: SqlClient, config: BillingConfig): BillingProvider {
  const stripe = stripeClient(config);

  async function customerFor(account: BillingAccount): Promise<string> {
    if (account.customerId) return account.customerId;
    const customer = await stripe.customers.create(
      { email: account.email, metadata: { user_id: account.userId } },
      { idempotencyKey: `customer-${account.userId}` },
    );
    return linkCustomer(db, account.userId, customer.id);
  }

  /**
   * The billing details asked on our page before Checkout, saved on the Stripe customer so every
   * invoice (renewals too) carries them: name, address, and a business's VAT number as a customer
   * tax id (docs.stripe.com/api/tax_ids/create) or, for a country Stripe has no type for, an
   * invoice custom field. A reverse-charge customer's invoices carry the reverse-charge notice
   * in their footer (customer `invoice_settings.footer`).
   */
  async function saveBillingDetails(customer: string, billing: BillingDetails): Promise<void> {
    const reverse = isReverseChargeSale(billing);
    const taxType = billing.taxId ? stripeTaxIdType(billing.country) : null;
    await stripe.customers.update(customer, {
      name: billing.name,
      address: {
        line1: billing.line1,
        line2: billing.line2 ?? '',
        city: billing.city,
        postal_code: billing.postalCode,
        country: billing.country,
      },
      invoice_settings: {
        footer: reverse ? `${REVERSE_CHARGE_NOTICE}.` : '',
        custom_fields: billing.taxId && !taxType ? [{ name: 'Customer tax number', value: billing.taxId }] : '',
      },
    });
    if (billing.taxId && taxType) {
      const existing = await stripe.customers.listTaxIds(customer, { limit: 10 });
      if (!existing.data.some((id) => id.value === billing.taxId)) {
        await stripe.customers.createTaxId(customer, {
          type: taxType as Stripe.CustomerCreateTaxIdParams.Type,
          value: billing.taxId,
        });
      }
    }
  }

  /**
   * Expires the customer's other open plan checkouts before a new one opens (docs.stripe.com/api/
   * checkout/sessions/expire), so two tabs cannot both be paid; one paid at the same instant is
   * still caught afterwards (a duplicate, refunded by closeRetired).
   */
  async function expireOtherPlanCheckouts(customer: string): Promise<void> {
    const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 20 });
    for (const session of open.data) {
      if (session.mode !== 'subscription') continue;
      await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
    }
  }

  /** Voids a subscription's unpaid invoices (docs.stripe.com/api/invoices/void); Stripe sends invoice.voided. */
  async function voidOpenInvoices(subscriptionId: string): Promise<void> {
    const open = await stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 10 });
    for (const invoice of open.data) {
      if (invoice.id) await stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `void-${invoice.id}` });
    }
  }

  /**
   * A duplicate plan's payments back in full, each with a credit note that refunds it
   * (docs.stripe.com/api/credit_notes/create, `refund_amount`, reason `duplicate`); Stripe then
   * sends credit_note.created, whose refund email is the duplicate's one email. Keyed by invoice.
   */
  async function refundPaidInvoices(subscriptionId: string): Promise<void> {
    const paid = await stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 10 });
    for (const invoice of paid.data) {
      if (!invoice.id || !(invoice.amount_paid > 0)) continue;
      const notes = await stripe.creditNotes.list({ invoice: invoice.id, limit: 10 });
      if (notes.data.some((note) => note.memo === DUPLICATE_MEMO)) continue;
      await stripe.creditNotes.create(
        {
          invoice: invoice.id,
          amount: invoice.amount_paid,
          refund_amount: invoice.amount_paid,
          reason: 'duplicate',
          memo: DUPLICATE_MEMO,
        },
        { idempotencyKey: `duplicate-${invoice.id}` },
      );
    }
  }

  return {
    mode: 'stripe',

    async createCheckout(account, item, origin, options) {
      const price = priceFor(item);
      const customer = await customerFor(account);
      const metadata: Record<string, string> = { item: item.id, user_id: account.userId };
      if (options?.guest) metadata['guest'] = '1';
      const billing = options?.billing ?? null;
      const reverse = billing ? isReverseChargeSale(billing) : false;
      if (billing) await saveBillingDetails(customer, billing);
      if (item.kind === 'plan') await expireOtherPlanCheckouts(customer);
      let lineItem: Stripe.Checkout.SessionCreateParams.LineItem = { price, quantity: 1 };
      if (reverse) {
        // A business abroad: the price less its UK VAT, with no tax rate (reverse charge).
        const product = (await stripe.prices.retrieve(price)).product;
        const net = chargeFor(item.pence, config.vat.ratePercent, true).totalPence;
        lineItem = {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            product: typeof product === 'string' ? product : product.id,
            unit_amount: net,
            tax_behavior: 'exclusive',
            ...(item.kind === 'plan' ? { recurring: { interval: item.interval } } : {}),
          },
        };
      } else if (config.taxRateId) lineItem.tax_rates = [config.taxRateId];
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: item.kind === 'plan' ? 'subscription' : 'payment',
        customer,
        client_reference_id: account.userId,
        line_items: [lineItem],
        metadata,
        success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: options?.guest ? `${origin}/pricing?checkout=cancelled` : `${origin}/billing?checkout=cancelled`,
        // The 14-day right to cancel, acknowledged before paying (cancellation-right.ts):
        // Checkout's required terms box carries our words.
        consent_collection: { terms_of_service: 'required' },
        custom_text: { terms_of_service_acceptance: { message: CANCELLATION_RIGHT_CHECKOUT } },
      };
      if (billing) {
        // Name, address and VAT number were asked on our page and checked (a consumer abroad is
        // refused there, before any payment) and saved on the customer: Checkout asks only what
        // the card needs and never overwrites them.
        params.billing_address_collection = 'auto';
      } else {
        // A full VAT invoice names the customer and their address: Checkout asks for both and
        // saves them on the customer, so every invoice (renewals too) carries them.
        params.billing_address_collection = 'required';
        params.customer_update = { address: 'auto', name: 'auto' };
      }
      if (item.kind === 'plan') params.subscription_data = { metadata };
      else params.invoice_creation = { enabled: true, invoice_data: { metadata } };
      const session = await stripe.checkout.sessions.create(params);
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },

    async readCheckout(sessionId, userId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
      if (userId ? session.client_reference_id !== userId : session.metadata?.['guest'] !== '1') return null;
      const item = checkoutItem(session.metadata?.['item']);
      if (!item) return null;
      const summary: CheckoutSummary = {
        sessionId: session.id,
        item,
        status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        totalPence: session.amount_total ?? item.pence,
        taxPence: session.total_details?.amount_tax ?? 0,
        guest: session.metadata?.['guest'] === '1',
        email: session.customer_details?.email ?? null,
        invoiceId: typeof session.invoice === 'string' ? session.invoice : (session.invoice?.id ?? null),
      };
      return summary;
    },

    async readInvoice(account, invoiceId) {
      if (!account.customerId) return null;
      let invoice: Stripe.Invoice;
      try {
        invoice = await stripe.invoices.retrieve(invoiceId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
      const customer = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
      if (customer !== account.customerId) return null;
      const object = invoice as unknown as Record<string, unknown>;
      const details = (invoice.parent?.subscription_details?.metadata ?? invoice.metadata ?? {}) as Record<string, string>;
      const item = checkoutItem(details['item']);
      return invoiceRecord(object, item, { supplier: config.supplier, vatRatePercent: config.vat.ratePercent });
    },

    async setCancelAtPeriodEnd(account, cancel) {
      if (!account.subscriptionId) throw new BillingUnavailableError('There is no subscription to change.');
      await stripe.subscriptions.update(account.subscriptionId, { cancel_at_period_end: cancel });
    },

    async changePlan(account, item: PlanItem) {
      if (!account.subscriptionId) throw new BillingUnavailableError('There is no subscription to change.');
      const subscription = await stripe.subscriptions.retrieve(account.subscriptionId);
      const current = subscription.items.data[0];
      if (!current) throw new Error('Stripe subscription has no items');
      // A new period from today, charged at once in full (no proration), and applied only if the
      // payment succeeds (docs.stripe.com/billing/subscriptions/pending-updates). The invoice's
      // billing_reason is subscription_update; the webhook grants the new plan's credits when it is
      // paid, and the plan (with its limits) changes then.
      const updated = await stripe.subscriptions.update(
        account.subscriptionId,
        {
          items: [{ id: current.id, price: priceFor(item) }],
          billing_cycle_anchor: { type: 'now' },
          proration_behavior: 'none',
          payment_behavior: 'pending_if_incomplete',
          metadata: { item: item.id, user_id: account.userId },
        },
        { idempotencyKey: `change-${account.subscriptionId}-${item.id}-${Math.floor(Date.now() / 60_000)}` },
      );
      if (updated.pending_update) {
        // Declined: nothing changed. Void the open invoice so a later retry cannot charge for a
        // change the customer was told did not happen.
        const latest = typeof updated.latest_invoice === 'string' ? updated.latest_invoice : updated.latest_invoice?.id;
        if (latest) await stripe.invoices.voidInvoice(latest).catch(() => undefined);
        throw new PlanChangeDeclinedError('The payment for the new plan did not go through.');
      }
    },

    async cancelNow(account) {
      if (!account.subscriptionId) throw new BillingUnavailableError('There is no subscription to cancel.');
      await voidOpenInvoices(account.subscriptionId);
      await stripe.subscriptions.cancel(account.subscriptionId, { invoice_now: false, prorate: false });
    },

    async overdueInvoiceUrl(account) {
      if (!account.subscriptionId) return null;
      const open = await stripe.invoices.list({ subscription: account.subscriptionId, status: 'open', limit: 1 });
      return open.data[0]?.hosted_invoice_url ?? null;
    },

    async closeRetired(account) {
      const { rows } = await db.query<{ subscription_id: string; reason: string }>(
        'select subscription_id, reason from public.billing_retired_subscriptions where user_id = $1 and not provider_closed',
        [account.userId],
      );
      for (const row of rows) {
        if (row.reason === 'duplicate') await refundPaidInvoices(row.subscription_id);
        await voidOpenInvoices(row.subscription_id);
        try {
          await stripe.subscriptions.cancel(row.subscription_id, { invoice_now: false, prorate: false });
        } catch (error) {
          // Already cancelled (or gone) at Stripe: nothing left to close.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        }
        await db.query('update public.billing_retired_subscriptions set provider_closed = true where subscription_id = $1', [
          row.subscription_id,
        ]);
      }
    },

    async portalUrl(account, origin) {
      const customer = await customerFor(account);
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${origin}/billing` });
      return session.url;
    },
  };
}
