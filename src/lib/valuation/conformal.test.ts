import { describe, expect, it } from 'vitest';
import {
  cellFor,
  cellLabel,
  fitConformal,
  priceBandOf,
  rangeScore,
  weightedConformalQuantile,
  type ScoredSale,
} from './conformal.ts';

describe('conformal range calibration', () => {
  it('scores a price in units of the half-width on its side (worked example)', () => {
    expect(rangeScore(220_000, 200_000, 170_000, 240_000)).toBeCloseTo(Math.log(1.1) / Math.log(1.2), 10);
    expect(rangeScore(170_000, 200_000, 170_000, 240_000)).toBeCloseTo(1, 10);
    expect(rangeScore(200_000, 200_000, 200_000, 200_000)).toBe(0);
    expect(rangeScore(201_000, 200_000, 200_000, 200_000)).toBe(Infinity);
  });

  it('takes the ⌈(n + 1) × 0.8⌉-th smallest score', () => {
    const plain = (scores: number[]) => weightedConformalQuantile(scores.map((score) => ({ score, weight: 1 })));
    expect(plain([1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.1])).toBe(0.9);
    expect(plain([0.5, 2])).toBe(2);
  });

  it('weights scores by recency: newer months pull the quantile (worked example)', () => {
    const items = [
      { score: 0.5, weight: 0.25 },
      { score: 1, weight: 0.5 },
      { score: 2, weight: 1 },
    ];
    expect(weightedConformalQuantile(items)).toBe(2);
    // With 40 old scores of 0.5 the old month carries most weight: 0.8 × (10 + 0.5 + 1 + 1) = 10 → 0.5;
    // with 20 the newer months carry it: 0.8 × (5 + 0.5 + 1 + 1) = 6 is reached only at 2.
    const old = (n: number) => Array.from({ length: n }, () => ({ score: 0.5, weight: 0.25 }));
    expect(weightedConformalQuantile([...old(40), ...items.slice(1)])).toBe(0.5);
    expect(weightedConformalQuantile([...old(20), ...items.slice(1)])).toBe(2);
    expect(weightedConformalQuantile([])).toBeNull();
  });

  it('bands the estimate', () => {
    expect(priceBandOf(149_999)).toBe('under-150k');
    expect(priceBandOf(182_000)).toBe('150k-250k');
    expect(priceBandOf(400_000)).toBe('400k-plus');
  });

  it('keeps only cells with the minimum sample and falls back to wider cells', () => {
    const scores: ScoredSale[] = [
      ...Array.from({ length: 50 }, (_, i) => ({
        grade: 'medium' as const,
        type: 'S' as const,
        band: '150k-250k' as const,
        score: (i + 1) / 25,
      })),
      ...Array.from({ length: 10 }, () => ({
        grade: 'medium' as const,
        type: 'D' as const,
        band: '250k-400k' as const,
        score: 3,
      })),
      ...Array.from({ length: 45 }, () => ({
        grade: 'high' as const,
        type: 'T' as const,
        band: 'under-150k' as const,
        score: 0.2,
      })),
    ];
    const cells = fitConformal(scores, 40);
    const cal = { dataVersion: 'v', dataDate: '2019-12-31', months: { from: '2019-07', to: '2019-12' }, minSample: 40, cells };
    // 50 scores 0.04 … 2.0: ⌈51 × 0.8⌉ = 41st = 1.64.
    expect(cellFor(cal, 'medium', 'S', '150k-250k')).toMatchObject({ sales: 50, scale: 1.64 });
    // Detached medium has 10: falls back to every medium valuation (60 scores).
    expect(cellFor(cal, 'medium', 'D', '250k-400k')).toMatchObject({ grade: 'medium', type: '*', band: '*', sales: 60 });
    // A scale is kept within its bounds (0.2 → 0.5).
    expect(cellFor(cal, 'high', 'T', 'under-150k')!.scale).toBe(0.5);
    // A grade never seen falls back to every valuation.
    expect(cellFor(cal, 'low', 'F', '400k-plus')).toMatchObject({ grade: '*', sales: 105 });
    expect(cellFor(null, 'low', 'F', '400k-plus')).toBeNull();
    // A thin type in a band other types fill keeps the band's (price level's) scale before the type's.
    const dear: ScoredSale[] = Array.from({ length: 45 }, () => ({ grade: 'low', type: 'D', band: '400k-plus', score: 2 }));
    const cal2 = {
      ...cal,
      cells: fitConformal([...scores, ...dear, { grade: 'low', type: 'S', band: '400k-plus', score: 1 }], 40),
    };
    expect(cellFor(cal2, 'low', 'S', '400k-plus')).toMatchObject({ grade: 'low', type: '*', band: '400k-plus', scale: 2 });
    expect(cellLabel({ grade: 'medium', type: 'S', band: '150k-250k' }, () => 'semi-detached houses')).toBe(
      'medium grade · semi-detached houses · £150,000 to £250,000',
    );
  });
});
