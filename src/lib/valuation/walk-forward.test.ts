import { describe, expect, it } from 'vitest';
import { walkForwardResult } from './published-accuracy.ts';
import {
  cellsBefore,
  figuresOf,
  liveCalibration,
  heldWalkForwardMonths,
  walkForwardOutcomes,
  type WalkForwardOptions,
  type WalkForwardRow,
} from './walk-forward.ts';

const OPTIONS: WalkForwardOptions = { testMonths: 2, calibrationMonths: 2, perMonth: 50, minCellSales: 10, seed: 't' };

/** Made-up rows: `n` semi-detached sales in `month`, each with the given range score, priced 200,000 and valued at `estimate`. */
function rows(month: string, n: number, score: (i: number) => number, estimate = 200_000): WalkForwardRow[] {
  return Array.from({ length: n }, (_, i) => ({
    month,
    saleDate: `${month}-15`,
    type: 'S' as const,
    actual: 200_000,
    baseline: 210_000,
    declined: null,
    valued: {
      estimate,
      low: 180_000,
      high: 220_000,
      grade: 'medium' as const,
      band: '150k-250k' as const,
      score: score(i),
      evidenceDate: `${month}-01`,
    },
  }));
}

describe('walk-forward', () => {
  it('samples the latest months the data holds, not calendar months: after a gap, the months before it', () => {
    const held = ['2019-09', '2019-10', '2019-11', '2019-12'].map((month) => ({ month, sales: 500 }));
    expect(heldWalkForwardMonths(held, OPTIONS)).toEqual({
      all: ['2019-09', '2019-10', '2019-11', '2019-12'],
      test: ['2019-11', '2019-12'],
    });
    // A later year imported beside the samples, with a stray sale in 2024-06 (too few to count).
    const later = [...held, { month: '2025-02', sales: 80 }, { month: '2025-01', sales: 90 }, { month: '2024-06', sales: 1 }];
    expect(heldWalkForwardMonths(later, OPTIONS)).toEqual({
      all: ['2019-11', '2019-12', '2025-01', '2025-02'],
      test: ['2025-01', '2025-02'],
    });
  });

  it('calibrates a month on the held months before it, across a gap in the data', () => {
    const old = [...rows('2019-11', 20, (i) => (i + 1) / 20), ...rows('2019-12', 20, (i) => (i + 1) / 20)];
    const cells = cellsBefore([...old, ...rows('2025-01', 20, () => 5)], '2025-01', OPTIONS);
    expect(cells.find((c) => c.grade === 'medium' && c.type === 'S' && c.band === '150k-250k')).toMatchObject({ sales: 40 });
    const live = liveCalibration([...old, ...rows('2025-01', 20, () => 2)], OPTIONS, {
      dataVersion: 'v',
      dataDate: '2025-01-31',
    });
    expect(live.months).toEqual({ from: '2019-12', to: '2025-01' });
  });

  it('calibrates a month only on the months before it: no look-ahead', () => {
    const early = [...rows('2019-09', 20, (i) => (i + 1) / 20), ...rows('2019-10', 20, (i) => (i + 1) / 20)];
    // November's prices fall far outside: that must not change November's own calibration.
    const all = [...early, ...rows('2019-11', 20, () => 5)];
    expect(cellsBefore(all, '2019-11', OPTIONS)).toEqual(cellsBefore(early, '2019-11', OPTIONS));
    const outcomes = walkForwardOutcomes(all, OPTIONS);
    expect(new Set(outcomes.map((o) => o.month))).toEqual(new Set(['2019-10', '2019-11']));
    // 40 scores 0.05 … 1.0 (each twice): ⌈41 × 0.8⌉ = 33rd = 0.85 for November; November's 5s all fall outside.
    const november = outcomes.filter((o) => o.month === '2019-11');
    expect(november.every((o) => o.scale === 0.85 && o.inRange === false)).toBe(true);
  });

  it('recomputed after a later, higher-priced month, the ranges widen', () => {
    const before = [...rows('2019-11', 30, (i) => (i + 1) / 30), ...rows('2019-12', 30, (i) => (i + 1) / 30)];
    // January: prices 25% above the figures (valued at 160,000 for 200,000): scores well past 1.
    const january = rows('2020-01', 30, (i) => 1.5 + i / 30, 160_000);
    const stamp = { dataVersion: 'a', dataDate: '2019-12-31' };
    const was = liveCalibration(before, OPTIONS, stamp);
    const now = liveCalibration([...before, ...january], OPTIONS, { dataVersion: 'b', dataDate: '2020-01-31' });
    const scale = (c: typeof was) => c.cells.find((x) => x.grade === 'medium' && x.type === 'S' && x.band === '150k-250k')!.scale;
    expect(was.months).toEqual({ from: '2019-11', to: '2019-12' });
    expect(now.months).toEqual({ from: '2019-12', to: '2020-01' });
    expect(scale(now)).toBeGreaterThan(scale(was));
    const result = walkForwardResult([...before, ...january], OPTIONS, { ...stamp, computedAt: '2020-02-01T00:00:00Z' });
    expect(result.accuracy.byMonth.find((m) => m.key === '2020-01')!.medianSignedError).toBe(-0.2);
  });

  it('publishes MdAPE, shares within 5/10/20%, bias, range coverage and the share declined (worked example)', () => {
    const base = rows('2019-12', 4, () => 0.5);
    const outcomes = [
      { ...base[0]!, valued: { ...base[0]!.valued!, estimate: 204_000 }, scale: 1, inRange: true },
      { ...base[1]!, valued: { ...base[1]!.valued!, estimate: 230_000 }, scale: 1, inRange: false },
      { ...base[2]!, valued: { ...base[2]!.valued!, estimate: 190_000 }, scale: 1, inRange: true },
      { ...base[3]!, valued: null, declined: 'stale-evidence' as const, scale: 1, inRange: null },
    ];
    // Errors 2%, 15%, 5%: median 5%; signed +2%, +15%, −5%: median +2%.
    expect(figuresOf(outcomes)).toMatchObject({
      sales: 4,
      valued: 3,
      declinedShare: 0.25,
      mdape: 0.05,
      within5: 0.6667,
      within10: 0.6667,
      within20: 1,
      medianSignedError: 0.02,
      rangeCount: 3,
      rangeCoverage: 0.6667,
      bothValued: 3,
      baselineMdapeBoth: 0.05,
    });
  });
});
