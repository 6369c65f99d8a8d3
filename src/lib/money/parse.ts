/**
 * Parsers for what people type. They never throw: they return a Result with a message.
 * Usage: `parseMoney('£250,000')` → { ok: true, value: 25_000_000 } (pence);
 *        `parseMoney('250k')` → 25_000_000; `parsePercent('7.5%')` → { ok: true, value: 750 } (bps).
 */
import { fail, ok, type Result } from '../result.ts';
import type { Bps } from './rate.ts';

/** The largest amount accepted: £1 billion (keeps every product exact). */
export const MAX_MONEY_PENCE = 100_000_000_000;

/** Parses pounds (commas, "£", spaces, "k"/"m" suffixes allowed, up to 2 decimal places) into pence. */
export function parseMoney(input: string, options: { allowNegative?: boolean } = {}): Result<number> {
  let text = input
    .trim()
    .replace(/[£,\s]/g, '')
    .toLowerCase();
  if (text === '') return fail('Enter an amount in pounds.');
  let negative = false;
  if (text.startsWith('-') || text.startsWith('−')) {
    negative = true;
    text = text.slice(1);
  }
  let multiplier = 1;
  if (text.endsWith('k')) multiplier = 1_000;
  else if (text.endsWith('m')) multiplier = 1_000_000;
  if (multiplier !== 1) text = text.slice(0, -1);
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    return fail('Enter an amount in pounds, using numbers only (for example 250000).');
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  const scale = multiplier === 1 ? 2 : multiplier === 1_000 ? 5 : 8;
  if (fraction.length > scale)
    return fail(multiplier === 1 ? 'Enter pounds with at most 2 decimal places.' : 'That amount has too many decimal places.');
  const digits = `${whole}${fraction.padEnd(scale, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return fail('That amount is too large.');
  // The digits are already pence: scale = 2 + log10(multiplier) places of the suffixed unit.
  const pence = Number(digits);
  if (!Number.isSafeInteger(pence) || pence > MAX_MONEY_PENCE) return fail('That amount is too large (the limit is £1 billion).');
  if (negative) {
    if (!options.allowNegative) return fail('Enter an amount of zero or more.');
    return ok(pence === 0 ? 0 : -pence);
  }
  return ok(pence);
}

/** Parses a percentage ("7.5", "7.5%") into basis points; at most 2 decimal places of a percent. */
export function parsePercent(input: string, options: { max?: number } = {}): Result<Bps> {
  const text = input.trim().replace(/[%\s]/g, '');
  if (text === '') return fail('Enter a percentage.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    return fail('Enter a percentage using numbers only (for example 1.5).');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return fail('Enter a percentage with at most 2 decimal places.');
  const bps = Number(`${match[1] || '0'}${fraction.padEnd(2, '0')}`);
  const max = options.max ?? 100;
  if (bps > max * 100) return fail(`Enter a percentage of ${max}% or less.`);
  return ok(bps);
}

/** Parses a whole number within [min, max]. */
export function parseWholeNumber(input: string, min: number, max: number): Result<number> {
  const text = input.trim().replace(/[,\s]/g, '');
  if (!/^-?\d+$/.test(text)) return fail('Enter a whole number.');
  const value = Number(text);
  if (value < min) return fail(`Enter ${min} or more.`);
  if (value > max) return fail(`Enter ${max} or less.`);
  return ok(value);
}

/** Parses an ISO date "YYYY-MM-DD" (as a date input gives) into a UTC midnight Date. */
export function parseIsoDate(input: string): Result<Date> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  if (!match) return fail('Enter a date as day, month and year.');
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return fail('Enter a real date.');
  if (y < 1900 || y > 2200) return fail('Enter a year between 1900 and 2200.');
  return ok(date);
}
