import { describe, expect, it } from 'vitest';
import {
  chooseLocalConstants,
  LOCAL_CONSTANTS_GRID,
  localErrors,
  measureLocalConstants,
  type LocalErrors,
} from './local-constants.ts';
import { paramsInForce, VALUATION_PARAMS, type ValuationParams } from './params.ts';
import { prepareValuation } from './prepare.ts';
import { SUBJECT, sale } from './test-fixtures.ts';
import type { CandidateSale } from './types.ts';

const PLAIN: ValuationParams = {
  ...VALUATION_PARAMS,
  repeatSale: null,
  estimator: { ...VALUATION_PARAMS.estimator, halfDistanceKm: null, areaTrendRidge: 0, localShrinkage: 0.25, localClip: 0.4 },
};

/** Calibration rows where setting `better` errs `gain` less than the constants in force on every sale. */
function rows(n: number, better: number, gain: number): LocalErrors[] {
  return Array.from({ length: n }, (_, i) => {
    const inForce = 0.05 + (i % 10) / 100;
    return { inForce, bySetting: LOCAL_CONSTANTS_GRID.map((_, j) => (j === better ? inForce * (1 - gain) : inForce * 1.01)) };
  });
}

describe('local constants chosen by the walk-forward', () => {
  it('tries shrinkage 0.05–1 with a cap of 0.4 or 0.8 (10 settings)', () => {
    expect(LOCAL_CONSTANTS_GRID).toHaveLength(10);
    expect(LOCAL_CONSTANTS_GRID).toContainEqual({ localShrinkage: 0.05, localClip: 0.8 });
  });

  it('switches only when the best setting lowers the median error by at least 1%', () => {
    const clear = chooseLocalConstants(rows(100, 1, 0.03));
    expect(clear.chosen).toEqual(LOCAL_CONSTANTS_GRID[1]);
    expect(clear.sales).toBe(100);
    expect(clear.bestMdape!).toBeCloseTo(clear.inForceMdape! * 0.97, 12);
    const slight = chooseLocalConstants(rows(100, 1, 0.005));
    expect(slight.chosen).toBeNull();
    expect(slight.best).toEqual(LOCAL_CONSTANTS_GRID[1]);
    // Sales without a figure do not count.
    const declined = [...rows(10, 3, 0.05), { inForce: null, bySetting: LOCAL_CONSTANTS_GRID.map(() => null) }];
    expect(chooseLocalConstants(declined).sales).toBe(10);
    expect(chooseLocalConstants([]).chosen).toBeNull();
  });

  it('measures each setting on the same evidence: a postcode far above its sector is trusted more', () => {
    // Made-up: twelve semis elsewhere in the sector at £200,000; two at the home's postcode at
    // £360,000 (ln 1.8 = 0.59 above, beyond the 0.4 cap); the home sells at its postcode's price.
    const candidates: CandidateSale[] = [
      ...Array.from({ length: 12 }, () => sale({ postcode: 'M33 3ZZ', street: 'OTHER ROAD', price: 200_000 })),
      ...[1, 2].map(() => sale({ price: 360_000 })),
    ];
    const prepared = prepareValuation(SUBJECT, { candidates, indexCells: [], indexLabel: 'test', hpi: null }, PLAIN);
    const errors = localErrors(prepared, SUBJECT, 360_000, PLAIN);
    const at = (k: number, clip: number) =>
      errors.bySetting[LOCAL_CONSTANTS_GRID.findIndex((s) => s.localShrinkage === k && s.localClip === clip)]!;
    // In force (k 0.25, cap 0.4) the same as its grid twin; the wide cap and least shrinkage err least.
    expect(errors.inForce).toBeCloseTo(at(0.25, 0.4), 12);
    expect(at(0.05, 0.8)).toBeLessThan(at(0.25, 0.8));
    expect(at(0.25, 0.8)).toBeLessThan(at(0.25, 0.4));
    expect(Math.min(...errors.bySetting.map((e) => e!))).toBe(at(0.05, 0.8));
  });

  it('lets a home that never sold before stand for both repeat-sale models with its grid errors', () => {
    const errors = rows(40, 2, 0.05);
    const never = errors.map((e) => ({ errors: e, pair: null, resold: null }));
    expect(measureLocalConstants(never, PLAIN)).toEqual(chooseLocalConstants(errors));
    // Resales older than the model reaches offer a second model; homes without evidence kept count
    // the same under it, so the first setting with those errors (the grid's) is the best.
    const resold = errors.map((e) => ({ errors: e, pair: { absError: 0.1, years: 4 }, resold: null }));
    const withModel = measureLocalConstants(resold, { ...PLAIN, repeatSale: { base: 0.05, perYear: 0.0025, maxYears: 1 } });
    expect(withModel.chosen).toEqual(LOCAL_CONSTANTS_GRID[2]);
    expect(withModel.bestMdape).toBe(chooseLocalConstants(errors).bestMdape);
  });

  it('applies the stored calibration over the constants in force', () => {
    expect(paramsInForce(null)).toBe(VALUATION_PARAMS);
    const ranges = {
      dataVersion: 'v',
      dataDate: '2025-12-31',
      months: { from: '2025-07', to: '2025-12' },
      minSample: 40,
      cells: [],
    };
    const kept = paramsInForce({ ranges, local: null });
    expect(kept.ranges).toBe(ranges);
    expect(kept.estimator).toEqual(VALUATION_PARAMS.estimator);
    const chosen = paramsInForce({ ranges, local: { localShrinkage: 0.05, localClip: 0.8 } });
    expect(chosen.estimator).toEqual({ ...VALUATION_PARAMS.estimator, localShrinkage: 0.05, localClip: 0.8 });
  });
});
