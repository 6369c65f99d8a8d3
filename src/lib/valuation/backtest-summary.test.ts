import { describe, expect, it } from 'vitest';
import { budgets, groupRows, repeatSaleShare, type BacktestOutcome } from './backtest-summary.ts';

// Made-up hold-out outcomes, small enough to check every figure by hand.
const o = (actual: number, estimate: number | null, extra: Partial<BacktestOutcome> = {}): BacktestOutcome => ({
  actual,
  type: 'S',
  estimate,
  low: estimate === null ? null : estimate * 0.9,
  high: estimate === null ? null : estimate * 1.1,
  grade: estimate === null ? null : 'medium',
  repeatSale: false,
  outside: false,
  baseline: actual * 1.2,
  ...extra,
});

describe('the backtest’s published figures', () => {
  const outcomes = [
    o(200_000, 210_000), // 5% error, inside its range
    o(300_000, 240_000, { type: 'D', grade: 'low' }), // 20% error, outside (216k–264k)
    o(160_000, 160_000, { type: 'T', grade: 'high', repeatSale: true }), // 0%
    o(180_000, null), // not valued
  ];

  it('groups by type, price band, grade and repeat sale beside the baseline', () => {
    const rows = groupRows(outcomes);
    const all = rows[0]!;
    expect(all).toMatchObject({ group: 'all', engine: { sales: 4, valued: 3 } });
    expect(all.engine.medianAbsPctError).toBeCloseTo(0.05, 12);
    expect(all.engine.rangeHit).toBeCloseTo(2 / 3, 12);
    expect(all.baseline.medianAbsPctError).toBeCloseTo(0.2, 12);
    expect(rows.filter((r) => r.group === 'type').map((r) => r.key)).toEqual(['D', 'S', 'T']);
    expect(rows.filter((r) => r.group === 'band').map((r) => [r.key, r.engine.sales])).toEqual([
      ['150-200k', 2],
      ['200-250k', 1],
      ['300-500k', 1],
    ]);
    expect(rows.find((r) => r.group === 'grade' && r.key === 'low')!.engine.rangeHit).toBe(0);
    expect(rows.filter((r) => r.group === 'low-reason').map((r) => [r.key, r.engine.sales])).toEqual([
      ['evidence', 1],
      ['beyond', 0],
    ]);
    expect(rows.find((r) => r.group === 'repeat-sale')!.engine.valued).toBe(1);
    expect(repeatSaleShare(outcomes)).toBeCloseTo(1 / 3, 12);
  });

  it('checks each grade’s range (75–85%, at least 100), the errors against 10.5% and the baseline, and latency', () => {
    // 100 "high" valuations, 80 inside their range; the baseline is worse everywhere.
    const many = Array.from({ length: 100 }, (_, i) => o(200_000, i < 80 ? 204_000 : 250_000, { grade: 'high' }));
    const checks = budgets(many, [4, 5, 6, 60]);
    const by = (text: string) => checks.find((c) => c.budget.includes(text))!;
    expect(by('“high” grade')).toMatchObject({ pass: true, value: '80.0% of 100' });
    expect(by('“low” grade')).toMatchObject({ pass: false, value: 'n/a of 0' });
    expect(by('overall')).toMatchObject({ pass: true, value: '2.0%' });
    expect(by('Semi-detached')).toMatchObject({ pass: true, value: '2.0% against 20.0%' });
    expect(by('p50')).toMatchObject({ pass: true, value: '5.0 ms' });
    expect(by('p99')).toMatchObject({ pass: false, value: '60.0 ms' });
  });
});
