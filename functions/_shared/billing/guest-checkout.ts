/**
 * Buying without a trial: a visitor picks a plan or a top-up on /pricing, gives an email address
 * and a name, and pays. The checkout needs an account for the provider's events to land on, so
 * one is made from that address before the checkout: a *checkout account*, unconfirmed, with no
 * credits and no trial, marked `app_metadata.checkout = 'guest'` and never marked as a sign-up.
 * The payment gives it its plan or credits, and the receipt carries a one-time link that
 * confirms the address and starts the same onboarding as a trial.
 *
 * Until it is paid, a checkout account is a placeholder that harms nobody (docs/decisions/
 * accounts.md, "Trials and guest checkout"):
 * - a sign-up for the same address deletes it first (public.release_checkout_account), so a
 *   checkout someone started with another person's address never blocks or shapes their trial,
 *   and paying that checkout afterwards attaches to nobody;
 * - another guest checkout for the address replaces it with a new one (the buyer retrying), so
 *   only the newest checkout for an address can be paid onto an account.
 * A checkout never lands on any other account: an address with a sign-up (confirmed or not), a
 * password or a purchase is asked to sign in and buy from /billing, so a stranger's payment,
 * name and billing address never reach someone else's account.
 */
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import { networkSource } from '../../../src/lib/api/network-source.ts';
import type { RateRule } from '../../../src/lib/api/rate-rules.ts';
import { emailDomain } from '../../../src/lib/auth/trial-email.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import type { z } from 'zod';
import type { guestCheckoutBody } from '../../../src/lib/billing/request-bodies.ts';
import { hashKey, rateLimited, takeRateLimit } from '../rate-limit.ts';
import { jsonError } from '../respond.ts';
import { adminClient } from '../supabase-admin.ts';
import { billingAccount } from './account.ts';
import type { BillingAccount } from './provider.ts';

/** Checkouts a network address may start without an account: a buyer retrying, not a farm. */
const GUEST_CHECKOUT_PER_ADDRESS: RateRule = { bucket: 'billing:guest-address', windowSeconds: 3600, limit: 10 };

/** Marks an account a guest checkout made (app_metadata, which only the service role can set). */
export const CHECKOUT_MARK = { checkout: 'guest' } as const;

type GuestBody = z.infer<typeof guestCheckoutBody>;

/** Whether the address has an account (any case). */
async function hasAccount(db: SqlClient, email: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.users u where lower(u.email) = lower($1)', [email.trim()]);
  return rows.length > 0;
}

/** The account a visitor's checkout is for, or the Response that refuses it. */
export async function guestAccount(db: SqlClient, body: GuestBody, ip: string): Promise<BillingAccount | Response> {
  if (isDisposableEmailDomain(emailDomain(body.email))) {
    return jsonError(400, 'disposable_email', 'Please use a permanent email address: your receipt and invoices go there.');
  }
  const limit = await takeRateLimit(GUEST_CHECKOUT_PER_ADDRESS, hashKey('guest-checkout', networkSource(ip)), db);
  if (!limit.allowed) return rateLimited(limit, 'Too many checkouts from your network. Please try again later.');

  // An unpaid checkout account at this address is replaced, not reused: whoever started its
  // earlier checkout (the buyer retrying, or someone else who typed this address) can no longer
  // pay onto the account this checkout is for. Any other account is left alone.
  await db.query('select public.release_checkout_account($1)', [body.email]);
  if (await hasAccount(db, body.email)) {
    return jsonError(
      409,
      'sign_in_required',
      'This email address already has an account. Sign in (or open the link we emailed you), then buy from your billing page: the purchase is added to that account.',
    );
  }
  const created = await adminClient().auth.admin.createUser({
    email: body.email,
    email_confirm: false,
    user_metadata: { first_name: body.firstName, last_name: body.lastName },
    app_metadata: CHECKOUT_MARK,
  });
  if (created.error || !created.data.user) throw created.error ?? new Error('no user created');
  const userId = created.data.user.id;
  const account = await billingAccount(db, userId, body.email);
  if (!account) throw new Error('the new account has no profile');
  return account;
}
