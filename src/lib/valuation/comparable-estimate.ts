import { AREA_TREND_DEFAULTS, fitAreaTrend } from './area-trend.ts';
import type { SelectedSale } from './comparables.ts';
import type { EstimatorParams, ValuationParams } from './params.ts';
import { weightedMedian } from './range.ts';
import { MAD_TO_SD } from './range.ts';
import type { UncertaintyFeatures } from './uncertainty.ts';
import type { IndexSeries } from './types.ts';

/** A comparable with its price brought to the valuation date (and to the subject's floor area in the £/m² method). */
export interface PricedComparable {
  selected: SelectedSale;
  /** Index at the valuation month ÷ index at the sale month. */
  factor: number;
  /** Subject's floor area ÷ the comparable's (1 in the price method). */
  areaScale: number;
  /** Kilometres between the subject's and the sale's postcode centroids; null when either is unknown. */
  distanceKm?: number | null;
  /** Kilometres east and north of the subject's postcode centroid; null when either is unknown (the area trend). */
  offsetKm?: { east: number; north: number } | null;
  /** The index the factor comes from (absent: the derived index). */
  indexSource?: IndexSeries['source'];
  /**
   * Set on a sale of another property type at the subject's postcode (type-gap.ts): ln of the
   * district's price gap between its type and the subject's, taken off its log price.
   */
  typeGap?: number;
}

/** A local sale's difference from the area counts up to ± this many log points unless the estimator says otherwise. */
export const DEFAULT_LOCAL_CLIP = 0.4;

export interface ComparablesEstimate {
  /** ln of the estimate. */
  centre: number;
  /** The area baseline: the subject's sector, or the whole district when the sector is thin. */
  baseline: 'sector' | 'district';
  /** The area's price trend when it set the baseline (log points per km east and north); null: the weighted median. */
  trend: { east: number; north: number } | null;
  /** Each comparable's adjusted price and its share of the estimate (shares sum to 1). */
  rows: { comparable: PricedComparable; adjustedPrice: number; weight: number; raw: number }[];
  features: UncertaintyFeatures;
  /** Sales in the same postcode or on the same street (of the subject's type). */
  localCount: number;
  baselineCount: number;
}

/**
 * The index factor a comparable is brought forward by: UK HPI's whole factor; the derived index's
 * movement f = ln(factor) shrunk by its noise c (`indexNoise`) as f·f² ÷ (f² + c²) — kept almost
 * whole when it is large, mostly dropped when it is within the noise. Example with c = 0.1: a 2% rise
 * (f = 0.0198) counts as 0.07%, a 30% rise (f = 0.2624) as 25.7%; with c = 0.05, 0.27% and 28.8%.
 */
export function appliedFactor(c: PricedComparable, estimator: EstimatorParams): number {
  return c.indexSource === 'uk-hpi' ? c.factor : shrunkIndexFactor(c.factor, estimator.indexNoise ?? 0);
}

/** A derived index factor with its movement f = ln(factor) shrunk by the noise c: exp(f·f² ÷ (f² + c²)); c ≤ 0 keeps it whole. */
export function shrunkIndexFactor(factor: number, noise: number): number {
  if (noise <= 0) return factor;
  const f = Math.log(factor);
  return Math.exp((f * f * f) / (f * f + noise * noise));
}

/**
 * ln(price × applied index factor × area scale), less the new-build premium per new-build difference and the
 * freehold premium per tenure difference (both 0 unless fitted).
 */
export function adjustedLog(c: PricedComparable, estimator: EstimatorParams): number {
  return (
    Math.log(c.selected.sale.price * appliedFactor(c, estimator) * c.areaScale) -
    estimator.newBuildPremium * c.selected.newBuildDifference -
    (estimator.freeholdPremium ?? 0) * (c.selected.tenureDifference ?? 0) -
    (c.typeGap ?? 0)
  );
}

