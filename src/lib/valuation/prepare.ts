import type { PricedComparable } from './comparable-estimate.ts';
import { gatherComparables } from './comparables.ts';
import { buildDerivedIndex, type MonthCell } from './derived-index.ts';
import { subjectFloorArea, type EpcFloorArea, type SubjectFloorArea } from './epc-match.ts';
import { resolveHome, type HomeEvidence } from './home.ts';
import { monthOf, windowStart } from './months.ts';
import type { ValuationParams } from './params.ts';
import { priceBand, type PriceBand } from './price-band.ts';
import { adjustmentFactor, chooseIndex } from './price-index.ts';
import { gatherOtherTypes, typeGaps } from './type-gap.ts';
import type { CandidateSale, IndexSeries, Subject } from './types.ts';

/** What the data layer hands the engine: bounded candidate sales and the index evidence. */
export interface ValuationEvidence {
  /** Candidate sales (any order, duplicates allowed): the postcode's in every year, then street, sector, district. */
  candidates: readonly CandidateSale[];
  /** Monthly cells for the derived index and the price band, from category A sales strictly before `asOf`. */
  indexCells: readonly MonthCell[];
  /** Where the cells come from, e.g. "postcode district M33". */
  indexLabel: string;
  /** UK HPI for the subject's region, when imported. */
  hpi: IndexSeries | null;
  /** EPC certificates lodged at the subject's postcode (read when an address was given). */
  subjectCertificates?: readonly EpcFloorArea[];
  /** The subject postcode's centroid, when the postcode lookup holds it (distance weighting). */
  subjectLocation?: { lat: number; lng: number } | null;
}

export interface PreparedValuation {
  home: HomeEvidence;
  index: { series: IndexSeries; reason: string };
  floorArea: SubjectFloorArea | null;
  perM2: boolean;
  /** The comparables with their index factors (and area scales in the £/m² method). */
  priced: PricedComparable[];
  /** Sales of other types at the postcode with the district's type gap (type-gap.ts); none in the £/m² method. */
  otherTypes?: PricedComparable[];
  /** The subject type's standard sales in the district inside the window. */
  band: PriceBand | null;
  /** Every type's: the prices the data can see here at all. */
  coverage: PriceBand | null;
}

type Place = { lat?: number | null; lng?: number | null };

/** Kilometres between two centroids (equirectangular: exact enough within a district); null when either is unknown. */
export function distanceKm(a: Place | null | undefined, b: Place | null | undefined): number | null {
  const offset = offsetKm(a, b);
  return offset ? Math.hypot(offset.east, offset.north) : null;
}

/** Kilometres east and north from a to b (equirectangular); null when either is unknown. */
export function offsetKm(a: Place | null | undefined, b: Place | null | undefined): { east: number; north: number } | null {
  if (a?.lat == null || a.lng == null || b?.lat == null || b.lng == null) return null;
  const rad = Math.PI / 180;
  return {
    east: 6371 * (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad),
    north: 6371 * (b.lat - a.lat) * rad,
  };
}

/**
 * Everything the estimate needs that does not depend on fitted constants: the home and its street
 * (`resolveHome`), the comparables (`gatherComparables`, the home's own sales left out), the index
 * (UK HPI when it covers every month needed, else the derived index), the subject's floor area (given
 * or from its EPC) and whether the £/m² method applies, and the price bands of the district's sales.
 */
export function prepareValuation(subject: Subject, evidence: ValuationEvidence, params: ValuationParams): PreparedValuation {
  const home = resolveHome(subject, evidence.candidates);
  const comparables = gatherComparables(subject, evidence.candidates, {
    maxAgeMonths: params.maxAgeMonths,
    street: home.street,
    exclude: new Set(home.sales.map((s) => s.transactionId)),
    building: subject.address?.paon ? { ...subject.address, street: subject.address.street ?? home.street } : null,
  });
  const derived = buildDerivedIndex(evidence.indexCells, evidence.indexLabel, params.index);
  const months = comparables.map((c) => c.sale.date);
  if (home.sales[0]) months.push(home.sales[0].date);
  const index = chooseIndex(evidence.hpi, derived, months, subject.asOf);
  const own = home.sales[0] ?? subject.address ?? null;
  const floorArea = subjectFloorArea(subject, own, evidence.subjectCertificates ?? []);
  const withArea = comparables.filter((c) => (c.sale.floorAreaM2 ?? 0) > 0);
  const perM2 = floorArea !== null && withArea.length >= params.minComparables;
  const priced = (perM2 ? withArea : comparables).map((selected) => {
    const offset = offsetKm(evidence.subjectLocation, selected.sale);
    return {
      selected,
      factor: adjustmentFactor(index.series, selected.sale.date, subject.asOf) ?? 1,
      areaScale: perM2 ? floorArea.floorAreaM2 / (selected.sale.floorAreaM2 as number) : 1,
      distanceKm: offset ? Math.hypot(offset.east, offset.north) : null,
      offsetKm: offset,
      indexSource: index.series.source,
    };
  });
  const fromMonth = monthOf(windowStart(subject.asOf, params.maxAgeMonths));
  const others = perM2
    ? []
    : gatherOtherTypes(subject, evidence.candidates, typeGaps(evidence.indexCells, subject.propertyType, fromMonth), {
        maxAgeMonths: params.maxAgeMonths,
        exclude: new Set(home.sales.map((s) => s.transactionId)),
      });
  const otherTypes = others.map(({ selected, typeGap }) => ({
    selected,
    typeGap,
    factor: adjustmentFactor(index.series, selected.sale.date, subject.asOf) ?? 1,
    areaScale: 1,
    distanceKm: distanceKm(evidence.subjectLocation, selected.sale),
    indexSource: index.series.source,
  }));
  const band = priceBand(evidence.indexCells, subject.propertyType, fromMonth);
  const coverage = priceBand(evidence.indexCells, null, fromMonth);
  return { home, index, floorArea, perM2, priced, otherTypes, band, coverage };
}
