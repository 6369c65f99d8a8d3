import { describe, expect, it } from 'vitest';
import { adjustedLog, appliedFactor, estimateFromComparables, type PricedComparable } from './comparable-estimate.ts';
import type { SelectedSale } from './comparables.ts';
import { sale } from './test-fixtures.ts';
import type { CandidateSale, GeographyLevel } from './types.ts';

const EQUAL = { halfLifeMonths: 1e9, mismatchWeight: 1, localShrinkage: 0.25, newBuildPremium: 0 };
const FIXED = { minSectorSales: 5, minSpread: 0.02 };

function priced(
  level: GeographyLevel,
  overrides: Partial<CandidateSale> = {},
  extra: Partial<SelectedSale> = {},
): PricedComparable {
  return {
    factor: 1,
    areaScale: 1,
    selected: { sale: sale(overrides), level, mismatches: [], newBuildDifference: 0, monthsBefore: 3, reason: '', ...extra },
  };
}

describe('estimateFromComparables (made-up sales)', () => {
  const sector = [190_000, 200_000, 200_000, 210_000, 220_000].map((price) => priced('sector', { price, postcode: 'M33 3AB' }));

  it('follows the worked example: sector baseline £200,000, one postcode sale at £230,000 → £223,660', () => {
    const est = estimateFromComparables([...sector, priced('postcode', { price: 230_000 })], 'M33 3', EQUAL, FIXED);
    expect(est.baseline).toBe('sector');
    expect(Math.round(Math.exp(est.centre))).toBe(223_660);
    expect(est.localCount).toBe(1);
    expect(est.baselineCount).toBe(6);
    // λ = 1/1.25 = 0.8 on the postcode sale; the other 0.2 shared by the 6 baseline sales.
    const weights = est.rows.map((r) => r.weight);
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(est.rows.find((r) => r.comparable.selected.level === 'postcode')!.weight).toBeCloseTo(0.8 + 0.2 / 6, 6);
    expect(est.features.thinLocal).toBe(0.5);
    expect(est.features.thinArea).toBeCloseTo(1 / 6, 12);
    expect(est.features.far).toBe(0);
  });

  it('without local sales it is the area baseline; with too few sector sales the district is the baseline', () => {
    expect(Math.exp(estimateFromComparables(sector, 'M33 3', EQUAL, FIXED).centre)).toBeCloseTo(200_000, 6);
    const thin = [
      priced('sector', { price: 200_000 }),
      ...[180_000, 190_000, 260_000].map((price) => priced('district', { price, sector: 'M33 7' })),
    ];
    const est = estimateFromComparables(thin, 'M33 3', EQUAL, FIXED);
    expect(est.baseline).toBe('district');
    expect(est.features.far).toBe(1);
    // Weighted median of 180k, 190k, 200k, 260k (equal weights) is the second: £190,000.
    expect(Math.exp(est.centre)).toBeCloseTo(190_000, 6);
  });

  it('caps a local sale’s pull at ±0.4 log points and adjusts a new build by the premium', () => {
    const outlier = estimateFromComparables([...sector, priced('postcode', { price: 600_000 })], 'M33 3', EQUAL, FIXED);
    // B = ln 200,000 (the outlier is in the sector too but the median holds); L = 0.4 / 1.25 = 0.32.
    expect(Math.exp(outlier.centre)).toBeCloseTo(200_000 * Math.exp(0.32), 4);
    // With the wider cap (0.8) the sale's whole ln 3 = 1.0986 is still capped, at 0.8: L = 0.8 / 1.25 = 0.64.
    const wide = estimateFromComparables(
      [...sector, priced('postcode', { price: 600_000 })],
      'M33 3',
      { ...EQUAL, localClip: 0.8 },
      FIXED,
    );
    expect(wide.centre).toBeCloseTo(Math.log(200_000) + 0.64, 6);
    // A postcode 60% dearer than its sector (ln 1.6 = 0.47) counts whole under the wider cap: L = 0.47 / 1.25.
    const dear = [...sector, priced('postcode', { price: 320_000 })];
    expect(estimateFromComparables(dear, 'M33 3', EQUAL, FIXED).centre).toBeCloseTo(Math.log(200_000) + 0.32, 6);
    expect(estimateFromComparables(dear, 'M33 3', { ...EQUAL, localClip: 0.8 }, FIXED).centre).toBeCloseTo(
      Math.log(200_000) + Math.log(1.6) / 1.25,
      6,
    );
    const nb = estimateFromComparables(
      [...sector, priced('postcode', { price: 230_000, newBuild: true }, { newBuildDifference: 1 })],
      'M33 3',
      { ...EQUAL, newBuildPremium: 0.1 },
      FIXED,
    );
    // The new build's log price is lowered by 0.1 before it pulls: L = (ln 1.15 − 0.1) / 1.25.
    expect(Math.exp(nb.centre)).toBeCloseTo(200_000 * Math.exp((Math.log(1.15) - 0.1) / 1.25), 4);
  });

  it('brings a price forward by the derived index with its noise shrunk away, and by UK HPI whole', () => {
    const at = (factor: number) => ({ ...priced('sector', { price: 200_000 }), factor });
    const shrunk = { ...EQUAL, indexNoise: 0.1 };
    expect(appliedFactor(at(1.04), EQUAL)).toBe(1.04);
    // A 2% rise is mostly noise; a 30% rise is mostly the market.
    expect(appliedFactor(at(1.02), shrunk)).toBeCloseTo(1.00075, 5);
    expect(appliedFactor(at(1.3), shrunk)).toBeCloseTo(1.2574, 4);
    expect(appliedFactor(at(1 / 1.3), shrunk)).toBeCloseTo(1 / 1.2574, 4);
    expect(appliedFactor({ ...at(1.04), indexSource: 'uk-hpi' as const }, shrunk)).toBe(1.04);
    const f = Math.log(1.3);
    expect(adjustedLog(at(1.3), shrunk)).toBeCloseTo(Math.log(200_000) + (f * f * f) / (f * f + 0.01), 12);
  });
});

