/**
 * A home's address as HM Land Registry Price Paid Data records it, and matching the address a person
 * types against those records. Price Paid splits an address into the SAON (secondary addressable
 * object: "FLAT 2", "APARTMENT 112", "1C"), the PAON (primary: "12", "12A", "ROSE COTTAGE",
 * "WOODLAND HOUSE, 3", "1 - 3") and the street ("HIGH STREET").
 */

export interface AddressParts {
  saon: string | null;
  paon: string | null;
  street: string | null;
}

/** Words that only say "this is a flat": "FLAT 2" and "2" name the same SAON. */
const FLAT_WORDS = new Set(['FLAT', 'FLATS', 'APARTMENT', 'APT', 'UNIT', 'MAISONETTE', 'NO', 'NUMBER']);

/** Street-type abbreviations people type, expanded as Price Paid spells them. */
const STREET_WORDS: Record<string, string> = {
  RD: 'ROAD',
  ST: 'STREET',
  AVE: 'AVENUE',
  AV: 'AVENUE',
  LN: 'LANE',
  DR: 'DRIVE',
  CL: 'CLOSE',
  CRES: 'CRESCENT',
  GDNS: 'GARDENS',
  GRO: 'GROVE',
  GR: 'GROVE',
  PL: 'PLACE',
  SQ: 'SQUARE',
  TER: 'TERRACE',
  TERR: 'TERRACE',
  CT: 'COURT',
  PK: 'PARK',
  WY: 'WAY',
};

/**
 * Upper-case words with punctuation removed; a number and a single letter are joined ("12 a" →
 * "12A") and a range keeps one form ("1 - 3", "1-3" → "1-3"); "THE" and "&"/"AND" are dropped so
 * "The Oaks" matches "OAKS".
 */
export function addressWords(text: string | null | undefined): string[] {
  const cleaned = (text ?? '')
    .toUpperCase()
    .replace(/(\d+)\s*-\s*(\d+)/g, '$1-$2')
    .replace(/[^A-Z0-9-]+/g, ' ')
    .replace(/(^|\s)-|-(\s|$)/g, ' ')
    .replace(/\b(\d+)\s+([A-Z])\b/g, '$1$2')
    .trim();
  return cleaned === '' ? [] : cleaned.split(/\s+/).filter((w) => w !== 'THE' && w !== 'AND');
}

/** One word as Price Paid spells it in a street name ("RD" → "ROAD"); other words unchanged. */
export function spellStreetWord(word: string): string {
  return STREET_WORDS[word] ?? word;
}

function streetWords(text: string | null | undefined): string[] {
  const words = addressWords(text);
  return words.map((w, i) => (i === words.length - 1 && i > 0 ? (STREET_WORDS[w] ?? w) : w));
}

function saonWords(text: string | null | undefined): string[] {
  return addressWords(text).filter((w) => !FLAT_WORDS.has(w));
}

const hasDigit = (words: readonly string[]) => words.some((w) => /\d/.test(w));

function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/**
 * Reads what a person typed as "house number or name" (and optionally the street) into Price Paid's
 * parts. A comma separates a flat from its building ("Flat 2, 12" → SAON "FLAT 2", PAON "12");
 * without one, a leading flat word takes the next word as the SAON ("Flat 2 12" likewise); a number
 * followed by words, with no street given, is a number and its street ("12 High St" → PAON "12",
 * street "HIGH STREET"). Anything else is the PAON: a number ("12A") or a name ("Rose Cottage").
 */
export function parseHouse(house: string, street?: string | null): AddressParts {
  const givenStreet = street && addressWords(street).length > 0 ? street : null;
  const parts = house
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const [first, ...rest] = parts;
    const words = addressWords(first);
    // "Rose Cottage, 4A" is Price Paid's own PAON form; "Flat 2, 12" and "2, 12" are a flat in a building.
    if (FLAT_WORDS.has(words[0] ?? '') || (words.length === 1 && hasDigit(words)))
      return splitStreet(first!, rest.join(', '), givenStreet);
    return splitStreet(null, parts.join(', '), givenStreet);
  }
  const words = addressWords(house);
  if (FLAT_WORDS.has(words[0] ?? '') && words.length >= 3) {
    return splitStreet(`${words[0]} ${words[1]}`, words.slice(2).join(' '), givenStreet);
  }
  return splitStreet(null, house, givenStreet);
}

