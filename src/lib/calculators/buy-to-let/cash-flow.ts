import { amortise, monthlyInterestPence, monthlyPaymentPence } from '../mortgage-repayment/amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import {
  checkRunningCosts,
  operatingBreakdown,
  type OperatingBreakdown,
  type RunningCosts,
} from '../rental-yield/operating-costs.ts';

export type MortgageType = 'interest-only' | 'repayment';

/** A rental purchase: price, buying costs, mortgage, rent and running costs. All money in pence. */
export interface RentalDealInput {
  pricePence: number;
  /** Stamp duty (SDLT/LBTT/LTT) on the purchase, from the stamp duty engine. */
  stampDutyPence: number;
  legalPence: number;
  surveyPence: number;
  refurbishmentPence: number;
  /** Deposit as a percentage of the price; 100 means a cash purchase. */
  depositPercent: number;
  annualRatePercent: number;
  termYears: number;
  mortgageType: MortgageType;
  /** Lender arrangement fee paid up front. */
  lenderFeePence: number;
  monthlyRentPence: number;
  costs: RunningCosts;
}

export interface RentalDealResult {
  loan: number;
  deposit: number;
  /** Deposit + stamp duty + legal + survey + refurbishment + lender fee. */
  cashInvested: number;
  monthlyMortgage: number;
  /** Mortgage payments in the first 12 months. */
  annualMortgage: number;
  /** Interest in the first 12 months (the finance cost for tax). */
  annualInterest: number;
  /** Capital repaid in the first 12 months (0 for interest-only). */
  annualCapitalRepaid: number;
  operating: OperatingBreakdown;
  grossYieldPercent: number;
  netYieldPercent: number;
  /** Net operating income − mortgage payments, before income tax. */
  annualCashFlow: number;
  monthlyCashFlow: number;
  /** Annual cash flow ÷ cash invested × 100. */
  cashOnCashPercent: number;
  /** (Annual cash flow + capital repaid) ÷ cash invested × 100. */
  roiPercent: number;
}

/** Validate a rental deal; null when acceptable. */
export function checkRentalDeal(input: RentalDealInput): string | null {
  return firstError(
    checkPence(input.pricePence, 'The purchase price', 100),
    checkPence(input.stampDutyPence, 'Stamp duty'),
    checkPence(input.legalPence, 'Legal fees'),
    checkPence(input.surveyPence, 'Survey fees'),
    checkPence(input.refurbishmentPence, 'Refurbishment'),
    checkPercent(input.depositPercent, 'The deposit', 0, 100),
    checkPercent(input.annualRatePercent, 'The mortgage rate', 0, 30),
    checkWhole(input.termYears, 'The mortgage term', 1, 40),
    checkPence(input.lenderFeePence, 'The lender fee'),
    checkPence(input.monthlyRentPence, 'Monthly rent'),
    checkRunningCosts(input.costs),
  );
}

/**
 * Cash flow and returns of a rental purchase in its first year.
 * annual cash flow = rent collected − running costs − mortgage payments; cash-on-cash = cash flow ÷ cash invested.
 * Example: £200,000, 25% deposit, 5% interest-only → loan £150,000, £625 a month.
 */
export function analyseRentalDeal(input: RentalDealInput): RentalDealResult {
  const deposit = Math.round((input.pricePence * input.depositPercent) / 100);
  const loan = input.pricePence - deposit;
  const months = input.termYears * 12;
  let monthlyMortgage = 0;
  let annualInterest = 0;
  let annualMortgage = 0;
  if (loan > 0 && input.mortgageType === 'interest-only') {
    monthlyMortgage = monthlyInterestPence(loan, input.annualRatePercent);
    annualMortgage = monthlyMortgage * Math.min(12, months);
    annualInterest = annualMortgage;
  } else if (loan > 0) {
    monthlyMortgage = monthlyPaymentPence(loan, input.annualRatePercent, months);
    const firstYear = amortise({
      principalPence: loan,
      annualRatePercent: input.annualRatePercent,
      termMonths: months,
    }).rows.slice(0, 12);
    annualMortgage = firstYear.reduce((s, r) => s + r.payment, 0);
    annualInterest = firstYear.reduce((s, r) => s + r.interest, 0);
  }
  const operating = operatingBreakdown(input.monthlyRentPence, input.costs);
  const cashInvested =
    deposit + input.stampDutyPence + input.legalPence + input.surveyPence + input.refurbishmentPence + input.lenderFeePence;
  const annualCashFlow = operating.netOperatingIncome - annualMortgage;
  const annualCapitalRepaid = annualMortgage - annualInterest;
  return {
    loan,
    deposit,
    cashInvested,
    monthlyMortgage,
    annualMortgage,
    annualInterest,
    annualCapitalRepaid,
    operating,
    grossYieldPercent: (operating.fullRent / input.pricePence) * 100,
    netYieldPercent: (operating.netOperatingIncome / input.pricePence) * 100,
    annualCashFlow,
    monthlyCashFlow: Math.round(annualCashFlow / 12),
    cashOnCashPercent: cashInvested > 0 ? (annualCashFlow / cashInvested) * 100 : 0,
    roiPercent: cashInvested > 0 ? ((annualCashFlow + annualCapitalRepaid) / cashInvested) * 100 : 0,
  };
}
