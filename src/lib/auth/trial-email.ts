/**
 * The address a free trial is counted against, so one mailbox gets one trial: lower case,
 * plus-addressing folded (`bob+deals@x.com` → `bob@x.com`), and for Gmail the dots dropped and
 * googlemail.com folded into gmail.com (Gmail ignores both). Mirrors public.trial_email in
 * supabase/migrations/20261123070000_trial_on_confirmation.sql.
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
  }
  return `${local}@${domain}`;
}

/** The domain part of an address, lower case ('' when there is none). */
export function emailDomain(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  return at < 0 ? '' : lower.slice(at + 1);
}
