/**
 * Land and Buildings Transaction Tax (Scotland), residential, by effective date. Sources:
 * - Revenue Scotland, "LBTT rates and bands" https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property
 * - Revenue Scotland guidance LBTT10001+ (Additional Dwelling Supplement; ADS is charged on the whole relevant
 *   consideration when it is £40,000 or more), LBTT first-time buyer relief (nil-rate band raised to £175,000, from 30 June 2018)
 * - SSI 2022/360 (ADS 4% → 6% from 16 December 2022); SSI 2024/367 (ADS 6% → 8% from 5 December 2024; not for contracts
 *   entered into before 5 December 2024, which this calculator does not model).
 * The residential bands below have applied since 1 April 2021 (after the temporary £250,000 nil band).
 */
import type { Band, Dated } from './types.ts';

export interface LbttTable extends Dated {
  bands: readonly Band[];
  /** First-time buyer relief: the same bands with a higher nil-rate band. */
  firstTimeBuyerBands: readonly Band[];
  /** Additional Dwelling Supplement: a flat rate on the whole price. */
  adsRateBps: number;
  adsMinimumPrice: number;
  /** The previous ADS rate still applies where the contract was entered into before this date (transitional rule). */
  adsTransitional?: { contractsBefore: string; rateBps: number };
  /** Residential purchases below this price do not need a return. */
  notifiableFrom: number;
  /** Days after the effective date to file the return and pay. */
  returnDueDays: number;
}

const SOURCES = [
  {
    label: 'Revenue Scotland: LBTT residential rates and bands',
    url: 'https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property',
  },
  {
    label: 'Revenue Scotland: Additional Dwelling Supplement (LBTT10001)',
    url: 'https://revenue.scot/legislation/lbtt-legislation-guidance/lbtt10000-additional-dwelling-supplement',
  },
  {
    label: 'Revenue Scotland: first-time buyer relief',
    url: 'https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property/first-time-buyer-relief',
  },
] as const;

const BANDS: readonly Band[] = [
  { upTo: 145_000_00, rateBps: 0 },
  { upTo: 250_000_00, rateBps: 200 },
  { upTo: 325_000_00, rateBps: 500 },
  { upTo: 750_000_00, rateBps: 1_000 },
  { upTo: null, rateBps: 1_200 },
];
const FTB_BANDS: readonly Band[] = [{ upTo: 175_000_00, rateBps: 0 }, ...BANDS.slice(1)];

const COMMON = {
  bands: BANDS,
  firstTimeBuyerBands: FTB_BANDS,
  adsMinimumPrice: 40_000_00,
  notifiableFrom: 40_000_00,
  returnDueDays: 30,
  sources: SOURCES,
  verifiedOn: '2026-11-22',
} as const;

export const LBTT_TABLES: readonly LbttTable[] = [
  { ...COMMON, effectiveFrom: '2021-04-01', effectiveTo: '2022-12-15', adsRateBps: 400 },
  { ...COMMON, effectiveFrom: '2022-12-16', effectiveTo: '2024-12-04', adsRateBps: 600 },
  {
    ...COMMON,
    effectiveFrom: '2024-12-05',
    effectiveTo: null,
    adsRateBps: 800,
    adsTransitional: { contractsBefore: '2024-12-05', rateBps: 600 },
  },
];
