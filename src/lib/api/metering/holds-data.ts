/**
 * What counts as an answer, per kind of data: an answer in which the dataset does not cover the
 * place (or holds nothing for it) is not charged. Each check returns null when the answer holds
 * data, or the sentence the user sees instead of a charge ("No charge: …"). The same checks
 * serve the site's checkers (`/api/data/*`) and the property API (`/api/v1/*`), whose answers
 * carry the same objects.
 */
import type {
  BroadbandCoverage,
  CrimeSummary,
  EconomicIndicators,
  EpcSearchResult,
  MobileCoverage,
  PropertyAgeEstimate,
  SchoolsNearResult,
} from '../../data/types.ts';

/** The sentence for an answer that holds no data: null means "it holds data: charge it". */
export type NoChargeReason = string | null;

const none = (what: string): string => `No charge: we hold no ${what} yet.`;

export const NO_DATA = {
  crime: none('police.uk crime records for this area'),
  schools: none('schools near this postcode'),
  epc: none('energy certificates for this postcode'),
  propertyAge: none('build-date evidence for this postcode'),
  broadband: none('Ofcom broadband figures for this area'),
  mobile: none('Ofcom mobile figures for this area'),
  economic: none('economic figures for this area'),
  councilTax: none('council tax figures for this area'),
  report: none('figures for this postcode beyond its location'),
} as const;

type Maybe<T> = T | null | undefined;

export function crimeHoldsData(crime: Maybe<CrimeSummary>): NoChargeReason {
  return crime && crime.covered && crime.months.length > 0 ? null : NO_DATA.crime;
}

export function schoolsHoldData(schools: Maybe<SchoolsNearResult>): NoChargeReason {
  return schools && schools.covered && schools.schools.length > 0 ? null : NO_DATA.schools;
}

export function epcHoldsData(epc: Maybe<EpcSearchResult>): NoChargeReason {
  return epc && epc.certificates.length > 0 ? null : NO_DATA.epc;
}

export function propertyAgeHoldsData(age: Maybe<PropertyAgeEstimate>): NoChargeReason {
  return age && age.estimate !== null ? null : NO_DATA.propertyAge;
}

export function broadbandHoldsData(broadband: Maybe<BroadbandCoverage>): NoChargeReason {
  return broadband && (broadband.medianDownloadMbps !== null || broadband.speeds !== null || broadband.availability !== null)
    ? null
    : NO_DATA.broadband;
}

export function mobileHoldsData(mobile: Maybe<MobileCoverage>): NoChargeReason {
  return mobile && mobile.covered && mobile.measures.length > 0 ? null : NO_DATA.mobile;
}

export function economicHoldsData(economic: Maybe<EconomicIndicators>): NoChargeReason {
  if (!economic) return NO_DATA.economic;
  const { authority: _authority, ...figures } = economic;
  return Object.values(figures).some((value) => value !== null) ? null : NO_DATA.economic;
}

export function councilTaxHoldsData(answer: Maybe<{ covered: boolean }>): NoChargeReason {
  return answer && answer.covered ? null : NO_DATA.councilTax;
}

/** The parts of the postcode report that are data beyond the (free) geography. */
export interface ReportParts {
  sales: { value: unknown[] };
  sectorPrices: unknown;
  crime: Maybe<CrimeSummary>;
  schools: Maybe<SchoolsNearResult>;
  epc: Maybe<EpcSearchResult>;
  propertyAge: Maybe<PropertyAgeEstimate>;
  broadband: Maybe<BroadbandCoverage>;
  mobile: Maybe<MobileCoverage>;
  economy: Maybe<EconomicIndicators>;
}

/** A report holds data when any one of its datasets does. */
export function reportHoldsData(report: Maybe<ReportParts>): NoChargeReason {
  if (!report) return NO_DATA.report;
  const holds =
    report.sales.value.length > 0 ||
    (report.sectorPrices !== null && report.sectorPrices !== undefined) ||
    crimeHoldsData(report.crime) === null ||
    schoolsHoldData(report.schools) === null ||
    epcHoldsData(report.epc) === null ||
    propertyAgeHoldsData(report.propertyAge) === null ||
    broadbandHoldsData(report.broadband) === null ||
    mobileHoldsData(report.mobile) === null ||
    economicHoldsData(report.economy) === null;
  return holds ? null : NO_DATA.report;
}
