import { describe, expect, it } from 'vitest';
import { cOrBetter, commonestRating, epcHeadline } from './epc-headline.ts';
import { provenance } from './provenance.ts';
import type { EpcCertificate, EpcSearchResult } from './types.ts';

const TODAY = '2026-11-28';
const counts = (c: Partial<Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number>>) => ({
  A: 0,
  B: 0,
  C: 0,
  D: 0,
  E: 0,
  F: 0,
  G: 0,
  ...c,
});
const cert = (lodgementDate: string | null) => ({ lodgementDate }) as EpcCertificate;

function result(extra: Partial<EpcSearchResult> = {}): EpcSearchResult {
  return {
    postcode: 'FY1 6DY',
    addressFilter: null,
    certificates: [cert('2019-05-01'), cert('2021-03-12')],
    total: 7,
    nextCursor: null,
    ratingCounts: counts({ E: 6, F: 1 }),
    covered: true,
    provenance: provenance('epc_domestic', { level: 'postcode', code: 'FY1 6DY' }, '2021-03'),
    authorityRatings: null,
    ...extra,
  };
}

describe('epcHeadline', () => {
  it('counts certificates and those rated C or better, against the authority (Blackpool: 41 of 100 C or better)', () => {
    const line = epcHeadline(
      result({
        authorityRatings: {
          value: counts({ B: 1, C: 40, D: 39, E: 20 }),
          provenance: provenance('epc_domestic', { level: 'authority', code: 'E06000009', name: 'Blackpool' }, '2021-03'),
        },
      }),
      TODAY,
    );
    expect(line).toMatch(
      /^7 energy certificates for FY1 6DY, none rated C or better \(most common rating E, 6 of 7\), against 41(\.0)?% C or better across Blackpool \(certificates lodged to March 2021, data to March 2021\)\.$/,
    );
  });

  it('says how many are C or better when some are', () => {
    const line = epcHeadline(result({ total: 3, ratingCounts: counts({ C: 2, D: 1 }) }), TODAY);
    expect(line).toContain('3 energy certificates for FY1 6DY, 2 of 3 rated C or better (most common rating C, 2 of 3)');
  });

  it('says none are lodged, and nothing when no file covers the place (not held, never 0)', () => {
    expect(epcHeadline(result({ total: 0, certificates: [], ratingCounts: counts({}) }), TODAY)).toBe(
      'No energy certificates are lodged for FY1 6DY in the register we hold (data to March 2021).',
    );
    expect(epcHeadline(result({ covered: false }), TODAY)).toBeNull();
  });

  it('counts ratings', () => {
    expect(cOrBetter(counts({ A: 1, C: 2, G: 3 }))).toEqual({ good: 3, rated: 6 });
    expect(commonestRating(counts({ C: 2, D: 2 }))).toEqual({ rating: 'C', count: 2 });
    expect(commonestRating(counts({}))).toBeNull();
  });
});
