import { expect, test } from '@playwright/test';
import { newTrialAccount, seed, signIn } from '../app/helpers.ts';
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
  // A new account: one that already bought this report today would get it again free.
  const account = await newTrialAccount('report');
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

test('spending the last credit shows 0 at once in the toast, the sidebar and the trial banner, and it stays 0', async ({
  page,
}) => {
  const account = await newTrialAccount('lastcredit', { credits: 1 });
  await signIn(page, account.email, account.password);
  const balance = page.locator('[data-api-credits]');
  await expect(balance).toHaveText('API Credits: 1');
  await checkPostcode(page, '/postcode-crime-check', IN_DATA, /Check crime/);
  await expect(page.locator('[data-results]')).toBeVisible();
  await expect(page.getByText('Deducted 1 credit from your balance')).toBeVisible();
  await expect(page.getByText('You have 0 credits remaining.')).toBeVisible();
  await expect(balance).toHaveText('API Credits: 0');
  const banner = page.locator('[data-trial-banner]');
  await expect(banner).toContainText('0 credits left');
  await expect(banner.getByRole('link', { name: 'Upgrade Now' })).toBeVisible();
  // The exhausted dialog opens; the balance never goes back to a stale 1 behind it.
  await expect(page.getByRole('dialog', { name: 'Trial Credits Exhausted' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(balance).toHaveText('API Credits: 0');
  await expect(banner).toContainText('0 credits left');
});

test('a paid answer reopens free from its saved copy', async ({ page }) => {
  const account = await newTrialAccount('reopen', { credits: 5 });
  await signIn(page, account.email, account.password);
  const balance = page.locator('[data-api-credits]');
  await expect(balance).toHaveText('API Credits: 5');
  const paid = page.waitForResponse((r) => r.url().includes('/api/data/crime'));
  await checkPostcode(page, '/postcode-crime-check', IN_DATA, /Check crime/);
  const answerId = (await paid).headers()['x-answer-id'];
  expect(answerId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(balance).toHaveText('API Credits: 4');
  const headline = await page.locator('[data-crime-total]').innerText();

  await page.goto(`/postcode-crime-check?postcode=M33+2AU&answer=${answerId}`);
  await expect(page.locator('[data-no-charge]')).toContainText(/^Your saved answer from \d{1,2} \w+ \d{4}: no charge\.$/);
  await expect(page.locator('[data-crime-total]')).toHaveText(headline);
  await expect(balance).toHaveText('API Credits: 4');
  expect(new URL(page.url()).searchParams.get('answer')).toBeNull();
});
