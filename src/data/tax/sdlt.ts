/**
 * Stamp Duty Land Tax (England and Northern Ireland), residential property, by effective date
 * (normally the completion date). Sources:
 * - GOV.UK, "Stamp Duty Land Tax: residential property rates" https://www.gov.uk/stamp-duty-land-tax/residential-property-rates
 * - HMRC, "SDLT: rates and thresholds" / Finance Act 2003 s.55 (standard rates), Sch 6ZA (first-time buyer relief),
 *   Sch 4ZA (higher rates for additional dwellings, £40,000 condition in para 3), Sch 9A (non-UK resident surcharge, £40,000 de minimis)
 * - HMRC manual SDLTM09800+ (higher rates), SDLTM09940 (non-resident surcharge)
 * - The Growth Plan 2022 (23 September 2022 nil-band rise); Autumn Budget 2024 (higher rates 3% → 5% from 31 October 2024;
 *   the 23 September 2022 thresholds ended on 31 March 2025 as legislated by the Stamp Duty Land Tax (Reduction) Act 2022).
 */
import type { Band, Dated } from './types.ts';

export interface SdltTable extends Dated {
  /** Standard residential rates (s.55). */
  bands: readonly Band[];
  /** First-time buyer relief rates (Sch 6ZA), available only when the price is at most `firstTimeBuyerMaxPrice`. */
  firstTimeBuyerBands: readonly Band[];
  firstTimeBuyerMaxPrice: number;
  /** Added to every band for higher-rates transactions (additional dwellings). */
  higherRatesSurchargeBps: number;
  /** Added to every band for non-UK-resident purchasers. */
  nonResidentSurchargeBps: number;
  /** Higher rates and the non-resident surcharge apply only at or above this price (Sch 4ZA para 3, Sch 9A para 2). */
  surchargeMinimumPrice: number;
  /** Freehold/long-lease purchases below this price are not notifiable (s.77A). */
  notifiableFrom: number;
  /** Days after the effective date to file the return and pay (s.76, 14 days since 1 March 2019). */
  returnDueDays: number;
  /** A buyer present in the UK for fewer than this many days in the 12 months before buying is non-resident (Sch 9A para 4). */
  nonResidentPresenceDays: number;
}

const SOURCES = [
  {
    label: 'GOV.UK: Stamp Duty Land Tax residential property rates',
    url: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
  },
  {
    label: 'GOV.UK: Higher rates of SDLT for additional properties',
    url: 'https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property',
  },
  { label: 'GOV.UK: SDLT rates for non-UK residents', url: 'https://www.gov.uk/guidance/rates-for-non-uk-residents' },
  {
    label: 'HMRC Stamp Duty Land Tax Manual (SDLTM)',
    url: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual',
  },
] as const;

const COMMON = {
  nonResidentSurchargeBps: 200,
  surchargeMinimumPrice: 40_000_00,
  notifiableFrom: 40_000_00,
  returnDueDays: 14,
  nonResidentPresenceDays: 183,
  sources: SOURCES,
  verifiedOn: '2026-11-22',
} as const;

/** £125k nil band, first-time buyers 0% to £300k and 5% to £500k. */
const BANDS_125K: readonly Band[] = [
  { upTo: 125_000_00, rateBps: 0 },
  { upTo: 250_000_00, rateBps: 200 },
  { upTo: 925_000_00, rateBps: 500 },
  { upTo: 1_500_000_00, rateBps: 1_000 },
  { upTo: null, rateBps: 1_200 },
];
const FTB_300K: readonly Band[] = [
  { upTo: 300_000_00, rateBps: 0 },
  { upTo: 500_000_00, rateBps: 500 },
];

/** £250k nil band from 23 September 2022; first-time buyers 0% to £425k and 5% to £625k. */
const BANDS_250K: readonly Band[] = [
  { upTo: 250_000_00, rateBps: 0 },
  { upTo: 925_000_00, rateBps: 500 },
  { upTo: 1_500_000_00, rateBps: 1_000 },
  { upTo: null, rateBps: 1_200 },
];
const FTB_425K: readonly Band[] = [
  { upTo: 425_000_00, rateBps: 0 },
  { upTo: 625_000_00, rateBps: 500 },
];

/** Oldest first, contiguous. Dates before the first table are not covered. */
export const SDLT_TABLES: readonly SdltTable[] = [
  {
    ...COMMON,
    effectiveFrom: '2021-10-01',
    effectiveTo: '2022-09-22',
    bands: BANDS_125K,
    firstTimeBuyerBands: FTB_300K,
    firstTimeBuyerMaxPrice: 500_000_00,
    higherRatesSurchargeBps: 300,
  },
  {
    ...COMMON,
    effectiveFrom: '2022-09-23',
    effectiveTo: '2024-10-30',
    bands: BANDS_250K,
    firstTimeBuyerBands: FTB_425K,
    firstTimeBuyerMaxPrice: 625_000_00,
    higherRatesSurchargeBps: 300,
  },
  {
    ...COMMON,
    effectiveFrom: '2024-10-31',
    effectiveTo: '2025-03-31',
    bands: BANDS_250K,
    firstTimeBuyerBands: FTB_425K,
    firstTimeBuyerMaxPrice: 625_000_00,
    higherRatesSurchargeBps: 500,
  },
  {
    ...COMMON,
    effectiveFrom: '2025-04-01',
    effectiveTo: null,
    bands: BANDS_125K,
    firstTimeBuyerBands: FTB_300K,
    firstTimeBuyerMaxPrice: 500_000_00,
    higherRatesSurchargeBps: 500,
  },
];
