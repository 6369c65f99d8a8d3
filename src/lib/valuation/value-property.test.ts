import { describe, expect, it } from 'vitest';
import { valueProperty, type ValuationEvidence } from './value-property.ts';
import { PLAIN_PARAMS, SUBJECT, sale } from './test-fixtures.ts';
import type { CandidateSale } from './types.ts';

const PLAIN = PLAIN_PARAMS;

function evidence(candidates: CandidateSale[], extra: Partial<ValuationEvidence> = {}): ValuationEvidence {
  return { candidates, indexCells: [], indexLabel: 'district M33', hpi: null, ...extra };
}

// Five terraces elsewhere in sector M33 3 and one in the subject's postcode (comparable-estimate's example).
const SECTOR = [190_000, 200_000, 200_000, 210_000, 220_000].map((price) =>
  sale({ price, postcode: 'M33 3AB', street: 'EDWARD STREET' }),
);
const POSTCODE = sale({ price: 230_000, street: 'HAMPSON STREET' });
const HOME = { saon: null, paon: 'ROSE COTTAGE', street: null };
// A flat derived index (the same mean price every month), so prices need no adjustment.
const FLAT_CELLS = ['2019-03', '2019-06', '2019-09'].map((period) => ({
  period,
  propertyType: 'T' as const,
  sales: 30,
  meanLogPrice: 12.2,
}));

