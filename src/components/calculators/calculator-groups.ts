/**
 * The /calculators listing: every calculator route (and the public evaluate tools) from the
 * route registry, grouped by what a person is trying to do. Routes missing from PURPOSES still
 * appear, under "More calculators", so a new calculator is never left off the page.
 */
import { ROUTES, headingOf } from '../../lib/routes/registry.ts';
import type { RouteEntry } from '../../lib/routes/route-types.ts';

export interface CalculatorGroup {
  id: string;
  title: string;
  intro: string;
  routes: { path: string; heading: string; description: string; signInRequired: boolean }[];
}

const PURPOSES: readonly { id: string; title: string; intro: string; paths: readonly string[] }[] = [
  {
    id: 'buying',
    title: 'Buying a home',
    intro: 'What it costs to buy, what you can borrow and what you will repay.',
    paths: [
      '/stampdutycalculator',
      '/mortgage-affordability-calculator',
      '/mortgage-repayment-calculator',
      '/interest-only-mortgage-calculator',
      '/mortgage-overpayment-calculator',
      '/help-to-buy-isa-calculator',
      '/rent-vs-buy-calculator',
      '/home-equity-calculator',
    ],
  },
  {
    id: 'investing',
    title: 'Investing and developing',
    intro: 'Yield, cash flow and returns for buy-to-let, BRRR, flips, HMOs and developments.',
    paths: [
      '/rental-yield-calculator',
      '/buy-to-let-flip-calculator',
      '/brrr-flip-calculator',
      '/hmo-calculator',
      '/development-building-cost-calculator',
    ],
  },
  {
    id: 'evaluating',
    title: 'Evaluating a deal',
    intro: 'Analyse a specific property and estimate what it is worth.',
    paths: ['/property-deal-analyser', '/notion-property-deal-analyser', '/newdeal', '/instantpropertyvaluation', '/valuation'],
  },
  {
    id: 'selling',
    title: 'Selling and tax',
    intro: 'What selling costs and the tax on your gain.',
    paths: ['/estate-agent-fee-calculator', '/capital-gains-tax-uk-property-calculator'],
  },
];

function entry(route: RouteEntry): CalculatorGroup['routes'][number] {
  return {
    path: route.path,
    heading: headingOf(route),
    description: route.description,
    signInRequired: route.requiresAuth === true || route.layout === 'logged-in',
  };
}

/** Calculator and evaluate routes grouped by purpose, in registry order within "More calculators". */
export function calculatorGroups(routes: readonly RouteEntry[] = ROUTES): CalculatorGroup[] {
  const listed = routes.filter((r) => (r.section === 'calculators' || r.section === 'evaluate') && r.path !== '/calculators');
  const byPath = new Map(listed.map((r) => [r.path, r]));
  const used = new Set<string>();
  const groups: CalculatorGroup[] = PURPOSES.map((p) => ({
    id: p.id,
    title: p.title,
    intro: p.intro,
    routes: p.paths.flatMap((path) => {
      const route = byPath.get(path);
      if (!route) return [];
      used.add(path);
      return [entry(route)];
    }),
  }));
  const rest = listed.filter((r) => !used.has(r.path));
  if (rest.length > 0)
    groups.push({ id: 'more', title: 'More calculators', intro: 'Other tools for property decisions.', routes: rest.map(entry) });
  return groups.filter((g) => g.routes.length > 0);
}
