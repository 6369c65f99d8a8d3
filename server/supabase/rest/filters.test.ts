import { describe, expect, it } from 'vitest';
import { filterSql, parseFilter, parseList } from './filters.ts';

describe('parseFilter and filterSql', () => {
  const sql = (column: string, raw: string) => {
    const parsed = parseFilter(column, raw);
    if (!parsed.ok) return parsed.error;
    const params: unknown[] = [];
    return [filterSql(parsed.value, '_0', params), params];
  };

  it.each([
    ['user_id', 'eq.abc', ['_0."user_id" = $1', ['abc']]],
    ['status', 'neq.paused', ['_0."status" <> $1', ['paused']]],
    ['status', 'in.(trial,active,"a,b")', ['_0."status" in ($1, $2, $3)', ['trial', 'active', 'a,b']]],
    ['status', 'in.()', ['false', []]],
    ['service', 'is.null', ['_0."service" is null', []]],
    ['service', 'not.is.null', ['not (_0."service" is null)', []]],
    ['name', 'ilike.*leeds*', ['_0."name"::text ilike $1', ['%leeds%']]],
    ['n', 'gte.5', ['_0."n" >= $1', ['5']]],
  ])('%s=%s', (column, raw, expected) => {
    expect(sql(column, raw)).toEqual(expected);
  });

  it('refuses unknown operators and bad values', () => {
    expect(parseFilter('a', 'regex.x').ok).toBe(false);
    expect(parseFilter('a', 'is.maybe').ok).toBe(false);
    expect(parseFilter('a', 'in.a,b').ok).toBe(false);
    expect(parseList('("a\\"b",c)')).toEqual(['a"b', 'c']);
  });
});
