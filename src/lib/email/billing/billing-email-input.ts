/** What every billing email is built from: the account, the figures from the ledger, and links. */

export type BillingEmailKind =
  | 'receipt'
  | 'invoice_available'
  | 'renewal'
  | 'renewal_reminder'
  | 'trial_ending'
  | 'trial_ended'
  | 'payment_failed'
  | 'paused'
  | 'cancelled'
  | 'reactivated'
  | 'refund'
  | 'plan_changed'
  | 'plan_ended';

export interface InvoiceFigures {
  id: string;
  number: string;
  description: string;
  totalPence: number;
  vatPence: number;
  netPence: number;
  vatRatePercent: number;
  issuedAt: string;
  /** When the payment was taken (a renewal paid late is paid after its date of issue). */
  paidAt?: string | null;
  /** Credits the payment added (plan allowance or top-up pack), when it added any. */
  creditsAdded: number | null;
  /** The period a plan invoice pays for. */
  periodEnd: string | null;
  /** Supplied under the reverse charge (a business abroad): no UK VAT, the customer accounts for it. */
  reverseCharge?: boolean;
  /** The customer's VAT number, when they gave one. */
  customerTaxId?: string | null;
}

export interface CreditNoteFigures {
  id: string;
  number: string;
  invoiceNumber: string | null;
  totalPence: number;
  vatPence: number;
  creditsRemoved: number;
  /** The money went back through a lost dispute (chargeback), not a refund we made. */
  chargeback?: boolean;
  /** The refund of a second plan paid while the first was active (it was cancelled). */
  duplicate?: boolean;
}

export interface BillingEmailInput {
  kind: BillingEmailKind;
  to: string;
  firstName: string | null;
  /** Site origin for links, e.g. https://brickstack.co.uk. */
  siteUrl: string;
  /** The credit balance after the event. */
  balance: number | null;
  /** "Premium (monthly)" and its price, when the account has a plan. */
  plan: { name: string; amountPence: number | null; yearly: boolean } | null;
  invoice?: InvoiceFigures | null;
  creditNote?: CreditNoteFigures | null;
  /** The day a past-due account is paused unless the card is updated. */
  graceEndsAt?: string | null;
  /** When a cancelled plan ends, a plan renews, or a trial ends. */
  endsAt?: string | null;
  renewsAt?: string | null;
  trialEnd?: string | null;
  /** A renewal that paid an overdue invoice. */
  recovered?: boolean;
  /** A plan that ended while a payment was overdue (its unpaid invoice is cancelled). */
  wasOverdue?: boolean;
  /**
   * The trading disclosures for the footer (Companies Act: company name, number and registered
   * office), from configuration; null when none is configured.
   */
  trading?: string | null;
  /** For an account made at checkout that has not signed in yet: the one-time sign-in link. */
  signInLink?: string | null;
  /** A link to the invoice's PDF that works for 30 days without signing in (receipts of such accounts). */
  invoiceLink?: string | null;
}
