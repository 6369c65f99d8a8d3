/**
 * Local seed accounts: one per subscription gate (trial, trial with no credits, active, paused,
 * legacy, fresh sign-up). The local backend creates them on first start
 * (server/db/seed-sql.ts, also written to supabase/seed.sql), the tests sign in with them and
 * the README table lists them. Local and test use only: never seed these into production.
 */
export interface SeedAccount {
  key: 'trial' | 'trial-empty' | 'active' | 'paused' | 'legacy' | 'fresh';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  status: 'trial' | 'active' | 'paused';
  apiCredits: number;
  monthlyPlan: string | null;
  passwordSet: boolean;
  onboardingCompleted: boolean;
  /** Trial end relative to the seeding time, in days (trial accounts). */
  trialEndDays?: number;
  creditExhaustedEmailSent?: boolean;
  /** What signing in with this account shows. */
  describes: string;
}

/** One shared password for every seed account (local only). */
export const SEED_PASSWORD = 'brickstack-local';

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    key: 'trial',
    email: 'trial@brickstack.test',
    password: SEED_PASSWORD,
    firstName: 'Tara',
    lastName: 'Trial',
    status: 'trial',
    apiCredits: 25,
    monthlyPlan: null,
    passwordSet: true,
    onboardingCompleted: true,
    trialEndDays: 10,
    describes: 'Trial with 25 credits: trial banner with Manage Trial, credits in the sidebar, no dialogs.',
  },
  {
    key: 'trial-empty',
    email: 'trial-empty@brickstack.test',
    password: SEED_PASSWORD,
    firstName: 'Evan',
    lastName: 'Empty',
    status: 'trial',
    apiCredits: 0,
    monthlyPlan: null,
    passwordSet: true,
    onboardingCompleted: true,
    trialEndDays: 3,
    creditExhaustedEmailSent: false,
    describes:
      "Trial with 0 credits: 'Trial Credits Exhausted' dialog off /billing, Upgrade Now banner, upgrade email sent once.",
  },
  {
    key: 'active',
    email: 'active@brickstack.test',
    password: SEED_PASSWORD,
    firstName: 'Ada',
    lastName: 'Active',
    status: 'active',
    apiCredits: 100,
    monthlyPlan: null,
    passwordSet: true,
    onboardingCompleted: true,
    describes: 'Active subscription with 100 credits: no banner, no dialogs; each API call costs 1 credit.',
  },
  {
    key: 'paused',
    email: 'paused@brickstack.test',
    password: SEED_PASSWORD,
    firstName: 'Paul',
    lastName: 'Paused',
    status: 'paused',
    apiCredits: 10,
    monthlyPlan: null,
    passwordSet: true,
    onboardingCompleted: true,
    describes: "Paused subscription: the blocking 'Account Paused' dialog on every page except /billing.",
  },
  {
    key: 'legacy',
    email: 'legacy@brickstack.test',
    password: SEED_PASSWORD,
    firstName: 'Fay',
    lastName: 'Founder',
    status: 'active',
    apiCredits: 25,
    monthlyPlan: 'legacy',
    passwordSet: true,
    onboardingCompleted: true,
    describes: 'Founding customer (monthly_plan legacy): never charged credits, founding-customer banner.',
  },
  {
    key: 'fresh',
    email: 'fresh@brickstack.test',
    password: SEED_PASSWORD,
    firstName: 'Fred',
    lastName: 'Fresh',
    status: 'trial',
    apiCredits: 25,
    monthlyPlan: null,
    passwordSet: false,
    onboardingCompleted: false,
    trialEndDays: 14,
    describes: 'New trial user who has not set a password or onboarded: onboarding starts at step 1 (Secure Your Account).',
  },
];
