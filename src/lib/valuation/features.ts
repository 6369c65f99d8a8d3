/**
 * Each piece of evidence the estimate uses, measured by taking it away (pure). The backtest runs
 * `featureEffects` on its training valuations (what decides: a feature that does not lower the
 * training median error is switched off, `keepFeatures`) and on its hold-out (what it reports, never
 * what decides). Every valuation was made as of its own sale date with only earlier sales, so the
 * training figures are out of sample for each sale's own price too.
 */
import { medianOf } from './accuracy.ts';
import { DEFAULT_LOCAL_CLIP, type PricedComparable } from './comparable-estimate.ts';
import { WIDE_LOCAL_CLIP } from './local-constants.ts';
import type { EstimatorParams, ValuationParams } from './params.ts';
import type { PreparedValuation } from './prepare.ts';
import type { Subject } from './types.ts';
import { coreEstimate } from './value-property.ts';

export interface FeatureCase {
  subject: Subject;
  actual: number;
  prepared: PreparedValuation;
}

/** A feature and how to value without it: other constants, or the evidence with it removed. */
export interface Feature {
  key: string;
  label: string;
  /** Whether the fitted constants use it at all (a switched-off feature is measured by switching it on). */
  on: (p: ValuationParams) => boolean;
  /** The constants without it (or with it, when it is off). */
  toggle: (p: ValuationParams) => ValuationParams;
  /** The evidence without it (when the feature is in the evidence, not the constants). */
  strip?: (prepared: PreparedValuation) => PreparedValuation;
}

const withEstimator = (p: ValuationParams, e: Partial<EstimatorParams>): ValuationParams => ({
  ...p,
  estimator: { ...p.estimator, ...e },
});

/** Whether a local sale's difference from the area counts beyond the default cap. */
const wideLocalClip = (p: ValuationParams) => (p.estimator.localClip ?? DEFAULT_LOCAL_CLIP) > DEFAULT_LOCAL_CLIP;

const mapPriced = (prepared: PreparedValuation, f: (c: PricedComparable) => PricedComparable): PreparedValuation => ({
  ...prepared,
  priced: prepared.priced.map(f),
});

/** The distance weighting measured when it is off: 1 km, the middle of the grid. */
const TRIAL_HALF_DISTANCE_KM = 1;
/** The index noise measured when the whole index is in force. */
const TRIAL_INDEX_NOISE = 0.05;
/** The freehold premium measured when it is off. */
const TRIAL_FREEHOLD_PREMIUM = 0.05;
/** Other types at the postcode, measured when off: half a same-type sale's weight. */
const TRIAL_OTHER_TYPE_WEIGHT = 0.5;
/** The area trend, measured when off: slopes shrunk as by sales spread over about 0.45 km. */
const TRIAL_AREA_TREND_RIDGE = 0.2;

