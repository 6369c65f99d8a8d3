/**
 * Corporation Tax on a company's taxable profits for a 12-month accounting period, with no associated companies and
 * no dividends received (so augmented profits = taxable profits).
 *
 *   profits ≤ £50,000            tax = 19% × profits
 *   profits > £250,000           tax = 25% × profits
 *   in between                   tax = 25% × profits − (£250,000 − profits) × 3/200      (marginal relief)
 *
 * Worked from the GOV.UK formula: £100,000 → £25,000 − £150,000 × 3/200 = £25,000 − £2,250 = £22,750 (22.75%).
 * Each amount is rounded down to the penny. A loss (profits ≤ 0) pays nothing.
 */
import { CORPORATION_TAX_YEARS, type CorporationTaxYear } from '../../data/tax/corporation-tax.ts';
import { inForceOn } from '../../data/tax/types.ts';

export interface CorporationTaxResult {
  taxableProfitsPence: number;
  /** Which rate applied. */
  band: 'none' | 'small profits rate' | 'marginal relief' | 'main rate';
  /** Tax at the main rate before marginal relief (or at the small profits rate when that applies). */
  grossTaxPence: number;
  marginalReliefPence: number;
  taxPence: number;
  /** Tax ÷ profits in basis points (0 for no profit). */
  effectiveRateBps: number;
  rules: CorporationTaxYear;
}

/** The corporation tax rules in force on a date; the newest table when the date is after every table's start. */
export function corporationTaxYearOn(
  date: Date,
  years: readonly CorporationTaxYear[] = CORPORATION_TAX_YEARS,
): CorporationTaxYear | undefined {
  return inForceOn(years, date.toISOString().slice(0, 10));
}

export function corporationTax(
  profitsPence: number,
  rules: CorporationTaxYear = CORPORATION_TAX_YEARS.at(-1)!,
): CorporationTaxResult {
  const profits = Math.max(0, Math.floor(profitsPence));
  const at = (bps: number) => Math.floor((profits * bps) / 10_000);
  let band: CorporationTaxResult['band'];
  let gross: number;
  let relief = 0;
  if (profits === 0) {
    band = 'none';
    gross = 0;
  } else if (profits <= rules.lowerLimit) {
    band = 'small profits rate';
    gross = at(rules.smallProfitsRateBps);
  } else if (profits <= rules.upperLimit) {
    band = 'marginal relief';
    gross = at(rules.mainRateBps);
    const { numerator, denominator } = rules.marginalReliefFraction;
    relief = Math.floor(((rules.upperLimit - profits) * numerator) / denominator);
  } else {
    band = 'main rate';
    gross = at(rules.mainRateBps);
  }
  const tax = gross - relief;
  return {
    taxableProfitsPence: profits,
    band,
    grossTaxPence: gross,
    marginalReliefPence: relief,
    taxPence: tax,
    effectiveRateBps: profits > 0 ? Math.round((tax * 10_000) / profits) : 0,
    rules,
  };
}
