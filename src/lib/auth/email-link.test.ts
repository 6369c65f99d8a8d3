import { describe, expect, it } from 'vitest';
import { FAILED_LINK, isFailedEmailLink } from './email-link.ts';

describe('failed email links', () => {
  it('recognises the auth server’s answer to an expired or used link', () => {
    expect(
      isFailedEmailLink('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'),
    ).toBe(true);
    expect(isFailedEmailLink('?error=access_denied&error_description=Email%20link%20is%20invalid')).toBe(true);
  });
  it('leaves working links and ordinary pages alone', () => {
    expect(isFailedEmailLink('#access_token=abc&refresh_token=def&type=magiclink')).toBe(false);
    expect(isFailedEmailLink('')).toBe(false);
    expect(isFailedEmailLink('?next=/dashboard')).toBe(false);
  });
  it('says what happened and how to get a new link', () => {
    expect(`${FAILED_LINK.message} ${FAILED_LINK.action.label}`).toBe(
      'That sign-in link has expired or was already used. Send a new one.',
    );
  });
});
