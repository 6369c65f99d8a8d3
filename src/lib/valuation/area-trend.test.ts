import { describe, expect, it } from 'vitest';
import { AREA_TREND_DEFAULTS, fitAreaTrend, type TrendPoint } from './area-trend.ts';
import { weightedMedian } from './range.ts';

const OPTIONS = { ...AREA_TREND_DEFAULTS, ridge: 0 };
const ln = Math.log;

/** Sales on a square 1 km either side of the subject, priced by a plane: £200,000 at the subject, +10% a km east. */
function plane(extra: Partial<TrendPoint>[] = []): TrendPoint[] {
  const out: TrendPoint[] = [];
  for (const east of [-1, -0.5, 0.5, 1])
    for (const north of [-1, 1]) out.push({ value: ln(200_000) + 0.1 * east, weight: 1, east, north });
  return [...out, ...extra.map((p) => ({ value: ln(200_000), weight: 1, east: 0, north: 0, ...p }))];
}

describe('fitAreaTrend', () => {
  it('reads a plane exactly at the subject, with its slopes (no ridge)', () => {
    const fit = fitAreaTrend(plane(), OPTIONS)!;
    expect(Math.exp(fit.level)).toBeCloseTo(200_000, 0);
    expect(fit.east).toBeCloseTo(0.1, 6);
    expect(fit.north).toBeCloseTo(0, 6);
  });

  it('corrects the edge bias a weighted median has: every sale east of the home', () => {
    // Worked by hand: eight sales 0.5–2 km east at ln 200,000 + 0.1 × km; the home is at 0 km, so its
    // level is £200,000. Their weighted median sits 1–1.5 km east: at least ln 200,000 + 0.1.
    const east = [0.5, 0.5, 1, 1, 1.5, 1.5, 2, 2].map((km, i) => ({
      value: ln(200_000) + 0.1 * km,
      weight: 1,
      east: km,
      north: i % 2 ? 0.2 : -0.2,
    }));
    const fit = fitAreaTrend(east, OPTIONS)!;
    expect(Math.exp(fit.level)).toBeCloseTo(200_000, 0);
    const shrunk = fitAreaTrend(east, { ...OPTIONS, ridge: 0.2 })!;
    // The ridge keeps part of the slope: the level lies above the plane's £200,000 but below the sales' middle (1.25 km: ≈£226,600).
    expect(Math.exp(shrunk.level)).toBeGreaterThan(200_000);
    expect(Math.exp(shrunk.level)).toBeLessThan(200_000 * Math.exp(0.125));
  });

  it('caps an odd sale’s pull (Huber): £600,000 moves the level no more than £300,000 would', () => {
    const odd = fitAreaTrend(plane([{ value: ln(600_000) }]), OPTIONS)!;
    const dear = fitAreaTrend(plane([{ value: ln(300_000) }]), OPTIONS)!;
    expect(odd.level).toBeCloseTo(dear.level, 9);
    // A plain mean of the nine would move by ln 3 ÷ 9 = 0.122; Huber caps its pull at 0.1, balanced by the other eight: 0.1 ÷ 8.
    expect(odd.level - ln(200_000)).toBeCloseTo(0.1 / 8, 9);
    const oddIndex = 8;
    expect(odd.fitWeights[oddIndex]).toBeLessThan(0.1);
  });

  it('never moves the level more than maxShift from the weighted median', () => {
    const far = plane().map((p) => ({ ...p, east: p.east + 20, value: ln(200_000) + 0.1 * (p.east + 20) }));
    const fit = fitAreaTrend(far, { ...OPTIONS, maxShift: 0.4 })!;
    const median = weightedMedian(far.map((p) => ({ value: p.value, weight: p.weight })));
    expect(median).toBeGreaterThan(ln(200_000) + 1.9);
    expect(fit.level).toBeCloseTo(median - 0.4, 6);
  });

  it('needs minSales placed sales', () => {
    expect(fitAreaTrend(plane().slice(0, 7), OPTIONS)).toBeNull();
    expect(fitAreaTrend(plane().slice(0, 8), OPTIONS)).not.toBeNull();
  });
});
