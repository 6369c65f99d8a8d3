import { describe, expect, it } from 'vitest';
import { calculatorGroups } from './calculator-groups.ts';
import { ROUTES } from '../../lib/routes/registry.ts';

describe('calculator listing', () => {
  it('lists every calculator route exactly once (except the listing itself), plus the evaluate tools', () => {
    const listed = calculatorGroups().flatMap((g) => g.routes.map((r) => r.path));
    const expected = ROUTES.filter(
      (r) => (r.section === 'calculators' || r.section === 'evaluate') && r.path !== '/calculators',
    ).map((r) => r.path);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain('/stampdutycalculator');
    expect(listed).toContain('/property-deal-analyser');
  });
  it('marks signed-in tools', () => {
    const newdeal = calculatorGroups()
      .flatMap((g) => g.routes)
      .find((r) => r.path === '/newdeal');
    expect(newdeal?.signInRequired).toBe(true);
  });
});
