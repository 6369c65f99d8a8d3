/** Response schemas of the postcode data endpoints (the same shapes the site's checkers read). */
import { z } from 'zod';
import type { PostcodeReport } from '../../../data/queries/postcode-report.ts';
import type {
  BroadbandCoverage,
  CouncilTaxBandD,
  CrimeSummary,
  DeprivationDomain,
  EconomicIndicators,
  EpcSearchResult,
  IndicatorSeries,
  MobileCoverage,
  PriceStats,
  PropertyAgeEstimate,
  SaleRecord,
  SchoolsNearResult,
} from '../../../data/types.ts';
import { namedCode, postcodeGeography, provenance, seriesPoint, sourced } from './common.ts';

const categoryCount = z.object({ category: z.string(), count: z.number().int() });

export const crimeSummary = z
  .object({
    postcode: z.string(),
    mode: z.enum(['radius', 'lsoa']),
    radiusMetres: z.number().nullable(),
    lsoa: namedCode.nullable(),
    covered: z.boolean().meta({ description: 'False when no police.uk data covers the place: no data, not no crime.' }),
    total: z.number().int(),
    months: z.array(z.string()).meta({ description: 'Months counted, YYYY-MM, oldest first.' }),
    categories: z.array(categoryCount),
    monthly: z.array(seriesPoint),
    burglaryTrend: sourced(z.array(seriesPoint)).nullable(),
    provenance,
  })
  .meta({ id: 'CrimeSummary' }) satisfies z.ZodType<CrimeSummary>;

const phase = z.enum(['Nursery', 'Primary', 'Middle', 'Secondary', 'All-through', '16 plus', 'Not applicable']);
const n = z.number().nullable();
const s = z.string().nullable();

export const schoolNearby = z
  .object({
    urn: z.string(),
    slug: z.string(),
    name: z.string(),
    phase: phase.nullable(),
    phaseInferred: z.boolean(),
    type: s,
    typeGroup: s,
    status: s,
    gender: s,
    religiousCharacter: s,
    lowAge: n,
    highAge: n,
    capacity: n,
    pupils: n,
    percentFsm: n,
    ofstedRating: s,
    ofstedLastInspection: s,
    address: s,
    postcode: s,
    website: s,
    authority: namedCode.nullable(),
    lat: n,
    lng: n,
    locationPrecision: z.enum(['school', 'postcode']).nullable(),
    provenance,
    distanceMetres: z.number(),
  })
  .meta({ id: 'SchoolNearby' });

export const schoolsNear = z
  .object({
    postcode: z.string(),
    radiusMetres: z.number(),
    schools: z.array(schoolNearby).meta({ description: 'This page, nearest first.' }),
    total: z.number().int().meta({ description: 'Schools within the radius, over every page.' }),
    nextCursor: z.string().nullable().meta({ description: 'Send as `cursor` for the next page; null on the last page.' }),
    covered: z.boolean(),
    provenance,
  })
  .meta({ id: 'SchoolsNear' }) satisfies z.ZodType<SchoolsNearResult>;

const rating = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
const ratingCounts = z.record(rating, z.number().int());

export const epcSearch = z
  .object({
    postcode: z.string(),
    addressFilter: s,
    certificates: z.array(
      z.object({
        reference: s,
        address: z.string(),
        postcode: z.string(),
        currentRating: rating.nullable(),
        potentialRating: rating.nullable(),
        currentEfficiency: n,
        potentialEfficiency: n,
        propertyType: s,
        builtForm: s,
        floorAreaM2: n,
        constructionAgeBand: s,
        transactionType: s,
        mainFuel: s,
        lodgementDate: s,
        inspectionDate: s,
        authority: namedCode.nullable(),
      }),
    ),
    total: z.number().int().meta({ description: 'Certificates at the postcode (matching `address`), over every page.' }),
    nextCursor: z.string().nullable().meta({ description: 'Send as `cursor` for the next page; null on the last page.' }),
    ratingCounts,
    covered: z.boolean(),
    provenance,
    authorityRatings: sourced(ratingCounts).nullable(),
  })
  .meta({ id: 'EpcSearch' }) satisfies z.ZodType<EpcSearchResult>;

