import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SEED_ACCOUNTS, type SeedAccount } from '../../src/data/seed-accounts.ts';
import { E2E_DATA_DIR, E2E_SUPABASE_PORT } from '../support/e2e-env.ts';
import { ownerClient } from '../support/owner-client.ts';

/** A seed account by key. */
export function seed(key: SeedAccount['key']): SeedAccount {
  const account = SEED_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No seed account ${key}`);
  return account;
}

/**
 * Waits until the page's login modal island is in place. It hydrates on first interest in a
 * Login link (client:interaction), and a click before then is held and replayed.
 */
export async function loginReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="interaction"]')).toHaveCount(1);
}

/** Opens the login modal from the header's Login button. */
export async function openLoginModal(page: Page): Promise<void> {
  await loginReady(page);
  await page.getByRole('navigation', { name: 'Main' }).locator('[data-login-trigger]').click();
  await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
}

/** Signs in through the modal on the home page, as a person would, and waits for /dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await openLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login to your account' }).click();
  await page.waitForURL('**/dashboard');
}

/** Emails in the local outbox (JSON files), optionally only those to one address. */
export async function outbox(to?: string): Promise<{ to: string; subject: string; text: string; html: string }[]> {
  const dir = join(resolve(process.env['LOCAL_DATA_DIR'] || E2E_DATA_DIR), 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const emails = await Promise.all(
    names.map(
      async (n) =>
        JSON.parse(await readFile(join(dir, n), 'utf8')) as { to: string; subject: string; text: string; html: string },
    ),
  );
  return to ? emails.filter((e) => e.to.toLowerCase() === to.toLowerCase()) : emails;
}

/** The recovery link in the newest reset email to `to`. */
export async function recoveryLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await outbox(to)).filter((m) => /reset/i.test(m.subject));
      link = mails.at(-1)?.text.match(/https?:\/\/\S+verify\S+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** Serious or critical WCAG 2.1 A/AA violations on the page, as readable strings. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Signs out through the sidebar's user menu (after it has hydrated) and waits for the home page. */
export async function signOutViaMenu(page: Page): Promise<void> {
  await expect(page.locator('[data-api-credits]')).toHaveText(/API Credits: \d+/);
  await page.locator('[data-user-menu-button]').click();
  await page.locator('[data-user-menu]').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The local backend's service-role client (another site's with `supabasePort`). */
async function adminClient(supabasePort = E2E_SUPABASE_PORT): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  const { apiKey, DEFAULT_JWT_SECRET } = await import('../../server/supabase/keys.ts');
  const serviceKey = await apiKey('service_role', process.env['SUPABASE_JWT_SECRET'] || DEFAULT_JWT_SECRET);
  return createClient(`http://localhost:${supabasePort}`, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** The trial end stored for an account (seeded relative to when the backend started), read as its owner. */
export async function trialEndOf(email: string, password: string): Promise<Date> {
  const { client, userId } = await ownerClient(email, password);
  const row = await client.from('subscriptions').select('trial_end').eq('user_id', userId).single();
  if (row.error || !row.data.trial_end) throw new Error(`no trial end for ${email}`);
  return new Date(row.data.trial_end as string);
}

/**
 * A brand-new confirmed trial account (password set, onboarding done), made through the local
 * backend's admin API as the sign-up confirmation would: each billing journey gets its own.
 */
export async function newTrialAccount(
  name: string,
  /** `credits`: the starting balance; `supabasePort`: another site's backend (e2e/support/second-site.ts). */
  options: { credits?: number; supabasePort?: number } = {},
): Promise<{ email: string; password: string }> {
  const admin = await adminClient(options.supabasePort);
  const email = `${name}${Date.now()}@example.com`;
  const password = `${name}-password-2026`;
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { first_name: name, last_name: 'Buyer' },
    // As /api/signup marks the accounts it makes: only those get the trial.
    app_metadata: { signup: 'brickstack' },
  });
  if (created.error || !created.data.user) throw new Error(`could not create ${email}: ${created.error?.message}`);
  const done = await admin
    .from('profile')
    .update({
      password_set: true,
      onboarding_completed: true,
      onboarding_completed_at: new Date().toISOString(),
      ...(options.credits === undefined ? {} : { api_credits: options.credits }),
    })
    .eq('user_id', created.data.user.id);
  if (done.error) throw new Error(`could not finish ${email}: ${done.error.message}`);
  return { email, password };
}
