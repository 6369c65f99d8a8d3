/**
 * Capital Gains Tax on residential property, by tax year (6 April to 5 April). Sources:
 * - GOV.UK, "Capital Gains Tax: what you pay it on, rates and allowances" https://www.gov.uk/capital-gains-tax/rates
 * - GOV.UK, "Capital Gains Tax rates and allowances" (annual exempt amount by year)
 *   https://www.gov.uk/guidance/capital-gains-tax-rates-and-allowances
 * - Finance Act 2023 (annual exempt amount £12,300 → £6,000 from 2023-24 → £3,000 from 2024-25);
 *   Spring Budget 2024 (higher rate on residential property 28% → 24% from 6 April 2024);
 *   Autumn Budget 2024 (other assets 10%/20% → 18%/24% from 30 October 2024; residential property already 18%/24%).
 * - Income tax: personal allowance £12,570 and basic rate band £37,700 (frozen), tapered above £100,000
 *   adjusted net income (ITA 2007 s.35). CGT uses the UK bands even for Scottish taxpayers.
 * 2026-27: no change to these figures had been announced when last verified; check GOV.UK for the current year.
 */
import type { Dated } from './types.ts';

export interface CgtYear extends Dated {
  /** "2025-26". */
  taxYear: string;
  annualExemptAmount: number;
  /** Residential property rates for gains within / above the basic rate band. */
  basicRateBps: number;
  higherRateBps: number;
  basicRateBand: number;
  personalAllowance: number;
  /** Income above which the personal allowance falls by £1 for every £2. */
  allowanceTaperFrom: number;
  /** UK residents report and pay CGT on UK residential property within this many days of completion. */
  reportingDays: number;
}

const SOURCES = [
  {
    label: 'GOV.UK: Capital Gains Tax rates and allowances',
    url: 'https://www.gov.uk/guidance/capital-gains-tax-rates-and-allowances',
  },
  { label: 'GOV.UK: Capital Gains Tax when you sell property', url: 'https://www.gov.uk/tax-sell-property' },
  {
    label: 'GOV.UK: Report and pay CGT on UK property within 60 days',
    url: 'https://www.gov.uk/report-and-pay-your-capital-gains-tax/if-you-sold-a-property-in-the-uk-on-or-after-6-april-2020',
  },
  {
    label: 'HMRC Capital Gains Manual (CG64200+: private residence relief)',
    url: 'https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual',
  },
] as const;

const COMMON = {
  basicRateBps: 1_800,
  basicRateBand: 37_700_00,
  personalAllowance: 12_570_00,
  allowanceTaperFrom: 100_000_00,
  reportingDays: 60,
  sources: SOURCES,
  verifiedOn: '2026-11-22',
} as const;

export const CGT_YEARS: readonly CgtYear[] = [
  {
    ...COMMON,
    taxYear: '2022-23',
    effectiveFrom: '2022-04-06',
    effectiveTo: '2023-04-05',
    annualExemptAmount: 12_300_00,
    higherRateBps: 2_800,
  },
  {
    ...COMMON,
    taxYear: '2023-24',
    effectiveFrom: '2023-04-06',
    effectiveTo: '2024-04-05',
    annualExemptAmount: 6_000_00,
    higherRateBps: 2_800,
  },
  {
    ...COMMON,
    taxYear: '2024-25',
    effectiveFrom: '2024-04-06',
    effectiveTo: '2025-04-05',
    annualExemptAmount: 3_000_00,
    higherRateBps: 2_400,
  },
  {
    ...COMMON,
    taxYear: '2025-26',
    effectiveFrom: '2025-04-06',
    effectiveTo: '2026-04-05',
    annualExemptAmount: 3_000_00,
    higherRateBps: 2_400,
  },
  {
    ...COMMON,
    taxYear: '2026-27',
    effectiveFrom: '2026-04-06',
    effectiveTo: '2027-04-05',
    annualExemptAmount: 3_000_00,
    higherRateBps: 2_400,
  },
];
