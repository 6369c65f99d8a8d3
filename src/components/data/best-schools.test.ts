import { describe, expect, it } from 'vitest';
import type { School } from '../../lib/data/types.ts';
import { slugify } from '../../lib/data/slug.ts';
import { bestSchoolsPages, ofstedRank, phaseSlug } from './best-schools.ts';

function school(name: string, phase: School['phase'], ofstedRating: string | null, code = 'E08000009'): School {
  return {
    urn: name,
    slug: slugify(name),
    name,
    phase,
    phaseInferred: false,
    type: null,
    typeGroup: null,
    status: 'Open',
    gender: null,
    religiousCharacter: null,
    lowAge: null,
    highAge: null,
    capacity: null,
    pupils: null,
    percentFsm: null,
    ofstedRating,
    ofstedLastInspection: null,
    address: null,
    postcode: null,
    website: null,
    authority: { code, name: code === 'E08000009' ? 'Trafford' : 'Leeds' },
    lat: null,
    lng: null,
    locationPrecision: null,
    provenance: {} as School['provenance'],
  };
}

const slugs = (code: string) => (code === 'E08000009' ? 'trafford' : code === 'E08000035' ? 'leeds' : null);

describe('ofstedRank', () => {
  it('orders the graded outcomes and puts missing or unknown grades last', () => {
    expect(ofstedRank('Outstanding')).toBe(0);
    expect(ofstedRank('good')).toBe(1);
    expect(ofstedRank('Requires improvement')).toBe(2);
    expect(ofstedRank('NA')).toBe(99);
    expect(ofstedRank(null)).toBe(99);
  });
});

describe('phaseSlug', () => {
  it('gives URL words', () => {
    expect(phaseSlug('16 plus')).toBe('sixth-form');
    expect(phaseSlug('Not applicable')).toBeNull();
  });
});

describe('bestSchoolsPages', () => {
  it('groups by phase and authority, best grade first then by name, and counts ungraded schools', () => {
    const pages = bestSchoolsPages(
      [
        school('Worthington Primary School', 'Primary', 'Good'),
        school('Springfield Primary School', 'Primary', 'Outstanding'),
        school('Forest Park Preparatory School', 'Primary', 'NA'),
        school('Moorlands Junior School', 'Primary', 'Good'),
        school('Sale Grammar School', 'Secondary', 'Outstanding'),
        school('A Leeds Primary', 'Primary', null, 'E08000035'),
      ],
      slugs,
    );
    expect(pages.map((p) => p.slug)).toEqual(['best-primary-schools-in-trafford', 'best-secondary-schools-in-trafford']);
    const primary = pages[0]!;
    expect(primary.schools.map((s) => s.name)).toEqual([
      'Springfield Primary School',
      'Moorlands Junior School',
      'Worthington Primary School',
    ]);
    expect(primary.ungraded).toBe(1);
  });
});
