import { describe, expect, it } from 'vitest';
import { onboardingStart, restoreChoice } from './start-step.ts';
import { CHALLENGE_PRESETS } from './presets.ts';

const base = { onboarding_completed: false, password_set: true, biggest_challenge: null, hoping_to_achieve: null };

describe('onboardingStart', () => {
  it('closes with no signed-in user, even with the reset flag', () => {
    expect(onboardingStart({ signedIn: false, resetFlag: true, profile: base })).toEqual({ open: false });
  });
  it('starts the reset flow at step 1 whatever the profile says', () => {
    const start = onboardingStart({ signedIn: true, resetFlag: true, profile: { ...base, onboarding_completed: true } });
    expect(start).toMatchObject({ open: true, step: 1, reset: true });
  });
  it('closes when onboarding is completed', () => {
    expect(onboardingStart({ signedIn: true, resetFlag: false, profile: { ...base, onboarding_completed: true } })).toEqual({
      open: false,
    });
  });
  it.each([
    [{ password_set: false }, 1],
    [{ password_set: null }, 1],
    [{ password_set: true }, 2],
    [{ password_set: true, biggest_challenge: 'due_diligence' }, 3],
    [{ password_set: true, biggest_challenge: 'due_diligence', hoping_to_achieve: 'find_apis' }, 3],
    [{ password_set: false, biggest_challenge: 'due_diligence' }, 1],
  ])('profile %o starts at step %i', (patch, step) => {
    expect(onboardingStart({ signedIn: true, resetFlag: false, profile: { ...base, ...patch } })).toMatchObject({
      open: true,
      step,
      reset: false,
    });
  });
  it('stays on step 1 when the profile could not be loaded', () => {
    expect(onboardingStart({ signedIn: true, resetFlag: false, profile: undefined })).toMatchObject({ open: true, step: 1 });
  });
  it('restores saved answers: presets select, other text fills the custom field', () => {
    const start = onboardingStart({
      signedIn: true,
      resetFlag: false,
      profile: { ...base, biggest_challenge: 'Finding HMOs in Leeds', hoping_to_achieve: 'sell_property' },
    });
    expect(start).toMatchObject({
      challenge: { preset: '', custom: 'Finding HMOs in Leeds' },
      goal: { preset: 'sell_property', custom: '' },
    });
  });
});

describe('restoreChoice', () => {
  it('treats blank as nothing saved', () => {
    expect(restoreChoice(CHALLENGE_PRESETS, '   ')).toEqual({ preset: '', custom: '' });
  });
});
