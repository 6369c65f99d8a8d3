import type { CheckoutItem } from './catalogue.ts';

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
}
