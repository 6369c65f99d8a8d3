/**
 * Result types of every open-data query. Every figure carries a Provenance: which dataset,
 * which geography it really describes (a postcode, an LSOA, a ward, an authority …) and the
 * date it is true as of — an area figure must never be shown as if it described one postcode.
 */
import type { DatasetId } from './datasets.ts';
import type { PriceYears } from './price-years.ts';

export type GeographyLevel =
  | 'postcode'
  | 'sector'
  | 'district'
  | 'area'
  | 'radius'
  | 'lsoa'
  | 'msoa'
  | 'ward'
  | 'authority'
  | 'county'
  | 'region'
  | 'country'
  | 'police_force'
  | 'address';

/** A GSS code (or other identifier) with its name when the data has one. */
export interface NamedCode {
  code: string;
  name: string | null;
}

export interface Provenance {
  datasetId: DatasetId;
  /** Dataset name, e.g. "police.uk street-level crime". */
  source: string;
  publisher: string;
  url: string;
  licence: string;
  attribution: string;
  /** What the figure describes. For level 'radius', `note` says the radius and centre. */
  geography: { level: GeographyLevel; code: string | null; name: string | null; note?: string };
  /** The period or date the figure is true as of: "2016-06", "2024-06-30", "2023-24", "2016-02 to 2019-01". */
  asOf: string;
}

export interface Sourced<T> {
  value: T;
  provenance: Provenance;
}

/** A dated value in a series, for charts. `period` is "YYYY", "YYYY-MM" or "YYYY-MM-DD". */
export interface SeriesPoint {
  period: string;
  value: number;
}

/** Where a postcode is and which statistical/administrative areas contain it. */
export interface PostcodeGeography {
  postcode: string;
  outward: string;
  inward: string;
  sector: string;
  district: string;
  area: string;
  lat: number | null;
  lng: number | null;
  authority: NamedCode | null;
  ward: NamedCode | null;
  /** LSOA code; `vintage` is the census year of the boundary set (2011 or 2021). */
  lsoa: (NamedCode & { vintage: '2011' | '2021' }) | null;
  msoa: (NamedCode & { vintage: '2011' | '2021' }) | null;
  region: NamedCode | null;
  country: NamedCode | null;
  /** "YYYY-MM" when the postcode has been terminated (no longer in use), else null. */
  terminated: string | null;
  /** One entry per source that contributed (coordinates, administrative geography). */
  provenance: Provenance[];
}

export interface CategoryCount {
  category: string;
  count: number;
}

/** Street-level crime around a postcode. */
export interface CrimeSummary {
  postcode: string;
  /** 'radius': crimes whose (anonymised) point lies within radiusMetres; 'lsoa': crimes recorded in the postcode's LSOA. */
  mode: 'radius' | 'lsoa';
  radiusMetres: number | null;
  lsoa: NamedCode | null;
  /** False when no police.uk file covering this place has been imported: show "no data", never "no crime". */
  covered: boolean;
  total: number;
  /** Months present in the data for this place, ascending "YYYY-MM". */
  months: string[];
  categories: CategoryCount[];
  monthly: SeriesPoint[];
  /** Monthly burglaries within the radius from the derived burglary-points series, when that covers the place. */
  burglaryTrend: Sourced<SeriesPoint[]> | null;
  provenance: Provenance;
}

export type SchoolPhase = 'Nursery' | 'Primary' | 'Middle' | 'Secondary' | 'All-through' | '16 plus' | 'Not applicable';

export interface School {
  urn: string;
  slug: string;
  name: string;
  /** From GIAS PhaseOfEducation, or inferred from the statutory age range when the file has no phase (phaseInferred). */
  phase: SchoolPhase | null;
  phaseInferred: boolean;
  /** GIAS TypeOfEstablishment (or type group when that is all the file has), e.g. "Academy converter". */
  type: string | null;
  typeGroup: string | null;
  status: string | null;
  gender: string | null;
  religiousCharacter: string | null;
  lowAge: number | null;
  highAge: number | null;
  capacity: number | null;
  pupils: number | null;
  percentFsm: number | null;
  ofstedRating: string | null;
  ofstedLastInspection: string | null;
  address: string | null;
  postcode: string | null;
  website: string | null;
  authority: NamedCode | null;
  lat: number | null;
  lng: number | null;
  /** 'school' = the school's own coordinates; 'postcode' = its postcode centroid. */
  locationPrecision: 'school' | 'postcode' | null;
  provenance: Provenance;
}

export interface SchoolNearby extends School {
  distanceMetres: number;
}

