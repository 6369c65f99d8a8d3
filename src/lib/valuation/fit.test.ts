import { describe, expect, it } from 'vitest';
import { fitErrorModel, fitRepeatSaleModel, leastSquares, quantileRegression, REPEAT_SALE_PER_YEAR_PRIOR } from './fit.ts';

const ZERO = { spread: 0, thinLocal: 0, thinArea: 0, age: 0, far: 0, mismatch: 0 };

describe('least squares and quantile regression (hand-worked)', () => {
  it('fits y = 1 + 2x exactly', () => {
    const beta = leastSquares(
      [0, 1, 2, 3].map((x) => [1, x]),
      [1, 3, 5, 7],
    );
    expect(beta[0]).toBeCloseTo(1, 10);
    expect(beta[1]).toBeCloseTo(2, 10);
  });
  it('finds a quantile of a constant sample: the 70th percentile of 1, 2, 3, 4, 5 is 4 (n·τ = 3.5 → the 4th)', () => {
    expect(quantileRegression([[], [], [], [], []], [1, 2, 3, 4, 5], 0.7)[0]).toBeCloseTo(4, 2);
    expect(quantileRegression([[], [], [], [], []], [1, 2, 3, 4, 5], 0.5)[0]).toBeCloseTo(3, 2);
  });
});

describe('fitErrorModel', () => {
  it('recovers a prediction equal to the spread (the doc comment’s example)', () => {
    const rows = [0.05, 0.1, 0.2].map((e) => ({ features: { ...ZERO, spread: Math.log(e) }, absError: e }));
    const model = fitErrorModel(rows, {}, 0.5);
    expect(model.coefficients.spread).toBeCloseTo(1, 3);
    expect(model.intercept).toBeCloseTo(0, 3);
  });
  it('holds a coefficient at its floor when the fit would narrow ranges for weaker evidence', () => {
    // Errors fall as "mismatch" rises: unconstrained, its coefficient would be negative.
    const rows = [
      { features: { ...ZERO, mismatch: 0 }, absError: 0.2 },
      { features: { ...ZERO, mismatch: 0.5 }, absError: 0.1 },
      { features: { ...ZERO, mismatch: 1 }, absError: 0.05 },
    ];
    const model = fitErrorModel(rows, { mismatch: 0.15 }, 0.5);
    expect(model.coefficients.mismatch).toBe(0.15);
    // A feature that never varies gets its floor and nothing else.
    expect(model.coefficients.far).toBe(0);
    expect(fitErrorModel(rows, { far: 0.15 }, 0.5).coefficients.far).toBe(0.15);
  });
  it('keeps a held coefficient fixed (age when the data starts inside the lookback)', () => {
    const rows = [0.05, 0.1, 0.2, 0.4].map((e, i) => ({ features: { ...ZERO, age: i }, absError: e }));
    expect(fitErrorModel(rows, { age: 0.1 }, 0.5, { age: 0.1 }).coefficients.age).toBe(0.1);
    expect(fitErrorModel(rows, { age: 0.1 }, 0.5).coefficients.age).toBeCloseTo(Math.log(2), 2);
  });
});

describe('fitRepeatSaleModel', () => {
  it('needs ten resales; takes the median error of the recent ones and the stated drift per year', () => {
    expect(fitRepeatSaleModel([{ absError: 0.05, years: 0.5 }])).toBeNull();
    const pairs = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.11].map((absError, i) => ({
      absError,
      years: i / 10,
    }));
    // Median of 0.01 … 0.11 is 0.06; the longest interval 1.0 year.
    expect(fitRepeatSaleModel(pairs)).toEqual({ base: 0.06, perYear: REPEAT_SALE_PER_YEAR_PRIOR, maxYears: 1 });
  });
  it('measures the drift per year when enough resales are two or more years apart', () => {
    // 0.455 × e² = 0.0036 + 0.01 × years exactly → slope 0.01 per year.
    const pairs = Array.from({ length: 40 }, (_, i) => {
      const years = i / 4;
      return { years, absError: Math.sqrt((0.0036 + 0.01 * years) / 0.455) };
    });
    const model = fitRepeatSaleModel(pairs)!;
    expect(model.perYear).toBeCloseTo(0.01, 5);
    expect(model.maxYears).toBe(10);
  });
});