/**
 * How many times a postcode sale of the same age a sale in the subject's own building counts (flats
 * and maisonettes: same postcode, PAON and street, another SAON). A stated choice, not fitted: the
 * backtest's samples are houses only, so nothing there can measure it (docs/decisions/valuation.md,
 * "Fourth pass"). Flats in one building share its age, build, specification, service charge and
 * views, so they are the closest evidence after the home's own sale; 2 lets them lead the local pull
 * (two thirds of it when a postcode holds as many sales in another building) without silencing
 * the rest of the postcode when the building has one odd sale.
 */
export const SAME_BUILDING_WEIGHT = 2;

/**
 * A comparable's weight: 0.5^(months old ÷ half-life) × mismatch weight^(mismatches), × 0.5^(km ÷
 * half-distance) when distance weighting is on and both centroids are known, × `SAME_BUILDING_WEIGHT`
 * for a flat in the subject's own building. A tenure difference priced by a fitted freehold premium
 * no longer counts as a mismatch.
 */
export function comparableWeight(c: PricedComparable, estimator: EstimatorParams): number {
  const s = c.selected;
  const mismatches = s.mismatches.length - (estimator.freeholdPremium && s.tenureDifference ? 1 : 0);
  const near =
    estimator.halfDistanceKm && c.distanceKm !== null && c.distanceKm !== undefined
      ? 0.5 ** (c.distanceKm / estimator.halfDistanceKm)
      : 1;
  const building = s.sameBuilding ? SAME_BUILDING_WEIGHT : 1;
  return (
    0.5 ** (Math.max(0, s.monthsBefore) / estimator.halfLifeMonths) * estimator.mismatchWeight ** mismatches * near * building
  );
}

const isLocal = (c: PricedComparable) => c.selected.level === 'postcode' || c.selected.level === 'street';

interface Item {
  c: PricedComparable;
  a: number;
  w: number;
}

/**
 * The area baseline B and each baseline sale's weight in it: with the area trend on
 * (`areaTrendRidge` > 0) and enough sales placed, the robust plane through the placed sales read at
 * the subject's postcode (area-trend.ts; sales without a place sit out); else the weighted median.
 */
function areaBaseline(
  base: readonly Item[],
  estimator: EstimatorParams,
): { B: number; weights: Map<Item, number>; trend: ComparablesEstimate['trend'] } {
  const ridge = estimator.areaTrendRidge ?? 0;
  const placed = ridge > 0 ? base.filter((i) => i.c.offsetKm) : [];
  const fit =
    placed.length > 0
      ? fitAreaTrend(
          placed.map((i) => ({ value: i.a, weight: i.w, east: i.c.offsetKm!.east, north: i.c.offsetKm!.north })),
          { ...AREA_TREND_DEFAULTS, ridge },
        )
      : null;
  if (fit) {
    return {
      B: fit.level,
      weights: new Map(placed.map((i, n) => [i, fit.fitWeights[n]!])),
      trend: { east: fit.east, north: fit.north },
    };
  }
  return {
    B: weightedMedian(base.map((i) => ({ value: i.a, weight: i.w }))),
    weights: new Map(base.map((i) => [i, i.w])),
    trend: null,
  };
}

