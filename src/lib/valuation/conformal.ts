import type { ConfidenceGrade, PropertyType } from './types.ts';

/**
 * Range calibration that follows the data (split conformal prediction): after each Price Paid
 * import, recent sales are valued walk-forward (scripts/valuation/walk-forward.ts) and each one's
 * score is how far its price fell from the estimate in units of the engine's own half-width on that
 * side (`rangeScore`); a score ≤ 1 means the price fell inside the range. For each cell of grade ×
 * property type × price band, the scale is the conformal 80% quantile of its scores; a range is
 * then the engine's half-width × that scale. Scores are relative to the price level: a log ratio in
 * units of a half-width that is itself a share of the price, so a £50,000 miss on a £500,000 home
 * scores as a £10,000 miss on a £100,000 one. Cells with fewer than `minSample` scores fall back to
 * wider cells (`fallbacks`: grade × band, grade × type, grade, band, every sale); no calibration at
 * all leaves the scale at 1.
 */

/** Price bands of the estimate (whole pounds; the upper bound is exclusive). */
export const PRICE_BANDS = [
  { key: 'under-150k', label: 'under £150,000', below: 150_000 },
  { key: '150k-250k', label: '£150,000 to £250,000', below: 250_000 },
  { key: '250k-400k', label: '£250,000 to £400,000', below: 400_000 },
  { key: '400k-plus', label: '£400,000 and over', below: Infinity },
] as const;

export type PriceBandKey = (typeof PRICE_BANDS)[number]['key'];

/** The band of an estimate: 182,000 → "150k-250k". */
export function priceBandOf(estimate: number): PriceBandKey {
  return PRICE_BANDS.find((b) => estimate < b.below)!.key;
}

/** A calibrated cell; `*` stands for every grade, type or band. */
export interface ConformalCell {
  grade: ConfidenceGrade | '*';
  type: PropertyType | '*';
  band: PriceBandKey | '*';
  /** Scores behind the cell. */
  sales: number;
  /** Multiplier of the engine's half-widths (1 = as the error model predicts). */
  scale: number;
}

export interface RangeCalibration {
  /** What the calibration was measured on: the Price Paid files' version and their latest sale date. */
  dataVersion: string;
  dataDate: string;
  /** The months whose sales were scored, "YYYY-MM" first and last. */
  months: { from: string; to: string };
  minSample: number;
  cells: ConformalCell[];
  /** Each grade's walk-forward accuracy (test months, ranges scaled), quoted beside the grade; absent in older rows. */
  gradeAccuracy?: Partial<Record<ConfidenceGrade, { valuations: number; medianError: number | null; rangeHeld: number | null }>>;
}

/** Scales are kept within these bounds so one odd month cannot collapse or explode every range. */
export const SCALE_BOUNDS = { min: 0.5, max: 4 } as const;
export const MIN_CELL_SALES = 40;

/**
 * How far the price fell from the estimate, in the half-width on its side:
 * ln(actual ÷ estimate) ÷ ln(high ÷ estimate) above, ln(estimate ÷ actual) ÷ ln(estimate ÷ low) below.
 * Example: estimate 200,000, range 170,000–240,000, price 220,000 → ln 1.1 ÷ ln 1.2 = 0.523 (inside).
 */
export function rangeScore(actual: number, estimate: number, low: number, high: number): number {
  const above = actual >= estimate;
  const distance = Math.abs(Math.log(actual / estimate));
  const half = above ? Math.log(high / estimate) : Math.log(estimate / low);
  if (distance === 0) return 0;
  return half > 0 ? distance / half : Number.POSITIVE_INFINITY;
}

/**
 * The weighted conformal quantile (conformal prediction beyond exchangeability, Barber et al. 2023):
 * the smallest score whose cumulative weight reaches `coverage` × (total weight + 1), the 1 standing
 * for the new sale at the weight of the newest month; the largest score when none does. With every
 * weight 1 it is the split-conformal quantile, the ⌈(n + 1) × coverage⌉-th smallest score
 * (scores 0.1 … 1.0, ten, coverage 0.8 → ⌈8.8⌉ = 9th smallest = 0.9). Weights that fall with age let a market that moves pull the
 * scale towards its newest months.
 * Example: scores 0.5 (weight 0.25), 1 (0.5), 2 (1): 0.8 × 2.75 = 2.2 → 2 (cumulative 1.75 < 2.2: the largest).
 */
