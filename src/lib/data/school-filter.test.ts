import { describe, expect, it } from 'vitest';
import { filterSchools, phasesIn } from './school-filter.ts';

const schools = [
  {
    name: 'Sale Grammar School',
    phase: 'Secondary',
    ofstedRating: 'Outstanding',
    distanceMetres: 1200,
    authority: { code: 'E08000009', name: 'Trafford' },
  },
  {
    name: 'Templemoor Infant and Nursery School',
    phase: 'Primary',
    ofstedRating: 'Good',
    distanceMetres: 159,
    authority: { code: 'E08000009', name: 'Trafford' },
  },
  {
    name: 'Moorlands Junior School',
    phase: 'Primary',
    ofstedRating: 'Requires improvement',
    distanceMetres: 360,
    authority: { code: 'E08000009', name: 'Trafford' },
  },
  {
    name: 'Elements Primary School',
    phase: 'Primary',
    ofstedRating: null,
    distanceMetres: 9000,
    authority: { code: 'E08000035', name: 'Leeds' },
  },
];

describe('filterSchools', () => {
  it('filters by phase, rating, distance, authority and words of the name together', () => {
    expect(filterSchools(schools, { phase: 'Primary' }).map((s) => s.name)).toHaveLength(3);
    expect(filterSchools(schools, { rating: 'good-or-better' }).map((s) => s.name)).toEqual([
      'Sale Grammar School',
      'Templemoor Infant and Nursery School',
    ]);
    expect(filterSchools(schools, { rating: 'not-graded' }).map((s) => s.name)).toEqual(['Elements Primary School']);
    expect(filterSchools(schools, { phase: 'Primary', maxDistanceMetres: 400 }).map((s) => s.name)).toEqual([
      'Templemoor Infant and Nursery School',
      'Moorlands Junior School',
    ]);
    expect(filterSchools(schools, { authority: 'E08000035' })).toHaveLength(1);
    expect(filterSchools(schools, { query: 'moor school' }).map((s) => s.name)).toEqual([
      'Templemoor Infant and Nursery School',
      'Moorlands Junior School',
    ]);
    expect(filterSchools(schools, {})).toHaveLength(4);
  });

  it('lists phases in school order', () => {
    expect(phasesIn(schools)).toEqual(['Primary', 'Secondary']);
  });
});
