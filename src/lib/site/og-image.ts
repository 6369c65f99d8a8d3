import type { Section } from '../routes/route-types.ts';

/** The kinds of page that get their own Open Graph image (docs/decisions/design.md). */
export const OG_PAGE_TYPES = ['home', 'calculator', 'data', 'blog', 'course', 'api', 'ai-design', 'default'] as const;
export type OgPageType = (typeof OG_PAGE_TYPES)[number];

export interface OgImage {
  type: OgPageType;
  /** Site path of the PNG in public/. */
  path: string;
  width: 1200;
  height: 630;
  alt: string;
  /** The large words on the card, and the line under them (used by the template). */
  headline: string;
  tagline: string;
}

const CARDS: Record<OgPageType, { headline: string; tagline: string; alt: string }> = {
  home: {
    headline: 'The facts behind a UK property',
    tagline: 'Sold prices, crime, schools, EPC and broadband by postcode',
    alt: 'Brickstack: the facts behind a UK property, from official open data',
  },
  calculator: {
    headline: 'Property calculators and deal tools',
    tagline: 'Stamp duty, mortgages, yield and capital gains, with the rules shown',
    alt: 'Brickstack property calculators: stamp duty, mortgages, rental yield and more',
  },
  data: {
    headline: 'Local data by postcode',
    tagline: 'Crime, schools, energy certificates, broadband and the local economy',
    alt: 'Brickstack local data: crime, schools and more for a UK postcode or area',
  },
  blog: {
    headline: 'Brickstack guides',
    tagline: 'Plain-English UK property tax, finance and data explained',
    alt: 'A Brickstack guide to UK property',
  },
  course: {
    headline: 'Property courses',
    tagline: 'Free lessons with quizzes, built on real UK rules and tools',
    alt: 'A Brickstack property course',
  },
  api: {
    headline: 'The UK property API',
    tagline: 'One JSON API for crime, schools, EPC, valuations and stamp duty',
    alt: 'The Brickstack property API: one JSON API for UK property data',
  },
  'ai-design': {
    headline: 'AI room staging and design',
    tagline: 'See what an empty room could become, clearly labelled as staged',
    alt: 'Brickstack AI staging: an empty room and the same room virtually staged',
  },
  default: {
    headline: 'UK property data, calculators and valuations',
    tagline: 'Every figure names its official source',
    alt: 'Brickstack: UK property data, calculators and valuations',
  },
};

const SECTION_TYPES: Record<Section, OgPageType> = {
  general: 'default',
  account: 'default',
  evaluate: 'calculator',
  'api-docs': 'api',
  'ai-design': 'ai-design',
  location: 'data',
  calculators: 'calculator',
  courses: 'course',
};

/** Prefixes of generated pages that are not in the route registry. */
const PREFIX_TYPES: ReadonlyArray<readonly [RegExp, OgPageType]> = [
  [/^\/blog\/(?!tags\/)[^/]+/, 'blog'],
  [/^\/courses\//, 'course'],
  [/^\/(location|schools|crime-rates)\//, 'data'],
  [/^\/(api-docs|docs)\//, 'api'],
];

/**
 * The page type of a path: the home page, then the route registry's section when the path is
 * registered, then the family of generated pages (blog posts, lessons, location pages), else default.
 */
export function ogPageType(path: string, section?: Section): OgPageType {
  if (path === '/') return 'home';
  if (section) return SECTION_TYPES[section];
  return PREFIX_TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? 'default';
}

/** The Open Graph image of a page type. */
export function ogImage(type: OgPageType): OgImage {
  return { type, path: `/og/${type}.png`, width: 1200, height: 630, ...CARDS[type] };
}