export function weightedConformalQuantile(items: readonly { score: number; weight: number }[], coverage = 0.8): number | null {
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => a.score - b.score);
  const target = coverage * (sorted.reduce((t, i) => t + i.weight, 0) + 1) - 1e-9;
  let acc = 0;
  for (const i of sorted) {
    acc += i.weight;
    if (acc >= target) return i.score;
  }
  return sorted.at(-1)!.score;
}

export interface ScoredSale {
  grade: ConfidenceGrade;
  type: PropertyType;
  band: PriceBandKey;
  score: number;
  /** Recency weight (1 for the newest month; `walk-forward.ts`); 1 when absent. */
  weight?: number;
}

const clampScale = (s: number) => Math.min(SCALE_BOUNDS.max, Math.max(SCALE_BOUNDS.min, s));

/** Every cell (and its wider fallbacks) with at least `minSample` scores, with its (recency-weighted) scale. */
export function fitConformal(scores: readonly ScoredSale[], minSample = MIN_CELL_SALES): ConformalCell[] {
  const groups = new Map<string, { cell: Omit<ConformalCell, 'sales' | 'scale'>; scores: { score: number; weight: number }[] }>();
  for (const s of scores) {
    for (const cell of fallbacks(s.grade, s.type, s.band)) {
      const key = `${cell.grade}|${cell.type}|${cell.band}`;
      const g = groups.get(key) ?? { cell, scores: [] };
      g.scores.push({ score: s.score, weight: s.weight ?? 1 });
      groups.set(key, g);
    }
  }
  return [...groups.values()]
    .filter((g) => g.scores.length >= minSample)
    .map((g) => ({ ...g.cell, sales: g.scores.length, scale: round(clampScale(weightedConformalQuantile(g.scores)!)) }))
    .sort((a, b) => cellKey(a).localeCompare(cellKey(b)));
}

/**
 * A valuation's cells, narrowest first. The price band is kept before the property type is let go:
 * errors grow with the price level (a newer or dearer market shows it first in its top bands), so a
 * thin cell falls back to its grade and band across types, then to grade × type, the grade, the band
 * across grades, and every valuation.
 */
function fallbacks(grade: ConfidenceGrade, type: PropertyType, band: PriceBandKey): Omit<ConformalCell, 'sales' | 'scale'>[] {
  return [
    { grade, type, band },
    { grade, type: '*', band },
    { grade, type, band: '*' },
    { grade, type: '*', band: '*' },
    { grade: '*', type: '*', band },
    { grade: '*', type: '*', band: '*' },
  ];
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const cellKey = (c: Pick<ConformalCell, 'grade' | 'type' | 'band'>) => `${c.grade}|${c.type}|${c.band}`;

/** The narrowest calibrated cell for a valuation (grade × type × band, then wider), or null when none applies. */
export function cellFor(
  calibration: RangeCalibration | null | undefined,
  grade: ConfidenceGrade,
  type: PropertyType,
  band: PriceBandKey,
): ConformalCell | null {
  if (!calibration) return null;
  for (const key of fallbacks(grade, type, band).map(cellKey)) {
    const cell = calibration.cells.find((c) => cellKey(c) === key);
    if (cell) return cell;
  }
  return null;
}

/** "medium grade · semi-detached · £150,000 to £250,000", with `*` parts left out ("every valuation" when all are). */
export function cellLabel(cell: Pick<ConformalCell, 'grade' | 'type' | 'band'>, typeName: (t: PropertyType) => string): string {
  const parts = [
    cell.grade === '*' ? null : `${cell.grade} grade`,
    cell.type === '*' ? null : typeName(cell.type),
    cell.band === '*' ? null : PRICE_BANDS.find((b) => b.key === cell.band)!.label,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : 'every valuation';
}
