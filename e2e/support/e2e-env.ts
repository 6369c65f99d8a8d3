import { join } from 'node:path';

/**
 * Ports and folders the browser tests use, kept apart from a developer's `npm start`.
 * E2E_PORT, E2E_SUPABASE_PORT and E2E_DATA_DIR override the defaults, so two runs (two
 * clones, or a run beside a benchmark) can share one machine.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] || 4399);
export const E2E_SUPABASE_PORT = Number(process.env['E2E_SUPABASE_PORT'] || 54399);
/** Where the browser tests' stand-in for Replicate listens (started by the staging spec). */
export const E2E_REPLICATE_PORT = Number(process.env['E2E_REPLICATE_PORT'] || E2E_PORT + 3);
/**
 * The second copy of the site (support/second-site.ts): web and backend ports. Ten above E2E_PORT
 * by default, clear of E2E_SUPABASE_PORT when that is set just above E2E_PORT.
 */
export const E2E_SECOND_PORT = Number(process.env['E2E_SECOND_PORT'] || E2E_PORT + 10);
export const E2E_SECOND_SUPABASE_PORT = Number(process.env['E2E_SECOND_SUPABASE_PORT'] || E2E_PORT + 11);
export const E2E_REPLICATE_TOKEN = 'r8_e2e_loopback_double';
export const E2E_DATA_DIR = process.env['E2E_DATA_DIR'] || join(process.cwd(), '.local', 'e2e');

/** Environment for the build and the server under test. */
export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  SUPABASE_PORT: String(E2E_SUPABASE_PORT),
  PUBLIC_SUPABASE_URL: `http://localhost:${E2E_SUPABASE_PORT}`,
  SUPABASE_URL: `http://localhost:${E2E_SUPABASE_PORT}`,
  LOCAL_DATA_DIR: E2E_DATA_DIR,
  // Every browser test runs from 127.0.0.1: the per-address free-tier cap would join them all
  // into one visitor. Each test has its own cookie, so the per-visitor allowance still applies.
  FREE_LOOKUPS_PER_ADDRESS_PER_DAY: '1000000',
  // AI staging renders go to a loopback double of Replicate's API that e2e/app/staging.spec.ts runs.
  REPLICATE_API_TOKEN: E2E_REPLICATE_TOKEN,
  REPLICATE_API_BASE: `http://127.0.0.1:${E2E_REPLICATE_PORT}/v1`,
  STAGING_POLL_MS: '200',
  STAGING_TIMEOUT_SECONDS: '30',
  // The seeded paying account is the operator of the site under test (/operator/data).
  OPERATOR_EMAILS: 'active@brickstack.test',
  // The hourly jobs (billing reminders, housekeeping) would run at the top of any hour a run
  // crosses and email the seeded trials mid-test; the journeys that need them call them directly.
  SCHEDULED_FUNCTIONS: 'off',
};
