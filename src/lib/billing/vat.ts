/**
 * VAT on prices that include it. Prices in plans.ts are the total payable; the rate and the
 * registration number are configuration (VAT_RATE_PERCENT, VAT_NUMBER), so a rate change or a
 * new registration needs no code change.
 */

export interface VatConfig {
  /** Standard rate in percent, e.g. 20. */
  ratePercent: number;
  /** VAT registration number as printed on invoices; null when not configured. */
  number: string | null;
}

/** The UK standard rate since 4 January 2011 (GOV.UK "VAT rates"). */
export const UK_STANDARD_RATE_PERCENT = 20;

/** The VAT configuration from the environment; the UK standard rate unless VAT_RATE_PERCENT says otherwise. */
export function vatConfig(env: Record<string, string | undefined>): VatConfig {
  const raw = env['VAT_RATE_PERCENT']?.trim();
  const rate = raw ? Number(raw) : UK_STANDARD_RATE_PERCENT;
  const ratePercent = Number.isFinite(rate) && rate >= 0 && rate < 100 ? rate : UK_STANDARD_RATE_PERCENT;
  return { ratePercent, number: env['VAT_NUMBER']?.trim() || null };
}

/**
 * Splits a VAT-inclusive total into net and VAT with HMRC's VAT fraction, rate / (100 + rate):
 * 1/6 at 20%. Example: £29.00 → VAT £4.83, net £24.17. VAT is rounded to the nearest penny and
 * the net is what remains, so the two always add up to the total.
 */
export function vatIncluded(totalPence: number, ratePercent: number): { netPence: number; vatPence: number } {
  const vatPence = Math.round((totalPence * ratePercent) / (100 + ratePercent));
  return { netPence: totalPence - vatPence, vatPence };
}
