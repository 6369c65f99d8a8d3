/**
 * Email links (sign-in, confirmation) that failed: the auth server sends the browser back with
 * `#error=access_denied&error_code=otp_expired&error_description=…` when a link has expired or was
 * used already (email scanners that open links before the person does cause exactly this).
 */

/** What the landing page says about such a link, and where a new one is sent from. */
export const FAILED_LINK = {
  message: 'That sign-in link has expired or was already used.',
  action: { label: 'Send a new one.', href: '/start-trial' },
} as const;

/** True when the URL's fragment or query reports a failed email link. */
export function isFailedEmailLink(hashAndSearch: string): boolean {
  const params = new URLSearchParams(hashAndSearch.replace(/^[#?]/, '').replace(/[#?]/g, '&'));
  return params.has('error_description') || params.get('error_code') === 'otp_expired';
}
