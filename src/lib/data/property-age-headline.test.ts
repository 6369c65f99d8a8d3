import { describe, expect, it } from 'vitest';
import { provenance } from './provenance.ts';
import { ageSample, confidenceWords, propertyAgeHeadline } from './property-age-headline.ts';
import type { PropertyAgeEstimate, PropertyAgeEvidence } from './types.ts';

const TODAY = '2026-11-28';
const sale = (date: string): PropertyAgeEvidence => {
  const year = Number(date.slice(0, 4));
  return {
    kind: 'ppd_new_build',
    description: '',
    fromYear: year - 1,
    toYear: year,
    provenance: provenance('price_paid', { level: 'address', code: 'BL1 8FU' }, date),
  };
};
const band = (fromYear: number, toYear: number): PropertyAgeEvidence => ({
  kind: 'epc_age_band',
  description: '',
  fromYear,
  toYear,
  provenance: provenance('epc_domestic', { level: 'address', code: 'BL1 8FU' }, '2026-02-01'),
});

function age(
  evidence: PropertyAgeEvidence[],
  estimate: [number, number],
  confidence: PropertyAgeEstimate['confidence'],
): PropertyAgeEstimate {
  return {
    postcode: 'BL1 8FU',
    addressFilter: null,
    estimate: { fromYear: estimate[0], toYear: estimate[1], label: `${estimate[0]}–${estimate[1]}` },
    confidence,
    evidence,
    message: '',
  };
}

describe('property age headline', () => {
  const sales = age([sale('2019-03-01'), sale('2019-06-14'), sale('2019-05-02')], [2018, 2019], 'low');

  it('says the estimate, its evidence and its age (3 new-build sales in 2019)', () => {
    expect(ageSample(sales)).toEqual({ kind: 'ppd_new_build', n: 3, agree: 3 });
    expect(propertyAgeHeadline(sales, TODAY)).toBe(
      'Built 2018–2019 is the best estimate for homes at BL1 8FU, from 3 of 3 new-build sales (sales to June 2019, data to June 2019).',
    );
  });

  it('says the confidence with the sample size, never "Low confidence" alone', () => {
    const words = confidenceWords(sales);
    expect(words).toBe(
      'A rough guide: 3 of 3 new-build sales agree, a small sample, and a sale shows only that a home was new by then.',
    );
    expect(words).not.toMatch(/low confidence/i);
  });

  it('calls EPC age bands fair evidence, and a recent one carries no age', () => {
    const bands = age(
      [band(1930, 1949), band(1930, 1949), band(1950, 1966), band(1930, 1949), band(1930, 1949), band(1930, 1949)],
      [1930, 1949],
      'medium',
    );
    expect(confidenceWords(bands)).toBe(
      'Fair evidence: 5 of 6 EPC age bands agree. An age band is the assessor’s estimate for each home.',
    );
    expect(propertyAgeHeadline(bands, TODAY)).toBe(
      'Built 1930–1949 is the best estimate for homes at BL1 8FU, from 5 of 6 EPC age bands (certificates lodged to February 2026).',
    );
  });

  it('gives no headline without evidence', () => {
    const none: PropertyAgeEstimate = { ...sales, estimate: null, confidence: 'none', evidence: [] };
    expect(propertyAgeHeadline(none, TODAY)).toBeNull();
    expect(confidenceWords(none)).toBe('No estimate: no construction date evidence is held.');
  });
});
