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
    // …and protonmail.com, protonmail.ch and pm.me are the same names as proton.me.
    ['john+shop@pm.me', 'john@proton.me'],
    ['J.ohn@protonmail.com', 'john@proton.me'],
    ['john@protonmail.ch', 'john@proton.me'],
    // iCloud: me.com and mac.com are the same names as icloud.com.
    ['ann@me.com', 'ann@icloud.com'],
    ['ann+x@mac.com', 'ann@icloud.com'],
    // Outlook and Hotmail are separate namespaces: only the +tag folds.
    ['sam+tag@hotmail.co.uk', 'sam@hotmail.co.uk'],
    ['sam@hotmail.com', 'sam@hotmail.com'],
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
