/** Dialog and banner visibility shared by the gate islands (SPEC §4 "Subscription gating"). */
import { atom } from 'nanostores';
import { readStored, writeStored } from '../client/browser-storage.ts';

const BANNER_KEY = 'trialBannerDismissed';

/** The exhausted dialog, once closed with Continue Trial, stays closed on this page. */
export const $exhaustedDismissed = atom(false);
/** Raised by the trial banner when credits fall to 0 during a trial. */
export const $exhaustedRaised = atom(false);
/** The trial banner is dismissible for the browser session. */
export const $trialBannerDismissed = atom(false);
/** Whether the onboarding (set-up) overlay is open; gates wait behind it. */
export const $setupOpen = atom(false);

export function loadBannerDismissal(): void {
  $trialBannerDismissed.set(readStored(BANNER_KEY, 'session') === 'true');
}

export function dismissTrialBanner(): void {
  writeStored(BANNER_KEY, 'true', 'session');
  $trialBannerDismissed.set(true);
}
