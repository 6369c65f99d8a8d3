/**
 * Rates as integer basis points (1% = 100 bps, 7.5% = 750 bps) so tables and sums stay exact.
 * Usage: `percentOf(25_000_000, 500, 'down')` → 1_250_000 (5% of £250,000 in pence).
 */
import { mulDiv, type Rounding } from './rounding.ts';

/** A rate in basis points: 100 = 1%. */
export type Bps = number;

/** `pence × bps / 10 000`, rounded to a whole penny as asked. */
export function percentOf(pence: number, bps: Bps, rounding: Rounding): number {
  return mulDiv(pence, bps, 10_000, rounding);
}

/** The ratio part ÷ whole in basis points (e.g. an effective tax rate), rounded half-up; 0 when whole is 0. */
export function ratioBps(part: number, whole: number): Bps {
  if (whole === 0) return 0;
  return mulDiv(part, 10_000, whole, 'half-up');
}
