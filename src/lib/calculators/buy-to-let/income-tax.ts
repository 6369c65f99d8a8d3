import type { IncomeTaxYear } from '../../../data/calculators/income-tax-ruk.ts';
import { personalAllowanceFor } from '../../tax/personal-allowance.ts';

export interface IncomeTaxBandUse {
  name: string;
  ratePercent: number;
  /** Taxable income falling in this band, pence. */
  income: number;
  tax: number;
}

export interface IncomeTaxResult {
  personalAllowance: number;
  taxableIncome: number;
  bands: IncomeTaxBandUse[];
  tax: number;
}

/**
 * Income tax on non-savings income (employment, pensions, property profits) with rUK bands.
 * Taxable income is rounded down to the whole pound and each band's tax down to the penny, as HMRC's
 * self-assessment calculation does. Example (2026-27): £50,000 → £7,486 (20% of £37,430).
 */
export function incomeTax(totalIncomePence: number, year: IncomeTaxYear): IncomeTaxResult {
  const income = Math.max(0, totalIncomePence);
  const personalAllowance = personalAllowanceFor(income, year);
  const taxableIncome = Math.floor(Math.max(0, income - personalAllowance) / 100) * 100;
  const bands: IncomeTaxBandUse[] = [];
  let lower = 0;
  let tax = 0;
  for (const band of year.bands) {
    const upper = band.upTo ?? Number.POSITIVE_INFINITY;
    const inBand = Math.max(0, Math.min(taxableIncome, upper) - lower);
    const bandTax = Math.floor((inBand * band.ratePercent) / 100);
    bands.push({ name: band.name, ratePercent: band.ratePercent, income: inBand, tax: bandTax });
    tax += bandTax;
    lower = upper;
  }
  return { personalAllowance, taxableIncome, bands, tax };
}
