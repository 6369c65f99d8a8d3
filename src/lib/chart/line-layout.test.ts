import { describe, expect, it } from 'vitest';
import { edgeTicks, seriesGaps, seriesStep, splitAtGaps } from './line-layout.ts';

describe('line layout', () => {
  it('finds the usual step of a series', () => {
    expect(seriesStep([0, 1, 2, 5])).toBe(1);
    expect(seriesStep([24, 12, 36])).toBe(12);
    expect(seriesStep([7])).toBeNull();
  });

  it('breaks a line where the series skips steps, never across the hole', () => {
    // M area prices: June 1995, then every month of 2019.
    const june1995 = 1995 * 12 + 5;
    const jan2019 = 2019 * 12;
    const points = [june1995, ...Array.from({ length: 12 }, (_, i) => jan2019 + i)].map((x) => ({ x, y: 1 }));
    const runs = splitAtGaps(points, 1);
    expect(runs.map((r) => r.length)).toEqual([1, 12]);
    expect(
      seriesGaps(
        points.map((p) => p.x),
        1,
      ),
    ).toEqual([{ from: june1995 + 1, to: jan2019 - 1 }]);
  });

  it('keeps a continuous series in one run, in x order', () => {
    expect(splitAtGaps([{ x: 2 }, { x: 0 }, { x: 1 }], 1)).toEqual([[{ x: 0 }, { x: 1 }, { x: 2 }]]);
    expect(seriesGaps([0, 1, 2], 1)).toEqual([]);
  });

  it('always labels the first and last x, and inner ticks only where they do not crowd them', () => {
    const px = (v: number) => v * 10;
    expect(edgeTicks([12, 24, 36], 3, 40, px, 100)).toEqual([3, 24, 40]);
    expect(edgeTicks([12, 24, 36], 3, 40, px, 50)).toEqual([3, 12, 24, 40]);
    expect(edgeTicks([], 0, 11, px, 50)).toEqual([0, 11]);
    expect(edgeTicks([5], 5, 5, px, 50)).toEqual([5]);
  });
});
