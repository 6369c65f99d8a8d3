import type { Result } from '../result.ts';

/** The login modal's messages, worded as users see them. */
export const LOGIN_MESSAGES = {
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordMissing: 'Please enter your password',
  resetFailed: 'Unable to send reset email. Please try again later.',
  resetSentTitle: 'Check your email',
  resetSentBody: "We've sent you instructions to reset your password.",
} as const;

/** Titles and submit labels per mode. */
export const LOGIN_COPY = {
  signIn: { title: 'Sign in to your account', submit: 'Login to your account' },
  reset: { title: 'Reset Password', submit: 'Send Reset Instructions' },
} as const;

export type LoginMode = keyof typeof LOGIN_COPY;

// Deliberately loose: the auth server has the final say on addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The reset request needs an email address. */
export function checkResetEmail(email: string): Result<string> {
  const value = email.trim();
  if (!value) return { ok: false, error: LOGIN_MESSAGES.emailMissing };
  if (!EMAIL.test(value)) return { ok: false, error: LOGIN_MESSAGES.emailInvalid };
  return { ok: true, value };
}

/** Sign-in needs an email address and a password. */
export function checkSignIn(email: string, password: string): Result<{ email: string; password: string }> {
  const checked = checkResetEmail(email);
  if (!checked.ok) return checked;
  if (!password) return { ok: false, error: LOGIN_MESSAGES.passwordMissing };
  return { ok: true, value: { email: checked.value, password } };
}
