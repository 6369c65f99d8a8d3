import { gatherComparables, typeName, type SelectedSale } from './comparables.ts';
import type { MonthCell } from './derived-index.ts';
import type { CandidateSale, PropertyType, Subject } from './types.ts';

/** A type's mean needs at least this many standard sales in the district's window to price a gap. */
export const MIN_TYPE_GAP_SALES = 20;

/**
 * The district's price gap between property types, in log points: each type's sales-weighted mean
 * log price over the window's monthly cells (category A sales of the district strictly before the
 * valuation date, from `fromMonth`), less the subject type's. Types with fewer than
 * `MIN_TYPE_GAP_SALES` sales (and the subject's type, at 0) are left out; empty when the subject's
 * type itself is too thin.
 *
 * Example (made-up): 100 semis at mean log 12.2 and 40 detached at 12.6 → valuing a semi, detached
 * homes sit 0.4 log points (49%) higher, so a detached sale of £300,000 reads as a semi at £201,000.
 */
export function typeGaps(cells: readonly MonthCell[], subjectType: PropertyType, fromMonth: string): Map<PropertyType, number> {
  const sums = new Map<PropertyType, { n: number; sum: number }>();
  for (const c of cells) {
    if (c.period < fromMonth || c.sales <= 0) continue;
    const s = sums.get(c.propertyType) ?? { n: 0, sum: 0 };
    s.n += c.sales;
    s.sum += c.sales * c.meanLogPrice;
    sums.set(c.propertyType, s);
  }
  const mean = (t: PropertyType) => {
    const s = sums.get(t);
    return s && s.n >= MIN_TYPE_GAP_SALES ? s.sum / s.n : null;
  };
  const mine = mean(subjectType);
  const gaps = new Map<PropertyType, number>();
  if (mine === null) return gaps;
  for (const t of sums.keys()) {
    const m = mean(t);
    if (t !== subjectType && t !== 'O' && m !== null) gaps.set(t, m - mine);
  }
  return gaps;
}

/** A sale of another property type at the subject's postcode, with the district's gap between the types. */
export interface OtherTypeSale {
  selected: SelectedSale;
  /** ln(its type's mean price ÷ the subject type's) in the district: subtracted from its log price. */
  typeGap: number;
}

/**
 * Sales of other property types at the subject's own postcode (issue 43, fourth pass): the same
 * rules as comparables (before `asOf`, in the window, category A, not the home's own sales), of a
 * type whose gap to the subject's the district can price (`typeGaps`). They say how dear the
 * postcode is, not what the home is: the estimate uses them only in the local pull, at a fitted
 * fraction of a same-type sale's weight (`EstimatorParams.otherTypeWeight`), never in the area baseline.
 */
export function gatherOtherTypes(
  subject: Subject,
  candidates: readonly CandidateSale[],
  gaps: ReadonlyMap<PropertyType, number>,
  options: { maxAgeMonths: number; exclude?: ReadonlySet<string> },
): OtherTypeSale[] {
  const out: OtherTypeSale[] = [];
  for (const [type, gap] of gaps) {
    const here = candidates.filter((c) => c.postcode === subject.postcode && c.propertyType === type);
    const chosen = gatherComparables({ ...subject, propertyType: type }, here, { ...options, street: null });
    for (const selected of chosen) {
      const pct = Math.round(Math.abs(Math.exp(gap) - 1) * 100);
      const gapWords = `${typeName(type)} ${pct}% ${gap >= 0 ? 'above' : 'below'} ${typeName(subject.propertyType)} in ${subject.district}`;
      const reason = selected.reason.replace(
        /; same type \(([^)]*)\)(?: and tenure)?/,
        `; another type ($1), priced as a ${typeWord(subject.propertyType)} by the district's gap between the types (${gapWords})`,
      );
      out.push({ selected: { ...selected, reason }, typeGap: gap });
    }
  }
  return out;
}

const TYPE_WORDS: Record<PropertyType, string> = {
  D: 'detached house',
  S: 'semi-detached house',
  T: 'terraced house',
  F: 'flat',
  O: 'home',
};
const typeWord = (t: PropertyType) => TYPE_WORDS[t];
