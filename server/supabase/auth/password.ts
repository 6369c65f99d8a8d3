/** Password rules of the local auth service, reported the way Supabase Auth reports a weak password. */

/** Minimum length (Supabase's configurable minimum; the SPEC sets none, see docs/decisions/backend.md). */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt only uses the first 72 bytes; longer passwords are refused like Supabase does. */
export const MAX_PASSWORD_BYTES = 72;

export type PasswordCheck = { ok: true; value: string } | { ok: false; error: { message: string; reasons: string[] } };

export function checkPassword(password: unknown): PasswordCheck {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    return {
      ok: false,
      error: { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ['length'] },
    };
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    return {
      ok: false,
      error: { message: `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`, reasons: ['length'] },
    };
  }
  return { ok: true, value: password };
}