describe('the area trend (made-up sales)', () => {
  // Eight sector sales 0.5–2 km east of the home, 10% dearer a km east: the home sits at the cheap edge.
  const east = [0.5, 0.5, 1, 1, 1.5, 1.5, 2, 2].map((km, i) => ({
    ...priced('sector', { price: Math.round(200_000 * Math.exp(0.1 * km)) }),
    offsetKm: { east: km, north: i % 2 ? 0.2 : -0.2 },
  }));

  it('reads the baseline at the home, not the sector’s middle, and says so', () => {
    const median = estimateFromComparables(east, 'M33 3', EQUAL, FIXED);
    const trend = estimateFromComparables(east, 'M33 3', { ...EQUAL, areaTrendRidge: 0.2 }, FIXED);
    expect(median.trend).toBeNull();
    expect(Math.exp(median.centre)).toBeGreaterThan(220_000);
    // The plane's level at the home lies between the true £200,000 and the median (the ridge keeps part of the slope).
    expect(Math.exp(trend.centre)).toBeLessThan(Math.exp(median.centre) - 5_000);
    expect(Math.exp(trend.centre)).toBeGreaterThan(200_000);
    expect(trend.trend!.east).toBeGreaterThan(0.03);
    // Shares stay a split of the estimate: none negative, summing to 1.
    const weights = trend.rows.map((r) => r.weight);
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(0);
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('leaves a sale without a place out of the plane and out of the baseline’s count', () => {
    const unplaced = { ...priced('sector', { price: 400_000 }), offsetKm: null };
    const est = estimateFromComparables([...east, unplaced], 'M33 3', { ...EQUAL, areaTrendRidge: 0.2 }, FIXED);
    expect(est.trend).not.toBeNull();
    expect(est.baselineCount).toBe(8);
    expect(est.rows.some((r) => r.comparable === unplaced)).toBe(false);
    expect(est.centre).toBeCloseTo(estimateFromComparables(east, 'M33 3', { ...EQUAL, areaTrendRidge: 0.2 }, FIXED).centre, 12);
  });

  it('keeps the weighted median when too few sales have a place', () => {
    const unplaced = east.map((c, i) => (i < 2 ? c : { ...c, offsetKm: null }));
    const est = estimateFromComparables(unplaced, 'M33 3', { ...EQUAL, areaTrendRidge: 0.2 }, FIXED);
    expect(est.trend).toBeNull();
    expect(est.centre).toBeCloseTo(estimateFromComparables(east, 'M33 3', EQUAL, FIXED).centre, 12);
  });
});
