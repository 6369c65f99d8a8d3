import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { weightedMedian } from './range.ts';
import { roundEstimate, roundRangeHigh, roundRangeLow } from './rounding.ts';

describe('weighted statistics', () => {
  it('takes the smallest value reaching half the weight', () => {
    expect(weightedMedian([1, 2, 3].map((value) => ({ value, weight: 1 })))).toBe(2);
    expect(
      weightedMedian([
        { value: 1, weight: 3 },
        { value: 10, weight: 1 },
      ]),
    ).toBe(1);
    expect(
      weightedMedian([
        { value: 1, weight: 1 },
        { value: 10, weight: 1 },
      ]),
    ).toBe(1);
  });
  it('the weighted median lies within the values (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            value: fc.double({ min: -5, max: 5, noNaN: true }),
            weight: fc.double({ min: 0.01, max: 5, noNaN: true }),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (items) => {
          const m = weightedMedian(items);
          return m >= Math.min(...items.map((i) => i.value)) && m <= Math.max(...items.map((i) => i.value));
        },
      ),
    );
  });
});

describe('rounding', () => {
  it('rounds the estimate to £1,000 and never narrows the range', () => {
    expect(roundEstimate(212_499)).toBe(212_000);
    expect(roundEstimate(212_500)).toBe(213_000);
    expect(roundRangeLow(187_900)).toBe(187_000);
    expect(roundRangeHigh(236_100)).toBe(237_000);
  });
});
