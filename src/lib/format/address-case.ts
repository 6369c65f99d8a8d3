/**
 * Addresses as people write them. The registers print them in capitals ("5, HAMPSON STREET, SALE");
 * readers expect "5 Hampson Street, Sale". Only an address written all in capitals is changed; one
 * already in mixed case is left as its source wrote it. Postcodes and house numbers with letters
 * ("64A", "M33 2AU") keep their capitals.
 *
 *   addressCase('5, HAMPSON STREET, SALE') → '5 Hampson Street, Sale'
 *   addressCase('FLAT 2, 64A LYTHAM ROAD') → 'Flat 2, 64A Lytham Road'
 */

const SMALL = new Set(['and', 'of', 'the', 'on', 'upon', 'in', 'by', 'at']);
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g;

function word(w: string, first: boolean): string {
  if (/\d/.test(w)) return w; // 64A, 2AU
  const lower = w.toLowerCase();
  if (!first && SMALL.has(lower)) return lower;
  // Capitalise each part after a hyphen or apostrophe-led prefix: "O'BRIEN" → "O'Brien", "ST-ANNES" → "St-Annes".
  // Small words inside a hyphenated name stay small: "Stockton-on-Tees".
  return lower
    .split('-')
    .map((part, i) =>
      i > 0 && SMALL.has(part) ? part : part.replace(/(^|[’'(])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase()),
    )
    .join('-');
}

/** Title case for an address in capitals; a number's lone comma ("5, HAMPSON STREET") is dropped. */
export function addressCase(address: string): string {
  const text = address.trim();
  if (/[a-z]/.test(text)) return text;
  const codes = text.match(POSTCODE) ?? [];
  let first = true;
  const cased = text.replace(/^(\d+[A-Z]?),\s+/, '$1 ').replace(/[A-Z0-9’'()-]+/g, (w) => {
    const out = word(w, first);
    first = false;
    return out;
  });
  // Postcodes keep their capitals.
  return codes.reduce((s, c) => s.replace(new RegExp(c.replace(/\s+/g, '\\s*'), 'i'), c), cased);
}
