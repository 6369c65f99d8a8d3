/**
 * Which organisation an address belongs to, for trial limits: the registrable domain under the
 * ICANN section of the Public Suffix List (the `tldts` package keeps it current), so
 * `x@sub.mailinator.com` is mailinator.com and `a@team.example.co.uk` is example.co.uk. The
 * list's private section (`github.io`, `netlify.app`, …: anyone can have a name under them) is
 * ignored on purpose: `a@alice.github.io` and `b@bob.github.io` are one organisation, github.io,
 * not two. Major mailbox providers are listed so that their millions of users are not limited as
 * one organisation.
 */
import { getDomain } from 'tldts';

/** The registrable domain of a host name under ICANN suffixes only ('' when it has none, e.g. a bare suffix). */
export function registrableDomain(domain: string): string {
  return getDomain(domain.trim().toLowerCase(), { allowPrivateDomains: false }) ?? '';
}

/**
 * Mailbox providers with many unrelated users: sign-ups from them are limited per mailbox and per
 * network address only, never per domain.
 */
export const MAJOR_PROVIDERS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'aol.com',
  'aol.co.uk',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'fastmail.com',
  'gmx.com',
  'gmx.co.uk',
  'zoho.com',
  'mail.com',
  'btinternet.com',
  'btopenworld.com',
  'sky.com',
  'virginmedia.com',
  'ntlworld.com',
  'blueyonder.co.uk',
  'talktalk.net',
  'tiscali.co.uk',
  'plus.com',
]);

export function isMajorProvider(registrable: string): boolean {
  return MAJOR_PROVIDERS.has(registrable);
}
