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
import { getEconomicIndicators, getPopulation } from './economic.ts';
import { searchEpc } from './epc.ts';
import { getMobileCoverage } from './mobile.ts';
import { getPostcodeGeography } from './postcode-geography.ts';
import { getPriceStats, getSalesForPostcode } from './prices.ts';
import { estimatePropertyAge } from './property-age.ts';
import { findSchoolsNear } from './schools.ts';

/** Everything the imported data says about one postcode (for /postcode-data and /local-data). */
export interface PostcodeReport {
  geography: PostcodeGeography;
  sales: Sourced<SaleRecord[]>;
  sectorPrices: Sourced<PriceStats> | null;
  crime: CrimeSummary | null;
  schools: SchoolsNearResult | null;
  epc: EpcSearchResult;
  propertyAge: PropertyAgeEstimate;
  broadband: BroadbandCoverage | null;
  mobile: MobileCoverage | null;
  economy: EconomicIndicators | null;
  population: { lsoa: Sourced<number> | null; ward: Sourced<number> | null };
}

/** The full report, or null when the postcode is valid but not in the imported data. */
export async function getPostcodeReport(db: SqlClient, postcode: ParsedPostcode): Promise<PostcodeReport | null> {
  const geography = await getPostcodeGeography(db, postcode);
  if (!geography) return null;
  const sales = await getSalesForPostcode(db, postcode);
  const sectorPrices = await getPriceStats(db, { sector: postcode.sector });
  const crime = await getCrimeSummary(db, postcode, {}, geography);
  const schools = await findSchoolsNear(db, postcode);
  const epc = await searchEpc(db, postcode);
  const propertyAge = await estimatePropertyAge(db, postcode);
  const broadband = await getBroadbandCoverage(db, postcode, geography);
  const mobile = await getMobileCoverage(db, postcode, geography);
  const economy = geography.authority ? await getEconomicIndicators(db, geography.authority.code) : null;
  const lsoa = geography.lsoa ? await getPopulation(db, geography.lsoa.code) : null;
  const ward = geography.ward ? await getPopulation(db, geography.ward.code) : null;
  return {
    geography,
    sales,
    sectorPrices,
    crime,
    schools,
    epc,
    propertyAge,
    broadband,
    mobile,
    economy,
    population: { lsoa, ward },
  };
}
