import { ONBOARDING_MESSAGES } from './messages.ts';
import type { Result } from '../result.ts';

/** What the user picked in a choice step: free text (checked by the server first) or a preset. */
export type Choice = { kind: 'custom'; text: string } | { kind: 'preset'; value: string };

/** Which step a choice belongs to; selects the wording. */
export type ChoiceStep = 'challenge' | 'goal';

/** Custom text (trimmed) takes precedence over a preset; neither is an error. */
export function resolveChoice(step: ChoiceStep, preset: string, custom: string): Result<Choice> {
  const text = custom.trim();
  if (text) return { ok: true, value: { kind: 'custom', text } };
  if (preset) return { ok: true, value: { kind: 'preset', value: preset } };
  return { ok: false, error: step === 'challenge' ? ONBOARDING_MESSAGES.challengeMissing : ONBOARDING_MESSAGES.goalMissing };
}

/** The stored value of a choice: the preset code or the free text. */
export function choiceValue(choice: Choice): string {
  return choice.kind === 'custom' ? choice.text : choice.value;
}

/** The answer of POST /api/validate-challenge, or how the call failed. */
export type ValidationAnswer = { kind: 'answer'; valid: boolean; reason: string } | { kind: 'failed' };

/** Turns the validation answer into a go-ahead or the message to show. */
export function judgeValidation(step: ChoiceStep, answer: ValidationAnswer): Result<true> {
  if (answer.kind === 'failed') {
    return {
      ok: false,
      error: step === 'challenge' ? ONBOARDING_MESSAGES.challengeValidateFailed : ONBOARDING_MESSAGES.goalValidateFailed,
    };
  }
  if (!answer.valid) return { ok: false, error: answer.reason || 'Please describe it in a different way.' };
  return { ok: true, value: true };
}

/** Whether the challenge step's Continue button is enabled. */
export function canContinueChallenge(input: { preset: string; custom: string; busy: boolean }): boolean {
  return !input.busy && (input.preset !== '' || input.custom.trim() !== '');
}
