/**
 * The consumer's 14-day right to cancel a digital service (Consumer Contracts (Information,
 * Cancellation and Additional Charges) Regulations 2013, regs. 29, 36 and 37), as this product
 * applies it (docs/decisions/billing-lifecycle.md, "The right to cancel"): the customer asks for
 * the service to start at once; until they use a credit that the payment added, they may cancel
 * within 14 days of paying for a full refund, on request; once they use one, the right ends for
 * that payment. The same words at checkout (local and Stripe), in the receipt and on /terms-like
 * pages, from here.
 */
import { BRAND } from '../site/brand.ts';

/** How long after paying the right lasts. */
const CANCELLATION_DAYS = 14;

/** The acknowledgement the buyer ticks before paying (Stripe Checkout's terms box carries it too). */
export const CANCELLATION_RIGHT_CHECKOUT =
  'I want my purchase to start now. I understand that I can cancel within 14 days of paying for a full refund only while I have not used any of the credits it adds, and that once I use one I lose that right to cancel.';

/** The paragraph of every receipt for a new purchase. */
export function cancellationRightReceipt(supportEmail: string = BRAND.supportEmail): string {
  return `Your right to cancel: you asked us to start at once. If you have not used any of the credits this payment added, you can cancel within ${CANCELLATION_DAYS} days of paying and get a full refund: reply to this email or write to ${supportEmail}. Once you use one of them, that right ends; you can still cancel a plan's renewal at any time from Billing.`;
}