export const propertyAge = z
  .object({
    postcode: z.string(),
    addressFilter: s,
    estimate: z.object({ fromYear: n, toYear: n, label: z.string() }).nullable(),
    confidence: z.enum(['high', 'medium', 'low', 'none']),
    evidence: z.array(
      z.object({
        kind: z.enum(['epc_age_band', 'epc_new_dwelling', 'ppd_new_build']),
        description: z.string(),
        fromYear: n,
        toYear: n,
        provenance,
      }),
    ),
    message: z.string(),
  })
  .meta({ id: 'PropertyAge' }) satisfies z.ZodType<PropertyAgeEstimate>;

export const broadband = z
  .object({
    postcode: z.string(),
    covered: z.boolean(),
    medianDownloadMbps: sourced(z.number()).nullable(),
    speeds: sourced(z.object({ medianDownload: n, averageDownload: n, medianUpload: n, averageUpload: n })).nullable(),
    availability: sourced(
      z.object({ superfast: n, ultrafast100: n, ultrafast: n, fullFibre: n, gigabit: n, noDecentBroadband: n }),
    ).nullable(),
    message: z.string(),
  })
  .meta({ id: 'Broadband' }) satisfies z.ZodType<BroadbandCoverage>;

export const mobile = z
  .object({
    postcode: z.string(),
    covered: z.boolean(),
    area: namedCode.nullable(),
    measures: z.array(
      z.object({
        id: z.enum(['indoor_4g', 'outdoor_4g', 'outdoor_5g']),
        label: z.string(),
        anyNetworkPct: z.number(),
        allNetworksPct: z.number(),
      }),
    ),
    provenance: provenance.nullable(),
    message: z.string(),
  })
  .meta({ id: 'MobileCoverage' }) satisfies z.ZodType<MobileCoverage>;

const bands = z.object({
  A: z.number(),
  B: z.number(),
  C: z.number(),
  D: z.number(),
  E: z.number(),
  F: z.number(),
  G: z.number(),
  H: z.number(),
});

export const councilTaxBandD = z
  .object({ year: z.string(), authorityBandD: n, areaBandD: n, areaBands: bands.nullable() })
  .meta({ id: 'CouncilTaxBandD' }) satisfies z.ZodType<CouncilTaxBandD>;

const indicatorSeries = z
  .object({
    indicator: z.string(),
    unit: z.string(),
    measure: z.string(),
    series: sourced(z.array(seriesPoint)),
    comparators: z.array(z.object({ area: namedCode, series: z.array(seriesPoint) })),
  })
  .meta({ id: 'IndicatorSeries' }) satisfies z.ZodType<IndicatorSeries>;

const deprivationDomain = z.object({
  domain: z.string(),
  averageRank: n,
  rankOfAverageRank: n,
  averageScore: n,
  rankOfAverageScore: n,
  proportionMostDeprivedDecile: n,
}) satisfies z.ZodType<DeprivationDomain>;

export const economicIndicators = z
  .object({
    authority: namedCode,
    population: sourced(
      z.object({ allAges: z.number(), aged0To15: n, aged16To64: n, aged65Plus: n, females: n, males: n }),
    ).nullable(),
    earnings: indicatorSeries.nullable(),
    employmentRate: indicatorSeries.nullable(),
    claimantCount: indicatorSeries.nullable(),
    affordabilityRatio: indicatorSeries.nullable(),
    gvaTotal: indicatorSeries.nullable(),
    deprivation: sourced(z.array(deprivationDomain)).nullable(),
    councilTax: sourced(councilTaxBandD).nullable(),
    newBuildCouncilTaxBands: sourced(z.array(z.object({ band: z.string(), share: z.number() }))).nullable(),
    epcRatings: sourced(ratingCounts).nullable(),
    housePriceIndex: sourced(z.array(seriesPoint)).nullable(),
  })
  .meta({ id: 'EconomicIndicators' }) satisfies z.ZodType<EconomicIndicators>;

