import { appliedFactor, estimateFromComparables, shrunkIndexFactor, type ComparablesEstimate } from './comparable-estimate.ts';
import { LEVELS } from './comparables.ts';
import { evidenceSummary, gradeReason, limitsLines, typePlural } from './explain.ts';
import { GRADE_ACCURACY, VALUATION_PARAMS, type EstimatorParams, type ValuationParams } from './params.ts';
import { beyondCoverage, EDGE_MARGIN, edgeShares } from './price-band.ts';
import { prepareValuation, type PreparedValuation, type ValuationEvidence } from './prepare.ts';
import { repeatSaleEstimate, type RepeatSale } from './repeat-sale.ts';
import { roundEstimate, roundPounds, roundRangeHigh, roundRangeLow } from './rounding.ts';
import { blend, gradeFor, NORMAL_80_TO_MEDIAN, predictedError } from './uncertainty.ts';
import { cellFor, cellLabel, priceBandOf } from './conformal.ts';
import { declineReason, freshnessOf, headlineOf, staleSentence, tooStale } from './freshness.ts';
import type { Comparable, ConfidenceGrade, GeographyLevel, Subject, ValuationResult } from './types.ts';

export type { ValuationEvidence } from './prepare.ts';

/** The figure before rounding: its log centre, predicted errors and what it rests on. */
export interface CoreEstimate {
  centre: number;
  /** Predicted median absolute error (log points): what the grade is read from. */
  error: number;
  /** Predicted 80th percentile of the absolute error: the range's half-width before edge widening. */
  halfWidth: number;
  comparables: ComparablesEstimate | null;
  comparablesError: number | null;
  repeatSale: RepeatSale | null;
}

/**
 * The estimate with its predicted median error and 80% half-width (log points), before grading: the
 * comparables estimate (`estimateFromComparables`) with its errors from the fitted error and range
 * models, the repeat-sale estimate when the home sold before, and the two blended by their median
 * errors (the half-width shrinks in the same proportion as the error). A repeat sale alone gets
 * 1.9 × its error (a normal error's 80% half-width over its median). Null when there are fewer than
 * `minComparables` comparables and no usable earlier sale of the home.
 */
export function coreEstimate(prepared: PreparedValuation, subject: Subject, params: ValuationParams): CoreEstimate | null {
  const rs = repeatSaleEstimate(prepared.home.sales, subject, prepared.index.series, params.repeatSale);
  const comparables =
    prepared.priced.length >= params.minComparables
      ? estimateFromComparables(prepared.priced, subject.sector, params.estimator, params, prepared.otherTypes)
      : null;
  const comparablesError = comparables ? predictedError(comparables.features, params.errorModel) : null;
  const comparablesHalf = comparables ? predictedError(comparables.features, params.rangeModel) : null;
  const rsLog = rs?.used ? { value: Math.log(rs.estimate), error: rs.error } : null;
  if (comparables && comparablesError !== null && comparablesHalf !== null && rsLog) {
    const b = blend({ value: comparables.centre, error: comparablesError }, rsLog);
    return {
      centre: b.value,
      error: b.error,
      halfWidth: comparablesHalf * (b.error / comparablesError),
      comparables,
      comparablesError,
      repeatSale: { ...rs!, weight: Math.round(b.weightB * 1000) / 1000 },
    };
  }
  if (comparables && comparablesError !== null && comparablesHalf !== null)
    return {
      centre: comparables.centre,
      error: comparablesError,
      halfWidth: comparablesHalf,
      comparables,
      comparablesError,
      repeatSale: rs,
    };
  if (rsLog)
    return {
      centre: rsLog.value,
      error: rsLog.error,
      halfWidth: NORMAL_80_TO_MEDIAN * rsLog.error,
      comparables: null,
      comparablesError: null,
      repeatSale: { ...rs!, weight: 1 },
    };
  return null;
}

/**
 * Values a home from its own earlier sale and comparable sales, with a calibrated 80% range.
 *
 * Method:
 *  1. Evidence (`prepareValuation`): the home's own earlier sales (matched by address at the
 *     postcode), comparables of the same type in the 24 months before `asOf` (same postcode, same
 *     street, sector, district; category A), each brought to the valuation month with UK HPI or the
 *     district's derived index, and to the subject's floor area (£/m²) when it and at least
 *     `minComparables` comparables have one.
 *  2. Estimate (`coreEstimate`): the area baseline adjusted by the postcode and street sales, blended
 *     with the repeat-sale estimate by their predicted errors.
 *  3. Grade: the predicted median error against the grade cuts; "low" whatever it predicts when the
 *     value is likely beyond the prices the district's sales reach: a third of the comparables sit
 *     within 5% of the highest (lowest) of them, or the range gives a value above (below) them a
 *     chance of 25% or more.
 *  4. 80% range: centre × exp(± predicted 80th-percentile error), each side widened by (1 + share
 *     of comparables at that edge of the band); low rounded down, high up, to £1,000.
 */
