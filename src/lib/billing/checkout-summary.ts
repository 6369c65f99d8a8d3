import type { CheckoutItem } from './catalogue.ts';

/** What /success shows: read from the payment provider's checkout session on the server, never from the query string. */
export interface CheckoutSummary {
  sessionId: string;
  item: CheckoutItem;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  totalPence: number;
  taxPence: number;
}