const priceStats = z.object({
  sales: z.number().int(),
  medianPrice: z.number(),
  meanPrice: z.number(),
  minPrice: z.number(),
  maxPrice: z.number(),
  byPropertyType: z.array(z.object({ propertyType: z.string(), sales: z.number().int(), medianPrice: z.number() })),
  monthly: z.array(seriesPoint),
}) satisfies z.ZodType<PriceStats>;

const saleRecord = z.object({
  transactionId: z.string(),
  price: z.number(),
  date: z.string(),
  postcode: z.string(),
  propertyType: z.string(),
  newBuild: z.boolean(),
  tenure: s,
  address: z.string(),
  district: s,
}) satisfies z.ZodType<SaleRecord>;

export const scorecardAnswer = z
  .object({
    id: z.enum(['safety', 'connectivity', 'schools', 'value']),
    question: z.string(),
    verdict: z.string(),
    tone: z.enum(['good', 'neutral', 'poor', 'unknown']),
    figures: z.array(z.object({ label: z.string(), value: z.string(), period: z.string() })),
    note: z.string(),
    href: z.string(),
  })
  .meta({ id: 'ScorecardAnswer' });

export const postcodeReport = z
  .object({
    geography: postcodeGeography,
    sales: sourced(z.array(saleRecord)),
    sectorPrices: sourced(priceStats).nullable(),
    crime: crimeSummary.nullable(),
    schools: schoolsNear.nullable(),
    epc: epcSearch,
    propertyAge,
    broadband: broadband.nullable(),
    mobile: mobile.nullable(),
    economy: economicIndicators.nullable(),
    population: z.object({ lsoa: sourced(z.number()).nullable(), ward: sourced(z.number()).nullable() }),
    scorecard: z
      .array(scorecardAnswer)
      .meta({ description: 'Safety, connectivity, schools and value, each with comparisons and a verdict.' }),
  })
  .meta({ id: 'PostcodeReport' }) satisfies z.ZodType<PostcodeReport>;

const soldPrice = z
  .object({
    transactionId: z.string().meta({ description: 'HM Land Registry’s transaction unique identifier.' }),
    price: z.number().int().meta({ description: 'The price paid, in pounds.' }),
    date: z.string().meta({ description: 'Date of transfer, YYYY-MM-DD (normally completion).' }),
    postcode: z.string().nullable(),
    address: z.string().meta({ description: 'The address as recorded, in title case: "Flat 2, 12 Hampson Street, Sale".' }),
    saon: z.string().nullable().meta({ description: 'Secondary addressable object name (flat), as recorded.' }),
    paon: z.string().nullable().meta({ description: 'Primary addressable object name (house number or name), as recorded.' }),
    street: z.string().nullable(),
    locality: z.string().nullable(),
    town: z.string().nullable(),
    propertyType: z.string().meta({ description: 'Detached, Semi-detached, Terraced, Flat/maisonette or Other.' }),
    tenure: z.enum(['Freehold', 'Leasehold']).nullable(),
    newBuild: z.boolean().nullable(),
  })
  .meta({ id: 'SoldPrice' });

export const soldPrices = z
  .object({
    scope: z.enum(['postcode', 'sector', 'street']),
    place: z.string().meta({ description: 'What the list covers: a postcode, a sector ("M33 3") or a street and district.' }),
    total: z.number().int().meta({ description: 'Sales matching the place and filters, over every page.' }),
    count: z.number().int().meta({ description: 'Sales on this page.' }),
    sales: z.array(soldPrice).meta({ description: 'Newest first (by date, then transaction id).' }),
    nextCursor: z.string().nullable().meta({ description: 'Send as `cursor` for the next page; null on the last page.' }),
    provenance,
  })
  .meta({ id: 'SoldPrices' });