export interface SchoolsNearResult {
  postcode: string;
  radiusMetres: number;
  /** This page of schools, nearest first. */
  schools: SchoolNearby[];
  /** Schools within the radius, on every page. */
  total: number;
  /** The cursor of the next page, or null when this page ends the list. */
  nextCursor: string | null;
  /** False when no school register covering this place has been imported. */
  covered: boolean;
  provenance: Provenance;
}

export type EpcRating = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export interface EpcCertificate {
  /** LMK key or building reference number when the file has one. */
  reference: string | null;
  address: string;
  postcode: string;
  currentRating: EpcRating | null;
  potentialRating: EpcRating | null;
  currentEfficiency: number | null;
  potentialEfficiency: number | null;
  propertyType: string | null;
  builtForm: string | null;
  floorAreaM2: number | null;
  /** e.g. "England and Wales: 1930-1949"; null when the file has no age band. */
  constructionAgeBand: string | null;
  transactionType: string | null;
  mainFuel: string | null;
  lodgementDate: string | null;
  inspectionDate: string | null;
  authority: NamedCode | null;
}

export interface EpcSearchResult {
  postcode: string;
  addressFilter: string | null;
  certificates: EpcCertificate[];
  /** Certificates at the postcode (matching the address filter), over every page. */
  total: number;
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
  ratingCounts: Record<EpcRating, number>;
  /** False when no certificates file covering this postcode's area has been imported. */
  covered: boolean;
  provenance: Provenance;
  /** Authority-level lodgements by rating (live table D1), when present. */
  authorityRatings: Sourced<Record<EpcRating, number>> | null;
}

export interface PropertyAgeEvidence {
  kind: 'epc_age_band' | 'epc_new_dwelling' | 'ppd_new_build';
  description: string;
  /** Inclusive year range the evidence points to. */
  fromYear: number | null;
  toYear: number | null;
  provenance: Provenance;
}

export interface PropertyAgeEstimate {
  postcode: string;
  addressFilter: string | null;
  /** Best range across the evidence, or null when the imported data holds none. */
  estimate: { fromYear: number | null; toYear: number | null; label: string } | null;
  confidence: 'high' | 'medium' | 'low' | 'none';
  evidence: PropertyAgeEvidence[];
  message: string;
}

export interface BroadbandCoverage {
  postcode: string;
  covered: boolean;
  /**
   * The headline download speed (Mbit/s): the postcode's own median when Ofcom's postcode file is
   * imported, otherwise the median of postcode averages for its ward (or LSOA, or authority).
   */
  medianDownloadMbps: Sourced<number> | null;
  /** Speeds measured on the lines in this postcode (Ofcom fixed postcode performance file). */
  speeds: Sourced<BroadbandSpeeds> | null;
  /** % of the postcode's premises able to get each service (Ofcom fixed postcode coverage file). */
  availability: Sourced<BroadbandAvailability> | null;
  message: string;
}

/** Mbit/s; null where Ofcom does not publish the figure (too few lines). */
export interface BroadbandSpeeds {
  medianDownload: number | null;
  averageDownload: number | null;
  medianUpload: number | null;
  averageUpload: number | null;
}

/** % of premises; null where the release does not publish the measure. */
export interface BroadbandAvailability {
  /** 30 Mbit/s or more. */
  superfast: number | null;
  /** 100 Mbit/s or more. */
  ultrafast100: number | null;
  /** 300 Mbit/s or more. */
  ultrafast: number | null;
  fullFibre: number | null;
  gigabit: number | null;
  /** Unable to get 10 Mbit/s down and 1 Mbit/s up ("decent broadband") from fixed lines or fixed wireless. */
  noDecentBroadband: number | null;
}

export type MobileMeasureId = 'indoor_4g' | 'outdoor_4g' | 'outdoor_5g';

/** One Ofcom mobile measure for an area: % of premises covered by at least one / all four networks. */
export interface MobileMeasure {
  id: MobileMeasureId;
  label: string;
  anyNetworkPct: number;
  allNetworksPct: number;
}

export interface MobileCoverage {
  postcode: string;
  covered: boolean;
  /** The area the figures describe (Ofcom publishes mobile coverage by local authority, not postcode). */
  area: NamedCode | null;
  measures: MobileMeasure[];
  provenance: Provenance | null;
  message: string;
}

export interface DeprivationDomain {
  domain: string;
  averageRank: number | null;
  rankOfAverageRank: number | null;
  averageScore: number | null;
  rankOfAverageScore: number | null;
  proportionMostDeprivedDecile: number | null;
}

