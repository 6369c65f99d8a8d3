/**
 * The project's own SVG illustrations in public/images/: size (to reserve space, no layout shift)
 * and alt text. `alt: ''` marks one as decorative.
 */
export interface Illustration {
  src: `/images/${string}.svg`;
  width: number;
  height: number;
  alt: string;
}

export const ILLUSTRATIONS = {
  hero: {
    src: '/images/hero-house-data.svg',
    width: 480,
    height: 400,
    alt: 'Two terraced houses labelled with what a postcode check covers: sold prices, crime, schools and broadband.',
  },
  apiRequestResponse: {
    src: '/images/api-request-response.svg',
    width: 640,
    height: 260,
    alt: 'A request to the crime statistics endpoint for postcode M33 2AU with an API key, costing 1 credit, and the JSON answer naming police.uk as its source.',
  },
  courseDevelopment: {
    src: '/images/course-development.svg',
    width: 320,
    height: 200,
    alt: '',
  },
  courseFinance: { src: '/images/course-finance.svg', width: 320, height: 200, alt: '' },
  courseFlipping: { src: '/images/course-flipping.svg', width: 320, height: 200, alt: '' },
  courseInvesting: { src: '/images/course-investing.svg', width: 320, height: 200, alt: '' },
  courseTraining: { src: '/images/course-training.svg', width: 320, height: 200, alt: '' },
} as const satisfies Record<string, Illustration>;

export type IllustrationId = keyof typeof ILLUSTRATIONS;

/** The theme illustration of each course page (decorative: the heading says what the course is). */
const COURSE_THEMES: Record<string, IllustrationId> = {
  'property-development-course': 'courseDevelopment',
  'property-finance-course': 'courseFinance',
  'property-flipping-course': 'courseFlipping',
  'property-investing-course': 'courseInvesting',
  'property-investment-course': 'courseInvesting',
  'property-investment-short-course': 'courseInvesting',
  'property-training-course': 'courseTraining',
};

/** The illustration for a course slug ("property-finance-course"), or the general training one. */
export function courseIllustration(course: string): Illustration {
  return ILLUSTRATIONS[COURSE_THEMES[course] ?? 'courseTraining'];
}

/**
 * The header illustration of a page, by its route's section: API docs and courses have one. AI design
 * pages show their own room and style in the page body instead (src/lib/staging/example-art.ts).
 */
export function sectionIllustration(path: string, section: string): Illustration | undefined {
  if (section === 'api-docs') return ILLUSTRATIONS.apiRequestResponse;
  if (section === 'courses') return courseIllustration(path.replace(/^\//, ''));
  return undefined;
}
