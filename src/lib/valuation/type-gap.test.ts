/** Other types at the postcode, priced by the district's gap between the types (made-up sales and cells, never data). */
import { describe, expect, it } from 'vitest';
import type { MonthCell } from './derived-index.ts';
import { PLAIN_PARAMS, SUBJECT, sale } from './test-fixtures.ts';
import { gatherOtherTypes, typeGaps } from './type-gap.ts';
import { valueProperty, type ValuationEvidence } from './value-property.ts';

const PLAIN = PLAIN_PARAMS;
const cell = (period: string, propertyType: MonthCell['propertyType'], sales: number, meanLogPrice: number): MonthCell => ({
  period,
  propertyType,
  sales,
  meanLogPrice,
});
// Terraces at mean log 12.2 and semis 0.2 higher every month (a flat market); detached too few.
const CELLS = ['2019-03', '2019-06'].flatMap((m) => [cell(m, 'T', 30, 12.2), cell(m, 'S', 20, 12.4), cell(m, 'D', 5, 13)]);

describe('typeGaps', () => {
  it('is each type’s sales-weighted mean log price less the subject type’s, from the window, thin types left out', () => {
    const gaps = typeGaps([...CELLS, cell('2016-01', 'S', 500, 10)], 'T', '2017-10');
    expect([...gaps.keys()]).toEqual(['S']);
    expect(gaps.get('S')).toBeCloseTo(0.2, 10);
    expect(typeGaps(CELLS, 'D', '2017-10').size).toBe(0);
  });
});

describe('gatherOtherTypes', () => {
  it('takes other types at the subject’s postcode only, by the comparables’ rules, and says how they are priced', () => {
    const semi = sale({ propertyType: 'S', tenure: 'L' });
    const elsewhere = sale({ propertyType: 'S', postcode: 'M33 3AB' });
    const categoryB = sale({ propertyType: 'S', category: 'B' });
    const later = sale({ propertyType: 'S', date: '2019-10-02' });
    const own = sale({ propertyType: 'S' });
    const terrace = sale();
    const chosen = gatherOtherTypes(SUBJECT, [semi, elsewhere, categoryB, later, own, terrace], new Map([['S', 0.2]]), {
      maxAgeMonths: 24,
      exclude: new Set([own.transactionId]),
    });
    expect(chosen.map((c) => c.selected.sale.transactionId)).toEqual([semi.transactionId]);
    expect(chosen[0]!.typeGap).toBe(0.2);
    expect(chosen[0]!.selected.reason).toBe(
      "same postcode M33 3HJ; another type (semi-detached), priced as a terraced house by the district's gap between the types (semi-detached 22% above terraced in M33); sold 4 months before",
    );
  });
});

describe('valueProperty with other types at the postcode', () => {
  // Five terraces elsewhere in the sector at £200,000; at the subject's postcode one semi at £293,000
  // (a terrace at 293,000 ÷ e^0.2 = £239,887: 20% above the area).
  const sector = Array.from({ length: 5 }, () => sale({ price: 200_000, postcode: 'M33 3AB', street: 'EDWARD STREET' }));
  const semi = sale({ propertyType: 'S', price: 293_000 });
  const evidence: ValuationEvidence = { candidates: [...sector, semi], indexCells: CELLS, indexLabel: 'district M33', hpi: null };

  it('pulls the figure at otherTypeWeight × its weight, never the baseline, and is named apart', () => {
    const off = valueProperty(SUBJECT, evidence, PLAIN);
    const on = valueProperty(SUBJECT, evidence, { ...PLAIN, estimator: { ...PLAIN.estimator, otherTypeWeight: 0.5 } });
    if (off.status !== 'valued' || on.status !== 'valued') throw new Error('expected valuations');
    expect(off.estimate).toBe(200_000);
    // L = 0.5 × ln(239,887 ÷ 200,000) ÷ (0.5 + 0.25) = 0.12119 → £225,770.
    const l = (0.5 * Math.log(293_000 / Math.exp(0.2) / 200_000)) / 0.75;
    expect(on.estimate).toBe(Math.round((200_000 * Math.exp(l)) / 1000) * 1000);
    const row = on.comparables.find((c) => c.transactionId === semi.transactionId)!;
    expect(row).toMatchObject({ propertyType: 'S', level: 'postcode', adjustedPrice: Math.round(293_000 / Math.exp(0.2)) });
    expect(row.weight).toBeCloseTo(0.5 / 0.75, 3);
    expect(on.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 3);
    // Counted apart from the same-type postcode sales, and not as local evidence for the grade.
    expect(on.evidence.samePostcode).toBe(0);
    expect(on.evidence.summary).toContain('1 sale of other types in the same postcode');
    expect(on.confidence.predictedError).toBe(off.confidence.predictedError);
    expect(off.comparables.map((c) => c.transactionId)).not.toContain(semi.transactionId);
  });
});
