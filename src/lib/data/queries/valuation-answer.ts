import { notInDataMessage } from '../messages.ts';
import { parsePostcode } from '../../postcode/parse.ts';
import { asOfNote, asOfReason, valuationSources, type ValuationAnswer } from '../../valuation/answer.ts';
import { limitsLines } from '../../valuation/explain.ts';
import { paramsInForce } from '../../valuation/params.ts';
import { resolveAsOf, subjectFor, type ValuationQuery } from '../../valuation/request.ts';
import type { SqlClient } from '../sql-client.ts';
import { getPostcodeGeography } from './postcode-geography.ts';
import { latestSaleDate, postcodeCentres, valueFromDatabase } from './valuation.ts';
import { calibrationInForce } from './valuation-calibration.ts';

export type ValuationOutcome =
  | { kind: 'valued'; answer: ValuationAnswer }
  /** Too few comparables, or evidence too old to bridge: the engine's sentence, never a figure. */
  | {
      kind: 'insufficient';
      why: 'too-few-sales' | 'stale-evidence';
      message: string;
      asOf: string;
      comparablesFound: number;
      asOfNote: string;
    }
  /** A real postcode the imported data does not hold. */
  | { kind: 'not_found'; message: string };

/**
 * A valuation for a validated query, as the valuation page and the API answer it: the valuation
 * date resolved against the data, the engine run on bounded queries with the calibration in force
 * (the walk-forward's ranges and local constants, open_data.valuation_calibration), postcode centroids for the map, and
 * the sources. `today` is "YYYY-MM-DD".
 */
export async function valuePostcode(db: SqlClient, query: ValuationQuery, today: string): Promise<ValuationOutcome> {
  const dataDate = await latestSaleDate(db);
  const asOf = resolveAsOf(query.asOf, dataDate, today);
  const subject = subjectFor(query, asOf);
  const note = asOfNote(query.asOf, asOf, dataDate);
  const result = await valueFromDatabase(db, subject, paramsInForce(await calibrationInForce(db)));
  if (result.status === 'insufficient') {
    const parsed = parsePostcode(query.postcode);
    const known = parsed.ok ? await getPostcodeGeography(db, parsed.value) : null;
    if (!known) return { kind: 'not_found', message: notInDataMessage(subject.postcode) };
    return {
      kind: 'insufficient',
      why: result.why,
      message: result.reason,
      asOf,
      comparablesFound: result.comparablesFound,
      asOfNote: note,
    };
  }
  const centres = await postcodeCentres(db, [subject.postcode, ...result.comparables.map((c) => c.postcode)]);
  const lines = limitsLines({
    band: result.limits.band,
    coverage: result.limits.coverage,
    outside: result.limits.outside,
    type: subject.propertyType,
    district: subject.district,
    asOf,
    asOfWhy: asOfReason(query.asOf, asOf, dataDate),
  });
  const epc = result.evidence.floorArea?.certificate ?? null;
  return {
    kind: 'valued',
    answer: {
      detail: 'full',
      query,
      subject,
      dataDate,
      asOfNote: note,
      result: { ...result, limits: { ...result.limits, lines } },
      comparablesUsed: result.comparables.length,
      centres,
      sources: valuationSources(subject, dataDate, result.index.source, epc),
    },
  };
}