const foundAddress = z
  .object({
    address: z.string().meta({ description: 'As on an envelope: "Flat 2, 12 Hampson Street, Sale".' }),
    postcode: z.string(),
    saon: z.string().nullable().meta({ description: 'The flat or unit, as HM Land Registry records it ("FLAT 2").' }),
    paon: z.string().nullable().meta({ description: 'The house number or name ("12", "ROSE COTTAGE").' }),
    street: z.string().nullable(),
    town: z.string().nullable(),
    sources: z.array(z.enum(['price-paid', 'epc'])).meta({ description: 'Registers the address was found in.' }),
    lastSale: z
      .object({
        price: z.number().int(),
        date: z.string().meta({ format: 'date' }),
        propertyType: z.string(),
        tenure: z.enum(['Freehold', 'Leasehold']).nullable(),
        newBuild: z.boolean().nullable(),
      })
      .nullable()
      .meta({ description: 'The newest sale of this home in HM Land Registry Price Paid Data; null when none is recorded.' }),
    salesRecorded: z.number().int().meta({ description: 'Sales of this home recorded since 1995.' }),
    epc: z
      .object({
        currentRating: z.string().nullable(),
        lodgementDate: z.string().nullable(),
        floorAreaM2: z.number().nullable(),
        propertyType: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'The newest energy performance certificate of this home; null when none is held.' }),
    valuation: z.record(z.string(), z.string()).nullable().meta({
      description:
        'Query parameters for GET /api/v1/house-valuation for this home (postcode, house, street, type, tenure, floorArea when known); null when its property type is not known.',
    }),
  })
  .meta({ id: 'FoundAddress' });

export const addressSearch = z
  .object({
    query: z.string().meta({ description: 'The text searched, as sent.' }),
    place: z.string().meta({ description: 'The postcode, or the street and district ("HAMPSON STREET, M33"), searched.' }),
    total: z.number().int().meta({ description: 'Addresses matching; the list holds the first `limit`.' }),
    count: z.number().int(),
    addresses: z.array(foundAddress).meta({ description: 'Best match first, then by street, house number and flat.' }),
    sources: z.array(provenance),
  })
  .meta({ id: 'AddressSearch' });

const figure = z.object({ label: z.string(), value: z.string(), period: z.string() });

export const reportSummary = z
  .object({
    postcode: z.string(),
    place: z.object({
      authority: z.string().nullable(),
      ward: z.string().nullable(),
      neighbourhood: z.string().nullable().meta({ description: 'The LSOA (about 1,500 residents).' }),
      region: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
    scorecard: z
      .array(z.object({ question: z.string(), verdict: z.string(), tone: z.string(), figures: z.array(figure) }))
      .meta({ description: 'Safety, connectivity, schools and value: each verdict with its figures and comparisons.' }),
    prices: z
      .object({
        sector: z.string(),
        sales: z.number().int(),
        medianPrice: z.number(),
        lastSaleAtPostcode: z.object({ price: z.number(), date: z.string(), propertyType: z.string() }).nullable(),
      })
      .nullable(),
    crime: z
      .object({
        total: z.number().int(),
        radiusMetres: z.number().nullable(),
        months: z.number().int(),
        from: z.string().nullable(),
        to: z.string().nullable(),
        top: z.array(z.string()),
      })
      .nullable(),
    schools: z
      .object({
        radiusMetres: z.number(),
        total: z.number().int(),
        nearest: z.array(
          z.object({ name: z.string(), phase: z.string().nullable(), ofsted: z.string().nullable(), metres: z.number() }),
        ),
      })
      .nullable(),
    epc: z.object({ certificates: z.number().int(), ratings: z.record(z.string(), z.number().int()) }).nullable(),
    propertyAge: z.object({ estimate: z.string().nullable(), confidence: z.string() }).nullable(),
    broadband: z.object({ medianDownloadMbps: z.number().nullable() }).nullable(),
    population: z.object({ neighbourhood: z.number().nullable(), ward: z.number().nullable() }),
    held: z.array(z.string()).meta({ description: 'Datasets that hold data for this postcode.' }),
  })
  .meta({ id: 'ReportSummary' });
