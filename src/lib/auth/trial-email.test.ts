import { describe, expect, it } from 'vitest';
import { emailDomain, trialEmail } from './trial-email.ts';

describe('the address a trial is counted against', () => {
  it.each([
    // Gmail ignores dots and treats googlemail.com as gmail.com (support.google.com/mail/answer/7436150).
    ['Ann.Lee+deals@GoogleMail.com', 'annlee@gmail.com'],
    ['a.n.n.lee@gmail.com', 'annlee@gmail.com'],
    // Plus-addressing, which Outlook, iCloud, Fastmail and most providers deliver to the base mailbox.
    ['bob+x@example.co.uk', 'bob@example.co.uk'],
    ['bob+x@outlook.com', 'bob@outlook.com'],
    ['  BOB@Example.co.uk ', 'bob@example.co.uk'],
    ['first.last@company.com', 'first.last@company.com'],
    // Yahoo disposable addresses: basename-keyword@yahoo.com.
    ['name-tag@yahoo.com', 'name@yahoo.com'],
    ['name-other@yahoo.co.uk', 'name@yahoo.co.uk'],
    ['name-x@ymail.com', 'name@ymail.com'],
    // Hyphens are ordinary characters elsewhere.
    ['anne-marie@company.com', 'anne-marie@company.com'],
    // Proton ignores dots, hyphens and underscores in addresses.
    ['j.o_h-n@proton.me', 'john@proton.me'],
    ['john+shop@pm.me', 'john@pm.me'],
    // Fastmail subdomain addressing.
    ['shop@alice.fastmail.com', 'alice@fastmail.com'],
  ])('%s → %s', (input, expected) => {
    expect(trialEmail(input)).toBe(expected);
  });

  it('reads the domain', () => {
    expect(emailDomain('x@Mailinator.com')).toBe('mailinator.com');
    expect(emailDomain('nope')).toBe('');
  });
});
