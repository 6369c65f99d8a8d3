/**
 * Reads an address as a person types it ("Flat 2, 12 Hampson St, Sale M33 3HJ", "12 hampson
 * street m33") into what the address search looks up: the postcode, or else the postcode district
 * and the street, and the words every matching address must hold. A search needs a postcode or a
 * district: a street name alone is in hundreds of towns (there are thousands of High Streets), so it
 * would not be one bounded lookup.
 */
import { parsePostcode, type ParsedPostcode } from '../postcode/parse.ts';
import { addressWords, canonicalStreet, spellStreetWord } from '../valuation/address.ts';

export type AddressSearchPlace =
  { kind: 'postcode'; postcode: ParsedPostcode } | { kind: 'street'; outward: string; streets: string[] };

export type AddressSearchText = { ok: true; place: AddressSearchPlace; words: string[] } | { ok: false; message: string };

const FULL_POSTCODE = /\b([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})\b/;
const OUTWARD = /\b([A-Z]{1,2}[0-9][A-Z0-9]?)\b/g;
/** Words that only say "a flat": not looked for in addresses. */
const FLAT_WORDS = ['FLAT', 'APARTMENT', 'APT', 'UNIT', 'NO'];

/** Words that say what a street is, never a street on their own. */
const STREET_TYPES = new Set([
  'ROAD',
  'STREET',
  'AVENUE',
  'LANE',
  'DRIVE',
  'CLOSE',
  'CRESCENT',
  'GARDENS',
  'GROVE',
  'PLACE',
  'SQUARE',
  'TERRACE',
  'COURT',
  'PARK',
  'WAY',
  'WALK',
  'MEWS',
  'ROW',
  'HILL',
  'VIEW',
  'GREEN',
  'RISE',
]);

/** Street candidates from the comma-separated parts: each part without its leading house number or flat. */
function streetCandidates(parts: string[]): string[] {
  const found: string[] = [];
  for (const part of parts) {
    const words = addressWords(part);
    // "Flat 2 12 Hampson Street" → "Hampson Street": drop flat words, numbers and words holding digits at the start.
    let i = 0;
    while (i < words.length && (/\d/.test(words[i]!) || FLAT_WORDS.includes(words[i]!))) i++;
    const rest = words.slice(i).filter((w) => !/\d/.test(w));
    if (rest.length === 0) continue;
    const street = canonicalStreet(rest.join(' '));
    if (!found.includes(street)) found.push(street);
    // "12 Hampson Street Sale": the street may end before the town; try the run up to the last street type.
    const lastType = rest.findLastIndex((w, k) => k > 0 && STREET_TYPES.has(spellStreetWord(w)));
    if (lastType > 0 && lastType < rest.length - 1) {
      const shorter = canonicalStreet(rest.slice(0, lastType + 1).join(' '));
      if (!found.includes(shorter)) found.push(shorter);
    }
  }
  return found.slice(0, 4);
}

/** Reads the search text (already trimmed, 3 to 120 characters). */
export function readAddressSearch(text: string): AddressSearchText {
  const upper = text.toUpperCase();
  const full = FULL_POSTCODE.exec(upper);
  if (full) {
    const parsed = parsePostcode(`${full[1]} ${full[2]}`);
    if (parsed.ok) {
      const rest = upper.slice(0, full.index) + ' ' + upper.slice(full.index + full[0].length);
      return { ok: true, place: { kind: 'postcode', postcode: parsed.value }, words: searchWords(rest) };
    }
  }
  const outwards = [...upper.matchAll(OUTWARD)].filter((m) => /[A-Z]/.test(m[1]!.slice(0, 1)));
  const outward = outwards.at(-1);
  if (!outward)
    return {
      ok: false,
      message: 'q must include the postcode (M33 3HJ) or at least its district (M33), such as "12 Hampson Street, M33".',
    };
  const rest = upper.slice(0, outward.index) + ' ' + upper.slice(outward.index! + outward[0].length);
  const streets = streetCandidates(rest.split(','));
  if (streets.length === 0)
    return {
      ok: false,
      message: 'q must name the street when it gives only the postcode district, such as "12 Hampson Street, M33".',
    };
  return { ok: true, place: { kind: 'street', outward: outward[1]!, streets }, words: searchWords(rest) };
}

/** The typed words, street types spelt out, without "FLAT"-like words. */
function searchWords(text: string): string[] {
  return addressWords(text)
    .map(spellStreetWord)
    .filter((w) => !FLAT_WORDS.includes(w));
}

/**
 * How well an address answers the typed words: null when it lacks a typed number ("12", "2A":
 * numbers name the home, so they must all be there; the last typed word may be the start of one, as
 * while typing), else how many of the other typed words (street, building, town) it holds.
 */
export function addressScore(addressText: string, typed: readonly string[]): number | null {
  const have = addressWords(addressText).map(spellStreetWord);
  const holds = (w: string, i: number) => have.includes(w) || (i === typed.length - 1 && have.some((h) => h.startsWith(w)));
  let score = 0;
  for (const [i, w] of typed.entries()) {
    if (holds(w, i)) score += /\d/.test(w) ? 0 : 1;
    else if (/\d/.test(w)) return null;
  }
  return score;
}
