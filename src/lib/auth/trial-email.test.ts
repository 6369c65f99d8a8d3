import { describe, expect, it } from 'vitest';
import { emailDomain, trialEmail } from './trial-email.ts';

describe('the address a trial is counted against', () => {
  it.each([
    ['Ann.Lee+deals@GoogleMail.com', 'annlee@gmail.com'],
    ['a.n.n.lee@gmail.com', 'annlee@gmail.com'],
    ['bob+x@example.co.uk', 'bob@example.co.uk'],
    ['  BOB@Example.co.uk ', 'bob@example.co.uk'],
    ['first.last@company.com', 'first.last@company.com'],
  ])('%s → %s', (input, expected) => {
    expect(trialEmail(input)).toBe(expected);
  });

  it('reads the domain', () => {
    expect(emailDomain('x@Mailinator.com')).toBe('mailinator.com');
    expect(emailDomain('nope')).toBe('');
  });
});
