import { describe, expect, it } from 'vitest';
import { canonicalRequest } from './canonical-request.ts';

describe('canonicalRequest', () => {
  it('writes the postcode in its standard form, so spellings of one postcode are one request', () => {
    const a = canonicalRequest('/api/data/crime', new URLSearchParams('postcode=m333hj'));
    const b = canonicalRequest('/api/data/crime', new URLSearchParams('postcode=M33%203HJ'));
    expect(a).toEqual(b);
    expect(a).toEqual({
      canonical: 'GET /api/data/crime?postcode=M33+3HJ',
      path: '/api/data/crime?postcode=M33+3HJ',
      postcode: 'M33 3HJ',
      params: { postcode: 'M33 3HJ' },
    });
  });

  it('sorts parameters and drops empty ones', () => {
    const a = canonicalRequest('/api/data/crime', new URLSearchParams('radius=500&postcode=M33 3HJ&mode='));
    const b = canonicalRequest('/api/data/crime', { postcode: 'M33 3HJ', radius: 500, mode: undefined });
    expect(a.canonical).toBe('GET /api/data/crime?postcode=M33+3HJ&radius=500');
    expect(b.canonical).toBe(a.canonical);
  });

  it('tells different requests apart', () => {
    const base = canonicalRequest('/api/data/crime', { postcode: 'M33 3HJ' }).canonical;
    expect(canonicalRequest('/api/data/crime', { postcode: 'M33 3HJ', radius: 1000 }).canonical).not.toBe(base);
    expect(canonicalRequest('/api/data/schools', { postcode: 'M33 3HJ' }).canonical).not.toBe(base);
    expect(canonicalRequest('/api/data/crime', { postcode: 'M33 2AU' }).canonical).not.toBe(base);
  });

  it('keeps a value it cannot read as a postcode as it was sent', () => {
    expect(canonicalRequest('/x', { postcode: 'nope' })).toMatchObject({ canonical: 'GET /x?postcode=nope', postcode: null });
  });
});
