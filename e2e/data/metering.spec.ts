import { expect, test } from '@playwright/test';
import { seed, signIn } from '../app/helpers.ts';
import { checkPostcode, IN_DATA } from './checker-helpers.ts';

/** Lookups are paid for on the server: visitors spend a daily allowance, signed-in users a credit. */
test('a visitor gets 3 full lookups a day on a checker, then a call to start a free trial', async ({ page }) => {
  for (let i = 0; i < 3; i++) {
    await checkPostcode(page, '/economic-data', IN_DATA, /Show economic data/);
    await expect(page.locator('[data-results]')).toBeVisible();
  }
  await checkPostcode(page, '/economic-data', IN_DATA, /Show economic data/);
  const limit = page.locator('[data-lookup-limit]');
  await expect(limit).toContainText('You have used your 3 free lookups on this checker today.');
  await expect(limit.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/start-trial');
  await expect(page.locator('[data-results]')).toHaveCount(0);
});

test('a signed-in report costs exactly one credit, shown in the toast and the sidebar balance', async ({ page }) => {
  const account = seed('trial');
  await signIn(page, account.email, account.password);
  const balance = page.locator('[data-api-credits]');
  await expect(balance).toHaveText(/API Credits: \d+/);
  const before = Number((await balance.textContent())?.match(/\d+/)?.[0]);
  await checkPostcode(page, '/postcode-data', IN_DATA, /Show postcode data/);
  await expect(page.locator('[data-results]')).toBeVisible();
  await expect(page.getByText('Deducted 1 credit from your balance')).toBeVisible();
  await expect(page.getByText(`You have ${before - 1} credits remaining.`)).toBeVisible();
  await page.goto('/dashboard');
  await expect(balance).toHaveText(`API Credits: ${before - 1}`);
});

test('an account with no credits gets no data and a way to upgrade', async ({ page }) => {
  const account = seed('trial-empty');
  await signIn(page, account.email, account.password);
  const dialog = page.getByRole('dialog', { name: 'Trial Credits Exhausted' });
  await dialog.getByRole('button', { name: 'Continue Trial' }).click();
  await checkPostcode(page, '/broadband-speed-checker-postcode', IN_DATA, /Check broadband/);
  const limit = page.locator('[data-lookup-limit]');
  await expect(limit).toContainText('You have no credits left.');
  await expect(limit.getByRole('link', { name: 'Upgrade or buy credits' })).toHaveAttribute('href', '/billing');
  await expect(page.locator('[data-results]')).toHaveCount(0);
  await expect(dialog).toBeHidden();
});
