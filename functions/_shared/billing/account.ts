/** The billing facts of one account, and the one column the billing functions write outside the webhook. */
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import type { BillingAccount } from './provider.ts';

/** The account's subscription row, or null when the user has no profile. */
export async function billingAccount(db: SqlClient, userId: string, email: string): Promise<BillingAccount | null> {
  const { rows } = await db.query<{
    provider_customer_id: string | null;
    provider_subscription_id: string | null;
    status: string | null;
    plan: string | null;
    frequency: string | null;
    cancel_at_period_end: boolean | null;
  }>(
    `select s.provider_customer_id, s.provider_subscription_id, s.status, s.plan, s.frequency, s.cancel_at_period_end
     from public.subscriptions s where s.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId,
    email,
    customerId: row.provider_customer_id,
    subscriptionId: row.provider_subscription_id,
    status: row.status,
    plan: row.plan,
    frequency: row.frequency,
    cancelAtPeriodEnd: row.cancel_at_period_end === true,
  };
}

/**
 * Links a provider customer to the account (once: an existing link is kept) and returns the
 * customer id now on the row. Customer ids are not plan, status or credits, so this is the one
 * billing write outside the webhook.
 */
export async function linkCustomer(db: SqlClient, userId: string, customerId: string): Promise<string> {
  const { rows } = await db.query<{ provider_customer_id: string }>(
    `update public.subscriptions s set provider_customer_id = coalesce(s.provider_customer_id, $2)
     where s.user_id = $1 returning s.provider_customer_id`,
    [userId, customerId],
  );
  return rows[0]?.provider_customer_id ?? customerId;
}
