/**
 * Income tax on non-savings income for taxpayers in England, Wales and Northern Ireland ("rUK") by tax year.
 * Scotland sets its own bands and rates for non-savings income; the calculators say plainly that they use these
 * rUK bands. Welsh rates of income tax have so far been set so that Welsh taxpayers pay the same as in England.
 * Amounts are in pence. Band limits are the top of each band measured in taxable income (after the personal allowance).
 *
 * Sources:
 * - GOV.UK, "Income Tax rates and allowances for current and past years":
 *   https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past
 * - GOV.UK, "Income Tax rates and Personal Allowances": https://www.gov.uk/income-tax-rates
 * - Additional-rate threshold cut from £150,000 to £125,140 from 6 April 2023 (Autumn Statement 2022).
 * - Personal allowance and basic-rate limit frozen at £12,570 / £37,700 from 2021-22 (Finance Act 2021; freeze
 *   extended by later Budgets), so 2024-25 to 2026-27 repeat the 2023-24 figures.
 * The November 2025 Budget announced separate property income rates (22% / 42% / 47%) from 6 April 2027 with
 * finance-cost relief at 22%; those rates are not in force for any tax year in this table and are not modelled.
 */
export interface IncomeTaxBand {
  /** Upper limit of the band in taxable income, pence; null for the top band. */
  upTo: number | null;
  ratePercent: number;
  name: string;
}

export interface IncomeTaxYear {
  /** e.g. '2026-27'; runs 6 April to 5 April. */
  taxYear: string;
  effectiveFrom: string;
  personalAllowance: number;
  /** The allowance falls by £1 for every £2 of adjusted net income above this. */
  allowanceTaperFrom: number;
  bands: IncomeTaxBand[];
  /** Rate of the Section 24 finance-cost tax reduction (the basic rate). */
  financeCostReliefPercent: number;
  /** Share of residential finance costs still deductible from rental profits (Section 24 phasing). */
  financeCostDeductiblePercent: number;
  source: string;
}

const SOURCE =
  'https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past';

/**
 * Bands are in taxable income (after the personal allowance), as HMRC's rates table states them: basic rate to
 * £37,700, higher rate to £150,000 (2022-23) or £125,140 (from 2023-24), additional rate above.
 */
function rukYear(taxYear: string, effectiveFrom: string, higherRateLimit: number): IncomeTaxYear {
  return {
    taxYear,
    effectiveFrom,
    personalAllowance: 12_570_00,
    allowanceTaperFrom: 100_000_00,
    bands: [
      { upTo: 37_700_00, ratePercent: 20, name: 'Basic rate' },
      { upTo: higherRateLimit, ratePercent: 40, name: 'Higher rate' },
      { upTo: null, ratePercent: 45, name: 'Additional rate' },
    ],
    financeCostReliefPercent: 20,
    financeCostDeductiblePercent: 0,
    source: SOURCE,
  };
}

/** Newest first. */
export const INCOME_TAX_RUK: IncomeTaxYear[] = [
  rukYear('2026-27', '2026-04-06', 125_140_00),
  rukYear('2025-26', '2025-04-06', 125_140_00),
  rukYear('2024-25', '2024-04-06', 125_140_00),
  rukYear('2023-24', '2023-04-06', 125_140_00),
  rukYear('2022-23', '2022-04-06', 150_000_00),
];

export const INCOME_TAX_VERIFIED_ON = '2026-11-22';
