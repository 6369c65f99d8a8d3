import type { Result } from '../result.ts';
import { ONBOARDING_MESSAGES } from './messages.ts';

/**
 * Password step validation: empty → 'Please enter a valid password.'; in the reset
 * flow only, an empty confirmation and a mismatch are errors too. No length or strength rule.
 */
export function checkPasswordStep(input: { password: string; confirm: string; reset: boolean }): Result<string> {
  if (input.password === '') return { ok: false, error: ONBOARDING_MESSAGES.passwordEmpty };
  if (input.reset) {
    if (input.confirm === '') return { ok: false, error: ONBOARDING_MESSAGES.confirmEmpty };
    if (input.confirm !== input.password) return { ok: false, error: ONBOARDING_MESSAGES.passwordMismatch };
  }
  return { ok: true, value: input.password };
}
