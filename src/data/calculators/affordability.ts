/**
 * Reference figures for the mortgage affordability guide. These are regulatory benchmarks, not any lender's
 * criteria: each lender sets its own income multiple, stress rate and expenditure model.
 */
export interface AffordabilityRules {
  effectiveFrom: string;
  /** Loan-to-income multiple used by default. */
  defaultIncomeMultiple: number;
  /** Percentage points added to the product rate for the default stress test. */
  defaultStressMarginPoints: number;
  sources: { label: string; url: string }[];
  verifiedOn: string;
}

/**
 * 4.5× income: the Bank of England Financial Policy Committee's loan-to-income flow limit (no more than 15% of
 * new owner-occupier mortgages at or above 4.5× income; since July 2025 measured across the market, not per lender) makes 4.5× the usual ceiling.
 * Stress margin 3 points: the FPC's former affordability test (withdrawn 1 August 2022) asked lenders to check
 * affordability at the reversion rate plus 3 percentage points; lenders still stress-test under FCA MCOB 11.6.18R,
 * at rates they choose. We use +3 points as a prudent default that the user can change.
 */
export const AFFORDABILITY_RULES: AffordabilityRules = {
  effectiveFrom: '2022-08-01',
  defaultIncomeMultiple: 4.5,
  defaultStressMarginPoints: 3,
  sources: [
    {
      label: 'Bank of England: Financial Policy Committee mortgage market tools (LTI flow limit)',
      url: 'https://www.bankofengland.co.uk/financial-stability/the-financial-policy-committees-mortgage-market-tools',
    },
    {
      label: 'Bank of England: FPC withdraws the mortgage affordability test (June 2022 record)',
      url: 'https://www.bankofengland.co.uk/financial-policy-committee-record/2022/june-2022',
    },
    {
      label: 'FCA Handbook MCOB 11.6.18R: interest rate changes',
      url: 'https://www.handbook.fca.org.uk/handbook/MCOB/11/6.html',
    },
  ],
  verifiedOn: '2026-11-22',
};
