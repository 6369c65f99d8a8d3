/**
 * Shapes of the tax tables. Every table carries the dates it is in force and its sources;
 * amounts are integer pence and rates integer basis points (100 = 1%).
 */

/** A slice of a banded tax: the rate charged on the part of the price up to `upTo` (null: no upper limit). */
export interface Band {
  upTo: number | null;
  rateBps: number;
}

export interface SourceRef {
  label: string;
  url: string;
}

/** Dates are ISO "YYYY-MM-DD", inclusive; `effectiveTo: null` means still in force. */
export interface Dated {
  effectiveFrom: string;
  effectiveTo: string | null;
  sources: readonly SourceRef[];
  /** When these figures were last checked against the sources. */
  verifiedOn: string;
}

/** The table in force on a date, or undefined if the date is outside every table. */
export function inForceOn<T extends Dated>(tables: readonly T[], isoDate: string): T | undefined {
  return tables.find((t) => t.effectiveFrom <= isoDate && (t.effectiveTo === null || isoDate <= t.effectiveTo));
}
