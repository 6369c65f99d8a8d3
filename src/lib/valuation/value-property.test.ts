import { describe, expect, it } from 'vitest';
import { valueProperty, type ValuationEvidence } from './value-property.ts';
import { VALUATION_PARAMS, type ValuationParams } from './params.ts';
import { SUBJECT, sale } from './test-fixtures.ts';
import type { CandidateSale } from './types.ts';

// Unit multipliers, equal weights, flat index: the doc comment's worked example.
const PLAIN: ValuationParams = {
  ...VALUATION_PARAMS,
  levelWeight: { postcode: 1, sector: 1, district: 1 },
  halfLifeMonths: 1e9,
  range: { minSpread: 0.05, multiplier: { postcode: 1, sector: 1, district: 1 } },
};

function evidence(candidates: CandidateSale[], extra: Partial<ValuationEvidence> = {}): ValuationEvidence {
  return { candidates, indexCells: [], indexLabel: 'district M33', hpi: null, ...extra };
}

describe('valueProperty', () => {
  it('follows the worked example in its doc comment (made-up numbers)', () => {
    const r = valueProperty(SUBJECT, evidence([200_000, 210_000, 220_000].map((price) => sale({ price }))), PLAIN);
    expect(r.status).toBe('valued');
    if (r.status !== 'valued') return;
    expect(r.estimate).toBe(210_000);
    expect(r.range).toEqual({ low: 189_000, high: 233_000, coverage: 0.8 });
    expect(r.confidence.grade).toBe('low');
    expect(r.comparables).toHaveLength(3);
    expect(r.comparables.every((c) => c.adjustmentFactor === 1 && c.adjustedPrice === c.price)).toBe(true);
    expect(r.level).toBe('postcode');
  });

  it('gives no figure when there are too few comparables, and says so', () => {
    const r = valueProperty(SUBJECT, evidence([sale(), sale({ date: '2019-10-01' }), sale({ propertyType: 'D' })]), PLAIN);
    expect(r).toMatchObject({ status: 'insufficient', comparablesFound: 1 });
    expect(r).not.toHaveProperty('estimate');
    if (r.status === 'insufficient') expect(r.reason).toContain('only 1 standard sale of terraced properties');
  });

  it('brings prices forward with the index (UK HPI when it covers the months)', () => {
    const hpi = {
      source: 'uk-hpi' as const,
      label: 'test region',
      points: [
        { period: '2019-06', value: 100 },
        { period: '2019-07', value: 102 },
        { period: '2019-08', value: 104 },
        { period: '2019-09', value: 105 },
        { period: '2019-10', value: 110 },
      ],
    };
    const r = valueProperty(
      SUBJECT,
      evidence(
        [1, 2, 3].map(() => sale({ price: 200_000 })),
        { hpi },
      ),
      PLAIN,
    );
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.index.source).toBe('uk-hpi');
    expect(r.comparables[0]!.adjustmentFactor).toBe(1.1);
    expect(r.comparables[0]!.adjustedPrice).toBe(220_000);
    expect(r.estimate).toBe(220_000);
  });

  it('uses £/m² when the subject and enough comparables have floor areas', () => {
    const comps = [60, 80, 100].map((a) => sale({ price: a * 2_500, floorAreaM2: a }));
    const r = valueProperty({ ...SUBJECT, floorAreaM2: 90 }, evidence(comps), PLAIN);
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.method).toBe('price-per-m2');
    expect(r.comparables.map((c) => c.adjustedPrice)).toEqual([225_000, 225_000, 225_000]);
    expect(r.estimate).toBe(225_000);
    const noArea = valueProperty(SUBJECT, evidence(comps), PLAIN);
    expect(noArea.status === 'valued' && noArea.method).toBe('price');
  });

  it('keeps the range around the estimate and never uses a sale on or after asOf (property)', () => {
    const prices = [150_000, 180_000, 200_000, 240_000, 320_000, 205_000, 199_000];
    const later = sale({ price: 900_000, date: '2019-12-01' });
    const r = valueProperty(SUBJECT, evidence([...prices.map((price, i) => sale({ price, date: `2019-0${i + 1}-10` })), later]));
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.range.low).toBeLessThanOrEqual(r.estimate);
    expect(r.range.high).toBeGreaterThanOrEqual(r.estimate);
    expect(r.comparables.every((c) => c.date < SUBJECT.asOf)).toBe(true);
    expect(r.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 3);
  });
});
