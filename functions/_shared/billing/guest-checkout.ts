/**
 * Buying without a trial: a visitor picks a plan or a top-up on /pricing, gives an email address
 * and a name, and pays. The account is made from that address before the checkout (unconfirmed,
 * with no credits and no trial, exactly as /api/signup makes one), so the provider's events
 * find it like any other; the payment gives it its plan or credits, and the receipt carries a
 * one-time link that confirms the address and starts the same onboarding as a trial.
 * An address that already has an account someone uses is asked to sign in and buy from
 * /billing (the purchase then lands on that account); an account made for an abandoned
 * checkout (never confirmed, never paid) is simply used again.
 */
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
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

type GuestBody = z.infer<typeof guestCheckoutBody>;

interface ExistingAccount {
  user_id: string;
  confirmed: boolean;
  password_set: boolean;
  status: string | null;
  invoices: number;
}

async function existingAccount(db: SqlClient, email: string): Promise<ExistingAccount | null> {
  const { rows } = await db.query<ExistingAccount>(
    `select u.id as user_id, u.email_confirmed_at is not null as confirmed, p.password_set, s.status,
            (select count(*)::integer from public.billing_invoices i where i.user_id = u.id) as invoices
     from auth.users u
     join public.profile p on p.user_id = u.id
     left join public.subscriptions s on s.user_id = u.id
     where lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

/** The account a visitor's checkout is for, or the Response that refuses it. */
export async function guestAccount(db: SqlClient, body: GuestBody, ip: string): Promise<BillingAccount | Response> {
  if (isDisposableEmailDomain(emailDomain(body.email))) {
    return jsonError(400, 'disposable_email', 'Please use a permanent email address: your receipt and invoices go there.');
  }
  const limit = await takeRateLimit(GUEST_CHECKOUT_PER_ADDRESS, hashKey('guest-checkout', ip || 'unknown'), db);
  if (!limit.allowed) return rateLimited(limit, 'Too many checkouts from your network. Please try again later.');

  const existing = await existingAccount(db, body.email);
  let userId: string;
  if (existing) {
    const abandoned = !existing.confirmed && !existing.password_set && existing.status === 'trial' && existing.invoices === 0;
    if (!abandoned) {
      return jsonError(
        409,
        'sign_in_required',
        'There is already an account for this email address. Sign in, then buy from your billing page: the purchase is added to that account.',
      );
    }
    userId = existing.user_id;
  } else {
    const created = await adminClient().auth.admin.createUser({
      email: body.email,
      email_confirm: false,
      user_metadata: { first_name: body.firstName, last_name: body.lastName },
    });
    if (created.error || !created.data.user) throw created.error ?? new Error('no user created');
    userId = created.data.user.id;
  }
  const account = await billingAccount(db, userId, body.email);
  if (!account) throw new Error('the new account has no profile');
  return account;
}