function splitStreet(saon: string | null, paon: string, street: string | null): AddressParts {
  const words = addressWords(paon);
  if (street === null && words.length >= 2 && /^\d/.test(words[0]!) && !hasDigit(words.slice(1))) {
    return { saon: saon && saon.trim(), paon: words[0]!, street: words.slice(1).join(' ') };
  }
  if (street !== null) {
    // "12 High Street" typed in the house box as well as the street box.
    const s = streetWords(street);
    const p = streetWords(paon);
    const at = indexOfRun(p, s);
    if (at > 0 && at + s.length === p.length) return { saon: saon && saon.trim(), paon: words.slice(0, at).join(' '), street };
  }
  return { saon: saon && saon.trim(), paon: paon.trim() || null, street };
}

/** A typed street as Price Paid would spell it: upper case, single spaces, the street type in full ("High St" → "HIGH STREET"). */
export function canonicalStreet(text: string): string {
  const words = text.toUpperCase().replace(/[.,]/g, ' ').trim().split(/\s+/).filter(Boolean);
  const last = words.length > 1 ? STREET_WORDS[words[words.length - 1]!] : undefined;
  if (last) words[words.length - 1] = last;
  return words.join(' ');
}

/** Whether two streets are the same name ("High St" and "HIGH STREET"); false when either is missing. */
export function sameStreet(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = streetWords(a);
  return x.length > 0 && same(x, streetWords(b));
}

function samePaon(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = addressWords(a);
  const y = addressWords(b);
  if (x.length === 0 || y.length === 0) return false;
  if (same(x, y)) return true;
  // "TUBERY COTTAGE, 4A" and "4A": the number alone names the same home, a word alone does not.
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return hasDigit(short) && indexOfRun(long, short) >= 0;
}

/**
 * Whether a person's address and a Price Paid record name the same home: the PAONs agree (equal
 * words, or a number inside a "NAME, NUMBER" PAON), the SAONs agree ignoring flat words ("FLAT 2" =
 * "2"; a home without a SAON is not a flat in the building), and the streets agree when both are
 * known.
 *
 * Examples: "12" matches PAON "12" but not "12A", "112" or SAON "FLAT 2" at PAON "12"; "Flat 2, 12"
 * matches SAON "FLAT 2" at PAON "12" but not "FLAT 3"; "Rose Cottage" matches PAON "ROSE COTTAGE".
 */
export function sameHome(a: AddressParts, b: AddressParts): boolean {
  if (!samePaon(a.paon, b.paon)) return false;
  if (!same(saonWords(a.saon), saonWords(b.saon))) return false;
  const streets = addressWords(a.street).length > 0 && addressWords(b.street).length > 0;
  return !streets || sameStreet(a.street, b.street);
}

/**
 * Whether a Price Paid record is another home in the same building as the home given: the PAONs
 * agree as in `sameHome`, the streets agree when both are known, and the record has a SAON other
 * than the home's ("FLAT 12" and "FLAT 3" at "ONE CASTLE STREET"; a home given without a SAON, only
 * its building, matches every flat in it). The record must name a flat: a sale of the whole building
 * (no SAON) is not a flat in it. Callers restrict it to the same postcode.
 */
export function sameBuilding(home: AddressParts, record: AddressParts): boolean {
  if (!samePaon(home.paon, record.paon)) return false;
  const saon = saonWords(record.saon);
  if (saon.length === 0 || same(saon, saonWords(home.saon))) return false;
  const streets = addressWords(home.street).length > 0 && addressWords(record.street).length > 0;
  return !streets || sameStreet(home.street, record.street);
}
