/**
 * Filtering school lists by what parents ask: phase, Ofsted rating, distance and name. Pure, so
 * /schools and /find-a-school filter the same way.
 */

export type RatingFilter = 'any' | 'outstanding' | 'good-or-better' | 'graded' | 'not-graded';

export const RATING_FILTERS: readonly { id: RatingFilter; label: string }[] = [
  { id: 'any', label: 'Any rating' },
  { id: 'outstanding', label: 'Outstanding' },
  { id: 'good-or-better', label: 'Good or outstanding' },
  { id: 'graded', label: 'Any Ofsted grade' },
  { id: 'not-graded', label: 'No grade in the register' },
];

const GRADES = ['outstanding', 'good', 'requires improvement', 'serious weaknesses', 'special measures', 'inadequate'];

export interface FilterableSchool {
  name: string;
  phase: string | null;
  ofstedRating: string | null;
  authority?: { code: string; name: string | null } | null;
  distanceMetres?: number;
}

export interface SchoolFilter {
  query?: string;
  phase?: string;
  rating?: RatingFilter;
  maxDistanceMetres?: number;
  authority?: string;
}

function ratingMatches(rating: string | null, filter: RatingFilter): boolean {
  const grade = rating?.trim().toLowerCase() ?? '';
  const graded = GRADES.includes(grade);
  switch (filter) {
    case 'outstanding':
      return grade === 'outstanding';
    case 'good-or-better':
      return grade === 'outstanding' || grade === 'good';
    case 'graded':
      return graded;
    case 'not-graded':
      return !graded;
    default:
      return true;
  }
}

/** The schools that pass every filter set, in their original order. */
export function filterSchools<T extends FilterableSchool>(schools: readonly T[], filter: SchoolFilter): T[] {
  const words = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return schools.filter(
    (s) =>
      (!filter.phase || s.phase === filter.phase) &&
      ratingMatches(s.ofstedRating, filter.rating ?? 'any') &&
      (filter.maxDistanceMetres === undefined || (s.distanceMetres ?? Infinity) <= filter.maxDistanceMetres) &&
      (!filter.authority || s.authority?.code === filter.authority) &&
      words.every((w) => s.name.toLowerCase().includes(w)),
  );
}

/** The phases present in a list, in the usual school order, for the phase menu. */
export function phasesIn(schools: readonly FilterableSchool[]): string[] {
  const order = ['Nursery', 'Primary', 'Middle deemed primary', 'Middle deemed secondary', 'Secondary', 'All-through', '16 plus'];
  const present = new Set(schools.map((s) => s.phase).filter((p): p is string => Boolean(p)));
  return [...present].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.localeCompare(b);
  });
}
