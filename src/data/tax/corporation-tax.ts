/**
 * Corporation Tax on a UK company's profits, by financial year (1 April to 31 March). Sources:
 * - GOV.UK, "Corporation Tax rates and reliefs" https://www.gov.uk/corporation-tax-rates
 *   (from 1 April 2023: main rate 25% on profits over £250,000; small profits rate 19% on profits of £50,000 or less)
 * - GOV.UK, "Marginal Relief for Corporation Tax" https://www.gov.uk/guidance/corporation-tax-marginal-relief
 *   (between the limits: tax at the main rate less (upper limit − augmented profits) × (taxable profits ÷ augmented
 *   profits) × standard fraction 3/200; CTA 2010 s.18B)
 * The limits are for a 12-month accounting period and a company with no associated companies; both are divided
 * down for shorter periods and for associated companies, which the calculators do not model.
 */
import type { Dated } from './types.ts';

export interface CorporationTaxYear extends Dated {
  /** "FY2025": the financial year starting 1 April 2025. Rates have not changed since FY2023. */
  label: string;
  smallProfitsRateBps: number;
  mainRateBps: number;
  /** Profits at or below this pay the small profits rate. */
  lowerLimit: number;
  /** Profits above this pay the main rate; between the limits, the main rate less marginal relief. */
  upperLimit: number;
  /** Standard marginal relief fraction as numerator / denominator (3/200). */
  marginalReliefFraction: { numerator: number; denominator: number };
}

export const CORPORATION_TAX_YEARS: readonly CorporationTaxYear[] = [
  {
    label: 'FY2023 onwards',
    effectiveFrom: '2023-04-01',
    effectiveTo: null,
    sources: [
      { label: 'GOV.UK: Corporation Tax rates and reliefs', url: 'https://www.gov.uk/corporation-tax-rates' },
      {
        label: 'GOV.UK: Marginal Relief for Corporation Tax',
        url: 'https://www.gov.uk/guidance/corporation-tax-marginal-relief',
      },
    ],
    verifiedOn: '2026-11-22',
    smallProfitsRateBps: 1_900,
    mainRateBps: 2_500,
    lowerLimit: 50_000_00,
    upperLimit: 250_000_00,
    marginalReliefFraction: { numerator: 3, denominator: 200 },
  },
];
