import type { ValuationAnswer } from '../../valuation/answer.ts';

/** A valuation as the API's house-valuation (summary) or property-valuation (with comparables) answers it. */
export function valuationData(answer: ValuationAnswer, withComparables: boolean) {
  const { result, subject } = answer;
  const core = {
    postcode: subject.postcode,
    house: answer.query.house ?? null,
    street: answer.query.street ?? null,
    propertyType: subject.propertyType,
    tenure: subject.tenure,
    asOf: result.asOf,
    asOfNote: answer.asOfNote,
    dataDate: answer.dataDate,
    estimate: result.estimate,
    headline: result.headline,
    freshness: result.freshness,
    rangeCalibration: result.rangeCalibration,
    range: result.range,
    confidence: result.confidence,
    method: result.method,
    level: result.level,
    index: result.index,
    evidence: result.evidence,
    limits: result.limits,
    comparablesUsed: answer.comparablesUsed,
    sources: answer.sources,
  };
  if (!withComparables) return core;
  return {
    ...core,
    comparables: result.comparables.map((c) => ({
      ...c,
      lat: answer.centres[c.postcode]?.lat ?? null,
      lng: answer.centres[c.postcode]?.lng ?? null,
    })),
  };
}
