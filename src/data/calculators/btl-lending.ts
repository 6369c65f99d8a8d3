/**
 * Buy-to-let underwriting benchmarks from the Prudential Regulation Authority's Supervisory Statement SS13/16
 * "Underwriting standards for buy-to-let mortgage contracts" (in force from 1 January 2017, ICR rules from
 * 30 September 2017 for portfolio landlords): lenders' interest coverage ratio (ICR) tests must assume a minimum
 * mortgage rate of 5.5% (or the expected rate over the first five years, if higher), unless the rate is fixed for
 * five years or more. Lenders commonly require rent to cover stressed interest by 125% for basic-rate taxpayers and
 * limited companies and 145% for higher-rate taxpayers (lender practice reflecting Section 24, not a PRA figure).
 * https://www.bankofengland.co.uk/prudential-regulation/publication/2016/underwriting-standards-for-buy-to-let-mortgage-contracts-ss
 */
export interface BtlLendingRules {
  effectiveFrom: string;
  minimumStressRatePercent: number;
  icrBasicRatePercent: number;
  icrHigherRatePercent: number;
  source: string;
  verifiedOn: string;
}

export const BTL_LENDING_RULES: BtlLendingRules = {
  effectiveFrom: '2017-01-01',
  minimumStressRatePercent: 5.5,
  icrBasicRatePercent: 125,
  icrHigherRatePercent: 145,
  source:
    'https://www.bankofengland.co.uk/prudential-regulation/publication/2016/underwriting-standards-for-buy-to-let-mortgage-contracts-ss',
  verifiedOn: '2026-11-22',
};
