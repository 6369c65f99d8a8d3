import { describe, expect, it } from 'vitest';
import { buildDerivedIndex } from './derived-index.ts';

describe('buildDerivedIndex', () => {
  it('follows the worked example in its doc comment (made-up numbers)', () => {
    const idx = buildDerivedIndex(
      [
        { period: '2019-01', propertyType: 'S', sales: 30, meanLogPrice: 12.0 },
        { period: '2019-02', propertyType: 'S', sales: 30, meanLogPrice: 12.1 },
      ],
      'test',
      { smoothing: 30, thinBelow: 20 },
    );
    expect(idx.points.map((p) => p.value)).toEqual([expect.closeTo(Math.exp(-0.05), 9), expect.closeTo(1, 9)]);
  });

  it('is not moved by a change of mix between types', () => {
    const cells = [
      { period: '2019-01', propertyType: 'D' as const, sales: 10, meanLogPrice: 12.6 },
      { period: '2019-01', propertyType: 'T' as const, sales: 40, meanLogPrice: 12.0 },
      { period: '2019-02', propertyType: 'D' as const, sales: 40, meanLogPrice: 12.6 },
      { period: '2019-02', propertyType: 'T' as const, sales: 10, meanLogPrice: 12.0 },
    ];
    const idx = buildDerivedIndex(cells, 'test');
    expect(idx.points[1]!.value / idx.points[0]!.value).toBeCloseTo(1, 9);
  });

  it('fills empty months with the last level and flags thin months', () => {
    const idx = buildDerivedIndex(
      [
        { period: '2019-01', propertyType: 'T', sales: 50, meanLogPrice: 12.0 },
        { period: '2019-03', propertyType: 'T', sales: 2, meanLogPrice: 13.0 },
      ],
      'test',
      { smoothing: 30, thinBelow: 20 },
    );
    expect(idx.points.map((p) => p.period)).toEqual(['2019-01', '2019-02', '2019-03']);
    expect(idx.points.map((p) => p.thin)).toEqual([false, true, true]);
    expect(idx.points[1]!.value).toBe(idx.points[0]!.value);
    // Two sales a whole log point dearer move the level by only 2/32 of it.
    expect(Math.log(idx.points[2]!.value / idx.points[0]!.value)).toBeCloseTo(2 / 32, 9);
  });

  it('returns an empty series for no sales', () => {
    expect(buildDerivedIndex([], 'x').points).toEqual([]);
  });
});
