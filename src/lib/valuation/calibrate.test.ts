import { describe, expect, it } from 'vitest';
import { calibrate, ESTIMATOR_GRID, slimPrepared, type TrainingCase } from './calibrate.ts';
import { VALUATION_PARAMS } from './params.ts';
import { prepareValuation } from './prepare.ts';
import { SUBJECT, sale } from './test-fixtures.ts';

// Made-up training sales: each home sold for what its own postcode's sale says (±3%), while the
// sector's five sales sit at £200,000 whatever the postcode. The fit should trust the postcode.
function trainingCases(n: number): TrainingCase[] {
  return Array.from({ length: n }, (_, i) => {
    const local = 150_000 + (i % 20) * 10_000;
    const actual = Math.round(local * (1 + (((i * 7) % 13) - 6) / 200));
    const candidates = [
      ...[195_000, 198_000, 200_000, 202_000, 205_000].map((price) => sale({ price, postcode: 'M33 3AB' })),
      sale({ price: local }),
    ];
    const evidence = { candidates, indexCells: [], indexLabel: 'test', hpi: null };
    return { subject: SUBJECT, actual, prepared: slimPrepared(prepareValuation(SUBJECT, evidence, VALUATION_PARAMS)) };
  });
}

describe('calibrate (training valuations only)', () => {
  it('tries 1,440 estimator settings (local shrinkage from 0.05, index noise 0, 0.025, 0.05)', () => {
    expect(ESTIMATOR_GRID).toHaveLength(1440);
  });

  it('chooses the least shrinkage towards the area when the postcode sale is what predicts the price', () => {
    const fit = calibrate(trainingCases(120), VALUATION_PARAMS, {
      historyTruncated: true,
      floors: { age: 0.1, far: 0.15, mismatch: 0.15 },
    });
    expect(fit.params.estimator.localShrinkage).toBe(0.05);
    // With k = 0.05 the estimate is B + 0.95 × (local − B): errors of a few per cent, not the area's 25%.
    expect(fit.trainingError).toBeLessThan(0.15);
    expect(fit.params.errorModel.coefficients.age).toBe(0.1);
    expect(fit.params.rangeModel.intercept).toBeGreaterThan(fit.params.errorModel.intercept);
    expect(fit.params.repeatSale).toBeNull();
    const graded = fit.grades.high.valuations + fit.grades.medium.valuations + fit.grades.low.valuations;
    expect(graded).toBe(120);
  });
});
