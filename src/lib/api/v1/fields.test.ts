import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { V1_ENDPOINTS } from './endpoints.ts';
import { fieldNames, fieldsAsked, parseFields, selectFields, withFields } from './fields.ts';
import { queryParameters } from './json-schema.ts';

const answer = z.object({
  geography: z.object({ postcode: z.string(), lat: z.number() }).nullable(),
  crime: z.object({ total: z.number(), months: z.array(z.string()) }),
  schools: z.array(z.object({ name: z.string() })),
});

describe('fields', () => {
  it('lists top-level fields and the fields of top-level objects', () => {
    expect(fieldNames(answer)).toEqual([
      'geography',
      'geography.postcode',
      'geography.lat',
      'crime',
      'crime.total',
      'crime.months',
      'schools',
    ]);
  });

  it('refuses an unknown field by name', () => {
    const parsed = parseFields('crime, nope', fieldNames(answer));
    expect(parsed).toMatchObject({ ok: false });
    expect(!parsed.ok && parsed.error).toMatch(/^Unknown field nope\. This answer has: geography, crime, schools/);
    expect(parseFields(' , ', fieldNames(answer)).ok).toBe(false);
  });

  it('keeps only the named fields; a whole field wins over its children', () => {
    const data = {
      geography: { postcode: 'M33 2AU', lat: 53.4 },
      crime: { total: 5, months: ['2025-01'] },
      schools: [{ name: 'A' }],
    };
    expect(selectFields(data, ['crime.total', 'schools'])).toEqual({ crime: { total: 5 }, schools: [{ name: 'A' }] });
    expect(selectFields(data, ['crime', 'crime.total'])).toEqual({ crime: data.crime });
    expect(selectFields({ ...data, geography: null }, ['geography.postcode'])).toEqual({ geography: null });
  });

  it('is validated by the query schema and read back from the parsed query', () => {
    const query = withFields(z.object({ postcode: z.string() }), answer);
    expect(query.safeParse({ postcode: 'M33 2AU', fields: 'crime.total,schools' }).success).toBe(true);
    const refused = query.safeParse({ postcode: 'M33 2AU', fields: 'crimes' });
    expect(refused.success ? null : refused.error.issues[0]?.path).toEqual(['fields']);
    expect(fieldsAsked({ fields: 'a, b,a' })).toEqual(['a', 'b']);
    expect(fieldsAsked({})).toBeNull();
  });

  it('every data endpoint documents fields as a list of its answer’s names', () => {
    for (const endpoint of V1_ENDPOINTS) {
      const parameter = queryParameters(endpoint.query).find((p) => p.name === 'fields');
      expect(parameter?.schema, endpoint.id).toMatchObject({ type: 'array', items: { enum: fieldNames(endpoint.data) } });
    }
  });
});
