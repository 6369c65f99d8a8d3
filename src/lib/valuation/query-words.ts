import type { PropertyType, Tenure } from './types.ts';

/** The words the valuation form and API use for a Price Paid property type, and their codes. */
export const PROPERTY_TYPES = {
  detached: 'D',
  'semi-detached': 'S',
  terraced: 'T',
  flat: 'F',
} as const satisfies Record<string, PropertyType>;
export type PropertyTypeWord = keyof typeof PROPERTY_TYPES;

export const TENURES = { freehold: 'F', leasehold: 'L' } as const satisfies Record<string, Tenure>;
export type TenureWord = keyof typeof TENURES;

export const PROPERTY_TYPE_OPTIONS: readonly { value: PropertyTypeWord; label: string }[] = [
  { value: 'detached', label: 'Detached house' },
  { value: 'semi-detached', label: 'Semi-detached house' },
  { value: 'terraced', label: 'Terraced house' },
  { value: 'flat', label: 'Flat or maisonette' },
];

export const TENURE_OPTIONS: readonly { value: TenureWord; label: string }[] = [
  { value: 'freehold', label: 'Freehold' },
  { value: 'leasehold', label: 'Leasehold' },
];

/** The earliest valuation date: Price Paid Data starts in January 1995. */
export const EARLIEST_AS_OF = '1995-02-01';
export const FLOOR_AREA_LIMITS = { min: 10, max: 2000 } as const;
/** Longest house number or name, and street, accepted (Price Paid's PAON and street fit well within these). */
export const ADDRESS_LIMITS = { house: 60, street: 80 } as const;

/** Price Paid codes in words, for tables. */
export const TYPE_WORDS: Record<string, string> = { D: 'Detached', S: 'Semi-detached', T: 'Terraced', F: 'Flat', O: 'Other' };
export const TENURE_WORDS: Record<string, string> = { F: 'Freehold', L: 'Leasehold' };

/** The form's fields as text, in the order the URL carries them. */
export const VALUATION_FIELDS = ['postcode', 'house', 'street', 'type', 'tenure', 'newBuild', 'floorArea', 'asOf'] as const;
export type ValuationFields = Record<(typeof VALUATION_FIELDS)[number], string>;

/** The query string for a form (empty fields left out), shared by the form, the URL and the API call. */
export function valuationSearch(fields: Partial<ValuationFields>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of VALUATION_FIELDS) {
    const value = fields[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}
