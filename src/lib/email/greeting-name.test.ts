import { describe, expect, it } from 'vitest';
import { signupBody } from '../api/request-schemas.ts';
import { greetingName, isPersonName } from './greeting-name.ts';

describe('greetingName', () => {
  it.each([
    'Sam',
    'Anne-Marie',
    "O'Brien",
    'Zoë',
    'José Luis',
    'María José García',
    'Łukasz',
    'Siân',
    'D’Arcy',
    'Jean-Luc',
    'Ng',
    'Al',
    'SAM',
    'McDonald',
    'Nguyễn',
    '李',
    'Владимир',
    'Bo',
  ])('greets %s by name', (name) => {
    expect(greetingName(` ${name} `)).toBe(name);
  });

  it.each([
    // What the form already refuses.
    'URGENT: your card was charged £499, cancel at https://evil.example',
    'Sam <b>',
    'Visit www.x.com',
    'Sam2',
    '-Sam',
    'x'.repeat(51),
    '',
    '   ',
    // Letters and spaces only, so the form takes them, but a message rather than a name.
    'Your account is suspended call us',
    'Account suspended',
    'Call now',
    'Claim your prize',
    'Verify',
    'URGENT',
    'PAYPAL Team',
    'Refund pending',
    'Click here',
    'Dear customer',
    // Too long or too many words for a first name.
    'Pneumonoultramicroscopicsilicovolcanoconiosis',
    'Alexandra Anastasia Bartholomew Jr',
    'Ann Bob Cy Dee',
    // Punctuation that is not joining letters.
    "Sam'",
    'Anne--Marie',
    'Anne -Marie',
  ])('greets nobody by %j', (name) => {
    expect(greetingName(name)).toBeNull();
  });

  it('never greets by a name the sign-up form refuses, and the form refuses what it refused before', () => {
    const base = { email: 'a@example.com', lastName: 'Lee', consent: true };
    for (const firstName of ['URGENT: call 0800 123 456', 'Sam2', 'x'.repeat(51), '<b>Sam</b>']) {
      expect(signupBody.safeParse({ ...base, firstName }).success).toBe(false);
      expect(isPersonName(firstName)).toBe(false);
      expect(greetingName(firstName)).toBeNull();
    }
    // The form still takes a name made of letters that an email will not greet by.
    expect(signupBody.safeParse({ ...base, firstName: 'Your account is suspended' }).success).toBe(true);
    expect(greetingName('Your account is suspended')).toBeNull();
  });
});
