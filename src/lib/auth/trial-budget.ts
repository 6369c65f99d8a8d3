/**
 * How many free trials a day an address's organisation may be granted, so trials cannot be farmed
 * from a catch-all domain or a relay service, while a company's staff are never locked out by a
 * few sign-ups that went nowhere: the budget counts trials *granted* (addresses confirmed), not
 * sign-up attempts (docs/decisions/accounts.md, "Trials and guest checkout").
 *
 * - Major mailbox providers (gmail.com, outlook.com, …): no shared budget; each mailbox gets one
 *   trial ever (trial-email.ts folds its aliases), and sign-ups are limited per network address.
 * - Relay services (Apple Hide My Email, Firefox Relay, DuckDuckGo, SimpleLogin, addy.io, Proton
 *   Pass, 33mail): every user can make unlimited addresses, so a mailbox cannot be told apart;
 *   all of one relay's addresses share {@link RELAY_TRIALS_PER_DAY} trials a day.
 * - Any other domain: its organisation (registrable domain, ICANN suffixes only, so
 *   `a@x.github.io` is github.io) shares {@link DOMAIN_TRIALS_PER_DAY} trials a day.
 *
 * Examples: 'sam@gmail.com' → null; 'x1@privaterelay.appleid.com' → relay:apple, 10;
 * 'ann@team.acme.co.uk' → domain:acme.co.uk, 3.
 */
import { isMajorProvider, registrableDomain } from './email-domain.ts';
import { emailDomain } from './trial-email.ts';

export const DOMAIN_TRIALS_PER_DAY = 3;
export const RELAY_TRIALS_PER_DAY = 10;

/** Relay (forwarding alias) services, by the domain their aliases use (sub-domains included). */
export const RELAY_SERVICES: Readonly<Record<string, string>> = {
  'privaterelay.appleid.com': 'apple',
  'mozmail.com': 'firefox-relay',
  'relay.firefox.com': 'firefox-relay',
  'duck.com': 'duckduckgo',
  'simplelogin.com': 'simplelogin',
  'simplelogin.co': 'simplelogin',
  'simplelogin.fr': 'simplelogin',
  'aleeas.com': 'simplelogin',
  'slmail.me': 'simplelogin',
  'silomails.com': 'simplelogin',
  'slmails.com': 'simplelogin',
  'anonaddy.com': 'addy',
  'anonaddy.me': 'addy',
  'addy.io': 'addy',
  'passmail.net': 'proton-pass',
  'passmail.com': 'proton-pass',
  'passinbox.com': 'proton-pass',
  'passfwd.com': 'proton-pass',
  '33mail.com': '33mail',
};

export interface TrialBudget {
  /** What the budget is shared by: `relay:<service>` or `domain:<organisation>`. */
  key: string;
  kind: 'relay' | 'domain';
  /** Who shares it, for the message: the relay's domain or the organisation. */
  label: string;
  /** Trials granted under it in any 24 hours. */
  limit: number;
}

/** The relay service an address's domain belongs to, or null. */
export function relayService(domain: string): { service: string; domain: string } | null {
  let host = domain.trim().toLowerCase();
  while (host.includes('.')) {
    const service = RELAY_SERVICES[host];
    if (service) return { service, domain: host };
    host = host.slice(host.indexOf('.') + 1);
  }
  return null;
}

/** The shared daily trial budget an address falls under, or null (a major provider's mailbox). */
export function trialBudget(email: string): TrialBudget | null {
  const domain = emailDomain(email);
  if (!domain) return null;
  const relay = relayService(domain);
  if (relay) return { key: `relay:${relay.service}`, kind: 'relay', label: relay.domain, limit: RELAY_TRIALS_PER_DAY };
  const organisation = registrableDomain(domain) || domain;
  if (isMajorProvider(organisation)) return null;
  return { key: `domain:${organisation}`, kind: 'domain', label: organisation, limit: DOMAIN_TRIALS_PER_DAY };
}
