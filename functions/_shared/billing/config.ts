/**
 * How this deployment takes payments, from the environment:
 * - `stripe`: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; Stripe Checkout, the customer
 *   portal and Stripe's signed webhooks. STRIPE_API_BASE points the client at another host (the
 *   tests' loopback double); STRIPE_TAX_RATE_ID adds an inclusive VAT rate to every line.
 * - `local`: no Stripe key and the Supabase backend is on this machine (npm start, tests): the
 *   local test checkout, whose events are signed with LOCAL_WEBHOOK_SECRET and delivered to the
 *   same webhook handler. No card, no money moves.
 * - `off`: neither (a deployment without keys): every purchase answers 503 billing_unavailable,
 *   so a misconfigured production site can never hand out credits through the local checkout.
 * BILLING_MODE=local|stripe|off overrides the choice.
 */
import { vatConfig, type VatConfig } from '../../../src/lib/billing/vat.ts';

export type BillingMode = 'stripe' | 'local' | 'off';

/** The secret the local test checkout signs its events with (never accepted in stripe mode). */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_brickstack_test_checkout_no_money_moves';

export interface BillingConfig {
  mode: BillingMode;
  stripeSecretKey: string | null;
  webhookSecret: string | null;
  apiBase: URL | null;
  taxRateId: string | null;
  vat: VatConfig;
}

/** Thrown when a purchase needs configuration this deployment lacks; answered as 503. */
export class BillingUnavailableError extends Error {}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackUrl(value: string | undefined): boolean {
  try {
    return LOOPBACK.has(new URL(value ?? '').hostname);
  } catch {
    return false;
  }
}

export function billingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  const stripeSecretKey = env['STRIPE_SECRET_KEY']?.trim() || null;
  const forced = env['BILLING_MODE']?.trim().toLowerCase();
  const mode: BillingMode =
    forced === 'stripe' || forced === 'local' || forced === 'off'
      ? forced
      : stripeSecretKey
        ? 'stripe'
        : isLoopbackUrl(env['SUPABASE_URL'])
          ? 'local'
          : 'off';
  const base = env['STRIPE_API_BASE']?.trim();
  return {
    mode,
    stripeSecretKey,
    webhookSecret: mode === 'local' ? LOCAL_WEBHOOK_SECRET : env['STRIPE_WEBHOOK_SECRET']?.trim() || null,
    apiBase: base ? new URL(base) : null,
    taxRateId: env['STRIPE_TAX_RATE_ID']?.trim() || null,
    vat: vatConfig(env),
  };
}