/**
 * The comparables estimate, in log prices a = ln(price × index factor × area scale) − premium ×
 * new-build difference:
 *  1. Area baseline B = weighted median of a over the comparables in the subject's sector (at least
 *     `minSectorSales` of them), else over the whole district — or, with the area trend on, the
 *     robust plane through them read at the subject's postcode (`areaBaseline`).
 *  2. Local difference L = Σ wᵢ·clip(aᵢ − B) ÷ (Σ wᵢ + k) over the sales in the same postcode or on the
 *     same street (clip ±`localClip`, default `DEFAULT_LOCAL_CLIP`): with few local sales L is pulled towards 0 (the area).
 *  3. Estimate = exp(B + L). Weight w = 0.5^(months old ÷ half-life) × mismatchWeight^(mismatches).
 *  Sales of other types at the postcode (`others`, each less its type gap) join L only, at
 *  `otherTypeWeight` × their weight (0 or absent: not used); never B, nor the uncertainty features.
 *
 * A comparable's share of the estimate is λ·w/Σw_local for local sales plus (1 − λ)·w/Σw_area for
 * baseline sales, with λ = Σw_local ÷ (Σw_local + k).
 *
 * Worked example (made-up numbers; k = 0.25, every weight 1, no clipping): a sector of 5 semis at
 * £190,000, £200,000, £200,000, £210,000, £220,000 (B = ln 200,000) and one sale in the postcode
 * at £230,000 (also in the sector, so the sector's weighted median is still £200,000):
 * L = ln(230/200) × 1 ÷ 1.25 = 0.11181, estimate 200,000 × e^0.11181 = £223,660.
 */
export function estimateFromComparables(
  comparables: readonly PricedComparable[],
  subjectSector: string,
  estimator: EstimatorParams,
  params: Pick<ValuationParams, 'minSectorSales' | 'minSpread'>,
  others: readonly PricedComparable[] = [],
): ComparablesEstimate {
  const items: Item[] = comparables.map((c) => ({
    c,
    a: adjustedLog(c, estimator),
    w: comparableWeight(c, estimator),
  }));
  // Other types at the postcode join the local pull only, at a fraction of their weight.
  const omega = estimator.otherTypeWeight ?? 0;
  const extra =
    omega > 0 ? others.map((c) => ({ c, a: adjustedLog(c, estimator), w: omega * comparableWeight(c, estimator) })) : [];
  const inSector = items.filter((i) => i.c.selected.sale.sector === subjectSector);
  const baseline = inSector.length >= params.minSectorSales ? 'sector' : 'district';
  const base = baseline === 'sector' ? inSector : items;
  const { B, weights: baseWeights, trend } = areaBaseline(base, estimator);
  const sameType = items.filter((i) => isLocal(i.c));
  const local = [...sameType, ...extra];
  const cap = estimator.localClip ?? DEFAULT_LOCAL_CLIP;
  const clip = (x: number) => Math.max(-cap, Math.min(cap, x));
  const wLocal = local.reduce((s, i) => s + i.w, 0);
  const L = local.reduce((s, i) => s + i.w * clip(i.a - B), 0) / (wLocal + estimator.localShrinkage);
  const centre = B + L;
  const lambda = wLocal / (wLocal + estimator.localShrinkage);
  const wBase = [...baseWeights.values()].reduce((s, w) => s + w, 0);
  const used = items.filter((i) => baseWeights.has(i) || isLocal(i.c));
  const rows = [...used, ...extra].map((i) => ({
    comparable: i.c,
    adjustedPrice: Math.exp(i.a),
    raw: i.w,
    weight: (isLocal(i.c) ? (lambda * i.w) / wLocal : 0) + ((1 - lambda) * (baseWeights.get(i) ?? 0)) / wBase,
  }));
  // The uncertainty features describe the subject type's evidence only.
  const totalW = used.reduce((s, i) => s + i.w, 0);
  const mad = weightedMedian(used.map((i) => ({ value: Math.abs(i.a - centre), weight: i.w })));
  return {
    centre,
    baseline,
    trend,
    rows,
    localCount: sameType.length,
    baselineCount: baseWeights.size,
    features: {
      spread: Math.log(Math.max(params.minSpread, MAD_TO_SD * mad)),
      thinLocal: 1 / (1 + sameType.length),
      thinArea: 1 / baseWeights.size,
      age: used.reduce((s, i) => s + i.w * Math.max(0, i.c.selected.monthsBefore), 0) / totalW / 12,
      far: baseline === 'district' ? 1 : 0,
      mismatch: used.reduce((s, i) => s + (i.c.selected.mismatches.length > 0 ? i.w : 0), 0) / totalW,
    },
  };
}
