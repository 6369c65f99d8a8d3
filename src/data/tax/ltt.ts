/**
 * Land Transaction Tax (Wales), residential, by effective date. There is no first-time buyer relief in Wales.
 * Sources:
 * - Welsh Revenue Authority, "Land Transaction Tax rates and bands"
 *   https://www.gov.wales/land-transaction-tax-rates-and-bands
 * - The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) (Amendment) Regulations 2022 (main rates from 10 October 2022)
 *   and 2024 (WSI 2024/1311: higher rates +1 percentage point from 11 December 2024); higher rates from 22 December 2020 (2020 Regulations).
 * - LTTA 2017 Sch 5: higher rates apply to additional dwellings when the chargeable consideration is £40,000 or more.
 */
import type { Band, Dated } from './types.ts';

export interface LttTable extends Dated {
  mainBands: readonly Band[];
  higherBands: readonly Band[];
  higherRatesMinimumPrice: number;
  notifiableFrom: number;
  /** Days after the effective date to file the return and pay. */
  returnDueDays: number;
}

const SOURCES = [
  {
    label: 'Welsh Revenue Authority: Land Transaction Tax rates and bands',
    url: 'https://www.gov.wales/land-transaction-tax-rates-and-bands',
  },
  {
    label: 'Welsh Revenue Authority: LTT higher rates guidance',
    url: 'https://www.gov.wales/land-transaction-tax-guidance-higher-rates-residential-property',
  },
] as const;

const MAIN_180K: readonly Band[] = [
  { upTo: 180_000_00, rateBps: 0 },
  { upTo: 250_000_00, rateBps: 350 },
  { upTo: 400_000_00, rateBps: 500 },
  { upTo: 750_000_00, rateBps: 750 },
  { upTo: 1_500_000_00, rateBps: 1_000 },
  { upTo: null, rateBps: 1_200 },
];
const MAIN_225K: readonly Band[] = [
  { upTo: 225_000_00, rateBps: 0 },
  { upTo: 400_000_00, rateBps: 600 },
  { upTo: 750_000_00, rateBps: 750 },
  { upTo: 1_500_000_00, rateBps: 1_000 },
  { upTo: null, rateBps: 1_200 },
];
const HIGHER_2020: readonly Band[] = [
  { upTo: 180_000_00, rateBps: 400 },
  { upTo: 250_000_00, rateBps: 750 },
  { upTo: 400_000_00, rateBps: 900 },
  { upTo: 750_000_00, rateBps: 1_150 },
  { upTo: 1_500_000_00, rateBps: 1_400 },
  { upTo: null, rateBps: 1_600 },
];
const HIGHER_2024: readonly Band[] = [
  { upTo: 180_000_00, rateBps: 500 },
  { upTo: 250_000_00, rateBps: 850 },
  { upTo: 400_000_00, rateBps: 1_000 },
  { upTo: 750_000_00, rateBps: 1_250 },
  { upTo: 1_500_000_00, rateBps: 1_500 },
  { upTo: null, rateBps: 1_700 },
];

const COMMON = {
  higherRatesMinimumPrice: 40_000_00,
  notifiableFrom: 40_000_00,
  returnDueDays: 30,
  sources: SOURCES,
  verifiedOn: '2026-11-22',
} as const;

export const LTT_TABLES: readonly LttTable[] = [
  { ...COMMON, effectiveFrom: '2021-04-01', effectiveTo: '2022-10-09', mainBands: MAIN_180K, higherBands: HIGHER_2020 },
  { ...COMMON, effectiveFrom: '2022-10-10', effectiveTo: '2024-12-10', mainBands: MAIN_225K, higherBands: HIGHER_2020 },
  { ...COMMON, effectiveFrom: '2024-12-11', effectiveTo: null, mainBands: MAIN_225K, higherBands: HIGHER_2024 },
];
