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

/**
 * The site's one percentage rule (docs/decisions/design.md):
 * - a rate someone set — in law, by a lender, or typed by the user — reads exactly as set, with
 *   up to two decimals and no trailing zeros: 750 bps → "7.5%", 568 → "5.68%", 1_200 → "12%";
 * - a percentage the site works out or a publisher reports (a yield, a share, a return, a change)
 *   reads to one decimal place, always: `formatPercentValue`.
 */
export function formatPercent(bps: Bps, maxDecimals = 2): string {
  const f = new Intl.NumberFormat('en-GB', { maximumFractionDigits: maxDecimals });
  return `${f.format(bps / 100)}%`;
}

/**
 * A worked-out percentage, to one decimal place always, so results line up: 7.5 → "7.5%",
 * 5.678 → "5.7%", 19.99 → "20.0%", -3.25 → "-3.3%" (half away from zero).
 * "n/a" when the value is not finite (a yield on a zero cost, for example).
 */
export function formatPercentValue(percent: number): string {
  if (!Number.isFinite(percent)) return 'n/a';
  // To the basis point first (1.45 is 1.4499… in floating point), then to the tenth.
  const tenths = Math.round(Math.round(Math.abs(percent) * 100) / 10);
  const signed = tenths === 0 ? 0 : Math.sign(percent) * tenths;
  const f = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${f.format(signed / 10)}%`;
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
