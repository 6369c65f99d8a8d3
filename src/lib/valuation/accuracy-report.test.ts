import { expect, it } from 'vitest';
import accuracy from '../../data/valuation-accuracy.json' with { type: 'json' };
import {
  accuracyMatchesData,
  accuracyRows,
  improvementOverBaseline,
  localConstantsSentence,
  percent,
  type AccuracyFile,
} from './accuracy-report.ts';

const file = accuracy as unknown as AccuracyFile;

it('writes shares as percentages with one decimal', () => {
  expect(percent(0.10472)).toBe('10.5%');
  expect(percent(1)).toBe('100.0%');
  expect(percent(null)).toBe('–');
});

it('reads the published backtest: every hold-out sale first, then each property type', () => {
  const rows = accuracyRows(file, 'headline');
  expect(rows[0]!.label).toBe('All test sales');
  expect(rows[0]!.sales).toBe(file.split.testSales);
  expect(rows.slice(1).map((r) => r.label)).toEqual(expect.arrayContaining(['Detached', 'Semi-detached', 'Terraced']));
  expect(rows.slice(1).reduce((s, r) => s + r.sales, 0)).toBe(file.split.testSales);
});

it('publishes each grade with at least 100 valuations, its median error and how often its range held', () => {
  const grades = accuracyRows(file, 'grade');
  expect(grades.map((g) => g.label)).toEqual([
    'Graded high',
    'Graded medium',
    'Graded low',
    'Low: weaker evidence',
    'Low: beyond the data’s prices',
  ]);
  expect(grades[3]!.sales + grades[4]!.sales).toBe(grades[2]!.sales);
  for (const g of grades.slice(0, 3)) {
    expect(g.valued).toBeGreaterThanOrEqual(100);
    expect(g.error).toMatch(/^\d+\.\d%$/);
    expect(g.inRange).toMatch(/^\d+\.\d%$/);
  }
  expect(accuracyRows(file, 'band').reduce((s, r) => s + r.sales, 0)).toBe(file.split.testSales);
});

it('states the improvement over the naive baseline on the same sales', () => {
  const improvement = improvementOverBaseline(file)!;
  const { engine, baseline } = file.testBothValued;
  expect(improvement).toBeCloseTo(1 - engine.medianAbsPctError! / baseline.medianAbsPctError!, 10);
});

it('knows when the published accuracy was measured on the data now imported', () => {
  const measured = [{ file: 'pp/a.csv', asOf: '2019-12-20' }];
  const imported = [
    { file: 'pp/a.csv', dataset: 'price_paid', asOf: '2019-12-20' },
    { file: 'crime/x.csv', dataset: 'crime', asOf: '2016-06' },
  ];
  expect(accuracyMatchesData(measured, imported)).toBe(true);
  expect(accuracyMatchesData(measured, [{ file: 'pp/a.csv', dataset: 'price_paid', asOf: '2026-10-31' }])).toBe(false);
  expect(accuracyMatchesData(measured, [...imported, { file: 'pp/b.csv', dataset: 'price_paid', asOf: null }])).toBe(false);
});

it('says in words what the walk-forward did with the local constants', () => {
  const kept = localConstantsSentence({ sales: 1200, inForceMdape: 0.1002, bestMdape: 0.1, chosen: null });
  expect(kept).toContain('re-measured on 1,200 sales of the months before the test months');
  expect(kept).toContain('best 10.0% against 10.0%), so the fitted setting stays.');
  const chosen = localConstantsSentence({
    sales: 300,
    inForceMdape: 0.2227,
    bestMdape: 0.212,
    chosen: { localShrinkage: 0.05, localClip: 0.8 },
  });
  // e^0.8 = 2.2255 (123% above); e^−0.8 = 0.4493 (55% below).
  expect(chosen).toContain('each counting up to 123% above or 55% below the area’s price');
  expect(chosen).toContain('from 22.3% to 21.2%, so the test months and new valuations use that setting.');
  expect(chosen).not.toMatch(/localClip|localShrinkage/);
  const withResale = localConstantsSentence({
    sales: 300,
    inForceMdape: 0.2227,
    bestMdape: 0.2,
    chosen: { localShrinkage: 0.25, localClip: 0.4, repeatSale: { base: 0.0474, perYear: 0.004, maxYears: 6 } },
  });
  // e^0.4 = 1.4918 (49% above); e^−0.4 = 0.6703 (33% below).
  expect(withResale).toContain(
    '(each counting up to 49% above or 33% below the area’s price, and the home’s own earlier sale used up to 6 years before)',
  );
  expect(withResale).not.toMatch(/repeatSale|maxYears|perYear/);
});
