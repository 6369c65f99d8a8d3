/**
 * Request bodies of the billing actions added for full VAT invoices and buying without a trial:
 * the billing details a checkout collects (name and postal address, as Stripe Checkout's
 * billing address collection asks for them) and the visitor's checkout.
 */
import { z } from 'zod';
import { normalisePostcode } from '../postcode/parse.ts';
import { CHECKOUT_ITEMS } from './catalogue.ts';

const ITEM_IDS = CHECKOUT_ITEMS.map((item) => item.id) as [string, ...string[]];

/** Bytes a billing body may have (a name and an address fit easily). */
export const BILLING_BODY_BYTES = 4096;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** The customer's name and billing address: in the United Kingdom, with a real postcode. */
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
  })
  .transform((details, ctx) => {
    // UK-only sales (docs/decisions/billing-lifecycle.md): every price includes UK VAT, which is
    // not right for a buyer abroad (a business there accounts for VAT itself, a consumer pays
    // their own country's VAT), so other countries are refused with the reason.
    if (details.country !== 'GB') {
      ctx.addIssue({
        code: 'custom',
        path: ['country'],
        message: 'We sell to customers in the United Kingdom only, with UK VAT. If you are a business elsewhere, email us.',
      });
      return z.NEVER;
    }
    const postcode = normalisePostcode(details.postalCode);
    if (!postcode) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a full UK postcode, such as M33 2AU.' });
      return z.NEVER;
    }
    return { ...details, postalCode: postcode };
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

/** POST /api/billing/guest-checkout: a visitor buying without an account (or before signing in). */
export const guestCheckoutBody = z.object(
  {
    item: z.enum(ITEM_IDS, { error: `item must be one of: ${ITEM_IDS.join(', ')}.` }),
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
  },
  {
    error:
      'Send a JSON object such as {"item": "api_monthly", "email": "…", "firstName": "…", "lastName": "…", "consent": true}.',
  },
);
