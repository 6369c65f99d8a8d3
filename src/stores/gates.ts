/** Dialog and banner visibility shared by the gate islands. */
import { atom } from 'nanostores';
import { readStored, writeStored } from '../client/browser-storage.ts';

const BANNER_KEY = 'trialBannerDismissed';
const EXHAUSTED_KEY = 'exhaustedDialogDismissed';

/** The exhausted dialog, once closed with Continue Trial, stays closed for the browser session. */
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

/** Reads whether Continue Trial was chosen earlier in this browser session. */
export function loadExhaustedDismissal(): void {
  $exhaustedDismissed.set(readStored(EXHAUSTED_KEY, 'session') === 'true');
}

/** 'Continue Trial': the dialog stays closed on every page for the rest of the session. */
export function continueTrial(): void {
  writeStored(EXHAUSTED_KEY, 'true', 'session');
  $exhaustedDismissed.set(true);
}

/** Credits just fell to 0: the dialog shows again, even after an earlier Continue Trial. */
export function raiseExhausted(): void {
  writeStored(EXHAUSTED_KEY, 'false', 'session');
  $exhaustedDismissed.set(false);
  $exhaustedRaised.set(true);
}

export function dismissTrialBanner(): void {
  writeStored(BANNER_KEY, 'true', 'session');
  $trialBannerDismissed.set(true);
}
