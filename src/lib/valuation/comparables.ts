import { sameBuilding, sameStreet, type AddressParts } from './address.ts';
import { monthsBetween, windowStart } from './months.ts';
import type { CandidateSale, GeographyLevel, Subject } from './types.ts';

export const LEVELS: readonly GeographyLevel[] = ['postcode', 'street', 'sector', 'district'];

export interface SelectedSale {
  sale: CandidateSale;
  level: GeographyLevel;
  /** What differs from the subject besides place and date, e.g. ["leasehold, not freehold"]. */
  mismatches: string[];
  /** +1 when the sale was a new build and the subject is not, −1 the other way round, 0 when equal or unknown. */
  newBuildDifference: -1 | 0 | 1;
  /** +1 when the sale was freehold and the subject is leasehold, −1 the other way round, 0 when equal or unknown. */
  tenureDifference?: -1 | 0 | 1;
  /**
   * A flat or maisonette in the subject's own building (same postcode, PAON and street, another
   * SAON): counts `SAME_BUILDING_WEIGHT` times a postcode sale of the same age (comparable-estimate.ts).
   */
  sameBuilding?: boolean;
  monthsBefore: number;
  reason: string;
}

const TYPE_NAMES: Record<string, string> = { D: 'detached', S: 'semi-detached', T: 'terraced', F: 'flat', O: 'other' };
const TENURE_NAMES: Record<string, string> = { F: 'freehold', L: 'leasehold' };

export function typeName(code: string | null): string {
  return (code && TYPE_NAMES[code]) || 'unknown type';
}

/**
 * The nearest level at which a sale shares the subject's place: its postcode, else its street (same
 * name in the same district), else its sector, else its district; null when outside the district.
 */
export function levelOf(subject: Subject, sale: CandidateSale, street: string | null): GeographyLevel | null {
  if (sale.postcode === subject.postcode) return 'postcode';
  if (sale.district !== subject.district) return null;
  if (street && sameStreet(street, sale.street)) return 'street';
  if (sale.sector === subject.sector) return 'sector';
  return 'district';
}

/**
 * Whether a sale is a flat in the subject's own building: the subject is a flat or maisonette whose
 * building (PAON, and street when known) was given, and the sale is at its postcode with another
 * SAON (`sameBuilding`). Houses are never "the same building" (a SAON at a house's PAON is a flat).
 */
export function inSameBuilding(subject: Subject, sale: CandidateSale, building: AddressParts | null | undefined): boolean {
  return (
    subject.propertyType === 'F' &&
    Boolean(building?.paon) &&
    sale.postcode === subject.postcode &&
    sameBuilding(building!, { saon: sale.saon ?? null, paon: sale.paon ?? null, street: sale.street ?? null })
  );
}

function newBuildDifference(subject: Subject, sale: CandidateSale): -1 | 0 | 1 {
  if (subject.newBuild === undefined || sale.newBuild === subject.newBuild) return 0;
  return sale.newBuild ? 1 : -1;
}

function tenureDifference(subject: Subject, sale: CandidateSale): -1 | 0 | 1 {
  if (!sale.tenure || sale.tenure === subject.tenure) return 0;
  return sale.tenure === 'F' ? 1 : -1;
}

function mismatchesOf(subject: Subject, sale: CandidateSale): string[] {
  const out: string[] = [];
  if (sale.tenure !== subject.tenure)
    out.push(`${TENURE_NAMES[sale.tenure ?? ''] ?? 'unknown tenure'}, not ${TENURE_NAMES[subject.tenure]}`);
  const nb = newBuildDifference(subject, sale);
  if (nb !== 0) out.push(nb === 1 ? 'new build, subject is not' : 'not new build, subject is');
  return out;
}

/** Whether a sale may be a comparable at all: before `asOf`, inside the window, category A and the same property type. */
export function isEligible(subject: Subject, sale: CandidateSale, maxAgeMonths: number): boolean {
  return (
    sale.date < subject.asOf &&
    sale.date >= windowStart(subject.asOf, maxAgeMonths) &&
    (sale.category === 'A' || sale.category === null) &&
    sale.propertyType === subject.propertyType &&
    sale.price > 0
  );
}

/**
 * Every sale that may be a comparable, nearest level first, then matching tenure and new-build
 * flag first, then newest first.
 *
 * Rules: strictly before `asOf`, within `maxAgeMonths`, category A (standard market sales; category
 * B holds repossessions, buy-to-let and company purchases, whose prices are not comparable), the
 * subject's property type, inside its postcode district, and not one of the home's own sales
 * (`exclude`: those are the repeat-sale evidence). The data layer bounds how many there are.
 *
 * Example: a leasehold terrace in M33 3HJ on HAMPSON STREET, given 2 terraces in M33 3HJ, 1 on
 * HAMPSON STREET in M33 3HL and 3 elsewhere in sector M33 3, gets levels postcode, postcode, street,
 * sector, sector, sector.
 */
export function gatherComparables(
  subject: Subject,
  candidates: readonly CandidateSale[],
  options: {
    maxAgeMonths: number;
    street: string | null;
    exclude?: ReadonlySet<string>;
    /** The subject's own address (PAON, SAON, street) for same-building flats; absent when not given. */
    building?: AddressParts | null;
  },
): SelectedSale[] {
  const seen = new Set<string>(options.exclude ?? []);
  const pool: SelectedSale[] = [];
  for (const sale of candidates) {
    if (seen.has(sale.transactionId) || !isEligible(subject, sale, options.maxAgeMonths)) continue;
    const level = levelOf(subject, sale, options.street);
    if (!level) continue;
    seen.add(sale.transactionId);
    const mismatches = mismatchesOf(subject, sale);
    const monthsBefore = monthsBetween(sale.date, subject.asOf);
    const building = level === 'postcode' && inSameBuilding(subject, sale, options.building);
    pool.push({
      sale,
      level,
      mismatches,
      sameBuilding: building,
      newBuildDifference: newBuildDifference(subject, sale),
      tenureDifference: tenureDifference(subject, sale),
      monthsBefore,
      reason: reasonFor(subject, level, sale, mismatches, monthsBefore, building),
    });
  }
  return pool.sort(
    (a, b) =>
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
      Number(b.sameBuilding ?? false) - Number(a.sameBuilding ?? false) ||
      a.mismatches.length - b.mismatches.length ||
      (a.sale.date < b.sale.date ? 1 : a.sale.date > b.sale.date ? -1 : 0) ||
      (a.sale.transactionId < b.sale.transactionId ? -1 : 1),
  );
}

function reasonFor(
  subject: Subject,
  level: GeographyLevel,
  sale: CandidateSale,
  mismatches: string[],
  monthsBefore: number,
  building = false,
): string {
  const where =
    level === 'postcode'
      ? building
        ? `same building (${[sale.paon, sale.street].filter(Boolean).join(', ')}), postcode ${subject.postcode}`
        : `same postcode ${subject.postcode}`
      : level === 'street'
        ? `same street (${sale.street}) in ${subject.district}`
        : level === 'sector'
          ? `same postcode sector ${subject.sector}`
          : `same postcode district ${subject.district}`;
  const what =
    mismatches.length === 0
      ? `same type (${typeName(subject.propertyType)}) and tenure`
      : `same type (${typeName(subject.propertyType)}); ${mismatches.join('; ')}`;
  const when =
    monthsBefore <= 0
      ? 'sold earlier in the valuation month'
      : `sold ${monthsBefore} month${monthsBefore === 1 ? '' : 's'} before`;
  return `${where}; ${what}; ${when}`;
}
