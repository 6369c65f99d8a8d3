/** Display helpers for the investor islands. */
import { formatPercent, formatPounds } from '../../lib/money/format.ts';

/** A percentage held as a plain number (6.25 → "6.25%"); "n/a" when not finite. */
export function pct(percent: number, maxDecimals = 2): string {
  return Number.isFinite(percent) ? formatPercent(Math.round(percent * 100), maxDecimals) : 'n/a';
}

/** Whole pounds (half-up), e.g. "£1,235". */
export function gbp(pence: number): string {
  return formatPounds(pence, { pence: 'never' });
}

/** Pounds and pence, e.g. "£1,234.56". */
export function gbpp(pence: number): string {
  return formatPounds(pence, { pence: 'always' });
}
