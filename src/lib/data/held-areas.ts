/**
 * What the home page and onboarding promise a postcode search can answer: the postcode areas this
 * deployment holds, by their towns ("Manchester (M), Leeds (LS) and Bolton (BL)"), never "any UK
 * postcode" (issue 41, item 7). Built from the build data's areas and their place names.
 */
import type { PlaceName } from './place-name.ts';

/** The held areas, named: "Manchester (M)"; an area with no town name is its code. */
export function heldAreaNames(areas: readonly { code: string }[], places: ReadonlyMap<string, PlaceName>): string[] {
  return [...new Set(areas.map((a) => a.code))]
    .sort((a, b) => a.localeCompare(b, 'en-GB'))
    .map((code) => {
      const place = places.get(`area:${code}`)?.place;
      return place ? `${place} (${code})` : code;
    });
}

/**
 * One sentence saying what a search can answer: "We hold postcodes in 12 areas: Bolton (BL),
 * Chelmsford (CM), Colchester (CO) and 9 more." — or that none are held.
 */
export function heldAreasSentence(names: readonly string[], shown = 3): string {
  if (names.length === 0) return 'No postcodes are held on this site yet, so a search cannot answer.';
  const count = names.length === 1 ? '1 area' : `${names.length} areas`;
  if (names.length <= shown) {
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return `We hold postcodes in ${count}: ${list}.`;
  }
  return `We hold postcodes in ${count}: ${names.slice(0, shown).join(', ')} and ${names.length - shown} more.`;
}
