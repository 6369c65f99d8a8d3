/**
 * How this deployment takes payments, from the environment (rules: src/lib/billing/billing-mode.ts):
 * - `stripe`: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; Stripe Checkout, the customer
 *   portal and Stripe's signed webhooks. STRIPE_API_BASE points the client at another host (the
 *   tests' loopback double); STRIPE_TAX_RATE_ID adds an inclusive VAT rate to every line.
 * - `local`: the local test checkout, only on a developer's machine (loopback site URL and no
 *   sign of a real deployment). Its replayable events are signed with a secret made at random
 *   for this process, so no one outside it can sign one. No card, no money moves.
 * - `off`: anything else: purchases answer 503 billing_unavailable and the local checkout is 404.
 * BILLING_MODE=local|stripe|off overrides the choice; `local` is refused off a developer's machine.
 */
import { randomBytes } from 'node:crypto';
import { decideBillingMode, type BillingMode } from '../../../src/lib/billing/billing-mode.ts';
import { supplierConfig, type Supplier } from '../../../src/lib/billing/supplier.ts';
import { vatConfig, type VatConfig } from '../../../src/lib/billing/vat.ts';
import { log } from '../log.ts';

export type { BillingMode } from '../../../src/lib/billing/billing-mode.ts';

export interface BillingConfig {
  mode: BillingMode;
  /** Why local mode was not chosen or was refused; null when it is on or was never in question. */
  refusal: string | null;
  stripeSecretKey: string | null;
  webhookSecret: string | null;
  apiBase: URL | null;
  taxRateId: string | null;
  vat: VatConfig;
  supplier: Supplier;
}

/** Thrown when a purchase needs configuration this deployment lacks; answered as 503. */
export class BillingUnavailableError extends Error {}

/** A plan change whose payment did not go through: the plan stays as it was. */
export class PlanChangeDeclinedError extends Error {}

let processSecret: string | undefined;

/**
 * The secret the local test checkout signs its events with: random, made once per process and
 * never written anywhere, so a deployment (or anyone reading the source) cannot forge one.
 */
export function localWebhookSecret(): string {
  processSecret ??= `whsec_local_${randomBytes(32).toString('hex')}`;
  return processSecret;
}

export function billingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  const decision = decideBillingMode(env);
  const stripeSecretKey = env['STRIPE_SECRET_KEY']?.trim() || null;
  const base = env['STRIPE_API_BASE']?.trim();
  return {
    mode: decision.mode,
    refusal: decision.refusal,
    stripeSecretKey,
    webhookSecret:
      decision.mode === 'local'
        ? localWebhookSecret()
        : decision.mode === 'stripe'
          ? env['STRIPE_WEBHOOK_SECRET']?.trim() || null
          : null,
    apiBase: base ? new URL(base) : null,
    taxRateId: env['STRIPE_TAX_RATE_ID']?.trim() || null,
    vat: vatConfig(env),
    supplier: supplierConfig(env),
  };
}

/**
 * The start-up check: the message to stop with when BILLING_MODE=local is asked for where it may
 * not run, or Stripe keys are set without the supplier's VAT number and address, else null. npm start exits with it before serving anything (server/start.ts).
 */
export function billingStartupProblem(env: Record<string, string | undefined> = process.env): string | null {
  const decision = decideBillingMode(env);
  return decision.forcedLocalRefused || decision.stripeRefused ? decision.refusal : null;
}

let reported = false;

/**
 * Logs, once per process (a cold start on Netlify), a refused BILLING_MODE=local as an error and
 * why billing is off as a warning. The functions then answer 503 and 404 as for `off`.
 */
export function reportBillingStartup(env: Record<string, string | undefined> = process.env): void {
  if (reported) return;
  reported = true;
  const problem = billingStartupProblem(env);
  if (problem) log('error', 'billing refused', { reason: problem });
  else if (decideBillingMode(env).mode === 'off' && !env['BILLING_MODE']?.trim()) {
    log('warn', 'billing is off', { reason: decideBillingMode(env).refusal ?? 'no Stripe key' });
  }
}
