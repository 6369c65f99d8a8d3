import { CHALLENGE_PRESETS, GOAL_PRESETS, isPreset, type Preset } from './presets.ts';

/** Onboarding step numbers: 1 password, 2 challenge, 3 goal. */
export type OnboardingStep = 1 | 2 | 3;

/** The profile fields the overlay reads on open. */
export interface OnboardingProfile {
  onboarding_completed?: boolean | null;
  password_set?: boolean | null;
  biggest_challenge?: string | null;
  hoping_to_achieve?: string | null;
}

/** A saved answer split into the preset it selects or the custom text it fills. */
export interface RestoredChoice {
  preset: string;
  custom: string;
}

export type OnboardingStart =
  { open: false } | { open: true; step: OnboardingStep; reset: boolean; challenge: RestoredChoice; goal: RestoredChoice };

const EMPTY: RestoredChoice = { preset: '', custom: '' };

/** A preset value selects the preset; any other text goes into the custom field. */
export function restoreChoice(presets: readonly Preset[], saved: string | null | undefined): RestoredChoice {
  const value = (saved ?? '').trim();
  if (!value) return EMPTY;
  return isPreset(presets, value) ? { preset: value, custom: '' } : { preset: '', custom: value };
}

/**
 * Where the onboarding overlay opens:
 * no user → closed; reset flag → step 1 of the reset flow; completed → closed;
 * otherwise step 1 unless password_set is true, step 2 unless a challenge is saved, else step 3.
 * Pass `profile: undefined` when the profile could not be loaded: the overlay stays on step 1.
 */
export function onboardingStart(input: {
  signedIn: boolean;
  resetFlag: boolean;
  profile: OnboardingProfile | undefined;
}): OnboardingStart {
  if (!input.signedIn) return { open: false };
  if (input.resetFlag) return { open: true, step: 1, reset: true, challenge: EMPTY, goal: EMPTY };
  const profile = input.profile;
  if (!profile) return { open: true, step: 1, reset: false, challenge: EMPTY, goal: EMPTY };
  if (profile.onboarding_completed === true) return { open: false };
  const challenge = restoreChoice(CHALLENGE_PRESETS, profile.biggest_challenge);
  const goal = restoreChoice(GOAL_PRESETS, profile.hoping_to_achieve);
  const hasChallenge = Boolean(challenge.preset || challenge.custom);
  const step: OnboardingStep = profile.password_set !== true ? 1 : hasChallenge ? 3 : 2;
  return { open: true, step, reset: false, challenge, goal };
}
