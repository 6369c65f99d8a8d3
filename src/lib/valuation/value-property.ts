import { selectComparables, typeName, LEVELS, type SelectedSale } from './comparables.ts';
import { buildDerivedIndex, type MonthCell } from './derived-index.ts';
import { adjustmentFactor, chooseIndex } from './price-index.ts';
import { VALUATION_PARAMS, type ValuationParams } from './params.ts';
import { gradeValuation, rangeHalfWidth, weightedMedian } from './range.ts';
import { roundEstimate, roundPounds, roundRangeHigh, roundRangeLow } from './rounding.ts';
import type { CandidateSale, Comparable, GeographyLevel, IndexSeries, Subject, ValuationResult } from './types.ts';

/** What the data layer hands the engine: bounded candidate sales and the index evidence. */
export interface ValuationEvidence {
  /** Candidate sales (any order, duplicates allowed); the engine re-checks every rule. */
  candidates: readonly CandidateSale[];
  /** Monthly cells for the derived index, from category A sales strictly before `asOf`. */
  indexCells: readonly MonthCell[];
  /** Where the cells come from, e.g. "postcode district M33". */
  indexLabel: string;
  /** UK HPI for the subject's region, when imported. */
  hpi: IndexSeries | null;
}

/**
 * Values a property from comparable sales.
 *
 * Method:
 *  1. Choose up to `target` comparables (`selectComparables`): same type, category A, strictly before
 *     `asOf`, nearest geography first, matching tenure/new-build first, newest first. Fewer than
 *     `minComparables` → no figure.
 *  2. Bring each price to the valuation month: factor = index(asOf month) ÷ index(sale month), using
 *     UK HPI when it covers the months, else the index derived from the area's Price Paid sales.
 *  3. When the subject's floor area is known and at least `minComparables` comparables have an EPC
 *     floor area, use £/m²: adjusted = price × factor ÷ area × subject area (only those comparables).
 *  4. Weight w = levelWeight × 0.5^(months before ÷ halfLife) × mismatchWeight^(mismatches).
 *  5. Estimate = weighted median of adjusted prices, rounded to the nearest £1,000.
 *  6. 80% range = centre × exp(±h) with h from `rangeHalfWidth` (spread of the adjusted prices and the
 *     level reached), low rounded down and high rounded up to £1,000. Grade from `gradeValuation`.
 *
 * Worked example (made-up numbers, equal weights, flat index, multiplier 1): three semis in the same
 * postcode sold for £200,000, £210,000 and £220,000. Weighted median £210,000; log deviations 0.049,
 * 0, 0.046 → MAD 0.046, s = 0.068 (above the 0.05 floor), n_eff = 3, h = 1.2816 × 0.068 × 1.155 = 0.101:
 * estimate £210,000, range £189,000 – £233,000, grade low (only 3 comparables).
 */
export function valueProperty(
  subject: Subject,
  evidence: ValuationEvidence,
  params: ValuationParams = VALUATION_PARAMS,
): ValuationResult {
  const selected = selectComparables(subject, evidence.candidates, params.selection);
  if (selected.length < params.minComparables) return insufficient(subject, selected.length, params);

  const derived = buildDerivedIndex(evidence.indexCells, evidence.indexLabel, params.index);
  const index = chooseIndex(
    evidence.hpi,
    derived,
    selected.map((s) => s.sale.date),
    subject.asOf,
  );

  const withArea = selected.filter((s) => (s.sale.floorAreaM2 ?? 0) > 0);
  const perM2 = (subject.floorAreaM2 ?? 0) > 0 && withArea.length >= params.minComparables;
  const used = perM2 ? withArea : selected;

  const rows = used.map((s) => {
    const factor = adjustmentFactor(index.series, s.sale.date, subject.asOf) ?? 1;
    const scale = perM2 ? (subject.floorAreaM2 as number) / (s.sale.floorAreaM2 as number) : 1;
    const adjusted = s.sale.price * factor * scale;
    const weight =
      params.levelWeight[s.level] *
      0.5 ** (Math.max(0, s.monthsBefore) / params.halfLifeMonths) *
      params.mismatchWeight ** s.mismatches.length;
    return { s, factor, adjusted, weight };
  });
  const totalWeight = rows.reduce((a, r) => a + r.weight, 0);
  const centre = weightedMedian(rows.map((r) => ({ value: r.adjusted, weight: r.weight })));
  const level = farthestLevel(used);
  const { halfWidth } = rangeHalfWidth(
    rows.map((r) => ({ value: Math.log(r.adjusted / centre), weight: r.weight })),
    level,
    params.range,
  );
  const estimate = roundEstimate(centre);
  const low = roundRangeLow(centre * Math.exp(-halfWidth));
  const high = roundRangeHigh(centre * Math.exp(halfWidth));
  const relativeHalfWidth = (high - low) / 2 / estimate;

  return {
    status: 'valued',
    asOf: subject.asOf,
    estimate,
    range: { low, high, coverage: 0.8 },
    confidence: gradeValuation(used.length, level, relativeHalfWidth, params.grade),
    method: perM2 ? 'price-per-m2' : 'price',
    level,
    index: { source: index.series.source, label: index.series.label, reason: index.reason },
    comparables: rows.map((r) => toComparable(r.s, r.factor, r.adjusted, r.weight / totalWeight)),
  };
}

function farthestLevel(used: readonly SelectedSale[]): GeographyLevel {
  return used.reduce<GeographyLevel>((far, s) => (LEVELS.indexOf(s.level) > LEVELS.indexOf(far) ? s.level : far), 'postcode');
}

function toComparable(s: SelectedSale, factor: number, adjusted: number, weight: number): Comparable {
  return {
    transactionId: s.sale.transactionId,
    address: s.sale.address,
    postcode: s.sale.postcode,
    date: s.sale.date,
    price: s.sale.price,
    propertyType: s.sale.propertyType,
    tenure: s.sale.tenure,
    newBuild: s.sale.newBuild,
    level: s.level,
    reason: s.reason,
    adjustmentFactor: Math.round(factor * 10_000) / 10_000,
    adjustedPrice: roundPounds(adjusted),
    floorAreaM2: s.sale.floorAreaM2 ?? null,
    weight: Math.round(weight * 10_000) / 10_000,
  };
}

function insufficient(subject: Subject, found: number, params: ValuationParams): ValuationResult {
  const noun = subject.propertyType === 'F' ? 'flats' : `${typeName(subject.propertyType)} properties`;
  return {
    status: 'insufficient',
    asOf: subject.asOf,
    comparablesFound: found,
    reason: `We found ${found === 0 ? 'no' : `only ${found}`} standard sale${found === 1 ? '' : 's'} of ${noun} in postcode district ${subject.district} in the ${params.selection.maxAgeMonths} months before ${subject.asOf}; we need at least ${params.minComparables} to give a figure, so we give none.`,
  };
}
