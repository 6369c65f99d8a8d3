/**
 * Opaque page cursors of the property API v1: the position of the last item of a page
 * (`{ date, transactionId }` for sold prices), written as base64url JSON so clients pass it back
 * unchanged and never build one themselves.
 */
import type { SalePosition } from '../../data/queries/sold-prices.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRANSACTION = /^\{?[0-9A-Fa-f-]{1,40}\}?$/;

/** The cursor for a page that ends at `position`. */
export function encodeSaleCursor(position: SalePosition): string {
  return btoa(JSON.stringify({ d: position.date, t: position.transactionId }))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The position a cursor names, or null when it is not one this API wrote. */
export function decodeSaleCursor(cursor: string): SalePosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  try {
    const value = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/'))) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { d, t } = value as Record<string, unknown>;
    if (typeof d !== 'string' || !DATE.test(d) || typeof t !== 'string' || !TRANSACTION.test(t)) return null;
    return { date: d, transactionId: t };
  } catch {
    return null;
  }
}
