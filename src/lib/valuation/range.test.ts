import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveSize, gradeValuation, rangeHalfWidth, weightedMedian } from './range.ts';
import { roundEstimate, roundRangeHigh, roundRangeLow } from './rounding.ts';

const FLAT = { minSpread: 0.05, multiplier: { postcode: 1, sector: 1, district: 1 } };

describe('rangeHalfWidth', () => {
  it('follows the worked example in its doc comment (made-up numbers)', () => {
    const devs = [0, 0.05, 0.1, 0.1].map((value) => ({ value, weight: 1 }));
    const { halfWidth, spread, effectiveN } = rangeHalfWidth(devs, 'sector', FLAT);
    expect(spread).toBeCloseTo(1.4826 * 0.05, 9);
    expect(effectiveN).toBe(4);
    expect(halfWidth).toBeCloseTo(0.1062, 4);
    expect(Math.round((200_000 * Math.exp(-halfWidth)) / 100) * 100).toBe(179_800);
    expect(Math.round((200_000 * Math.exp(halfWidth)) / 100) * 100).toBe(222_400);
  });
  it('never falls below the spread floor and widens with the level multiplier', () => {
    const same = [0, 0, 0].map((value) => ({ value, weight: 1 }));
    expect(rangeHalfWidth(same, 'postcode', FLAT).spread).toBe(0.05);
    const wide = { ...FLAT, multiplier: { postcode: 1, sector: 1, district: 1.5 } };
    expect(rangeHalfWidth(same, 'district', wide).halfWidth).toBeCloseTo(
      1.5 * rangeHalfWidth(same, 'postcode', wide).halfWidth,
      12,
    );
  });
  it('grows with dispersion (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (xs, k) => {
          const a = rangeHalfWidth(
            xs.map((value) => ({ value, weight: 1 })),
            'sector',
            FLAT,
          ).halfWidth;
          const b = rangeHalfWidth(
            xs.map((value) => ({ value: value * k, weight: 1 })),
            'sector',
            FLAT,
          ).halfWidth;
          return b >= a - 1e-12;
        },
      ),
    );
  });
});

describe('weightedMedian and effectiveSize', () => {
  it('weights pull the median', () => {
    expect(
      weightedMedian([
        { value: 1, weight: 1 },
        { value: 2, weight: 1 },
        { value: 3, weight: 5 },
      ]),
    ).toBe(3);
    expect(
      weightedMedian([
        { value: 1, weight: 1 },
        { value: 2, weight: 1 },
        { value: 3, weight: 1 },
      ]),
    ).toBe(2);
  });
  it('equal weights give n; one dominant weight gives about 1', () => {
    expect(effectiveSize([1, 1, 1, 1])).toBe(4);
    expect(effectiveSize([1000, 1, 1])).toBeLessThan(1.01);
  });
});

describe('rounding (named choices)', () => {
  it('rounds the estimate to the nearest £1,000 and widens the range outwards', () => {
    expect(roundEstimate(212_499)).toBe(212_000);
    expect(roundEstimate(212_500)).toBe(213_000);
    expect(roundRangeLow(187_900)).toBe(187_000);
    expect(roundRangeHigh(236_100)).toBe(237_000);
    expect(roundRangeHigh(236_000)).toBe(236_000);
  });
});

describe('gradeValuation', () => {
  it('grades by count, level and width, with a reason', () => {
    expect(gradeValuation(8, 'sector', 0.12).grade).toBe('high');
    expect(gradeValuation(8, 'district', 0.12).grade).toBe('medium');
    expect(gradeValuation(8, 'sector', 0.2).grade).toBe('medium');
    expect(gradeValuation(5, 'sector', 0.3).grade).toBe('low');
    const low = gradeValuation(3, 'postcode', 0.1);
    expect(low.grade).toBe('low');
    expect(low.reason).toContain('only 3 comparable sales');
  });
});
