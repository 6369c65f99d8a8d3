import { describe, expect, it } from 'vitest';
import { fitRepeatSaleModel } from './fit.ts';
import { localSettings, LOCAL_CONSTANTS_GRID } from './local-constants.ts';
import { withLocalConstants } from './params.ts';
import { prepareValuation } from './prepare.ts';
import { MIN_LONGER_RESALES, refitRepeatSale, resalePair } from './repeat-sale-refit.ts';
import { PLAIN_PARAMS, SUBJECT, sale } from './test-fixtures.ts';
import type { MonthCell } from './derived-index.ts';

const FITTED = { base: 0.05, perYear: 0.0025, maxYears: 1 };
const pairs = (n: number, years: number, absError: number) => Array.from({ length: n }, () => ({ years, absError }));

describe('the repeat-sale model re-measured on the calibration months', () => {
  it('keeps the prior per year when older resales miss by little (the doc comment’s worked example)', () => {
    // 0.455 × 0.15² − 0.05² = 0.0077375 = perYear × 5 → 0.00155, under the prior 0.0025.
    expect(refitRepeatSale(FITTED, pairs(10, 5, 0.15))).toEqual({ base: 0.05, perYear: 0.0025, maxYears: 5 });
  });

  it('fits the error added per year through the fitted base, and reaches the longest interval seen', () => {
    // Made-up: ten resales 5 years apart missing by 0.25 and ten 6 years apart missing by 0.3:
    // Σ y(0.455e² − 0.05²) = 10 × 5 × 0.0259375 + 10 × 6 × 0.03845 = 3.603875; Σ y² = 250 + 360 = 610;
    // perYear = 0.005908 (to 5 places 0.00591).
    const model = refitRepeatSale(FITTED, [...pairs(10, 5, 0.25), ...pairs(10, 6, 0.3)])!;
    expect(model).toEqual({ base: 0.05, perYear: 0.00591, maxYears: 6 });
  });

  it('offers nothing until enough resales are older than the model in force reaches', () => {
    expect(refitRepeatSale(FITTED, [...pairs(MIN_LONGER_RESALES - 1, 4, 0.2), ...pairs(50, 0.5, 0.05)])).toBeNull();
    expect(refitRepeatSale(FITTED, pairs(50, 0.9, 0.05))).toBeNull();
    expect(refitRepeatSale({ ...FITTED, maxYears: 6 }, pairs(20, 5, 0.2))).toBeNull();
  });

  it('fits the whole model from the resales when none is in force', () => {
    const all = [...pairs(10, 1, 0.05), ...pairs(20, 4, 0.2)];
    expect(refitRepeatSale(null, all)).toEqual(fitRepeatSaleModel(all));
  });

  it('tries every grid setting again with the re-measured model, and applies it with the setting', () => {
    const model = { base: 0.05, perYear: 0.004, maxYears: 6 };
    expect(localSettings(null)).toEqual(LOCAL_CONSTANTS_GRID);
    const settings = localSettings(model);
    expect(settings).toHaveLength(2 * LOCAL_CONSTANTS_GRID.length);
    expect(settings.slice(LOCAL_CONSTANTS_GRID.length)).toEqual(LOCAL_CONSTANTS_GRID.map((s) => ({ ...s, repeatSale: model })));
    const applied = withLocalConstants(PLAIN_PARAMS, settings.at(-1)!);
    expect(applied.repeatSale).toEqual(model);
    expect(applied.estimator).toEqual({ ...PLAIN_PARAMS.estimator, localShrinkage: 1, localClip: 0.8 });
    expect('repeatSale' in applied.estimator).toBe(false);
    expect(withLocalConstants(PLAIN_PARAMS, LOCAL_CONSTANTS_GRID[0]!).repeatSale).toBe(PLAIN_PARAMS.repeatSale);
  });
});

describe('resalePair', () => {
  // Made-up: the home (12 TEST STREET) sold for £200,000 in June 2016 and fetches £260,000 as of
  // October 2019; the district's index (semis and terraces alike) rose ln(1.2) between the months.
  const cells = (period: string, price: number): MonthCell[] => [
    { period, propertyType: 'T', sales: 40, meanLogPrice: Math.log(price) },
  ];
  const subject = { ...SUBJECT, address: { saon: null, paon: '12', street: 'TEST STREET' } };

  it('prices the home’s earlier sale by the index against what it fetched, with the years between', () => {
    const home = sale({ paon: '12', address: '12, TEST STREET', price: 200_000, date: '2016-06-15' });
    const evidence = {
      candidates: [home],
      indexCells: [...cells('2016-06', 200_000), ...cells('2019-09', 240_000)],
      indexLabel: 'district M33',
      hpi: null,
    };
    const prepared = prepareValuation(subject, evidence, PLAIN_PARAMS);
    const pair = resalePair(prepared, subject, 260_000)!;
    // June 2016 to October 2019: 40 months.
    expect(pair.years).toBe(3.33);
    // The estimate is £200,000 × the index's factor; the pair is the log distance to £260,000.
    const factor = prepared.index.series.points.at(-1)!.value / prepared.index.series.points[0]!.value;
    expect(factor).toBeGreaterThan(1.1);
    expect(pair.absError).toBeCloseTo(Math.abs(Math.log(260_000 / Math.round(200_000 * factor))), 10);
  });

  it('is null without an earlier sale, or when it was recorded as another type', () => {
    const evidence = { candidates: [], indexCells: cells('2019-09', 240_000), indexLabel: 'district M33', hpi: null };
    expect(resalePair(prepareValuation(subject, evidence, PLAIN_PARAMS), subject, 260_000)).toBeNull();
    const detached = sale({ paon: '12', address: '12, TEST STREET', date: '2016-06-15', propertyType: 'D' });
    const other = { ...evidence, candidates: [detached], indexCells: [...cells('2016-06', 200_000), ...evidence.indexCells] };
    expect(resalePair(prepareValuation(subject, other, PLAIN_PARAMS), subject, 260_000)).toBeNull();
  });
});
