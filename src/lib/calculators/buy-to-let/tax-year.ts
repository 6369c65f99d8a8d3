import { INCOME_TAX_RUK, type IncomeTaxYear } from '../../../data/calculators/income-tax-ruk.ts';

/** The UK tax year containing `date` (6 April to 5 April), e.g. 2026-11-22 → '2026-27'. Uses the UTC calendar date. */
export function taxYearOf(date: Date): string {
  const y = date.getUTCFullYear();
  const beforeApril6 = date.getUTCMonth() < 3 || (date.getUTCMonth() === 3 && date.getUTCDate() < 6);
  const start = beforeApril6 ? y - 1 : y;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The income tax table for a tax year, or undefined when that year is not covered. */
export function incomeTaxYear(taxYear: string, tables: IncomeTaxYear[] = INCOME_TAX_RUK): IncomeTaxYear | undefined {
  return tables.find((t) => t.taxYear === taxYear);
}

/** The tax years the calculators support, newest first. */
export function supportedTaxYears(tables: IncomeTaxYear[] = INCOME_TAX_RUK): string[] {
  return tables.map((t) => t.taxYear);
}
