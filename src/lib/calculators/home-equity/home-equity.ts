import { checkPence, checkPercent, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';

export interface HomeEquityInput {
  propertyValuePence: number;
  mortgageBalancePence: number;
  /** Other loans secured on the home (second charges, secured loans), pence. */
  otherSecuredPence: number;
  /** Loan-to-value a lender might allow on a remortgage, percent, for the borrowing headroom. */
  targetLtvPercent: number;
}

export interface HomeEquityResult {
  /** value − all secured debt; negative means negative equity. */
  equity: number;
  equityPercent: number;
  loanToValuePercent: number;
  negativeEquity: boolean;
  /** Extra that could be borrowed up to the target LTV (0 if already above it). */
  borrowingHeadroom: number;
}

/**
 * Equity = value − mortgage − other secured debt; LTV = secured debt ÷ value.
 * Example: £300,000 home, £180,000 mortgage → £120,000 equity (40%), LTV 60%; headroom to 75% LTV £45,000.
 */
export function calculateHomeEquity(input: HomeEquityInput): CalcResult<HomeEquityResult> {
  const error = firstError(
    checkPence(input.propertyValuePence, 'The property value', 100),
    checkPence(input.mortgageBalancePence, 'The mortgage balance'),
    checkPence(input.otherSecuredPence, 'Other secured loans'),
    checkPercent(input.targetLtvPercent, 'The target loan-to-value', 0, 100),
  );
  if (error) return fail(error);
  const debt = input.mortgageBalancePence + input.otherSecuredPence;
  const equity = input.propertyValuePence - debt;
  return ok({
    equity,
    equityPercent: (equity / input.propertyValuePence) * 100,
    loanToValuePercent: (debt / input.propertyValuePence) * 100,
    negativeEquity: equity < 0,
    borrowingHeadroom: Math.max(0, Math.floor((input.propertyValuePence * input.targetLtvPercent) / 100) - debt),
  });
}
