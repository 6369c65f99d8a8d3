/**
 * Display helpers: integer pence → "£1,234" or "£1,234.56"; basis points → "7.5%".
 * Usage: `formatPounds(475_000)` → "£4,750"; `formatPounds(12_345, { pence: 'always' })` → "£123.45".
 */
import type { Bps } from './rate.ts';

export interface PoundsOptions {
  /** 'auto' (default) shows pence only when not a whole pound; 'never' rounds half-up to pounds. */
  pence?: 'auto' | 'always' | 'never';
}

const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const TWO_DP = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats integer pence as pounds; negatives as "−£1,200". */
export function formatPounds(pence: number, options: PoundsOptions = {}): string {
  const mode = options.pence ?? 'auto';
  const negative = pence < 0;
  const abs = Math.abs(pence);
  let body: string;
  if (mode === 'never') body = WHOLE.format(Math.floor((abs + 50) / 100));
  else if (mode === 'always' || abs % 100 !== 0) body = TWO_DP.format(abs / 100);
  else body = WHOLE.format(abs / 100);
  return `${negative ? '−' : ''}£${body}`;
}

/** Whole pounds, rounded half-up: 123_456 → "£1,235". */
export function formatWholePounds(pence: number): string {
  return formatPounds(pence, { pence: 'never' });
}

/** Pounds and pence always: 123_456 → "£1,234.56". */
export function formatPoundsAndPence(pence: number): string {
  return formatPounds(pence, { pence: 'always' });
}

/** Formats basis points as a percentage with up to `maxDecimals` places: 750 → "7.5%". */
export function formatPercent(bps: Bps, maxDecimals = 2): string {
  const f = new Intl.NumberFormat('en-GB', { maximumFractionDigits: maxDecimals });
  return `${f.format(bps / 100)}%`;
}

/**
 * A percentage held as a plain number, rounded to the basis point: 6.25 → "6.25%", 4.4808 → "4.48%".
 * "n/a" when the value is not finite (a yield on a zero cost, for example).
 */
export function formatPercentValue(percent: number, maxDecimals = 2): string {
  return Number.isFinite(percent) ? formatPercent(Math.round(percent * 100), maxDecimals) : 'n/a';
}

/** Pence as a plain pounds string for inputs and URLs: 25_000_050 → "250000.50", 25_000_000 → "250000". */
export function penceToPlain(pence: number): string {
  const negative = pence < 0;
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${negative ? '-' : ''}${pounds}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Basis points as a plain percent string: 750 → "7.5". */
export function bpsToPlain(bps: Bps): string {
  return String(bps / 100);
}
