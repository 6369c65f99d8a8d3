/** Matching a Price Paid sale's address to a domestic EPC certificate lodged at the same postcode. */

export interface EpcFloorArea {
  postcode: string;
  address: string;
  floorAreaM2: number;
  lodgementDate: string | null;
}

function tokens(text: string | null | undefined): string[] {
  return (text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return true;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const FLAT_WORDS = new Set(['FLAT', 'APARTMENT', 'APT', 'UNIT', 'MAISONETTE']);

/**
 * The floor area of the certificate that matches a sale, or null. A certificate matches when it is at
 * the same postcode, its address contains the sale's PAON (house number or name) as whole words, and
 * the SAON (flat) too when the sale has one; a sale without a SAON does not match a flat's certificate.
 * Among matches, the latest lodged before `asOf` wins, else the earliest after it (floor area is a
 * physical fact, rarely changed).
 *
 * Example: sale PAON "12", SAON "FLAT 2", street "HIGH STREET" matches "Flat 2, 12 High Street" but
 * not "Flat 3, 12 High Street" nor "112 High Street".
 */
export function matchFloorArea(
  sale: { postcode: string; paon?: string | null; saon?: string | null },
  certificates: readonly EpcFloorArea[],
  asOf: string,
): number | null {
  const paon = tokens(sale.paon);
  if (paon.length === 0) return null;
  const saon = tokens(sale.saon);
  const matches = certificates.filter((c) => {
    if (c.postcode !== sale.postcode || !(c.floorAreaM2 > 0)) return false;
    const words = tokens(c.address);
    if (!containsRun(words, paon)) return false;
    if (saon.length > 0) return containsRun(words, saon);
    return !words.some((w) => FLAT_WORDS.has(w));
  });
  if (matches.length === 0) return null;
  const before = matches
    .filter((c) => (c.lodgementDate ?? '') < asOf)
    .sort((a, b) => ((a.lodgementDate ?? '') < (b.lodgementDate ?? '') ? 1 : -1));
  const after = matches
    .filter((c) => (c.lodgementDate ?? '') >= asOf)
    .sort((a, b) => ((a.lodgementDate ?? '') < (b.lodgementDate ?? '') ? -1 : 1));
  return (before[0] ?? after[0])!.floorAreaM2;
}
