import type { RouteEntry } from './route-types.ts';

function course(path: string, title: string, description: string): RouteEntry {
  return { path, title, description, layout: 'default', section: 'courses' };
}

/** Course pages. */
export const COURSE_ROUTES: RouteEntry[] = [
  course(
    '/property-development-course',
    'Property Development Course',
    'Learn to appraise, fund and deliver small UK residential developments, from site to sale.',
  ),
  course(
    '/property-finance-course',
    'Property Finance Course',
    'Understand mortgages, bridging, development finance and how lenders assess UK property deals.',
  ),
  course(
    '/property-flipping-course',
    'Property Flipping Course',
    'Learn how to find, refurbish and sell UK properties for profit, with the costs and taxes that apply.',
  ),
  course(
    '/property-investing-course',
    'Property Investing Course',
    'A practical introduction to UK property investing: strategies, numbers, tax and risk.',
  ),
  {
    ...course(
      '/property-investment-course',
      'Property Investment Course',
      'Our flagship UK property investment course: analyse deals, finance them and manage a portfolio.',
    ),
    menu: { group: 'main', label: 'Course', order: 4 },
  },
  course(
    '/property-investment-short-course',
    'Property Investment Short Course',
    'A short course on UK property investment fundamentals you can finish in an afternoon.',
  ),
  course(
    '/property-training-course',
    'Property Training Course',
    'Property training for new investors and agents: research, valuation, finance and compliance.',
  ),
];
