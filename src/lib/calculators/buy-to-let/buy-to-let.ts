import type { IncomeTaxYear } from '../../../data/calculators/income-tax-ruk.ts';
import { checkPence, checkPercent, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';
import { analyseRentalDeal, checkRentalDeal, type RentalDealInput, type RentalDealResult } from './cash-flow.ts';
import { interestCover, type InterestCoverResult } from './interest-cover.ts';
import { section24, type Section24Result } from './section-24.ts';
import { incomeTaxYear } from './tax-year.ts';

export interface BuyToLetInput extends RentalDealInput {
  stressRatePercent: number;
  requiredCoverPercent: number;
  /** The landlord's other non-savings income for the tax year, pence. */
  otherIncomePence: number;
  /** Tax year whose income tax rules apply, e.g. '2026-27'. */
  taxYear: string;
}

export interface BuyToLetResult {
  deal: RentalDealResult;
  cover: InterestCoverResult;
  tax: Section24Result;
  /** Annual cash flow after the income tax attributable to the rental (with Section 24). */
  annualCashFlowAfterTax: number;
  monthlyCashFlowAfterTax: number;
  cashOnCashAfterTaxPercent: number;
  /** Income tax year used. */
  taxYear: IncomeTaxYear;
}

/**
 * Individual buy-to-let, first year: cash flow, cash-on-cash and ROI, the lender's interest cover test and the
 * income tax on the rental profit with the Section 24 finance-cost restriction (rUK bands).
 */
export function calculateBuyToLet(input: BuyToLetInput): CalcResult<BuyToLetResult> {
  const year = incomeTaxYear(input.taxYear);
  const error = firstError(
    checkRentalDeal(input),
    checkPercent(input.stressRatePercent, 'The stress rate', 0, 30),
    checkPercent(input.requiredCoverPercent, 'The required interest cover', 100, 300),
    checkPence(input.otherIncomePence, 'Other income'),
    year ? null : `Tax year ${input.taxYear} is not covered; choose a tax year from the list.`,
  );
  if (error || !year) return fail(error ?? 'Unknown tax year.');
  const deal = analyseRentalDeal(input);
  const cover = interestCover({
    monthlyRentPence: input.monthlyRentPence,
    loanPence: deal.loan,
    stressRatePercent: input.stressRatePercent,
    requiredCoverPercent: input.requiredCoverPercent,
  });
  const tax = section24(
    {
      otherIncomePence: input.otherIncomePence,
      rentPence: deal.operating.rentCollected,
      expensesPence: deal.operating.totalCosts,
      financeCostsPence: deal.annualInterest,
    },
    year,
  );
  const annualCashFlowAfterTax = deal.annualCashFlow - tax.taxOnRental;
  return ok({
    deal,
    cover,
    tax,
    annualCashFlowAfterTax,
    monthlyCashFlowAfterTax: Math.round(annualCashFlowAfterTax / 12),
    cashOnCashAfterTaxPercent: deal.cashInvested > 0 ? (annualCashFlowAfterTax / deal.cashInvested) * 100 : 0,
    taxYear: year,
  });
}
