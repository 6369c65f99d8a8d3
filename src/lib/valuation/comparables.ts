import { monthsBetween, windowStart } from './months.ts';
import type { CandidateSale, GeographyLevel, Subject } from './types.ts';

export const LEVELS: readonly GeographyLevel[] = ['postcode', 'sector', 'district'];

export interface SelectionParams {
  /** Stop adding comparables once this many are chosen. */
  target: number;
  /** Ignore sales more than this many months before the valuation month. */
  maxAgeMonths: number;
}

export interface SelectedSale {
  sale: CandidateSale;
  level: GeographyLevel;
  /** What differs from the subject besides place and date, e.g. ["leasehold, not freehold"]. */
  mismatches: string[];
  monthsBefore: number;
  reason: string;
}

const TYPE_NAMES: Record<string, string> = { D: 'detached', S: 'semi-detached', T: 'terraced', F: 'flat', O: 'other' };
const TENURE_NAMES: Record<string, string> = { F: 'freehold', L: 'leasehold' };

export function typeName(code: string | null): string {
  return (code && TYPE_NAMES[code]) || 'unknown type';
}

/** The nearest level at which a sale shares the subject's geography, or null when it is outside the district. */
export function levelOf(subject: Subject, sale: CandidateSale): GeographyLevel | null {
  if (sale.postcode === subject.postcode) return 'postcode';
  if (sale.sector === subject.sector) return 'sector';
  if (sale.district === subject.district) return 'district';
  return null;
}

function mismatchesOf(subject: Subject, sale: CandidateSale): string[] {
  const out: string[] = [];
  if (sale.tenure !== subject.tenure)
    out.push(`${TENURE_NAMES[sale.tenure ?? ''] ?? 'unknown tenure'}, not ${TENURE_NAMES[subject.tenure]}`);
  if (subject.newBuild !== undefined && sale.newBuild !== subject.newBuild)
    out.push(sale.newBuild ? 'new build, subject is not' : 'not new build, subject is');
  return out;
}

/** Whether a sale may be a comparable at all: before `asOf`, inside the window, category A and the same property type. */
export function isEligible(subject: Subject, sale: CandidateSale, params: SelectionParams): boolean {
  return (
    sale.date < subject.asOf &&
    sale.date >= windowStart(subject.asOf, params.maxAgeMonths) &&
    (sale.category === 'A' || sale.category === null) &&
    sale.propertyType === subject.propertyType &&
    sale.price > 0
  );
}

/**
 * Chooses comparable sales for a subject.
 *
 * Rules, in order: only sales strictly before `asOf`, within `maxAgeMonths`, of category A (standard
 * market sales; category B holds repossessions, buy-to-let and company purchases, whose prices are
 * not comparable) and of the subject's property type. Nearest level first (same postcode, then
 * sector, then district); within a level, sales matching tenure (and the new-build flag, when given)
 * before those that do not, then the most recent first. Stops at `target` sales.
 *
 * Example: a leasehold terrace in M33 3HJ with target 4, given 2 terraces in M33 3HJ (one freehold)
 * and 5 in sector M33 3, takes the 2 postcode sales (leasehold first) then the 2 best sector sales.
 */
export function selectComparables(
  subject: Subject,
  candidates: readonly CandidateSale[],
  params: SelectionParams,
): SelectedSale[] {
  const seen = new Set<string>();
  const pool: SelectedSale[] = [];
  for (const sale of candidates) {
    if (seen.has(sale.transactionId) || !isEligible(subject, sale, params)) continue;
    const level = levelOf(subject, sale);
    if (!level) continue;
    seen.add(sale.transactionId);
    const mismatches = mismatchesOf(subject, sale);
    const monthsBefore = monthsBetween(sale.date, subject.asOf);
    pool.push({ sale, level, mismatches, monthsBefore, reason: reasonFor(subject, level, mismatches, monthsBefore) });
  }
  pool.sort(
    (a, b) =>
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
      a.mismatches.length - b.mismatches.length ||
      (a.sale.date < b.sale.date ? 1 : a.sale.date > b.sale.date ? -1 : 0) ||
      (a.sale.transactionId < b.sale.transactionId ? -1 : 1),
  );
  return pool.slice(0, params.target);
}

function reasonFor(subject: Subject, level: GeographyLevel, mismatches: string[], monthsBefore: number): string {
  const where =
    level === 'postcode'
      ? `same postcode ${subject.postcode}`
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
