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
  return matchCertificate(sale, certificates, asOf)?.floorAreaM2 ?? null;
}

function matchCertificate(
  sale: { postcode: string; paon?: string | null; saon?: string | null },
  certificates: readonly EpcFloorArea[],
  asOf: string,
): EpcFloorArea | null {
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
  return (before[0] ?? after[0])!;
}

/** The subject's floor area and where it came from. */
export interface SubjectFloorArea {
  floorAreaM2: number;
  source: 'given' | 'epc';
  /** The certificate's address and lodgement date, when it came from the EPC register. */
  certificate: { address: string; lodgementDate: string | null } | null;
}

/**
 * The subject's floor area: the one the person gave, else the EPC certificate that matches its
 * address at the postcode (same rule as `matchFloorArea`, with the PAON and SAON as Price Paid
 * spells them on the home's own sale when it sold before, else as typed). Null when neither.
 */
export function subjectFloorArea(
  subject: { postcode: string; floorAreaM2?: number; asOf: string },
  address: { paon?: string | null; saon?: string | null } | null,
  certificates: readonly EpcFloorArea[],
): SubjectFloorArea | null {
  if ((subject.floorAreaM2 ?? 0) > 0) return { floorAreaM2: subject.floorAreaM2!, source: 'given', certificate: null };
  if (!address?.paon) return null;
  const match = matchCertificate({ postcode: subject.postcode, ...address }, certificates, subject.asOf);
  return match
    ? {
        floorAreaM2: match.floorAreaM2,
        source: 'epc',
        certificate: { address: match.address, lodgementDate: match.lodgementDate },
      }
    : null;
}
