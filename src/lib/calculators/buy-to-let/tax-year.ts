import { INCOME_TAX_RUK, type IncomeTaxYear } from '../../../data/calculators/income-tax-ruk.ts';

/** The income tax table for a tax year, or undefined when that year is not covered. */
export function incomeTaxYear(taxYear: string, tables: IncomeTaxYear[] = INCOME_TAX_RUK): IncomeTaxYear | undefined {
  return tables.find((t) => t.taxYear === taxYear);
}

/** The tax years the calculators support, newest first. */
export function supportedTaxYears(tables: IncomeTaxYear[] = INCOME_TAX_RUK): string[] {
  return tables.map((t) => t.taxYear);
}
