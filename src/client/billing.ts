/** Billing calls for the signed-in pages: the /api/billing functions and the owner-readable billing rows. */
import type { BillingSubscription } from '../lib/billing/billing-view.ts';
import type { CheckoutSummary as ProviderCheckoutSummary } from '../lib/billing/checkout-summary.ts';
import type { Supplier } from '../lib/billing/supplier.ts';
import type { VatConfig } from '../lib/billing/vat.ts';
import type { Outcome } from './account.ts';
import { requestJson } from './http.ts';
import { supabase } from './supabase.ts';

export type BillingMode = 'stripe' | 'local' | 'off';

export interface BillingSettings {
  mode: BillingMode;
  vat: VatConfig;
  supplier: Supplier;
}

/** A checkout as /api/billing/session answers it, with whether the webhook has applied it yet. */
export interface CheckoutSummary extends ProviderCheckoutSummary {
  /** True once the webhook has added the credits or started the plan. */
  applied: boolean;
}

const FALLBACK = 'Something went wrong. Please try again.';

export async function bearer(): Promise<string | null> {
  const { data } = await supabase().auth.getSession();
  return data.session?.access_token ?? null;
}

/** Whether payments run through Stripe, the local test checkout, or not at all; and the VAT rate. */
export async function fetchBillingSettings(): Promise<Outcome<BillingSettings>> {
  try {
    const answer = await requestJson('/api/billing/config');
    if (!answer.ok) return { ok: false, error: 'Could not load the payment settings.' };
    return { ok: true, value: answer.body as BillingSettings };
  } catch {
    return { ok: false, error: 'Could not reach the payment service. Check your connection.' };
  }
}

/** A billing action as the signed-in user: GET without a body, POST with one. */
export async function billingCall<T>(action: string, body?: unknown): Promise<Outcome<T>> {
  const token = await bearer();
  if (!token) return { ok: false, error: 'Please sign in again.' };
  return billingRequest<T>(action, body, token);
}

/** A billing action a visitor may take (buying from /pricing), as the signed-in user when there is one. */
export async function openBillingCall<T>(action: string, body?: unknown): Promise<Outcome<T>> {
  return billingRequest<T>(action, body, await bearer());
}

async function billingRequest<T>(action: string, body: unknown, token: string | null): Promise<Outcome<T>> {
  try {
    const answer = await requestJson(`/api/billing/${action}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.ok) return { ok: true, value: answer.body as T };
    const message = (answer.body as { message?: string } | null)?.message;
    return { ok: false, error: message || FALLBACK };
  } catch {
    return { ok: false, error: 'Could not reach the payment service. Check your connection and try again.' };
  }
}

/** The signed-in user's subscription with its billing columns. */
export async function fetchSubscription(userId: string): Promise<Outcome<BillingSubscription | null>> {
  const { data, error } = await supabase()
    .from('subscriptions')
    .select('status, trial_end, amount, frequency, plan, current_period_end, cancel_at_period_end, past_due_since')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) return { ok: false, error: error.message || 'Could not load your plan.' };
  return { ok: true, value: (data as BillingSubscription | null) ?? null };
}
