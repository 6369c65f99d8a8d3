import { describe, expect, it } from 'vitest';
import { adjustedLog, comparableWeight } from './comparable-estimate.ts';
import { FEATURES, featureEffects, keepFeatures, type FeatureCase } from './features.ts';
import { VALUATION_PARAMS, type ValuationParams } from './params.ts';
import { distanceKm, prepareValuation } from './prepare.ts';
import { SUBJECT, sale } from './test-fixtures.ts';
import type { CandidateSale } from './types.ts';
import { coreEstimate } from './value-property.ts';

// Made-up places (not data): the subject's postcode centroid and points about 0.2 km and 3 km east.
const HOME = { lat: 53.42, lng: -2.32 };
const NEAR = { lat: 53.42, lng: -2.317 };
const FAR = { lat: 53.42, lng: -2.275 };
const OFF: ValuationParams = {
  ...VALUATION_PARAMS,
  repeatSale: null,
  estimator: { ...VALUATION_PARAMS.estimator, halfDistanceKm: null, freeholdPremium: 0 },
};

/**
 * Made-up training sales: the sector has six sales near the home at £250,000 and six 3 km away at
 * £200,000, none in the home's postcode or street; homes sell at the near price (±2%). Sales on or
 * after the valuation date sit at the home itself at £1,000,000: they must never count.
 */
function cases(n: number): FeatureCase[] {
  return Array.from({ length: n }, (_, i) => {
    const elsewhere = { postcode: 'M33 3ZZ', street: 'OTHER ROAD' };
    const candidates: CandidateSale[] = [
      ...Array.from({ length: 6 }, () => sale({ ...elsewhere, ...NEAR, price: 250_000 })),
      ...Array.from({ length: 6 }, () => sale({ ...elsewhere, ...FAR, price: 200_000 })),
      sale({ ...HOME, price: 1_000_000, date: SUBJECT.asOf }),
      sale({ ...HOME, price: 1_000_000, date: '2019-12-01' }),
    ];
    const evidence = { candidates, indexCells: [], indexLabel: 'test', hpi: null, subjectLocation: HOME };
    const actual = Math.round(250_000 * (1 + ((i % 5) - 2) / 100));
    return { subject: SUBJECT, actual, prepared: prepareValuation(SUBJECT, evidence, OFF) };
  });
}

