import type { ConfidenceGrade, GeographyLevel } from './types.ts';

/** z for a two-sided 80% interval of a normal distribution (10% in each tail). */
export const Z_80 = 1.2816;
/** 1 / Φ⁻¹(0.75): turns a median absolute deviation into a standard deviation for normal data. */
export const MAD_TO_SD = 1.4826;

export interface Weighted {
  value: number;
  weight: number;
}

/** Weighted median: the smallest value at which the cumulative weight reaches half the total. */
export function weightedMedian(items: readonly Weighted[]): number {
  const sorted = [...items].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((s, i) => s + i.weight, 0);
  let acc = 0;
  for (const i of sorted) {
    acc += i.weight;
    if (acc >= total / 2 - 1e-12) return i.value;
  }
  return sorted[sorted.length - 1]!.value;
}

/** Kish's effective sample size (Σw)² / Σw²: equal weights give n; one dominant weight gives about 1. */
export function effectiveSize(weights: readonly number[]): number {
  const s = weights.reduce((a, w) => a + w, 0);
  const s2 = weights.reduce((a, w) => a + w * w, 0);
  return s2 > 0 ? (s * s) / s2 : 0;
}

export interface RangeParams {
  /** Spread floor in log points, so three identical prices do not claim certainty. */
  minSpread: number;
  /** Calibration multiplier per level, fitted on the backtest's training period. */
  multiplier: Record<GeographyLevel, number>;
}

/**
 * Half-width of the 80% range in log points.
 *
 * s = max(minSpread, 1.4826 × weighted median |ln(adjusted) − ln(centre)|) is a robust spread of the
 * adjusted comparable prices; a new sale differs from their centre by the spread of one sale plus the
 * uncertainty of the centre, so half-width = 1.2816 × s × √(1 + 1/n_eff) × multiplier[level].
 *
 * Worked example (made-up numbers): log deviations 0.00, 0.05, 0.10, 0.10 with equal weights
 * → weighted median 0.05, s = 0.0741, n_eff = 4, multiplier 1.0: half-width = 1.2816 × 0.0741 × 1.118
 * = 0.1062, so a £200,000 centre gets the range £179,800 – £222,400 before rounding.
 */
export function rangeHalfWidth(
  logDeviations: readonly Weighted[],
  level: GeographyLevel,
  params: RangeParams,
): { halfWidth: number; spread: number; effectiveN: number } {
  const mad = weightedMedian(logDeviations.map((d) => ({ value: Math.abs(d.value), weight: d.weight })));
  const spread = Math.max(params.minSpread, MAD_TO_SD * mad);
  const effectiveN = effectiveSize(logDeviations.map((d) => d.weight));
  const halfWidth = Z_80 * spread * Math.sqrt(1 + 1 / effectiveN) * params.multiplier[level];
  return { halfWidth, spread, effectiveN };
}

export interface GradeRules {
  /** high: at least this many comparables, found in the postcode or sector, and the range within ±highWidth. */
  highMinComparables: number;
  highMaxHalfWidth: number;
  mediumMinComparables: number;
  mediumMaxHalfWidth: number;
}

export const GRADE_RULES: GradeRules = {
  highMinComparables: 6,
  highMaxHalfWidth: 0.15,
  mediumMinComparables: 4,
  mediumMaxHalfWidth: 0.25,
};

/**
 * Confidence grade and its reason in plain words. `relativeHalfWidth` is (high − low) / 2 / estimate.
 * Example: 8 comparables in the sector and a ±12% range → high.
 */
export function gradeValuation(
  count: number,
  level: GeographyLevel,
  relativeHalfWidth: number,
  rules: GradeRules = GRADE_RULES,
): { grade: ConfidenceGrade; reason: string } {
  const pct = `±${Math.round(relativeHalfWidth * 100)}%`;
  const where = level === 'district' ? 'had to look across the whole postcode district' : `found them within the ${level}`;
  const n = `${count} comparable sale${count === 1 ? '' : 's'}`;
  if (count >= rules.highMinComparables && level !== 'district' && relativeHalfWidth <= rules.highMaxHalfWidth)
    return {
      grade: 'high',
      reason: `${n} of the same type, found within the ${level}, whose adjusted prices agree closely (80% range ${pct}).`,
    };
  if (count >= rules.mediumMinComparables && relativeHalfWidth <= rules.mediumMaxHalfWidth)
    return { grade: 'medium', reason: `${n}; we ${where}; their adjusted prices give an 80% range of ${pct}.` };
  const because = count < rules.mediumMinComparables ? `only ${n}` : `the ${n} disagree (80% range ${pct})`;
  return { grade: 'low', reason: `Low because ${because}; we ${where}. Treat the figure as a rough guide.` };
}
