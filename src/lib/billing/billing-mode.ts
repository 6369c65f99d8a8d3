/**
 * Which way this deployment takes payments, decided from its environment (passed in, so the rule
 * is testable): `stripe` with a Stripe secret key, `local` (the test checkout: no card, no money
 * moves) only on a developer's machine, `off` otherwise.
 *
 * Local mode is allowed only when both hold:
 * - the site URL the server links to (LOCAL_SITE_URL, else SITE_URL) is on this machine
 *   (localhost, 127.0.0.1 or [::1]);
 * - nothing says this is a real deployment: no Netlify variables (NETLIFY, CONTEXT other than
 *   `dev`, SITE_ID, URL or DEPLOY_URL off loopback), no AWS Lambda runtime, no Stripe key or
 *   webhook secret, and SUPABASE_URL / DATABASE_URL (when set) on loopback.
 * BILLING_MODE=local on a deployment that fails these checks is refused: billing is `off` and
 * `refusal` says why, so start-up can stop with that message. Stripe mode is refused the same way
 * without VAT_NUMBER and SUPPLIER_ADDRESS (an operator error, never text on a customer's invoice).
 */

export type BillingMode = 'stripe' | 'local' | 'off';

export interface BillingModeDecision {
  mode: BillingMode;
  /** Why local mode is not allowed here (null when it is, or when it was never in question). */
  refusal: string | null;
  /** True when BILLING_MODE=local asked for local mode and it was refused. */
  forcedLocalRefused: boolean;
  /**
   * True when Stripe keys are set without the supplier's VAT number and address: every payment
   * issues a VAT invoice, which needs both, so billing stays off and start-up stops (issue 42).
   */
  stripeRefused?: boolean;
}

type Env = Record<string, string | undefined>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a URL's host is this machine; false for anything unreadable. */
export function isLoopbackUrl(value: string | undefined): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(value ?? '').hostname);
  } catch {
    return false;
  }
}

const set = (env: Env, name: string): string | null => env[name]?.trim() || null;

/** The origin the server uses for links: LOCAL_SITE_URL (set by npm start), else SITE_URL. */
export function serverSiteUrl(env: Env): string | null {
  return set(env, 'LOCAL_SITE_URL') ?? set(env, 'SITE_URL');
}

/** Every sign that this is a real deployment, as readable reasons (empty on a developer's machine). */
export function productionSignals(env: Env): string[] {
  const signals: string[] = [];
  if (set(env, 'NETLIFY')) signals.push('NETLIFY is set (a Netlify build or function)');
  const context = set(env, 'CONTEXT');
  if (context && context !== 'dev') signals.push(`CONTEXT is "${context}" (a Netlify deploy context)`);
  if (set(env, 'SITE_ID')) signals.push('SITE_ID is set (a Netlify site)');
  for (const name of ['URL', 'DEPLOY_URL', 'DEPLOY_PRIME_URL']) {
    const value = set(env, name);
    if (value && !isLoopbackUrl(value)) signals.push(`${name} is ${value}`);
  }
  if (set(env, 'AWS_LAMBDA_FUNCTION_NAME')) signals.push('AWS_LAMBDA_FUNCTION_NAME is set (a serverless runtime)');
  if (set(env, 'STRIPE_SECRET_KEY')) signals.push('STRIPE_SECRET_KEY is set');
  if (set(env, 'STRIPE_WEBHOOK_SECRET')) signals.push('STRIPE_WEBHOOK_SECRET is set');
  const supabase = set(env, 'SUPABASE_URL');
  if (supabase && !isLoopbackUrl(supabase)) signals.push(`SUPABASE_URL is ${supabase}`);
  const database = set(env, 'DATABASE_URL');
  if (database && !isLoopbackUrl(database.replace(/^postgres(ql)?:/, 'http:'))) {
    signals.push('DATABASE_URL points at another machine');
  }
  return signals;
}

/** Why the local test checkout may not run here, or null when it may. */
export function localModeRefusal(env: Env): string | null {
  const site = serverSiteUrl(env);
  const reasons: string[] = [];
  if (!site) reasons.push('neither LOCAL_SITE_URL nor SITE_URL is set');
  else if (!isLoopbackUrl(site)) reasons.push(`the site URL ${site} is not on this machine`);
  reasons.push(...productionSignals(env));
  if (reasons.length === 0) return null;
  return `The local test checkout only runs on a developer's machine, and ${reasons.join('; ')}.`;
}

/** Why Stripe payments may not be taken with this configuration, or null when they may. */
export function stripeModeRefusal(env: Env): string | null {
  const missing: string[] = [];
  if (!set(env, 'VAT_NUMBER')) missing.push("VAT_NUMBER (the supplier's VAT registration number)");
  if (!set(env, 'SUPPLIER_ADDRESS')) missing.push("SUPPLIER_ADDRESS (the supplier's address, lines separated by |)");
  if (missing.length === 0) return null;
  return `Stripe payments are refused: every payment issues a VAT invoice, which must show ${missing.join(' and ')}. Set ${missing.length === 1 ? 'it' : 'both'} and restart.`;
}

export function decideBillingMode(env: Env): BillingModeDecision {
  const forced = env['BILLING_MODE']?.trim().toLowerCase();
  const refusal = localModeRefusal(env);
  if (forced === 'off') return { mode: 'off', refusal: null, forcedLocalRefused: false };
  if (forced === 'stripe' || (!forced && set(env, 'STRIPE_SECRET_KEY'))) {
    const stripeRefusal = stripeModeRefusal(env);
    return stripeRefusal
      ? { mode: 'off', refusal: stripeRefusal, forcedLocalRefused: false, stripeRefused: true }
      : { mode: 'stripe', refusal: null, forcedLocalRefused: false };
  }
  if (forced === 'local') {
    return refusal
      ? { mode: 'off', refusal: `BILLING_MODE=local was refused. ${refusal}`, forcedLocalRefused: true }
      : { mode: 'local', refusal: null, forcedLocalRefused: false };
  }
  return refusal
    ? { mode: 'off', refusal, forcedLocalRefused: false }
    : { mode: 'local', refusal: null, forcedLocalRefused: false };
}
