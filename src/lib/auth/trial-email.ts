/**
 * The address a free trial is counted against, so one mailbox gets one trial: lower case, and the
 * alias forms the major providers document folded into the mailbox they deliver to:
 * - every provider: plus-addressing (`bob+deals@x.com` → `bob@x.com`);
 * - Gmail: dots ignored, googlemail.com is gmail.com;
 * - Yahoo (yahoo.*, ymail.com): disposable addresses `base-keyword@` deliver to `base@`;
 * - Proton (proton.me, protonmail.com, protonmail.ch, pm.me: one namespace, every user gets the
 *   same name at each): dots, hyphens and underscores ignored, domain proton.me;
 * - iCloud (icloud.com, me.com, mac.com: one namespace, Apple gives older accounts all three):
 *   domain icloud.com;
 * - Fastmail: subdomain addressing, `anything@user.fastmail.com` → `user@fastmail.com`.
 * Mirrors public.trial_email in supabase/migrations/20261128030000_signup_trials.sql.
 *
 * Example: 'Ann.Lee+deals@GoogleMail.com' → 'annlee@gmail.com'.
 */
export function trialEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  } else if (domain === 'ymail.com' || YAHOO.test(domain)) {
    local = local.split('-')[0] ?? '';
  } else if (PROTON.has(domain)) {
    local = local.replace(/[._-]/g, '');
    domain = 'proton.me';
  } else if (ICLOUD.has(domain)) {
    domain = 'icloud.com';
  } else if (FASTMAIL_SUBDOMAIN.test(domain)) {
    local = domain.split('.')[0] ?? '';
    domain = 'fastmail.com';
  }
  return `${local}@${domain}`;
}

const YAHOO = /^yahoo\.(com|co\.uk|ie|fr|de|es|it|ca|com\.au|co\.in)$/;
const PROTON = new Set(['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me']);
const ICLOUD = new Set(['icloud.com', 'me.com', 'mac.com']);
const FASTMAIL_SUBDOMAIN = /^[a-z0-9-]+\.fastmail\.com$/;

/** The domain part of an address, lower case ('' when there is none). */
export function emailDomain(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  return at < 0 ? '' : lower.slice(at + 1);
}
