import { describe, expect, it } from 'vitest';
import { gatherComparables } from './comparables.ts';
import { SUBJECT, sale } from './test-fixtures.ts';

const OPTIONS = { maxAgeMonths: 24, street: 'HAMPSON STREET' };

describe('gatherComparables (made-up sales from test-fixtures.ts)', () => {
  it('orders the postcode, then the same street elsewhere, then the sector, then the district (the doc comment’s example)', () => {
    const district = sale({ postcode: 'M33 7AA', sector: 'M33 7', street: 'CROSS STREET', date: '2019-09-01' });
    const sector = [1, 2].map(() => sale({ postcode: 'M33 3AB', street: 'EDWARD STREET', date: '2019-08-01' }));
    const street = sale({ postcode: 'M33 3HL', street: 'HAMPSON STREET', date: '2019-02-01' });
    const postcode = sale({ date: '2019-01-10', street: 'HAMPSON STREET' });
    const chosen = gatherComparables(SUBJECT, [district, ...sector, street, postcode], OPTIONS);
    expect(chosen.map((c) => c.level)).toEqual(['postcode', 'street', 'sector', 'sector', 'district']);
    expect(chosen[1]!.reason).toContain('same street (HAMPSON STREET) in M33');
    expect(chosen[4]!.reason).toContain('same postcode district M33');
  });

  it('a same-named street in another district is not the same street', () => {
    const elsewhere = sale({ postcode: 'M41 0AA', sector: 'M41 0', district: 'M41', street: 'HAMPSON STREET' });
    expect(gatherComparables(SUBJECT, [elsewhere], OPTIONS)).toEqual([]);
  });

  it('never uses a sale on or after the valuation date, nor one older than the window', () => {
    const onDate = sale({ date: SUBJECT.asOf });
    const after = sale({ date: '2019-11-02' });
    const old = sale({ date: '2017-09-30' });
    const ok = sale({ date: '2019-09-30' });
    const chosen = gatherComparables(SUBJECT, [onDate, after, old, ok], OPTIONS);
    expect(chosen.map((c) => c.sale.transactionId)).toEqual([ok.transactionId]);
  });

  it('uses only the same property type and category A, and leaves out the home’s own sales', () => {
    const own = sale();
    const chosen = gatherComparables(SUBJECT, [sale({ propertyType: 'S' }), sale({ category: 'B' }), own, sale()], {
      ...OPTIONS,
      exclude: new Set([own.transactionId]),
    });
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.sale.transactionId).not.toBe(own.transactionId);
  });

  it('puts matching tenure first within a level and records what differs', () => {
    const freeholdNew = sale({ tenure: 'F', date: '2019-09-01' });
    const leaseOld = sale({ date: '2019-02-01' });
    const chosen = gatherComparables(SUBJECT, [freeholdNew, leaseOld], OPTIONS);
    expect(chosen.map((c) => c.sale.transactionId)).toEqual([leaseOld.transactionId, freeholdNew.transactionId]);
    expect(chosen[1]!.mismatches).toEqual(['freehold, not leasehold']);
  });

  it('compares the new-build flag only when the subject gives one', () => {
    const nb = sale({ newBuild: true });
    expect(gatherComparables(SUBJECT, [nb], OPTIONS)[0]!.newBuildDifference).toBe(0);
    const chosen = gatherComparables({ ...SUBJECT, newBuild: false }, [nb], OPTIONS)[0]!;
    expect(chosen.newBuildDifference).toBe(1);
    expect(chosen.mismatches).toEqual(['new build, subject is not']);
  });

  it('counts a sale listed twice once', () => {
    const s = sale();
    expect(gatherComparables(SUBJECT, [s, s], OPTIONS)).toHaveLength(1);
  });
});