export function valueProperty(
  subject: Subject,
  evidence: ValuationEvidence,
  params: ValuationParams = VALUATION_PARAMS,
): ValuationResult {
  const prepared = prepareValuation(subject, evidence, params);
  const core = coreEstimate(prepared, subject, params);
  if (!core) return insufficient(subject, prepared.priced.length, params);
  const { centre, error, comparables: comp, repeatSale } = core;
  const coverage = prepared.coverage;
  // Edges of the prices the data sees: the subject type's sales only.
  const edgeItems = (comp?.rows ?? [])
    .filter((r) => r.comparable.typeGap === undefined)
    .map((r) => ({ price: r.comparable.selected.sale.price, weight: r.raw }));
  const edges = edgeShares(edgeItems, coverage);
  const beyond = coverage ? beyondCoverage(centre, core.halfWidth, coverage) : { above: 0, below: 0 };
  const isOutside = (share: number, p: number) => share >= params.outsideShare || p >= params.outsideProbability;
  const outside: 'above' | 'below' | null =
    isOutside(edges.top, beyond.above) && beyond.above + edges.top >= beyond.below + edges.bottom
      ? 'above'
      : isOutside(edges.bottom, beyond.below)
        ? 'below'
        : null;
  const freshness = freshnessOf({
    valueDate: subject.asOf,
    comparableDates: (comp?.rows ?? []).map((r) => r.comparable.selected.sale.date),
    ownSaleDate: repeatSale?.used ? repeatSale.date : null,
    series: prepared.index.series,
    limits: params.freshness,
  });
  if (tooStale(freshness, params.freshness))
    return declined(subject, prepared.priced.length, declineReason(freshness, params.freshness));
  const graded = outside ? 'low' : gradeFor(error, params.grades);
  const grade = freshness.stale ? lowerGrade(graded) : graded;
  const estimate = roundEstimate(Math.exp(centre));
  // The conformal scale of the valuation's cell stretches the whole side, drift included, as the
  // walk-forward scores measured it (conformal.ts).
  const cell = cellFor(params.ranges, grade, subject.propertyType, priceBandOf(estimate));
  const scale = cell?.scale ?? 1;
  const side = (edge: number) => scale * (core.halfWidth * (1 + edge) + freshness.widening);
  const low = Math.min(estimate, roundRangeLow(Math.exp(centre - side(edges.bottom))));
  const high = Math.max(estimate, roundRangeHigh(Math.exp(centre + side(edges.top))));
  const rsWeight = repeatSale?.used ? repeatSale.weight : 0;
  const comparablesOut = (comp?.rows ?? []).map((r) => toComparable(r, 1 - rsWeight, params.estimator));
  const level = comp ? farthestLevel(comp) : 'postcode';
  const edgeCount = edgeItems.filter((i) =>
    outside === 'above' ? i.price * EDGE_MARGIN >= (coverage?.high ?? Infinity) : i.price <= (coverage?.low ?? 0) * EDGE_MARGIN,
  ).length;
  const evidenceBase = {
    repeatSale,
    samePostcode: comparablesOut.filter((c) => c.level === 'postcode' && c.propertyType === subject.propertyType).length,
    sameStreet: comparablesOut.filter((c) => c.level === 'street').length,
    street:
      prepared.home.street && prepared.home.streetSource
        ? { name: prepared.home.street, source: prepared.home.streetSource }
        : null,
    baseline: { level: comp?.baseline ?? 'sector', sales: comp?.baselineCount ?? 0 },
    floorArea: prepared.floorArea
      ? { ...prepared.floorArea, poundsPerM2: Math.round(estimate / prepared.floorArea.floorAreaM2) }
      : null,
  } as const;
  return {
    status: 'valued',
    asOf: subject.asOf,
    estimate,
    headline: headlineOf(estimate, freshness),
    freshness,
    range: { low, high, coverage: 0.8 },
    rangeCalibration:
      cell && params.ranges
        ? {
            cell: cellLabel(cell, typePlural),
            sales: cell.sales,
            scale: cell.scale,
            dataDate: params.ranges.dataDate,
            dataVersion: params.ranges.dataVersion,
          }
        : null,
    confidence: {
      grade,
      predictedError: Math.round(error * 1000) / 1000,
      reason: withStale(
        gradeReason({
          grade,
          outside,
          coverage,
          chance: outside === 'above' ? beyond.above : outside === 'below' ? beyond.below : 0,
          edgeCount,
          usedCount: edgeItems.length,
          features: comp?.features ?? null,
          localCount: comp?.localCount ?? 0,
          repeatSale,
          accuracy: params.ranges?.gradeAccuracy?.[grade] ?? GRADE_ACCURACY[grade],
          district: subject.district,
        }),
        staleSentence(freshness, params.freshness),
      ),
    },
    method: !comp ? 'repeat-sale' : prepared.perM2 ? 'price-per-m2' : 'price',
    level,
    index: {
      source: prepared.index.series.source,
      label: prepared.index.series.label,
      reason: prepared.index.reason + dampedIndexNote(prepared.index.series.source, params.estimator.indexNoise),
    },
    evidence: {
      ...evidenceBase,
      summary: evidenceSummary(evidenceBase, subject.propertyType, subject.district, subject.sector, {
        sameBuilding: (comp?.rows ?? []).filter((r) => r.comparable.selected.sameBuilding).length,
        otherTypes: (comp?.rows ?? []).filter((r) => r.comparable.typeGap !== undefined).length,
        trend: comp?.trend ?? null,
      }),
    },
    limits: {
      band: prepared.band,
      coverage,
      outside,
      lines: limitsLines({
        band: prepared.band,
        coverage,
        outside,
        type: subject.propertyType,
        district: subject.district,
        asOf: subject.asOf,
        asOfWhy: null,
      }),
    },
    comparables: comparablesOut,
  };
}

