/** What the gates need to know about the signed-in account. */
export interface GateState {
  status: string | null;
  legacy: boolean;
  /** api_credits, or null while unknown. */
  credits: number | null;
  emailSent: boolean;
  passwordSet: boolean | null;
  onboardingCompleted: boolean | null;
}

/** The blocking dialog to show, if any. */
export type Gate = 'paused' | 'exhausted' | null;

/** Plan statuses that may use the product. */
export const ALLOWED_STATUSES: readonly string[] = ['trial', 'active'];

/** The page where blocked users can fix their plan; no gate shows there. */
export const BILLING_PATH = '/billing';

/** Pages of the purchase journey, where a blocked user must be able to pay: no gate shows on them either. */
export const PAYMENT_PATHS: readonly string[] = [BILLING_PATH, '/billing/test-checkout', '/billing/invoice', '/success'];

/**
 * Subscription gate: off /billing (and the pages a payment passes through), any status other than trial or active shows
 * 'Account Paused'; a trial with exactly 0 credits shows 'Trial Credits Exhausted'.
 * Founding (legacy) customers have unlimited access and are never gated.
 */
export function subscriptionGate(state: GateState, path: string): Gate {
  if (PAYMENT_PATHS.includes(path) || state.legacy) return null;
  if (state.status === null || !ALLOWED_STATUSES.includes(state.status)) return 'paused';
  if (state.status === 'trial' && state.credits === 0) return 'exhausted';
  return null;
}

/** The upgrade email goes once: only with the exhausted gate and when not already sent. */
export function shouldSendUpgradeEmail(state: GateState, gate: Gate): boolean {
  return gate === 'exhausted' && !state.emailSent;
}

/** The trial banner: only for a trial with credits known; 'Upgrade Now' at 0 credits, else 'Manage Trial'. */
export function trialBanner(state: GateState): { button: 'Upgrade Now' | 'Manage Trial'; credits: number } | null {
  if (state.status !== 'trial' || state.credits === null || state.legacy) return null;
  return { button: state.credits === 0 ? 'Upgrade Now' : 'Manage Trial', credits: state.credits };
}

/** Credits falling from above 0 to 0 during a trial raise the exhausted dialog. */
export function droppedToZero(previous: number | null, next: number | null, status: string | null): boolean {
  return status === 'trial' && previous !== null && previous > 0 && next === 0;
}