describe('valueProperty', () => {
  it('values from comparables: £223,660 → £224,000, range e^±0.2, medium at 10% predicted error', () => {
    const r = valueProperty(SUBJECT, evidence([...SECTOR, POSTCODE]), PLAIN);
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.estimate).toBe(224_000);
    // 223,660 × e^−0.2 = 183,117 → £183,000; × e^0.2 = 273,179 → £274,000.
    expect(r.range).toEqual({ low: 183_000, high: 274_000, coverage: 0.8 });
    expect(r.confidence).toMatchObject({ grade: 'medium', predictedError: 0.1 });
    expect(r.method).toBe('price');
    expect(r.level).toBe('sector');
    expect(r.evidence).toMatchObject({
      repeatSale: null,
      samePostcode: 1,
      sameStreet: 0,
      baseline: { level: 'sector', sales: 6 },
    });
    expect(r.evidence.summary).toBe(
      'Evidence: 1 sale in the same postcode; 6 sales of terraced houses in sector M33 3 as the baseline.',
    );
    expect(r.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 3);
  });

  it('shrinks the derived index’s small movements as noise and says so; the whole index without a noise level', () => {
    // A 10% rise between March and September (ln 1.1 = 0.0953) in the derived index.
    const rising = [
      { period: '2019-03', propertyType: 'T' as const, sales: 1000, meanLogPrice: 12.2 },
      { period: '2019-09', propertyType: 'T' as const, sales: 1000, meanLogPrice: 12.2 + 2 * Math.log(1.1) },
    ];
    const march = [190_000, 200_000, 200_000, 210_000, 220_000].map((price) =>
      sale({ price, postcode: 'M33 3AB', street: 'EDWARD STREET', date: '2019-03-15' }),
    );
    const noisy = { ...PLAIN, estimator: { ...PLAIN.estimator, indexNoise: 0.05 } };
    const whole = valueProperty(SUBJECT, evidence(march, { indexCells: rising }), PLAIN);
    const shrunk = valueProperty(SUBJECT, evidence(march, { indexCells: rising }), noisy);
    if (whole.status !== 'valued' || shrunk.status !== 'valued') throw new Error('expected valuations');
    const f = Math.log(whole.comparables[0]!.adjustmentFactor);
    expect(f).toBeGreaterThan(0.05);
    expect(Math.log(shrunk.comparables[0]!.adjustmentFactor)).toBeCloseTo((f * f * f) / (f * f + 0.0025), 3);
    expect(shrunk.estimate).toBeLessThan(whole.estimate);
    expect(whole.index.reason).not.toContain('mostly noise');
    expect(shrunk.index.reason).toContain('a 2% rise brings a comparable forward by 0.3%, a 20% rise by 18.5%.');
  });

  it('blends the home’s own earlier sale by the errors: 80% on a 5% repeat sale against 10% comparables', () => {
    const own = sale({ price: 250_000, date: '2019-03-01', paon: 'ROSE COTTAGE', street: 'HAMPSON STREET' });
    const r = valueProperty(
      { ...SUBJECT, address: HOME },
      evidence([...SECTOR, POSTCODE, own], { indexCells: FLAT_CELLS }),
      PLAIN,
    );
    if (r.status !== 'valued') throw new Error('expected a valuation');
    // 223,660^0.2 × 250,000^0.8 = 244,495 → £244,000; error √(1/(100 + 400)) = 0.0447 → high;
    // half-width 0.2 × 0.0447/0.1 = 0.0894: £223,000 to £268,000.
    expect(r.estimate).toBe(244_000);
    expect(r.range).toEqual({ low: 223_000, high: 268_000, coverage: 0.8 });
    expect(r.confidence).toMatchObject({ grade: 'high', predictedError: 0.045 });
    expect(r.evidence.repeatSale).toMatchObject({ price: 250_000, estimate: 250_000, used: true, weight: 0.8 });
    expect(r.comparables.map((c) => c.transactionId)).not.toContain(own.transactionId);
    expect(r.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(0.2, 3);
    expect(r.evidence.summary).toContain(
      'this home’s own sale for £250,000 in Mar 2019, brought forward to £250,000 (weight 80%)',
    );
    expect(r.confidence.reason).toContain('Based first on this home’s own sale in Mar 2019');
  });

  it('values from the home’s own sale alone when comparables are too few', () => {
    const own = sale({ price: 250_000, date: '2019-03-01', paon: 'ROSE COTTAGE' });
    const r = valueProperty({ ...SUBJECT, address: HOME }, evidence([own, POSTCODE], { indexCells: FLAT_CELLS }), PLAIN);
    if (r.status !== 'valued') throw new Error('expected a valuation');
    // Half-width 1.9 × 0.05 = 0.095: 250,000 × e^∓0.095 = 227,346 / 274,920.
    expect(r).toMatchObject({ method: 'repeat-sale', estimate: 250_000, range: { low: 227_000, high: 275_000 } });
    expect(r.comparables).toEqual([]);
  });

  it('gives no figure when there are too few comparables and no earlier sale, and says so', () => {
    const r = valueProperty(SUBJECT, evidence([sale(), sale({ date: '2019-10-01' }), sale({ propertyType: 'D' })]), PLAIN);
    expect(r).toMatchObject({ status: 'insufficient', comparablesFound: 1 });
    expect(r).not.toHaveProperty('estimate');
    if (r.status === 'insufficient') expect(r.reason).toContain('only 1 standard sale of terraced houses');
  });

  it('grades low, says why and widens the top when the comparables crowd the highest price the data holds', () => {
    const cells = [
      { period: '2019-06', propertyType: 'T' as const, sales: 50, meanLogPrice: 12.3, minPrice: 150_000, maxPrice: 325_000 },
    ];
    const top = [318_000, 320_000, 322_000, 325_000, 325_000].map((price) => sale({ price, postcode: 'M33 3AB' }));
    const r = valueProperty(SUBJECT, evidence(top, { indexCells: cells }), PLAIN);
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.confidence.grade).toBe('low');
    expect(r.limits.outside).toBe('above');
    expect(r.confidence.reason).toContain('go no higher than £325,000');
    expect(r.confidence.reason).toContain('5 of its 5 comparable sales sit within 5% of £325,000');
    // Every comparable is at the edge: the top of the range is pushed out by (1 + 1) × 0.2.
    expect(r.range.high).toBe(Math.ceil((322_000 * Math.exp(0.4)) / 1000) * 1000);
    expect(r.limits.lines[1]).toContain('nor any price above £325,000 or below £150,000');
    expect(r.limits.lines[1]).toContain('this home may well be worth more');
  });

  it('uses £/m² when the subject and enough comparables have floor areas', () => {
    const comps = [60, 80, 100].map((a) => sale({ price: a * 2_500, floorAreaM2: a }));
    const r = valueProperty({ ...SUBJECT, floorAreaM2: 90 }, evidence(comps), PLAIN);
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.method).toBe('price-per-m2');
    expect(r.comparables.map((c) => c.adjustedPrice)).toEqual([225_000, 225_000, 225_000]);
    expect(r.estimate).toBe(225_000);
    expect(r.evidence.floorArea).toMatchObject({ floorAreaM2: 90, source: 'given', poundsPerM2: 2_500 });
    const noArea = valueProperty(SUBJECT, evidence(comps), PLAIN);
    expect(noArea.status === 'valued' && noArea.method).toBe('price');
  });

  it('brings prices forward with the index (UK HPI when it covers the months)', () => {
    const hpi = {
      source: 'uk-hpi' as const,
      label: 'test region',
      points: ['2019-06', '2019-07', '2019-08', '2019-09', '2019-10'].map((period, i) => ({
        period,
        value: i === 4 ? 110 : 100,
      })),
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

  it('keeps the range around the estimate and never uses a sale on or after asOf (with the constants in force)', () => {
    const prices = [150_000, 180_000, 200_000, 240_000, 320_000, 205_000, 199_000];
    const later = sale({ price: 900_000, date: '2019-12-01' });
    const r = valueProperty(SUBJECT, evidence([...prices.map((price, i) => sale({ price, date: `2019-0${i + 1}-10` })), later]));
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.range.low).toBeLessThanOrEqual(r.estimate);
    expect(r.range.high).toBeGreaterThanOrEqual(r.estimate);
    expect(r.comparables.every((c) => c.date < SUBJECT.asOf)).toBe(true);
    expect(r.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 3);
  });

  it('widens a range on stale evidence by the index’s drift, never grades it high, and declines past the limit', () => {
    const own = sale({ price: 250_000, date: '2019-03-01', paon: 'ROSE COTTAGE', street: 'HAMPSON STREET' });
    // Prices rising in the district's cells: the derived index moves every month with sales.
    const rising = ['2019-03', '2019-06', '2019-09'].map((period, i) => ({
      period,
      propertyType: 'T' as const,
      sales: 30,
      meanLogPrice: 12.2 + 0.03 * i,
    }));
    const subject = { ...SUBJECT, address: HOME, asOf: '2020-03-01' };
    const ev = evidence([...SECTOR, POSTCODE, own], { indexCells: rising });
    const patient = valueProperty(subject, ev, { ...PLAIN, freshness: { staleAfterMonths: 100, declineAfterMonths: 200 } });
    const r = valueProperty(subject, ev, PLAIN);
    if (r.status !== 'valued' || patient.status !== 'valued') throw new Error('expected valuations');
    expect(patient.confidence.grade).toBe('high');
    // Newest comparable June 2019, index September 2019, valued as of February 2020: 8 months.
    expect(r.freshness).toMatchObject({ valueMonth: '2020-02', evidenceDate: '2019-06-15', gapMonths: 8, stale: true });
    expect(r.freshness.widening).toBeGreaterThan(0);
    expect(r.confidence.grade).toBe('medium');
    expect(r.confidence.reason).toContain('8 months before the valuation month');
    expect(r.range.low).toBeLessThan(patient.range.low);
    expect(r.range.high).toBeGreaterThan(patient.range.high);
    expect(r.headline).toBe(`£${r.estimate.toLocaleString('en-GB')} in February 2020 (newest sale used: June 2019)`);
    const late = valueProperty({ ...subject, asOf: '2021-03-01' }, ev, PLAIN);
    expect(late).toMatchObject({ status: 'insufficient', why: 'stale-evidence' });
    if (late.status === 'insufficient') expect(late.reason).toContain('more than the 18 months a figure can bridge');
  });

  it('scales each side by its calibration cell and says which cell', () => {
    const base = valueProperty(SUBJECT, evidence([...SECTOR, POSTCODE]), PLAIN);
    const ranges = {
      dataVersion: 'test',
      dataDate: '2019-09-30',
      months: { from: '2019-04', to: '2019-09' },
      minSample: 40,
      cells: [{ grade: 'medium' as const, type: '*' as const, band: '*' as const, sales: 120, scale: 1.5 }],
    };
    const r = valueProperty(SUBJECT, evidence([...SECTOR, POSTCODE]), { ...PLAIN, ranges });
    if (r.status !== 'valued' || base.status !== 'valued') throw new Error('expected valuations');
    expect(base.rangeCalibration).toBeNull();
    // 223,660 × e^∓0.3 = 165,690 / 301,912.
    expect(r.range).toEqual({ low: 165_000, high: 302_000, coverage: 0.8 });
    expect(r.rangeCalibration).toEqual({
      cell: 'medium grade',
      sales: 120,
      scale: 1.5,
      dataDate: '2019-09-30',
      dataVersion: 'test',
    });
  });
});
