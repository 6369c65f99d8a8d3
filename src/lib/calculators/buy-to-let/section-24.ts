import type { IncomeTaxYear } from '../../../data/calculators/income-tax-ruk.ts';
import { personalAllowanceFor } from '../../tax/personal-allowance.ts';
import { incomeTax } from './income-tax.ts';

export interface Section24Input {
  /** Other non-savings income for the year (salary, pension, trading profit), pence. */
  otherIncomePence: number;
  /** Rent received in the year, pence. */
  rentPence: number;
  /** Allowable expenses other than finance costs, pence. */
  expensesPence: number;
  /** Mortgage interest and other residential finance costs, pence. */
  financeCostsPence: number;
  /** Unused finance costs brought forward from earlier years, pence. */
  broughtForwardPence?: number;
}

export interface Section24Result {
  /** Rental profit after expenses and any still-deductible share of finance costs (never below 0 here). */
  propertyProfit: number;
  /** Finance costs that only qualify for the basic-rate reduction this year (incl. brought forward). */
  restrictedFinanceCosts: number;
  /** The smallest of restricted finance costs, property profit and adjusted total income over the allowance. */
  reliefBase: number;
  /** Tax reduction: relief rate × relief base, limited to the tax otherwise due (no refund). */
  taxReduction: number;
  carriedForward: number;
  taxBeforeReduction: number;
  /** Income tax payable with the restriction. */
  taxWithRestriction: number;
  /** Income tax if finance costs were fully deductible (the pre-April-2017 treatment), for comparison. */
  taxIfFullyDeductible: number;
  /** Extra tax caused by the restriction. */
  extraTax: number;
  /** Tax attributable to the rental business: tax with the restriction minus tax on the other income alone. */
  taxOnRental: number;
}

/**
 * Section 24 (ITTOIA 2005 s272A and s274A–C) for an individual landlord: residential finance costs are not deducted
 * from rental profits; instead income tax is reduced by the basic rate (20%) of the LOWER of (a) finance costs not
 * deducted plus any brought forward, (b) property profits and (c) adjusted total income — non-savings, non-dividend
 * income — exceeding the personal allowance. The unused part of (a) is carried forward. The reduction cannot create
 * a refund. Fully in force from 2020-21.
 * Source: GOV.UK "Changes to tax relief for residential landlords: how it's worked out, including case studies"
 * https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies
 * Example (2026-27): £60,000 salary, £12,000 rent, £1,000 expenses, £6,000 interest → profit £11,000, tax £15,832
 * before the reduction, reduction 20% × £6,000 = £1,200, tax £14,632; fully deductible it would be £13,432.
 */
export function section24(input: Section24Input, year: IncomeTaxYear): Section24Result {
  const deductible = Math.round((input.financeCostsPence * year.financeCostDeductiblePercent) / 100);
  const restrictedFinanceCosts = input.financeCostsPence - deductible + (input.broughtForwardPence ?? 0);
  const propertyProfit = Math.max(0, input.rentPence - input.expensesPence - deductible);
  const totalIncome = input.otherIncomePence + propertyProfit;
  const before = incomeTax(totalIncome, year).tax;
  const adjustedOverAllowance = Math.max(0, totalIncome - personalAllowanceFor(totalIncome, year));
  // Whole pounds, as HMRC's calculation works in pounds.
  const reliefBase = Math.floor(Math.max(0, Math.min(restrictedFinanceCosts, propertyProfit, adjustedOverAllowance)) / 100) * 100;
  const taxReduction = Math.min(before, Math.floor((reliefBase * year.financeCostReliefPercent) / 100));
  const taxWithRestriction = before - taxReduction;
  const fullProfit = Math.max(0, input.rentPence - input.expensesPence - input.financeCostsPence);
  const taxIfFullyDeductible = incomeTax(input.otherIncomePence + fullProfit, year).tax;
  return {
    propertyProfit,
    restrictedFinanceCosts,
    reliefBase,
    taxReduction,
    carriedForward: restrictedFinanceCosts - reliefBase,
    taxBeforeReduction: before,
    taxWithRestriction,
    taxIfFullyDeductible,
    extraTax: taxWithRestriction - taxIfFullyDeductible,
    taxOnRental: taxWithRestriction - incomeTax(input.otherIncomePence, year).tax,
  };
}
