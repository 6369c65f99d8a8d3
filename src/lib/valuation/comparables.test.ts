import { describe, expect, it } from 'vitest';
import { selectComparables } from './comparables.ts';
import { SUBJECT, sale } from './test-fixtures.ts';

const PARAMS = { target: 4, maxAgeMonths: 24 };

describe('selectComparables (made-up sales from test-fixtures.ts)', () => {
  it('takes the postcode first, then the sector, then the district', () => {
    const district = sale({ postcode: 'M33 7AA', sector: 'M33 7', date: '2019-09-01' });
    const sector = [1, 2, 3].map(() => sale({ postcode: 'M33 3AB', date: '2019-08-01' }));
    const postcode = sale({ date: '2019-01-10' });
    const chosen = selectComparables(SUBJECT, [district, ...sector, postcode], PARAMS);
    expect(chosen.map((c) => c.level)).toEqual(['postcode', 'sector', 'sector', 'sector']);
    expect(chosen.map((c) => c.sale.transactionId)).not.toContain(district.transactionId);
  });

  it('falls back to the district when the postcode and sector are thin', () => {
    const chosen = selectComparables(
      SUBJECT,
      [sale(), sale({ postcode: 'M33 7AA', sector: 'M33 7' }), sale({ postcode: 'M33 6ZZ', sector: 'M33 6' })],
      PARAMS,
    );
    expect(chosen.map((c) => c.level)).toEqual(['postcode', 'district', 'district']);
    expect(chosen[1]!.reason).toContain('same postcode district M33');
  });

  it('never uses a sale on or after the valuation date, nor one older than the window', () => {
    const onDate = sale({ date: SUBJECT.asOf });
    const after = sale({ date: '2019-11-02' });
    const old = sale({ date: '2017-09-30' });
    const ok = sale({ date: '2019-09-30' });
    const chosen = selectComparables(SUBJECT, [onDate, after, old, ok], PARAMS);
    expect(chosen.map((c) => c.sale.transactionId)).toEqual([ok.transactionId]);
    expect(chosen.every((c) => c.sale.date < SUBJECT.asOf)).toBe(true);
  });

  it('uses only the same property type and category A', () => {
    const chosen = selectComparables(SUBJECT, [sale({ propertyType: 'S' }), sale({ category: 'B' }), sale()], PARAMS);
    expect(chosen).toHaveLength(1);
  });

  it('prefers the same tenure within a level, then the newest', () => {
    const freeholdNew = sale({ tenure: 'F', date: '2019-09-01' });
    const leaseOld = sale({ date: '2019-02-01' });
    const leaseNew = sale({ date: '2019-05-01' });
    const chosen = selectComparables(SUBJECT, [freeholdNew, leaseOld, leaseNew], PARAMS);
    expect(chosen.map((c) => c.sale.transactionId)).toEqual([
      leaseNew.transactionId,
      leaseOld.transactionId,
      freeholdNew.transactionId,
    ]);
    expect(chosen[2]!.mismatches).toEqual(['freehold, not leasehold']);
  });

  it('prefers the same new-build flag only when the subject gives one', () => {
    const nb = sale({ newBuild: true, date: '2019-09-01' });
    const old = sale({ date: '2019-03-01' });
    expect(selectComparables(SUBJECT, [nb, old], PARAMS)[0]!.sale.transactionId).toBe(nb.transactionId);
    expect(selectComparables({ ...SUBJECT, newBuild: false }, [nb, old], PARAMS)[0]!.sale.transactionId).toBe(old.transactionId);
  });

  it('counts a sale listed twice once', () => {
    const s = sale();
    expect(selectComparables(SUBJECT, [s, s], PARAMS)).toHaveLength(1);
  });
});
