import { describe, expect, it } from 'vitest';
import {
  boolField,
  dateField,
  decodeState,
  encodeState,
  enumField,
  moneyField,
  optionalField,
  parseState,
  percentField,
} from './url-state.ts';

const schema = {
  price: moneyField({ default: 25_000_000, min: 0 }),
  rate: percentField({ default: 150 }),
  region: enumField(['england-ni', 'scotland', 'wales'] as const, 'england-ni'),
  ftb: boolField(false),
  date: dateField('2026-11-22'),
};

describe('url-state', () => {
  it('uses defaults when the URL is empty', () => {
    const raw = decodeState(schema, new URLSearchParams());
    expect(raw).toEqual({ price: '250000', rate: '1.5', region: 'england-ni', ftb: '0', date: '2026-11-22' });
    const parsed = parseState(schema, raw);
    expect(parsed.ok && parsed.value.price).toBe(25_000_000);
  });
  it('round-trips only non-default values', () => {
    const raw = decodeState(schema, new URLSearchParams('price=300000&region=wales&ftb=1'));
    expect(encodeState(schema, raw).toString()).toBe('price=300000&region=wales&ftb=1');
    const parsed = parseState(schema, raw);
    expect(parsed).toEqual({
      ok: true,
      value: { price: 30_000_000, rate: 150, region: 'wales', ftb: true, date: new Date(Date.UTC(2026, 10, 22)) },
    });
  });
  it('reports an error per bad field instead of throwing', () => {
    const raw = decodeState(schema, new URLSearchParams('price=abc&region=mars&date=2025-13-01'));
    const parsed = parseState(schema, raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['date', 'price', 'region']);
  });
  it('ignores over-long parameters', () => {
    const raw = decodeState(schema, new URLSearchParams(`price=${'9'.repeat(100)}`));
    expect(raw.price).toBe('250000');
  });
  it('an optional field is empty (null) by default, stays out of the URL, and still validates what is typed', () => {
    const optional = { after: optionalField(percentField({ default: 0, max: 30 })) };
    const empty = decodeState(optional, new URLSearchParams());
    expect(empty).toEqual({ after: '' });
    expect(parseState(optional, empty)).toEqual({ ok: true, value: { after: null } });
    expect(encodeState(optional, empty).toString()).toBe('');
    expect(parseState(optional, { after: '7.5' })).toEqual({ ok: true, value: { after: 750 } });
    expect(parseState(optional, { after: 'abc' }).ok).toBe(false);
  });
});
