/**
 * Tax on a rental deal's first-year profit and the cash flow left after it, for the two ways an investor can own it.
 *
 * Individual landlord (Section 24, ITTOIA 2005 s.272A, s.274A–C): mortgage interest is not deducted from the rental
 * profit; income tax on (other income + rent − running costs) is reduced by 20% of the lower of the interest, the
 * property profit and income over the personal allowance. The tax on the rental is the landlord's income tax with the
 * rental minus their income tax without it (`section24` in buy-to-let/section-24.ts does the arithmetic).
 *
 * Limited company: Section 24 does not apply to companies, so interest is deducted in full; Corporation Tax at 19%
 * to 25% with marginal relief (lib/tax/corporation-tax.ts). Money stays in the company: taking it out as salary or
 * dividends is taxed again and is not modelled.
 *
 * after-tax cash flow = cash flow before tax − tax on the rental
 * effective tax rate  = tax on the rental ÷ (rent collected − running costs − interest), when that profit is positive
 */
import type { IncomeTaxYear } from '../../../data/calculators/income-tax-ruk.ts';
import { corporationTax, corporationTaxYearOn, type CorporationTaxResult } from '../../tax/corporation-tax.ts';
import type { RentalDealResult } from '../buy-to-let/cash-flow.ts';
import { section24, type Section24Result } from '../buy-to-let/section-24.ts';

export type DealOwner = 'individual' | 'company';

export interface DealTaxInput {
  owner: DealOwner;
  /** The individual's other non-savings income for the year (salary, pension), pence. Ignored for a company. */
  otherIncomePence: number;
  /** Income tax year rules for an individual; for a company, the year whose corporation tax rules apply. */
  incomeTaxYear: IncomeTaxYear;
}

export interface DealAfterTax {
  owner: DealOwner;
  /** Rent collected − running costs − mortgage interest: the profit before any tax. */
  profitBeforeTax: number;
  /** Tax attributable to this rental in its first year. */
  tax: number;
  annualCashFlowAfterTax: number;
  monthlyCashFlowAfterTax: number;
  /** Tax ÷ profit before tax × 100; null when there is no profit (Section 24 can still leave tax to pay). */
  effectiveTaxRatePercent: number | null;
  /** Present for an individual. */
  section24?: Section24Result;
  /** Present for a company. */
  corporationTax?: CorporationTaxResult;
}

/** The first-year figures the tax depends on, pence. */
export interface DealYear {
  rentCollected: number;
  /** Running costs other than finance (management, maintenance, insurance…). */
  runningCosts: number;
  /** Mortgage interest in the year (the finance cost). */
  interest: number;
  /** Rent collected − running costs − mortgage payments (interest and any capital). */
  cashFlowBeforeTax: number;
}

/** The tax-relevant figures of an analysed deal. */
export function dealYearOf(deal: RentalDealResult): DealYear {
  return {
    rentCollected: deal.operating.rentCollected,
    runningCosts: deal.operating.totalCosts,
    interest: deal.annualInterest,
    cashFlowBeforeTax: deal.annualCashFlow,
  };
}

/** The first year's tax and after-tax cash flow of a deal. */
export function dealAfterTax(year: DealYear, input: DealTaxInput): DealAfterTax {
  const profitBeforeTax = year.rentCollected - year.runningCosts - year.interest;
  let tax: number;
  let s24: Section24Result | undefined;
  let ct: CorporationTaxResult | undefined;
  if (input.owner === 'company') {
    // The company's financial year is taken as the one in force when the income tax year starts.
    const rules = corporationTaxYearOn(new Date(`${input.incomeTaxYear.effectiveFrom}T00:00:00Z`));
    ct = rules ? corporationTax(profitBeforeTax, rules) : corporationTax(profitBeforeTax);
    tax = ct.taxPence;
  } else {
    s24 = section24(
      {
        otherIncomePence: input.otherIncomePence,
        rentPence: year.rentCollected,
        expensesPence: year.runningCosts,
        financeCostsPence: year.interest,
      },
      input.incomeTaxYear,
    );
    tax = s24.taxOnRental;
  }
  const annualCashFlowAfterTax = year.cashFlowBeforeTax - tax;
  return {
    owner: input.owner,
    profitBeforeTax,
    tax,
    annualCashFlowAfterTax,
    monthlyCashFlowAfterTax: Math.round(annualCashFlowAfterTax / 12),
    effectiveTaxRatePercent: profitBeforeTax > 0 ? (tax / profitBeforeTax) * 100 : null,
    ...(s24 ? { section24: s24 } : {}),
    ...(ct ? { corporationTax: ct } : {}),
  };
}
