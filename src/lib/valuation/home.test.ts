import { describe, expect, it } from 'vitest';
import { resolveHome } from './home.ts';
import { SUBJECT, sale } from './test-fixtures.ts';

describe('resolveHome (made-up sales at M33 3HJ)', () => {
  const twelve = sale({ paon: '12', street: 'HAMPSON STREET', date: '2015-03-01', price: 150_000 });
  const twelveAgain = sale({ paon: '12', street: 'HAMPSON STREET', date: '2018-07-01', price: 170_000 });
  const flat = sale({ paon: '12', saon: 'FLAT 2', street: 'HAMPSON STREET' });
  const fourteen = sale({ paon: '14', street: 'HAMPSON STREET' });
  const later = sale({ paon: '12', street: 'HAMPSON STREET', date: '2019-10-05' });
  const all = [twelve, flat, fourteen, twelveAgain, later];

  it('finds the home’s own earlier sales, newest first, and takes its street from them', () => {
    const home = resolveHome({ ...SUBJECT, address: { saon: null, paon: '12', street: null } }, all);
    expect(home.sales.map((s) => s.transactionId)).toEqual([twelveAgain.transactionId, twelve.transactionId]);
    expect(home).toMatchObject({ street: 'HAMPSON STREET', streetSource: 'home' });
  });

  it('spells a typed street as the postcode’s sales do', () => {
    const home = resolveHome({ ...SUBJECT, address: { saon: null, paon: null, street: 'Hampson St' } }, all);
    expect(home).toMatchObject({ sales: [], street: 'HAMPSON STREET', streetSource: 'given' });
  });

  it('infers the street when every earlier sale at the postcode is on one street', () => {
    expect(resolveHome(SUBJECT, all)).toMatchObject({ sales: [], street: 'HAMPSON STREET', streetSource: 'postcode' });
    const mixed = [...all, sale({ street: 'EDWARD STREET' })];
    expect(resolveHome(SUBJECT, mixed)).toMatchObject({ street: null, streetSource: null });
  });
});
