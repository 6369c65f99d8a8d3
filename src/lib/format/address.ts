/**
 * Addresses as people write them. The open registers shout ("5, HAMPSON STREET, SALE"; EPC
 * "FLAT 2, 10 HIGH ST"): words go to title case, a house number joins its street ("5 Hampson
 * Street"), postcodes and Roman numerals stay in capitals, and small words inside a place name
 * stay lower case ("Stockton-on-Tees", "Newcastle upon Tyne").
 */

const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/;
const ROMAN = /^(?:I{1,3}|IV|V|VI{0,3}|IX|X)$/;
const SMALL = new Set([
  'on',
  'upon',
  'le',
  'la',
  'the',
  'in',
  'by',
  'under',
  'over',
  'de',
  'en',
  'of',
  'and',
  'at',
  'cum',
  'sub',
]);
/** A house number or range: "5", "5A", "12-14", "Unit 3" is left to the words. */
const NUMBER = /^\d+[A-Z]?(?:\s*-\s*\d+[A-Z]?)?$/i;

function word(w: string, first: boolean): string {
  if (w === '') return w;
  if (POSTCODE.test(w) || ROMAN.test(w)) return w;
  if (/\d/.test(w)) return w.toUpperCase();
  const lower = w.toLowerCase();
  if (!first && SMALL.has(lower)) return lower;
  // O'Neill, St. John's: capitals after an apostrophe only for a one-letter prefix (O', D').
  const cased = lower.charAt(0).toUpperCase() + lower.slice(1);
  return cased
    .replace(/^([OD])'(\p{L})/u, (_m, a: string, b: string) => `${a}'${b.toUpperCase()}`)
    .replace(/^Mc(\p{L})/u, (_m, b: string) => `Mc${b.toUpperCase()}`);
}

function part(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (POSTCODE.test(t.toUpperCase()) && t === t.toUpperCase()) return t;
  let seenWord = false;
  return t
    .split(' ')
    .map((w) =>
      w
        .split('-')
        .map((h) => {
          const out = word(h, !seenWord);
          if (/\p{L}/u.test(h) && !/\d/.test(h)) seenWord = true;
          return out;
        })
        .join('-'),
    )
    .join(' ');
}

/** "5, HAMPSON STREET, SALE" → "5 Hampson Street, Sale"; already mixed-case text is left alone. */
export function formatAddress(address: string): string {
  const raw = address.trim();
  if (raw === '') return raw;
  if (/[a-z]/.test(raw)) return raw.replace(/\s+/g, ' ');
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1];
    // A bare house number belongs to the street that follows it.
    if (NUMBER.test(p) && next !== undefined && !NUMBER.test(next)) {
      out.push(`${p.toUpperCase()} ${part(next)}`);
      i++;
      continue;
    }
    out.push(part(p));
  }
  return out.join(', ');
}
