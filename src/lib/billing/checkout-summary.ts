import type { CheckoutItem } from './catalogue.ts';
import type { SavedBilling } from './saved-billing.ts';

/** What /success shows: read from the payment provider's checkout session on the server, never from the query string. */
export interface CheckoutSummary {
  sessionId: string;
  item: CheckoutItem;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  totalPence: number;
  taxPence: number;
  /** Bought by a visitor from /pricing (the account was made from the checkout's email). */
  guest: boolean;
  /** The address the receipt goes to. */
  email: string | null;
  /** The invoice the payment produced, once there is one. */
  invoiceId: string | null;
  /**
   * For a signed-in buyer's open local checkout: the name and address of their last invoice, to
   * fill in again (Stripe Checkout fills them from the Stripe customer itself).
   */
  savedBilling?: SavedBilling | null;
}
