/**
 * Plans, prices and credit allowances: the one place these figures live. /pricing, the home
 * page and the API docs render from here, so no price is typed into page copy.
 * The SPEC leaves prices open; docs/decisions/content.md records these choices.
 * Money is in integer pence.
 */

export type PlanId = 'free' | 'trial' | 'premium' | 'api';

/** What one credit buys: every metered action costs the same single credit. */
export const CREDIT_COSTS = {
  dataLookup: 1,
  valuation: 1,
  stagedImage: 1,
  apiCall: 1,
} as const;

/** Postcode checker lookups a visitor on the free tier may run per day, per checker. */
export const FREE_LOOKUPS_PER_DAY = 3;

/**
 * Free lookups per day, per checker, from one network address across all its visitors: high
 * enough for an office or a family behind one address, low enough that dropping the cookie
 * does not make the free tier unlimited.
 */
export const FREE_LOOKUPS_PER_ADDRESS_PER_DAY = 30;

/**
 * Property API requests allowed per key per minute before a 429, by plan (`legacy`: founding
 * customers). Counted in the database, so the limit holds across function instances.
 */
export const API_RATE_LIMITS_PER_MINUTE = { free: 10, trial: 30, premium: 60, api: 300, legacy: 60 } as const;

/** The API plan's limit, as the pricing and docs pages quote it. */
export const API_RATE_LIMIT_PER_MINUTE = API_RATE_LIMITS_PER_MINUTE.api;

/** Requests per minute the public sandbox key answers from one network address. */
export const SANDBOX_RATE_LIMIT_PER_MINUTE = 20;

export interface PlanPrice {
  /** Monthly price in pence. */
  monthlyPence: number;
  /** Yearly price in pence, when the plan can be paid yearly. */
  yearlyPence?: number;
  /** The price is a starting point ("from"), for plans sized to the customer. */
  from?: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  summary: string;
  /** Null for plans that cost nothing. */
  price: PlanPrice | null;
  /** Credits added each month (or once, for the trial); null when the plan has none. */
  credits: number | null;
  /** Whether `credits` renew monthly or are granted once. */
  creditsRenew: 'monthly' | 'once' | null;
  /** Length of the plan in days when it is time-limited. */
  days?: number;
  features: readonly string[];
  cta: { label: string; href: string };
  highlighted?: boolean;
}

export const TRIAL_DAYS = 14;
export const TRIAL_CREDITS = 25;

/** Every plan, in the order /pricing shows them. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    summary: 'Every calculator, and a taste of the postcode data checkers.',
    price: null,
    credits: null,
    creditsRenew: null,
    features: [
      'All property calculators, with no sign-up and no limit',
      `${FREE_LOOKUPS_PER_DAY} free lookups a day on each postcode data checker`,
      'Guides, blog and the public course pages',
    ],
    cta: { label: 'Use the free calculators', href: '/calculators' },
  },
  {
    id: 'trial',
    name: 'Free trial',
    summary: 'Try every premium tool before you pay.',
    price: null,
    credits: TRIAL_CREDITS,
    creditsRenew: 'once',
    days: TRIAL_DAYS,
    features: [
      `${TRIAL_DAYS} days of full premium access`,
      `${TRIAL_CREDITS} credits for lookups, valuations, staged images or API calls`,
      'Your own API key on the dashboard',
      'No charge if you cancel before the trial ends',
    ],
    cta: { label: 'Start your free trial', href: '/start-trial' },
  },
  {
    id: 'premium',
    name: 'Premium',
    summary: 'For investors, agents and buyers who research property every week.',
    price: { monthlyPence: 2900, yearlyPence: 29000 },
    credits: 500,
    creditsRenew: 'monthly',
    features: [
      '500 credits every month',
      'Postcode data checkers without the daily free limit (one credit per lookup)',
      'Instant property valuations and the saved deal analyser',
      'AI virtual staging studio',
      'API access with your own key',
    ],
    cta: { label: 'Go Premium', href: '/start-trial' },
    highlighted: true,
  },
  {
    id: 'api',
    name: 'API',
    summary: 'For platforms, lenders and agencies building property data into their own products.',
    price: { monthlyPence: 9900, from: true },
    credits: 5000,
    creditsRenew: 'monthly',
    features: [
      '5,000 credits every month, one per API call',
      'Council tax, crime, EPC, valuation and stamp duty endpoints',
      `Up to ${API_RATE_LIMIT_PER_MINUTE} requests a minute per key`,
      'Larger volumes priced on request',
    ],
    cta: { label: 'Read the API docs', href: '/docs/getting-started' },
  },
];

/** A one-off pack of credits. Top-up credits never expire: they stay on the account until spent. */
export interface TopUpPack {
  id: 'topup_100' | 'topup_500' | 'topup_2000';
  credits: number;
  /** Price in pence, VAT included. */
  pence: number;
}

/** Credit top-ups, smallest first. Dearer per credit than a plan's monthly allowance, on purpose. */
export const TOP_UP_PACKS: readonly TopUpPack[] = [
  { id: 'topup_100', credits: 100, pence: 1200 },
  { id: 'topup_500', credits: 500, pence: 4900 },
  { id: 'topup_2000', credits: 2000, pence: 14900 },
];

/**
 * Days a subscription whose renewal payment failed keeps working ("past due") before it is
 * paused. Stripe's retry schedule is set to the same length (docs/decisions/billing.md).
 */
export const PAYMENT_GRACE_DAYS = 7;

/** The plan with an id; throws for an unknown id (a programming error, not user input). */
export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** "£29" or "£29.50": whole pounds drop the pence. */
export function formatPence(pence: number): string {
  const pounds = pence / 100;
  const text = Number.isInteger(pounds)
    ? pounds.toLocaleString('en-GB')
    : pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `£${text}`;
}

/**
 * What paying yearly saves against twelve monthly payments, in pence (0 when there is no yearly price).
 * Example: Premium 12 × £29 = £348 against £290 a year saves £58.
 */
export function yearlySavingPence(price: PlanPrice): number {
  if (price.yearlyPence === undefined) return 0;
  return Math.max(0, price.monthlyPence * 12 - price.yearlyPence);
}

/** A credit allowance as words, e.g. "500 credits a month" or "25 credits". */
export function describeCredits(plan: Plan): string | null {
  if (plan.credits === null) return null;
  const amount = `${plan.credits.toLocaleString('en-GB')} credits`;
  return plan.creditsRenew === 'monthly' ? `${amount} a month` : amount;
}
