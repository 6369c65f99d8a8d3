/** The one interface the billing functions use, with a Stripe and a local implementation. */
import type { CheckoutItem, PlanItem } from '../../../src/lib/billing/catalogue.ts';
import type { CheckoutSummary } from '../../../src/lib/billing/checkout-summary.ts';
import type { BillingDetails } from '../../../src/lib/billing/request-bodies.ts';
import type { InvoiceRecord } from '../../../src/lib/billing/stripe-invoice.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import { BillingUnavailableError, billingConfig, type BillingConfig } from './config.ts';
import { localProvider } from './local-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

/** The account a billing action is for, as the subscriptions row knows it. */
export interface BillingAccount {
  userId: string;
  email: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: string | null;
  /** The plan the account has paid for ('premium', 'api') and its frequency, when it has one. */
  plan?: string | null;
  frequency?: string | null;
  cancelAtPeriodEnd?: boolean;
}

export type { CheckoutSummary } from '../../../src/lib/billing/checkout-summary.ts';

export interface BillingProvider {
  mode: 'stripe' | 'local';
  /**
   * A checkout page for the item, collecting the customer's name and billing address; `origin`
   * is where the customer returns. `guest`: bought from /pricing by a visitor whose account was
   * made for the checkout (their /success page reads the session without signing in). `billing`:
   * the details asked on our page before Stripe Checkout (name, address, a business's VAT number),
   * checked already; the local test checkout asks them on its own page instead.
   */
  createCheckout(
    account: BillingAccount,
    item: CheckoutItem,
    origin: string,
    options?: { guest?: boolean; billing?: BillingDetails | null },
  ): Promise<{ url: string }>;
  /** The session if it belongs to the user (null user: if it is a visitor's checkout), else null. */
  readCheckout(sessionId: string, userId: string | null): Promise<CheckoutSummary | null>;
  setCancelAtPeriodEnd(account: BillingAccount, cancel: boolean): Promise<void>;
  /**
   * Switches to another plan from today: a new period starts, its price is charged at once, and
   * the subscription changes only if that payment succeeds (Stripe's pending updates). Throws
   * PlanChangeDeclinedError when the payment fails (nothing changed, the invoice is voided).
   */
  changePlan(account: BillingAccount, item: PlanItem): Promise<void>;
  /** Ends an overdue plan now, voiding its unpaid invoice (nothing more is owed). */
  cancelNow(account: BillingAccount): Promise<void>;
  /** Where the customer pays the overdue invoice of their current subscription; null when none is open. */
  overdueInvoiceUrl(account: BillingAccount): Promise<string | null>;
  /** Cancels at the provider the subscriptions a newer one replaced, voiding their unpaid invoices. */
  closeRetired(account: Pick<BillingAccount, 'userId'>): Promise<void>;
  /** Where the customer manages cards and invoices. */
  portalUrl(account: BillingAccount, origin: string): Promise<string>;
  /** The provider's own copy of an invoice of this customer's, for the PDF; null when it keeps none (local). */
  readInvoice(account: BillingAccount, invoiceId: string): Promise<InvoiceRecord | null>;
}

/** The provider for this deployment's mode; throws BillingUnavailableError when billing is off. */
export function billingProvider(db: SqlClient, config: BillingConfig = billingConfig()): BillingProvider {
  if (config.mode === 'stripe') return stripeProvider(db, config);
  if (config.mode === 'local') return localProvider(db);
  throw new BillingUnavailableError('Online payment is not configured on this site.');
}
