/**
 * Addresses as a reader writes them, from registers that keep them in capitals and parts
 * (HM Land Registry's SAON, PAON, street, locality, town; EPC address lines).
 */
import { addressCase } from '../format/address-case.ts';

/** "HAMPSON STREET" → "Hampson Street", "O'NEILL" → "O'Neill" (addressCase's rules); null stays null. */
export function titleCase(text: string | null): string | null {
  return text ? addressCase(text) : text;
}

/**
 * "Flat 2, 12 Hampson Street, Sale" from [saon, paon, street, locality, town]: a house number runs
 * into its street, as on an envelope; empty parts are left out.
 */
export function envelopeAddress([saon, paon, street, locality, town]: readonly (string | null)[]): string {
  const numbered = paon && street && /^\d/.test(paon) ? `${paon} ${street}` : null;
  const parts = numbered ? [saon, numbered, locality, town] : [saon, paon, street, locality, town];
  return parts
    .map((p) => titleCase(p ?? null))
    .filter(Boolean)
    .join(', ');
}
