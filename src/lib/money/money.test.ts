import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divRound, mulDiv, roundDownToPound } from './rounding.ts';
import {
  formatPercent,
  formatPercentValue,
  formatPounds,
  formatPoundsAndPence,
  formatWholePounds,
  penceToPlain,
} from './format.ts';
import { parseIsoDate, parseMoney, parsePercent } from './parse.ts';
import { percentOf } from './rate.ts';

describe('parseMoney', () => {
  it.each([
    ['250000', 25_000_000],
    ['£250,000', 25_000_000],
    [' 250 000 ', 25_000_000],
    ['250k', 25_000_000],
    ['1.5k', 150_000],
    ['1.25m', 125_000_000],
    ['99.99', 9_999],
    ['0.5', 50],
    ['.5', 50],
    ['0', 0],
  ])('%s → %i pence', (input, pence) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: pence });
  });
  it.each(['', 'abc', '1.234', '12a', '1..2', '-5', '£', '1e5', '2000000000'])('rejects %j with a message', (input) => {
    const result = parseMoney(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(5);
  });
  it('accepts negatives only when asked', () => {
    expect(parseMoney('-12.50', { allowNegative: true })).toEqual({ ok: true, value: -1_250 });
  });
  it('round-trips through penceToPlain', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (pence) => {
        expect(parseMoney(penceToPlain(pence))).toEqual({ ok: true, value: pence });
      }),
    );
  });
});

describe('parsePercent', () => {
  it('reads basis points', () => {
    expect(parsePercent('7.5')).toEqual({ ok: true, value: 750 });
    expect(parsePercent('1.25%')).toEqual({ ok: true, value: 125 });
    expect(parsePercent('0')).toEqual({ ok: true, value: 0 });
  });
  it('rejects bad input', () => {
    expect(parsePercent('1.255').ok).toBe(false);
    expect(parsePercent('abc').ok).toBe(false);
    expect(parsePercent('101').ok).toBe(false);
    expect(parsePercent('150', { max: 200 })).toEqual({ ok: true, value: 15_000 });
  });
});

describe('rounding', () => {
  it('mulDiv rounds as named', () => {
    expect(mulDiv(7, 1, 2, 'down')).toBe(3);
    expect(mulDiv(7, 1, 2, 'up')).toBe(4);
    expect(mulDiv(7, 1, 2, 'half-up')).toBe(4);
    expect(mulDiv(5, 1, 2, 'half-even')).toBe(2);
    expect(mulDiv(-7, 1, 2, 'down')).toBe(-4);
    expect(mulDiv(-7, 1, 2, 'toward-zero')).toBe(-3);
    expect(divRound(-5n, 2n, 'half-up')).toBe(-2n);
  });
  it('is exact for large amounts', () => {
    // £100m at 17% in basis points: 10^10 × 1 700 is beyond float-safe products once divided.
    expect(percentOf(10_000_000_000, 1_700, 'down')).toBe(1_700_000_000);
    expect(percentOf(33_333, 333, 'down')).toBe(1_109);
  });
  it('roundDownToPound drops pence (HMRC SDLT rounding)', () => {
    expect(roundDownToPound(475_099)).toBe(475_000);
    expect(roundDownToPound(475_000)).toBe(475_000);
    expect(roundDownToPound(99)).toBe(0);
  });
});

describe('format', () => {
  it('formats pounds', () => {
    expect(formatPounds(475_000)).toBe('£4,750');
    expect(formatPounds(12_345)).toBe('£123.45');
    expect(formatPounds(12_300, { pence: 'always' })).toBe('£123.00');
    expect(formatPounds(-120_000)).toBe('−£1,200');
    expect(formatPounds(12_350, { pence: 'never' })).toBe('£124');
    expect(formatWholePounds(123_456)).toBe('£1,235');
    expect(formatWholePounds(-123_449)).toBe('−£1,234');
    expect(formatPoundsAndPence(123_400)).toBe('£1,234.00');
  });
  it('shows a rate as it was set (law, lender or user): up to two decimals, no trailing zeros', () => {
    expect(formatPercent(750)).toBe('7.5%');
    expect(formatPercent(568)).toBe('5.68%');
    expect(formatPercent(1_200)).toBe('12%');
  });
  it('shows a worked-out percentage to one decimal place, always (one rule, so results line up)', () => {
    // The three figures of one deal result that once read 7.5%, 5.68% and 19.99%.
    expect([7.5, 5.68, 19.99].map(formatPercentValue)).toEqual(['7.5%', '5.7%', '20.0%']);
    expect(formatPercentValue(6)).toBe('6.0%');
    expect(formatPercentValue(1.45)).toBe('1.5%');
    expect(formatPercentValue(-3.25)).toBe('-3.3%');
    expect(formatPercentValue(-0.01)).toBe('0.0%');
    expect(formatPercentValue(102.03)).toBe('102.0%');
    expect(formatPercentValue(Infinity)).toBe('n/a');
    expect(formatPercentValue(Number.NaN)).toBe('n/a');
  });
});

describe('parseIsoDate', () => {
  it('parses and rejects', () => {
    expect(parseIsoDate('2025-04-01')).toEqual({ ok: true, value: new Date(Date.UTC(2025, 3, 1)) });
    expect(parseIsoDate('2025-02-30').ok).toBe(false);
    expect(parseIsoDate('01/04/2025').ok).toBe(false);
  });
});
