/**
 * The signed-in user's state: profile with its subscription, API key and
 * available credits. Loaded once per page; credits refresh on demand (the sidebar polls).
 */
import { atom, computed } from 'nanostores';
import type { AccountProfile } from '../lib/subscription/account.ts';
import { isLegacy, subscriptionOf } from '../lib/subscription/account.ts';
import type { GateState } from '../lib/subscription/gating.ts';
import { effectiveStatus } from '../lib/billing/account-access.ts';
import { fetchAccount, fetchCredits } from '../client/account.ts';
import { currentUser } from './session.ts';

export const $profile = atom<AccountProfile | null>(null);
export const $apiKey = atom<string | null>(null);
/** api_credits, or null while unknown. */
export const $availableCredits = atom<number | null>(null);
/** A profile load error message (logged; pages may show it). */
export const $accountError = atom<string | null>(null);
/** True once the profile load has finished, successfully or not. */
export const $accountLoaded = atom(false);

/** What the gates read, derived from the profile and live credits. */
export const $gateState = computed([$profile, $availableCredits], (profile, credits): GateState | null => {
  if (!profile) return null;
  return {
    status: effectiveStatus(subscriptionOf(profile)?.status, subscriptionOf(profile)?.past_due_since, new Date()),
    legacy: isLegacy(profile),
    credits,
    emailSent: profile.credit_exhausted_email_sent === true,
    passwordSet: profile.password_set,
    onboardingCompleted: profile.onboarding_completed,
  };
});

let loading: Promise<AccountProfile | null> | undefined;

/**
 * When the balance shown was read: a reading taken earlier (a profile load that set off before a
 * charge answered) never replaces a later one, so the balance never goes back to a stale value.
 */
let creditsReadAt = 0;

/** Shows the balance the server reported at `readAt` (ms), unless a later reading is already shown. */
export function setCredits(credits: number | null, readAt: number = Date.now()): void {
  if (readAt < creditsReadAt) return;
  creditsReadAt = readAt;
  $availableCredits.set(credits);
}

/** Loads the profile of the signed-in user once per page; null when signed out or on error. */
export function loadAccount(): Promise<AccountProfile | null> {
  loading ??= (async () => {
    const user = await currentUser();
    if (!user) {
      $accountLoaded.set(true);
      return null;
    }
    const readAt = Date.now();
    const result = await fetchAccount(user.id);
    if (!result.ok) {
      console.warn('Profile load failed', result.error);
      $accountError.set(result.error);
      $accountLoaded.set(true);
      return null;
    }
    setProfile(result.value, readAt);
    $accountLoaded.set(true);
    return result.value;
  })();
  return loading;
}

/** Replaces the profile with one read from the server at `readAt`, and the values derived from it. */
export function setProfile(profile: AccountProfile, readAt: number = Date.now()): void {
  $profile.set(profile);
  $apiKey.set(profile.secret_api);
  setCredits(profile.api_credits, readAt);
}

/**
 * Merges saved fields into the profile in memory. The balance is not one of them: it changes
 * only from the server's readings (setCredits), never from a copy of an older profile.
 */
export function patchProfile(patch: Partial<Omit<AccountProfile, 'api_credits'>>): void {
  const profile = $profile.get();
  if (!profile) return;
  $profile.set({ ...profile, ...patch });
  if (patch.secret_api !== undefined) $apiKey.set(patch.secret_api);
}

/** Re-reads the credit balance; errors are logged. */
export async function refreshCredits(): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  const readAt = Date.now();
  const result = await fetchCredits(user.id);
  if (result.ok) setCredits(result.value, readAt);
  else console.warn('Credit refresh failed', result.error);
}

/** Re-reads the whole profile with its subscription (after a purchase or plan change). */
export async function reloadProfile(): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  const readAt = Date.now();
  const result = await fetchAccount(user.id);
  if (result.ok) setProfile(result.value, readAt);
  else console.warn('Profile reload failed', result.error);
}

/** Clears everything on sign-out. */
export function clearAccount(): void {
  $profile.set(null);
  $apiKey.set(null);
  $availableCredits.set(null);
  creditsReadAt = 0;
  loading = undefined;
}