export interface CouncilTaxBandD {
  year: string;
  /** Average Band D of the billing authority itself (excluding parish and major precepts), pounds. */
  authorityBandD: number | null;
  /** Average Band D for the authority's area including parish and major precepts, pounds. */
  areaBandD: number | null;
  /** Bands A–H for the area figure from the statutory ratios (A 6/9 … H 18/9), pounds rounded to pence. */
  areaBands: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H', number> | null;
}

/** A labelled series for one area, e.g. earnings for Trafford, with comparators where the data has them. */
export interface IndicatorSeries {
  indicator: string;
  unit: string;
  measure: string;
  series: Sourced<SeriesPoint[]>;
  comparators: { area: NamedCode; series: SeriesPoint[] }[];
}

export interface EconomicIndicators {
  authority: NamedCode;
  population: Sourced<PopulationFigures> | null;
  earnings: IndicatorSeries | null;
  employmentRate: IndicatorSeries | null;
  claimantCount: IndicatorSeries | null;
  affordabilityRatio: IndicatorSeries | null;
  gvaTotal: IndicatorSeries | null;
  deprivation: Sourced<DeprivationDomain[]> | null;
  councilTax: Sourced<CouncilTaxBandD> | null;
  newBuildCouncilTaxBands: Sourced<{ band: string; share: number }[]> | null;
  epcRatings: Sourced<Record<EpcRating, number>> | null;
  housePriceIndex: Sourced<SeriesPoint[]> | null;
}

export interface PopulationFigures {
  allAges: number;
  aged0To15: number | null;
  aged16To64: number | null;
  aged65Plus: number | null;
  females: number | null;
  males: number | null;
}

export interface PriceStats {
  sales: number;
  medianPrice: number;
  meanPrice: number;
  minPrice: number;
  maxPrice: number;
  byPropertyType: { propertyType: string; sales: number; medianPrice: number }[];
  monthly: SeriesPoint[];
}

export interface SaleRecord {
  transactionId: string;
  price: number;
  date: string;
  postcode: string;
  propertyType: string;
  newBuild: boolean;
  tenure: string | null;
  address: string;
  district: string | null;
}

export type LocationKind = 'area' | 'district' | 'authority';

/** Common shape of the area (e.g. "M"), district ("M33") and authority ("E08000009") summaries. */
export interface LocationSummary {
  kind: LocationKind;
  /** Postcode area/district, or GSS code for an authority. */
  code: string;
  name: string;
  slug: string;
  postcodeCount: number;
  /** Centre of the postcodes in the data, for the map. */
  centre: { lat: number; lng: number } | null;
  population: Sourced<number> | null;
  prices: Sourced<PriceStats> | null;
  /** Sale prices over the 12 months to the newest month held, a year and five years before (absent in older build data). */
  priceYears?: PriceYears | null;
  crime: Sourced<{ total: number; categories: CategoryCount[]; months: string[] }> | null;
  /**
   * Why `crime` is null: the postcodes we hold here carry no neighbourhood (LSOA) codes to count
   * crimes by, the place lies outside the police force files imported, or no crime file at all.
   */
  crimeGap?: 'no-neighbourhood-codes' | 'outside-imported-forces' | 'none-imported' | null;
  schoolsCount: number;
  /** Whether the imported school register covers the place at all: when false, `schoolsCount` 0 means not held, not none. */
  schoolsHeld?: boolean;
  /** Of the open schools counted, how many carry an Ofsted grade and how many are Good or Outstanding. */
  schoolGrades?: { graded: number; goodOrBetter: number };
  /** What the place's figures cover (built at import/build time from grouped rows). */
  coverage?: PlaceCoverage;
}

/** How much of a place the held data covers, so a page can say "crime held for 12 of 48 districts". */
export interface PlaceCoverage {
  /** Postcode districts with postcodes in the place. */
  districts: number;
  /** Of those, the districts whose crimes are counted in the place's crime figure (0 when no crime figure). */
  crimeDistricts: number;
  /** Live postcodes in the place. */
  postcodes: number;
  /** Of those, the postcodes whose authority (council) the postcode files record. */
  postcodesWithAuthority: number;
}

export interface AreaSummary extends LocationSummary {
  kind: 'area';
  districts: string[];
  authorities: NamedCode[];
}

export interface DistrictSummary extends LocationSummary {
  kind: 'district';
  area: string;
  sectors: string[];
  authorities: NamedCode[];
}

export interface AuthoritySummary extends LocationSummary {
  kind: 'authority';
  districts: string[];
  councilTax: Sourced<CouncilTaxBandD> | null;
  deprivation: Sourced<DeprivationDomain> | null;
}