function farthestLevel(comp: ComparablesEstimate): GeographyLevel {
  if (comp.baseline === 'district') return 'district';
  return comp.rows.reduce<GeographyLevel>(
    (far, r) => (LEVELS.indexOf(r.comparable.selected.level) > LEVELS.indexOf(far) ? r.comparable.selected.level : far),
    'postcode',
  );
}

function toComparable(row: ComparablesEstimate['rows'][number], share: number, estimator: EstimatorParams): Comparable {
  const { selected } = row.comparable;
  const factor = appliedFactor(row.comparable, estimator);
  const s = selected.sale;
  return {
    transactionId: s.transactionId,
    address: s.address,
    postcode: s.postcode,
    date: s.date,
    price: s.price,
    propertyType: s.propertyType,
    tenure: s.tenure,
    newBuild: s.newBuild,
    level: selected.level,
    reason: selected.reason,
    adjustmentFactor: Math.round(factor * 10_000) / 10_000,
    adjustedPrice: roundPounds(row.adjustedPrice),
    floorAreaM2: s.floorAreaM2 ?? null,
    weight: Math.round(row.weight * share * 10_000) / 10_000,
  };
}

/** Says that the derived index's small movements were shrunk as noise, when they were. */
function dampedIndexNote(source: string, indexNoise: number | undefined): string {
  if (source === 'uk-hpi' || !indexNoise) return '';
  const kept = (rise: number) => ((shrunkIndexFactor(1 + rise, indexNoise) - 1) * 100).toFixed(1);
  return ` Its small movements are mostly noise (each month rests on tens of sales), so they count for less: a 2% rise brings a comparable forward by ${kept(0.02)}%, a 20% rise by ${kept(0.2)}%.`;
}

const lowerGrade = (g: ConfidenceGrade): ConfidenceGrade => (g === 'high' ? 'medium' : 'low');
const withStale = (reason: string, stale: string | null) => (stale ? `${reason} ${stale}`.trim() : reason);

function declined(subject: Subject, found: number, reason: string): ValuationResult {
  return { status: 'insufficient', why: 'stale-evidence', asOf: subject.asOf, comparablesFound: found, reason };
}

function insufficient(subject: Subject, found: number, params: ValuationParams): ValuationResult {
  return {
    status: 'insufficient',
    why: 'too-few-sales',
    asOf: subject.asOf,
    comparablesFound: found,
    reason: `We found ${found === 0 ? 'no' : `only ${found}`} standard sale${found === 1 ? '' : 's'} of ${typePlural(subject.propertyType)} in postcode district ${subject.district} in the ${params.maxAgeMonths} months before ${subject.asOf}, and no earlier sale of this home we could use; we need at least ${params.minComparables} to give a figure, so we give none.`,
  };
}
