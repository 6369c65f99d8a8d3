/**
 * Names a postcode district or area after the place people know it as, from the geography the
 * imported postcode files carry (the rule is in docs/decisions/data-pages.md):
 *
 * - an area by its Royal Mail post town: "M" → "Manchester";
 * - a district whose postcodes mostly carry an ONS ward by the place its largest group of wards is
 *   named after, with the authority: M33 (Sale Central, Sale Moor, Ashton upon Mersey…) → "Sale,
 *   Trafford". A ward's place is its name before "&" / "and", less a trailing North, South, East,
 *   West or Central ("Timperley North" → "Timperley");
 * - else, when its postcodes mostly carry a local authority, by that authority: WN1 → "Wigan";
 * - else by its postcode area: BL1 → "Bolton postcode area".
 */
import { POSTCODE_AREA_TOWNS } from '../../data/reference/postcode-areas.ts';

export type PlaceNameRule = 'ward' | 'authority' | 'postcode-area' | 'none';

export interface PlaceName {
  kind: 'district' | 'area';
  code: string;
  /** "Sale", "Wigan", "Manchester"; null when nothing names it. */
  place: string | null;
  /** The authority a ward-named district lies in ("Trafford"), else null. */
  within: string | null;
  rule: PlaceNameRule;
}

/** Postcodes of one district by ward or authority name (live postcodes, counted once). */
export interface DistrictEvidence {
  district: string;
  postcodes: number;
  wards: { name: string; postcodes: number }[];
  authorities: { name: string; postcodes: number }[];
}

/** A district is named from its wards or authority only when most of its postcodes carry them. */
export const MIN_EVIDENCE_SHARE = 0.5;

const QUALIFIER = /\s+(north|south|east|west|central|centre)$/i;

/** "Sale Central" → "Sale"; "Hale Barns & Timperley South" → "Hale Barns"; "Ashton upon Mersey" unchanged. */
export function wardPlace(ward: string): string {
  const first = ward.split(/\s+(?:&|and)\s+/i)[0] ?? ward;
  return first.replace(QUALIFIER, '').trim() || ward;
}

/** The letters of a postcode area or the area of a district: "M33" → "M". */
export function areaOf(code: string): string {
  return /^[A-Z]+/i.exec(code)?.[0]?.toUpperCase() ?? code;
}

export function nameArea(area: string): PlaceName {
  const town = POSTCODE_AREA_TOWNS[area.toUpperCase()] ?? null;
  return { kind: 'area', code: area, place: town, within: null, rule: town ? 'postcode-area' : 'none' };
}

function largest(list: { name: string; postcodes: number }[]): { name: string; postcodes: number } | undefined {
  return [...list].sort((a, b) => b.postcodes - a.postcodes || a.name.localeCompare(b.name))[0];
}

export function nameDistrict(e: DistrictEvidence): PlaceName {
  const base = { kind: 'district' as const, code: e.district };
  const share = (list: { postcodes: number }[]) =>
    e.postcodes > 0 ? list.reduce((s, x) => s + x.postcodes, 0) / e.postcodes : 0;
  const authority = largest(e.authorities);
  if (share(e.wards) >= MIN_EVIDENCE_SHARE) {
    const places = new Map<string, number>();
    for (const w of e.wards) places.set(wardPlace(w.name), (places.get(wardPlace(w.name)) ?? 0) + w.postcodes);
    const top = largest([...places].map(([name, postcodes]) => ({ name, postcodes })));
    if (top) return { ...base, place: top.name, within: authority?.name ?? null, rule: 'ward' };
  }
  if (authority && share(e.authorities) >= MIN_EVIDENCE_SHARE) {
    return { ...base, place: authority.name, within: null, rule: 'authority' };
  }
  const area = nameArea(areaOf(e.district));
  return { ...base, place: area.place, within: null, rule: area.place ? 'postcode-area' : 'none' };
}

/**
 * How a page names the place: "Sale, Trafford", "Wigan", "the Bolton postcode area", "Manchester".
 * Null when the data names nothing (the code alone is shown).
 */
export function placeLabel(name: PlaceName | undefined): string | null {
  if (!name?.place) return null;
  if (name.kind === 'district' && name.rule === 'postcode-area') return `the ${name.place} postcode area`;
  return name.within && name.within !== name.place ? `${name.place}, ${name.within}` : name.place;
}

/** A heading that leads with the place: "Sale, Trafford (M33)", "BL1, in the Bolton postcode area", "Manchester (M)". */
export function placeHeading(name: PlaceName | undefined, code: string): string {
  const label = placeLabel(name);
  if (!label) return code;
  if (name?.rule === 'postcode-area' && name.kind === 'district') return `${code}, in ${label}`;
  return `${label} (${code})`;
}
