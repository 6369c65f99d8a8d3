/**
 * Request bodies of the billing actions added for full VAT invoices and buying without a trial:
 * the billing details a checkout collects (name and postal address, as Stripe Checkout's
 * billing address collection asks for them) and the visitor's checkout.
 */
import { z } from 'zod';
import { normalisePostcode } from '../postcode/parse.ts';
import { CHECKOUT_ITEMS } from './catalogue.ts';
import { CONSUMER_ABROAD_REFUSAL, normaliseTaxId, taxIdProblem } from './customer-tax.ts';

const ITEM_IDS = CHECKOUT_ITEMS.map((item) => item.id) as [string, ...string[]];

/** Bytes a billing body may have (a name and an address fit easily). */
export const BILLING_BODY_BYTES = 4096;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * The customer's name, billing address and, for a business, its VAT number (as Stripe Checkout's
 * "I'm purchasing as a business" asks for it). In the United Kingdom: a real postcode, any VAT
 * number optional. Outside it: a business only, with its VAT or tax number (the sale is then
 * under the reverse charge); a consumer abroad is refused with the reason (customer-tax.ts).
 */
export const billingDetailsBody = z
  .object({
    name: text('Name', 200),
    line1: text('Address line 1', 200),
    line2: z.string().trim().max(200, 'Address line 2 must be at most 200 characters.').optional(),
    city: text('Town or city', 100),
    postalCode: text('Postcode', 20),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code such as GB.'),
    taxId: z.string().trim().max(40, 'The VAT number must be at most 40 characters.').optional(),
  })
  .transform((details, ctx) => {
    const taxId = details.taxId ? normaliseTaxId(details.taxId) : '';
    const { taxId: _raw, ...rest } = details;
    if (details.country !== 'GB' && !taxId) {
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: CONSUMER_ABROAD_REFUSAL });
      return z.NEVER;
    }
    const problem = taxId ? taxIdProblem(details.country, taxId) : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: problem });
      return z.NEVER;
    }
    if (details.country !== 'GB') return { ...rest, taxId };
    const postcode = normalisePostcode(details.postalCode);
    if (!postcode) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a full UK postcode, such as M33 2AU.' });
      return z.NEVER;
    }
    return { ...rest, postalCode: postcode, ...(taxId ? { taxId } : {}) };
  });

export type BillingDetails = z.infer<typeof billingDetailsBody>;

/** POST /api/billing/local/complete: the local test checkout session and the billing details. */
export const localCompleteBody = z.object(
  {
    session: z.string().regex(/^cs_local_[a-z0-9]{8,40}$/, 'session must be a local checkout session id.'),
    billing: billingDetailsBody,
  },
  { error: 'Send a JSON object such as {"session": "cs_local_…", "billing": {"name": "…", …}}.' },
);

const itemField = z.enum(ITEM_IDS, { error: `item must be one of: ${ITEM_IDS.join(', ')}.` });

/**
 * POST /api/billing/checkout: the item and, when Stripe takes the payment, the billing details
 * asked on our page first (the local test checkout asks them on its own page).
 */
export const checkoutBody = z.object(
  { item: itemField, billing: billingDetailsBody.optional() },
  { error: 'Send a JSON object such as {"item": "premium_monthly", "billing": {"name": "…", …}}.' },
);

/** POST /api/billing/guest-checkout: a visitor buying without an account (or before signing in). */
export const guestCheckoutBody = z.object(
  {
    item: itemField,
    email: z.email('Enter a valid email address.').max(254, 'The email address is too long.'),
    firstName: z
      .string()
      .trim()
      .regex(/^[\p{L} '-]{1,50}$/u, 'First name: up to 50 letters, spaces, hyphens or apostrophes.'),
    lastName: z
      .string()
      .trim()
      .regex(/^[\p{L} '-]{1,50}$/u, 'Last name: up to 50 letters, spaces, hyphens or apostrophes.'),
    consent: z.literal(true, { error: 'Please accept the terms to continue.' }),
    billing: billingDetailsBody.optional(),
  },
  {
    error:
      'Send a JSON object such as {"item": "api_monthly", "email": "…", "firstName": "…", "lastName": "…", "consent": true}.',
  },
);
