import type { ParsedPostcode } from '../../postcode/parse.ts';
import type { SqlClient } from '../sql-client.ts';
import type {
  BroadbandCoverage,
  CrimeSummary,
  EconomicIndicators,
  EpcSearchResult,
  MobileCoverage,
  PostcodeGeography,
  PriceStats,
  PropertyAgeEstimate,
  SaleRecord,
  SchoolsNearResult,
  Sourced,
} from '../types.ts';
import { getBroadbandCoverage } from './broadband.ts';
import { getCrimeSummary } from './crime.ts';
import { getCrimeContext, type CrimeContext } from './crime-context.ts';
import { getEconomicIndicators, getPopulation } from './economic.ts';
import { searchEpc } from './epc.ts';
import { getMobileCoverage } from './mobile.ts';
import { getPostcodeGeography } from './postcode-geography.ts';
import { getPriceStats, getSalesForPostcode } from './prices.ts';
import { estimatePropertyAge } from './property-age.ts';
import { findSchoolsNear } from './schools.ts';
import { getScorecard } from './scorecard.ts';
import type { ScorecardAnswer } from '../../scorecard/scorecard.ts';
import { createAnswerCache } from './answer-cache.ts';

/** Everything the imported data says about one postcode (for /postcode-data and /local-data). */
export interface PostcodeReport {
  geography: PostcodeGeography;
  sales: Sourced<SaleRecord[]>;
  sectorPrices: Sourced<PriceStats> | null;
  crime: CrimeSummary | null;
  /** The neighbourhood's crimes per 1,000 residents beside its authority and England and Wales. */
  crimeContext?: CrimeContext | null;
  schools: SchoolsNearResult | null;
  epc: EpcSearchResult;
  propertyAge: PropertyAgeEstimate;
  broadband: BroadbandCoverage | null;
  mobile: MobileCoverage | null;
  economy: EconomicIndicators | null;
  population: { lsoa: Sourced<number> | null; ward: Sourced<number> | null };
  /** Four questions answered with comparisons: safety, connectivity, schools, value. */
  scorecard: ScorecardAnswer[];
}

/**
 * The full report, or null when the postcode is valid but not in the imported data. The
 * geography is looked up once (or taken from the caller) and passed on; the independent queries
 * then run concurrently (a `pg` pool runs them in parallel; PGlite queues them).
 */
export async function getPostcodeReport(
  db: SqlClient,
  postcode: ParsedPostcode,
  known?: PostcodeGeography | null,
): Promise<PostcodeReport | null> {
  const geography = known === undefined ? await getPostcodeGeography(db, postcode) : known;
  if (!geography) return null;
  const [sales, sectorPrices, crime, crimeContext, schools, epc, propertyAge, broadband, mobile, economy, lsoa, ward] =
    await Promise.all([
      getSalesForPostcode(db, postcode),
      getPriceStats(db, { sector: postcode.sector }),
      getCrimeSummary(db, postcode, {}, geography),
      getCrimeContext(db, geography),
      findSchoolsNear(db, postcode, {}, geography),
      searchEpc(db, postcode),
      estimatePropertyAge(db, postcode),
      getBroadbandCoverage(db, postcode, geography),
      getMobileCoverage(db, postcode, geography),
      geography.authority ? getEconomicIndicators(db, geography.authority.code) : null,
      geography.lsoa ? getPopulation(db, geography.lsoa.code) : null,
      geography.ward ? getPopulation(db, geography.ward.code) : null,
    ]);
  const report = {
    geography,
    sales,
    sectorPrices,
    crime,
    crimeContext,
    schools,
    epc,
    propertyAge,
    broadband,
    mobile,
    economy,
    population: { lsoa, ward },
  };
  return { ...report, scorecard: await getScorecard(db, report) };
}

const reports = createAnswerCache<PostcodeReport | null>();

/**
 * The report from the in-process cache (answer-cache.ts): the report is public and depends only
 * on the imported data, so it is computed once per postcode until the next import.
 */
export function getCachedPostcodeReport(
  db: SqlClient,
  postcode: ParsedPostcode,
  known?: PostcodeGeography | null,
): Promise<PostcodeReport | null> {
  return reports.get(db, postcode.postcode, () => getPostcodeReport(db, postcode, known));
}
