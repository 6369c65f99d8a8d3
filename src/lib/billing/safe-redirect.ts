/**
 * Where the billing pages may send the browser after asking the server for a checkout or portal
 * page: Stripe's own hosted pages (checkout, portal, and the hosted invoice page an overdue invoice is paid on), or a path on this site. Anything else (another host, a
 * protocol-relative `//host`, `javascript:`) is refused, so a tampered answer cannot redirect.
 */
const STRIPE_HOSTS = new Set(['checkout.stripe.com', 'billing.stripe.com', 'invoice.stripe.com']);

export function isSafeBillingRedirect(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 4096) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && STRIPE_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}