describe('features measured by taking them away', () => {
  it('measures distance between postcode centroids, and none when either is unknown', () => {
    expect(distanceKm(HOME, NEAR)).toBeCloseTo(0.2, 1);
    expect(distanceKm(HOME, FAR)).toBeCloseTo(3, 0);
    expect(distanceKm(HOME, { lat: null, lng: null })).toBeNull();
    expect(distanceKm(null, NEAR)).toBeNull();
  });

  it('weighs nearer sales more only when distance weighting is on; a fitted freehold premium prices tenure', () => {
    const priced0 = cases(1)[0]!.prepared.priced;
    const near = priced0.find((c) => c.selected.sale.price === 250_000);
    const far = priced0.find((c) => c.selected.sale.price === 200_000);
    const on = { ...OFF.estimator, halfDistanceKm: 1 };
    expect(comparableWeight(near!, OFF.estimator)).toBe(comparableWeight(far!, OFF.estimator));
    const ratio = 0.5 ** ((near!.distanceKm as number) - (far!.distanceKm as number));
    expect(comparableWeight(near!, on) / comparableWeight(far!, on)).toBeCloseTo(ratio, 6);
    expect(ratio).toBeGreaterThan(6);
    const freehold = { ...near!, selected: { ...near!.selected, tenureDifference: 1 as const, mismatches: ['freehold'] } };
    const priced = { ...OFF.estimator, freeholdPremium: 0.1 };
    expect(adjustedLog(freehold, priced)).toBeCloseTo(Math.log(250_000) - 0.1, 10);
    // Priced, the tenure difference is no longer a mismatch that weighs less.
    expect(comparableWeight(freehold, priced)).toBe(comparableWeight(near!, priced));
  });

  it('reports each feature with and without it, and keeps distance weighting where near sales predict the price', () => {
    const training = cases(40);
    const effects = featureEffects(training, OFF);
    expect(effects.map((e) => e.key)).toEqual(FEATURES.map((f) => f.key));
    const distance = effects.find((e) => e.key === 'distance')!;
    expect(distance.used).toBe(false);
    expect(distance.withIt!).toBeLessThan(distance.without!);
    expect(distance.changed).toBe(40);
    // No repeat sales here: that feature changes nothing.
    expect(effects.find((e) => e.key === 'repeat-sale')!.changed).toBe(0);
    const kept = keepFeatures(training, OFF);
    expect(kept.estimator.halfDistanceKm).toBeGreaterThan(0);
    // The freehold premium has nothing to price here (every sale is leasehold, like the subject): it stays off.
    expect(kept.estimator.freeholdPremium).toBe(0);
  });

  it('switches other types at the postcode on only when, less the district’s type gap, they predict the price', () => {
    const none = { ...OFF, estimator: { ...OFF.estimator, otherTypeWeight: 0 } };
    // Made-up: the district's semis sit 20% above its terraces; twelve terraces elsewhere in the
    // sector at £200,000; each home's postcode holds two semis. Where they predict, a home sells at
    // the semis' price ÷ 1.2; where they mislead, at £200,000 whatever the semis fetched.
    const cells = ['2019-03', '2019-06'].flatMap((period) => [
      { period, propertyType: 'T' as const, sales: 30, meanLogPrice: Math.log(200_000) },
      { period, propertyType: 'S' as const, sales: 30, meanLogPrice: Math.log(240_000) },
    ]);
    const training = (predicts: boolean): FeatureCase[] =>
      Array.from({ length: 30 }, (_, i) => {
        const level = 170_000 + 4_000 * i;
        const candidates: CandidateSale[] = [
          ...Array.from({ length: 12 }, () => sale({ postcode: 'M33 3ZZ', street: 'OTHER ROAD', price: 200_000 })),
          ...[1, 2].map(() => sale({ propertyType: 'S', price: level * 1.2 })),
        ];
        const evidence = { candidates, indexCells: cells, indexLabel: 'test', hpi: null };
        const prepared = prepareValuation(SUBJECT, evidence, none);
        return { subject: SUBJECT, actual: predicts ? level : 200_000 * (1 + ((i % 5) - 2) / 100), prepared };
      });
    const helpful = training(true);
    expect(helpful[0]!.prepared.otherTypes).toHaveLength(2);
    expect(helpful[0]!.prepared.otherTypes![0]!.typeGap).toBeCloseTo(Math.log(1.2), 10);
    const effect = featureEffects(helpful, none).find((e) => e.key === 'other-types')!;
    expect(effect).toMatchObject({ used: false, changed: 30 });
    expect(effect.withIt!).toBeLessThan(effect.without!);
    expect(keepFeatures(helpful, none).estimator.otherTypeWeight).toBe(0.5);
    expect(keepFeatures(training(false), none).estimator.otherTypeWeight).toBe(0);
  });

  it('widens the cap on a local sale’s difference only when whole postcodes sit far from their sector', () => {
    // Made-up: twelve semis elsewhere in the sector at £200,000; the home's postcode holds two sales
    // at 1.8 × that (ln 1.8 = 0.59, beyond the 0.4 cap). Where the postcode is what it sells for, a
    // home fetches its postcode's price (±2%); where the two were odd sales, the sector's price.
    const training = (postcodeHolds: boolean): FeatureCase[] =>
      Array.from({ length: 30 }, (_, i) => {
        const candidates: CandidateSale[] = [
          ...Array.from({ length: 12 }, () => sale({ postcode: 'M33 3ZZ', street: 'OTHER ROAD', price: 200_000 })),
          ...[1, 2].map(() => sale({ price: 360_000 })),
        ];
        const evidence = { candidates, indexCells: [], indexLabel: 'test', hpi: null };
        const level = postcodeHolds ? 360_000 : 200_000;
        const actual = level * (1 + ((i % 5) - 2) / 100);
        return { subject: SUBJECT, actual, prepared: prepareValuation(SUBJECT, evidence, OFF) };
      });
    const effect = featureEffects(training(true), OFF).find((e) => e.key === 'wide-local-clip')!;
    expect(effect).toMatchObject({ used: false, changed: 30 });
    expect(effect.withIt!).toBeLessThan(effect.without!);
    expect(keepFeatures(training(true), OFF).estimator.localClip).toBe(0.8);
    expect(keepFeatures(training(false), OFF).estimator.localClip ?? 0.4).toBe(0.4);
  });

  it('never looks ahead: with every feature on or off, each comparable predates the valuation date', () => {
    const c = cases(1)[0]!;
    expect(c.prepared.priced).toHaveLength(12);
    for (const f of FEATURES) {
      for (const params of [OFF, f.toggle(OFF)]) {
        const prepared = f.strip ? f.strip(c.prepared) : c.prepared;
        const core = coreEstimate(prepared, c.subject, params)!;
        for (const row of core.comparables!.rows) expect(row.comparable.selected.sale.date < SUBJECT.asOf, f.key).toBe(true);
        // The £1,000,000 sales on and after the date never reach the figure.
        expect(Math.exp(core.centre), f.key).toBeLessThan(260_000);
      }
    }
  });
});
