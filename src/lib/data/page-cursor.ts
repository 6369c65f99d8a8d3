/**
 * Opaque page cursors for lists that can grow (sold prices, schools): the position of a page's
 * last item, written as base64url JSON so clients pass it back unchanged and never build one.
 * Each list checks the fields it reads; a cursor this service did not write decodes to null.
 */
import type { SalePosition } from './queries/sold-prices.ts';

type Fields = Record<string, string | number>;

/** The cursor for a position. */
export function encodePageCursor(fields: Fields): string {
  return btoa(JSON.stringify(fields)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The fields a cursor holds, or null when it is not a cursor this service wrote. */
export function decodePageCursor(cursor: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  try {
    const value = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/'))) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRANSACTION = /^\{?[0-9A-Fa-f-]{1,40}\}?$/;

/** The cursor for a page of sales that ends at `position`. */
export function encodeSaleCursor(position: SalePosition): string {
  return encodePageCursor({ d: position.date, t: position.transactionId });
}

/** The sale position a cursor names, or null. */
export function decodeSaleCursor(cursor: string): SalePosition | null {
  const fields = decodePageCursor(cursor);
  const d = fields?.['d'];
  const t = fields?.['t'];
  return typeof d === 'string' && DATE.test(d) && typeof t === 'string' && TRANSACTION.test(t)
    ? { date: d, transactionId: t }
    : null;
}

/** Where a school stands in a nearest-first list. */
export interface SchoolPosition {
  distanceMetres: number;
  urn: string;
}

export function encodeSchoolCursor(position: SchoolPosition): string {
  return encodePageCursor({ m: position.distanceMetres, u: position.urn });
}

export function decodeSchoolCursor(cursor: string): SchoolPosition | null {
  const fields = decodePageCursor(cursor);
  const m = fields?.['m'];
  const u = fields?.['u'];
  return typeof m === 'number' && Number.isInteger(m) && m >= 0 && typeof u === 'string' && /^[0-9A-Za-z]{1,20}$/.test(u)
    ? { distanceMetres: m, urn: u }
    : null;
}

/** Where a certificate stands in a postcode's newest-first list (lodgement day, then row id). */
export interface EpcPosition {
  /** The lodgement day, or '' for a certificate without one (listed last). */
  lodged: string;
  id: number;
}

export function encodeEpcCursor(position: EpcPosition): string {
  return encodePageCursor({ l: position.lodged, i: position.id });
}

export function decodeEpcCursor(cursor: string): EpcPosition | null {
  const fields = decodePageCursor(cursor);
  const l = fields?.['l'];
  const i = fields?.['i'];
  return typeof l === 'string' && (l === '' || DATE.test(l)) && typeof i === 'number' && Number.isSafeInteger(i) && i > 0
    ? { lodged: l, id: i }
    : null;
}
