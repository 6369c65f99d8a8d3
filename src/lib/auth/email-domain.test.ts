import { describe, expect, it } from 'vitest';
import { isMajorProvider, registrableDomain } from './email-domain.ts';

describe('registrableDomain (Public Suffix List)', () => {
  it.each([
    ['mailinator.com', 'mailinator.com'],
    ['sub.mailinator.com', 'mailinator.com'],
    ['a.b.example.co.uk', 'example.co.uk'],
    ['Example.COM', 'example.com'],
    ['alice.fastmail.com', 'fastmail.com'],
    ['co.uk', ''],
    // Private suffixes are not separate organisations.
    ['alice.github.io', 'github.io'],
    ['shop.netlify.app', 'netlify.app'],
    ['bob.blogspot.co.uk', 'blogspot.co.uk'],
  ])('%s → %s', (domain, expected) => {
    expect(registrableDomain(domain)).toBe(expected);
  });

  it('knows the major mailbox providers and nothing else', () => {
    expect(isMajorProvider('gmail.com')).toBe(true);
    expect(isMajorProvider('btinternet.com')).toBe(true);
    expect(isMajorProvider('example.com')).toBe(false);
  });
});
