/**
 * A link to one invoice's PDF that works without signing in, for 30 days
 * (docs/decisions/billing-lifecycle.md, "Invoice links that last"): the receipt of an account
 * made at checkout carries it, since its sign-in link lasts an hour. The link names the invoice
 * and its expiry, signed with HMAC-SHA256 under a key derived from the webhook secret
 * (INVOICE_LINK_SECRET when set), so it opens that invoice only, until it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { billingConfig } from './config.ts';

const INVOICE_LINK_DAYS = 30;

function key(env: Record<string, string | undefined> = process.env): string | null {
  const explicit = env['INVOICE_LINK_SECRET']?.trim();
  if (explicit) return explicit;
  const webhook = billingConfig(env).webhookSecret;
  return webhook ? createHmac('sha256', webhook).update('brickstack invoice links').digest('hex') : null;
}

function signature(secret: string, invoiceId: string, expires: number): string {
  return createHmac('sha256', secret).update(`invoice:${invoiceId}:${expires}`).digest('base64url');
}

/** The query string (`id=…&expires=…&sig=…`) of a 30-day link to the invoice's PDF; null when billing has no key. */
export function invoiceLinkQuery(invoiceId: string, now = new Date()): string | null {
  const secret = key();
  if (!secret) return null;
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_LINK_DAYS * 86_400;
  return new URLSearchParams({ id: invoiceId, expires: String(expires), sig: signature(secret, invoiceId, expires) }).toString();
}

/** Whether `sig` signs this invoice id and expiry, and the expiry has not passed. */
export function invoiceLinkValid(invoiceId: string, expires: string, sig: string, now = new Date()): boolean {
  const secret = key();
  const at = Number(expires);
  if (!secret || !Number.isInteger(at) || at * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, invoiceId, at));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
