/**
 * A second plan paid while the account's first one works (two checkouts opened during a trial, a
 * double click): the database retires it as a duplicate, and the functions cancel it and refund
 * its payment with a credit note carrying this memo (Stripe reason `duplicate`). The refund
 * email reads the memo to say why (docs/decisions/billing-lifecycle.md, "Two plans paid at once").
 */
export const DUPLICATE_MEMO = 'Refund of a second plan paid while the first was active';

/** Whether a credit note's stored reason is a duplicate plan's refund. */
export function isDuplicateRefund(reason: string | null | undefined): boolean {
  return reason === DUPLICATE_MEMO;
}
