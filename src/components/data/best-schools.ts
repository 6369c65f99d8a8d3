import type { School, SchoolPhase } from '../../lib/data/types.ts';

/** Ofsted overall grades, best first; anything else (no rating, "NA") sorts after them. */
const OFSTED_ORDER = ['outstanding', 'good', 'requires improvement', 'serious weaknesses', 'special measures', 'inadequate'];

/** 0 for Outstanding … 5 for Inadequate; 99 when the register has no overall grade. */
export function ofstedRank(rating: string | null): number {
  if (!rating) return 99;
  const index = OFSTED_ORDER.indexOf(rating.trim().toLowerCase());
  return index === -1 ? 99 : index;
}

/** Whether a rating is one of the graded Ofsted outcomes. */
export function isGraded(rating: string | null): boolean {
  return ofstedRank(rating) < 99;
}

const PHASE_SLUGS: Partial<Record<SchoolPhase, string>> = {
  Nursery: 'nursery',
  Primary: 'primary',
  Secondary: 'secondary',
  'All-through': 'all-through',
  '16 plus': 'sixth-form',
};

/** URL word for a phase ("primary", "sixth-form"), or null for phases without a best-of page. */
export function phaseSlug(phase: SchoolPhase | null): string | null {
  return phase ? (PHASE_SLUGS[phase] ?? null) : null;
}

export interface BestSchoolsPage {
  /** "best-primary-schools-in-trafford" */
  slug: string;
  phase: SchoolPhase;
  phaseWord: string;
  location: { code: string; name: string; slug: string };
  /** Graded schools, best Ofsted grade first, then by name. */
  schools: School[];
  /** Schools of this phase in the place without an Ofsted grade in the register. */
  ungraded: number;
}

/**
 * One page per (phase, local authority) with at least one Ofsted-graded school of that phase.
 * Order: Ofsted overall grade (Outstanding first), then name — a reading of the register, not a league table.
 */
export function bestSchoolsPages(schools: School[], authoritySlug: (code: string) => string | null): BestSchoolsPage[] {
  const groups = new Map<
    string,
    { phase: SchoolPhase; word: string; location: BestSchoolsPage['location']; members: School[] }
  >();
  for (const school of schools) {
    const word = phaseSlug(school.phase);
    const authority = school.authority;
    if (!word || !school.phase || !authority) continue;
    const slug = authoritySlug(authority.code);
    if (!slug) continue;
    const key = `best-${word}-schools-in-${slug}`;
    const group = groups.get(key) ?? {
      phase: school.phase,
      word,
      location: { code: authority.code, name: authority.name ?? authority.code, slug },
      members: [],
    };
    group.members.push(school);
    groups.set(key, group);
  }
  const pages: BestSchoolsPage[] = [];
  for (const [slug, group] of groups) {
    const graded = group.members.filter((s) => isGraded(s.ofstedRating));
    if (graded.length === 0) continue;
    graded.sort((a, b) => ofstedRank(a.ofstedRating) - ofstedRank(b.ofstedRating) || a.name.localeCompare(b.name, 'en-GB'));
    pages.push({
      slug,
      phase: group.phase,
      phaseWord: group.word,
      location: group.location,
      schools: graded,
      ungraded: group.members.length - graded.length,
    });
  }
  return pages.sort((a, b) => a.slug.localeCompare(b.slug));
}
