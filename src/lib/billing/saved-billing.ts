/**
 * A returning buyer's billing details, from their last invoice, to fill a checkout in again: the
 * local test checkout's page and, with Stripe, the details step before Checkout (Stripe Checkout
 * itself fills the card step from the Stripe customer). Pure.
 */
export interface SavedBilling {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  postalCode: string;
  country: string;
  /** A business's VAT number, when the last invoice carried one. */
  taxId?: string;
}

/** The details of a stored invoice row; null when it lacks a name or a first address line. */
export function savedBillingOf(row: {
  customer_name: string | null;
  customer_address: unknown;
  customer_tax_id?: string | null;
}): SavedBilling | null {
  const address = (row.customer_address && typeof row.customer_address === 'object' ? row.customer_address : {}) as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  if (!row.customer_name || !text('line1')) return null;
  return {
    name: row.customer_name,
    line1: text('line1'),
    ...(text('line2') ? { line2: text('line2') } : {}),
    city: text('city'),
    postalCode: text('postal_code') || text('postalCode'),
    country: text('country') || 'GB',
    ...(row.customer_tax_id ? { taxId: row.customer_tax_id } : {}),
  };
}
