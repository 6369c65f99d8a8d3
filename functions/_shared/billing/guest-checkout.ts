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
 * - another guest checkout for the address uses it again (the buyer retrying).
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

/**
 * The address's account and whether it is an unpaid checkout account (the same conditions as
 * public.release_checkout_account), or null when the address has none.
 */
async function existingAccount(db: SqlClient, email: string): Promise<{ user_id: string; unpaid_checkout: boolean } | null> {
  const { rows } = await db.query<{ user_id: string; unpaid_checkout: boolean }>(
    `select u.id as user_id,
            (u.email_confirmed_at is null
             and coalesce(u.raw_app_meta_data ->> 'signup', '') <> 'brickstack'
             and not p.password_set
             and p.api_credits = 0
             and coalesce(s.status, 'trial') = 'trial'
             and s.provider_subscription_id is null
             and not exists (select 1 from public.billing_invoices i where i.user_id = u.id)
             and not exists (select 1 from public.billing_grants g where g.user_id = u.id)
             and not exists (select 1 from public.credit_ledger l where l.user_id = u.id)) as unpaid_checkout
     from auth.users u
     join public.profile p on p.user_id = u.id
     left join public.subscriptions s on s.user_id = u.id
     where lower(u.email) = lower($1)`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** The account a visitor's checkout is for, or the Response that refuses it. */
export async function guestAccount(db: SqlClient, body: GuestBody, ip: string): Promise<BillingAccount | Response> {
  if (isDisposableEmailDomain(emailDomain(body.email))) {
    return jsonError(400, 'disposable_email', 'Please use a permanent email address: your receipt and invoices go there.');
  }
  const limit = await takeRateLimit(GUEST_CHECKOUT_PER_ADDRESS, hashKey('guest-checkout', networkSource(ip)), db);
  if (!limit.allowed) return rateLimited(limit, 'Too many checkouts from your network. Please try again later.');

  const existing = await existingAccount(db, body.email);
  let userId: string;
  if (existing) {
    if (!existing.unpaid_checkout) {
      return jsonError(
        409,
        'sign_in_required',
        'This email address already has an account. Sign in (or open the link we emailed you), then buy from your billing page: the purchase is added to that account.',
      );
    }
    userId = existing.user_id;
    // The buyer retrying, or someone else who typed this address: the receipt greets whoever pays now.
    await db.query('update public.profile set first_name = $2, last_name = $3 where user_id = $1', [
      userId,
      body.firstName,
      body.lastName,
    ]);
  } else {
    const created = await adminClient().auth.admin.createUser({
      email: body.email,
      email_confirm: false,
      user_metadata: { first_name: body.firstName, last_name: body.lastName },
      app_metadata: CHECKOUT_MARK,
    });
    if (created.error || !created.data.user) throw created.error ?? new Error('no user created');
    userId = created.data.user.id;
  }
  const account = await billingAccount(db, userId, body.email);
  if (!account) throw new Error('the new account has no profile');
  return account;
}