export const FEATURES: readonly Feature[] = [
  {
    key: 'repeat-sale',
    label: "The home's own earlier sale, brought forward by the index",
    on: (p) => p.repeatSale !== null,
    toggle: (p) => ({ ...p, repeatSale: null }),
  },
  {
    key: 'local-pull',
    label: 'Same postcode and same street sales pull the area figure',
    on: () => true,
    toggle: (p) => withEstimator(p, { localShrinkage: 1e9 }),
  },
  {
    key: 'same-street',
    label: 'Same street elsewhere in the district counts as local',
    on: () => true,
    toggle: (p) => p,
    strip: (prepared) =>
      mapPriced(prepared, (c) =>
        c.selected.level === 'street' ? { ...c, selected: { ...c.selected, level: 'district' as const } } : c,
      ),
  },
  {
    key: 'same-building',
    label: 'Flats in the same building (same PAON, street and postcode) weigh more',
    on: () => true,
    toggle: (p) => p,
    strip: (prepared) =>
      mapPriced(prepared, (c) => (c.selected.sameBuilding ? { ...c, selected: { ...c.selected, sameBuilding: false } } : c)),
  },
  {
    key: 'distance',
    label: 'Distance weighting (postcode centroids)',
    on: (p) => Boolean(p.estimator.halfDistanceKm),
    toggle: (p) => withEstimator(p, { halfDistanceKm: p.estimator.halfDistanceKm ? null : TRIAL_HALF_DISTANCE_KM }),
  },
  {
    key: 'recency',
    label: 'Recency weighting (half-life in months)',
    on: () => true,
    toggle: (p) => withEstimator(p, { halfLifeMonths: 1e9 }),
  },
  {
    key: 'local-index',
    label: 'Time adjustment by the local monthly index (else raw prices)',
    on: () => true,
    toggle: (p) => p,
    strip: (prepared) => mapPriced(prepared, (c) => ({ ...c, factor: 1 })),
  },
  {
    key: 'index-noise',
    label: "The local index's small movements shrunk as noise",
    on: (p) => (p.estimator.indexNoise ?? 0) > 0,
    toggle: (p) => withEstimator(p, { indexNoise: (p.estimator.indexNoise ?? 0) > 0 ? 0 : TRIAL_INDEX_NOISE }),
  },
  {
    key: 'new-build',
    label: 'New-build premium (Price Paid new-build flag)',
    on: (p) => p.estimator.newBuildPremium !== 0,
    toggle: (p) => withEstimator(p, { newBuildPremium: p.estimator.newBuildPremium ? 0 : 0.05 }),
  },
  {
    key: 'mismatch',
    label: 'Tenure and new-build mismatches weigh less',
    on: (p) => p.estimator.mismatchWeight !== 1,
    toggle: (p) => withEstimator(p, { mismatchWeight: p.estimator.mismatchWeight === 1 ? 0.5 : 1 }),
  },
  {
    key: 'type-tenure',
    label: 'Property type × tenure: a freehold premium instead of a mismatch',
    on: (p) => Boolean(p.estimator.freeholdPremium),
    toggle: (p) => withEstimator(p, { freeholdPremium: p.estimator.freeholdPremium ? 0 : TRIAL_FREEHOLD_PREMIUM }),
  },
  {
    key: 'other-types',
    label: "Other types at the postcode, priced by the district's gap between the types",
    on: (p) => Boolean(p.estimator.otherTypeWeight),
    toggle: (p) => withEstimator(p, { otherTypeWeight: p.estimator.otherTypeWeight ? 0 : TRIAL_OTHER_TYPE_WEIGHT }),
  },
  {
    key: 'area-trend',
    label: "The area's price trend read at the home's postcode (else the area's weighted median)",
    on: (p) => Boolean(p.estimator.areaTrendRidge),
    toggle: (p) => withEstimator(p, { areaTrendRidge: p.estimator.areaTrendRidge ? 0 : TRIAL_AREA_TREND_RIDGE }),
  },
  {
    key: 'wide-local-clip',
    label: "Postcode and street sales count up to 123% above or 55% below the area's figure (else 49% above, 33% below)",
    on: wideLocalClip,
    toggle: (p) => withEstimator(p, { localClip: wideLocalClip(p) ? DEFAULT_LOCAL_CLIP : WIDE_LOCAL_CLIP }),
  },
];

/** Median absolute % error of the valuations given (those with a figure), or null when none. */
function mdapeOf(cases: readonly FeatureCase[], params: ValuationParams): { mdape: number | null; valued: number } {
  const errors = cases.flatMap((c) => {
    const core = coreEstimate(c.prepared, c.subject, params);
    return core ? [Math.abs(Math.exp(core.centre) / c.actual - 1)] : [];
  });
  return { mdape: medianOf(errors), valued: errors.length };
}

export interface FeatureEffect {
  key: string;
  label: string;
  /** Whether the constants in force use it. */
  used: boolean;
  /** MdAPE with the feature and without it (on the same valuations). */
  withIt: number | null;
  without: number | null;
  /** Valuations the feature changed at all (a feature with no evidence in the data changes none). */
  changed: number;
}

/** Each feature's effect on the median error: valued with and without it, all else as in `params`. */
export function featureEffects(cases: readonly FeatureCase[], params: ValuationParams): FeatureEffect[] {
  const base = mdapeOf(cases, params).mdape;
  return FEATURES.map((f) => {
    const used = f.on(params);
    const other = f.toggle(params);
    const altCases = f.strip ? cases.map((c) => ({ ...c, prepared: f.strip!(c.prepared) })) : cases;
    const alt = mdapeOf(altCases, other).mdape;
    let changed = 0;
    for (const [i, c] of cases.entries()) {
      const a = coreEstimate(c.prepared, c.subject, params)?.centre;
      const b = coreEstimate(altCases[i]!.prepared, c.subject, other)?.centre;
      if (a !== b && !(a !== undefined && b !== undefined && Math.abs(a - b) < 1e-9)) changed += 1;
    }
    return used
      ? { key: f.key, label: f.label, used, withIt: base, without: alt, changed }
      : { key: f.key, label: f.label, used, withIt: alt, without: base, changed };
  });
}

/**
 * Switches off each switchable feature in use whose removal does not raise the training median
 * error, and switches on each one off whose addition lowers it, one at a time in `FEATURES` order.
 * Features in the evidence (`strip`) and the structural ones are reported, not switched.
 */
export function keepFeatures(cases: readonly FeatureCase[], params: ValuationParams): ValuationParams {
  const switchable = new Set([
    'distance',
    'new-build',
    'mismatch',
    'type-tenure',
    'other-types',
    'area-trend',
    'wide-local-clip',
  ]);
  let current = params;
  for (const f of FEATURES.filter((x) => switchable.has(x.key))) {
    const now = mdapeOf(cases, current).mdape;
    const other = f.toggle(current);
    const alt = mdapeOf(cases, other).mdape;
    if (now === null || alt === null) continue;
    const used = f.on(current);
    if (used ? alt <= now : alt < now) current = other;
  }
  return current;
}
