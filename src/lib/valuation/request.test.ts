import { describe, expect, it } from 'vitest';
import { parseValuationQuery, resolveAsOf, subjectFor } from './request.ts';

const q = (text: string) => parseValuationQuery(new URLSearchParams(text));

describe('valuation query', () => {
  it('reads a full query into typed values', () => {
    const parsed = q('postcode=m333hj&type=semi-detached&tenure=leasehold&newBuild=false&floorArea=85.5&asOf=2019-12-01');
    expect(parsed).toEqual({
      ok: true,
      query: {
        postcode: 'm333hj',
        type: 'semi-detached',
        tenure: 'leasehold',
        newBuild: false,
        floorArea: 85.5,
        asOf: '2019-12-01',
      },
    });
  });

  it('defaults tenure to freehold and treats empty values as absent', () => {
    const parsed = q('postcode=M33 3HJ&type=detached&floorArea=&asOf=');
    expect(parsed.ok && parsed.query).toEqual({ postcode: 'M33 3HJ', type: 'detached', tenure: 'freehold' });
  });

  it('reads the home’s number or name and street, trimmed', () => {
    const parsed = q('postcode=BL8 1XH&house=%2053 &street=Hunstanton Drive&type=detached');
    expect(parsed.ok && parsed.query).toEqual({
      postcode: 'BL8 1XH',
      house: '53',
      street: 'Hunstanton Drive',
      type: 'detached',
      tenure: 'freehold',
    });
  });

  it.each([
    ['postcode=M33 3HJ&type=flat&house=,', 'house', 'Enter the house number or name'],
    [`postcode=M33 3HJ&type=flat&house=${'x'.repeat(61)}`, 'house', 'at most 60 characters'],
    ['postcode=M33 3HJ&type=flat&street=--', 'street', 'Enter the street name'],
    ['type=detached', 'postcode', 'Please enter a postcode.'],
    ['postcode=M33&type=detached', 'postcode', 'only the first half of a postcode'],
    ['postcode=M33 3HJ', 'type', 'Choose the property type: detached, semi-detached, terraced, flat.'],
    ['postcode=M33 3HJ&type=castle', 'type', 'Choose the property type'],
    ['postcode=M33 3HJ&type=flat&tenure=commonhold', 'tenure', 'Choose the tenure: freehold or leasehold.'],
    ['postcode=M33 3HJ&type=flat&floorArea=big', 'floorArea', 'Floor area must be a number of square metres'],
    ['postcode=M33 3HJ&type=flat&floorArea=5', 'floorArea', 'at least 10 m²'],
    ['postcode=M33 3HJ&type=flat&floorArea=1e9', 'floorArea', 'Floor area must be a number'],
    ['postcode=M33 3HJ&type=flat&asOf=2019-02-30', 'asOf', 'must be a real date'],
    ['postcode=M33 3HJ&type=flat&asOf=1990-01-01', 'asOf', 'on or after 1995-02-01'],
    ['postcode=M33 3HJ&type=flat&newBuild=maybe', 'newBuild', 'newBuild must be true or false.'],
  ])('%s → a message about %s', (text, field, message) => {
    const parsed = q(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.field).toBe(field);
    expect(parsed.message).toContain(message);
  });
});

describe('valuation date', () => {
  it('defaults to the day after the latest sale in the data', () => {
    expect(resolveAsOf(undefined, '2019-12-20', '2026-11-23')).toBe('2019-12-21');
  });
  it('keeps an earlier date asked for', () => {
    expect(resolveAsOf('2019-06-01', '2019-12-20', '2026-11-23')).toBe('2019-06-01');
  });
  it('never goes past the data or today', () => {
    expect(resolveAsOf('2026-01-01', '2019-12-20', '2026-11-23')).toBe('2019-12-21');
    expect(resolveAsOf('2030-01-01', '2026-11-30', '2026-11-23')).toBe('2026-11-23');
    expect(resolveAsOf(undefined, null, '2026-11-23')).toBe('2026-11-23');
  });
});

it('reads a flat in a building into Price Paid’s SAON and PAON for the subject', () => {
  const parsed = q('postcode=m333hj&type=flat&tenure=leasehold&house=Flat 2, 12&street=Hampson St');
  if (!parsed.ok) throw new Error(parsed.message);
  expect(subjectFor(parsed.query, '2019-12-21').address).toEqual({ saon: 'Flat 2', paon: '12', street: 'Hampson St' });
  const streetOnly = q('postcode=m333hj&type=flat&street=Hampson St');
  if (!streetOnly.ok) throw new Error(streetOnly.message);
  expect(subjectFor(streetOnly.query, '2019-12-21').address).toEqual({ saon: null, paon: null, street: 'Hampson St' });
});

it('builds the engine subject with the postcode normalised', () => {
  const parsed = q('postcode=m333hj&type=terraced&floorArea=70');
  if (!parsed.ok) throw new Error(parsed.message);
  expect(subjectFor(parsed.query, '2019-12-21')).toEqual({
    postcode: 'M33 3HJ',
    sector: 'M33 3',
    district: 'M33',
    propertyType: 'T',
    tenure: 'F',
    floorAreaM2: 70,
    asOf: '2019-12-21',
  });
});
