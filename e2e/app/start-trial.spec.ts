import { expect, test } from '@playwright/test';
import { outbox, seriousViolations } from './helpers.ts';
import { checkPostcode, IN_DATA } from '../data/checker-helpers.ts';

/** A stranger goes from /pricing to a working trial account: form, email link, onboarding, dashboard, a charged report. */
test('from /pricing to a trial account with 25 credits', async ({ page }) => {
  const email = `investor${Date.now()}@example.com`;
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Start your free trial' }).first().click();
  await page.waitForURL('**/start-trial');
  const form = page.locator('[data-start-trial]');
  await expect(form).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Bad input gets a message per field.
  await form.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(form.getByText('Enter your email address, such as name@example.com.')).toBeVisible();
  await expect(form.getByText('Please agree to the terms and privacy policy to start your trial.')).toBeVisible();
  await form.getByLabel('Email').fill('throwaway@mailinator.com');
  await form.getByLabel('First name').fill('Nia');
  await form.getByLabel('Last name').fill('Investor');
  await form.getByLabel(/I agree to the terms/).check();
  await form.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(form.getByText('Please use a permanent email address')).toBeVisible();

  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.locator('[data-signup-sent]')).toContainText('Check your email');

  await expect.poll(async () => (await outbox(email)).length).toBe(1);
  const [message] = await outbox(email);
  expect(message?.subject).toMatch(/Confirm your email/);
  const link = message?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);

  const dialog = page.getByRole('dialog', { name: 'Set up your Brickstack account' });
  const title = dialog.locator('[data-step-title]');
  await expect(title).toHaveText('Secure Your Account');
  await dialog.getByLabel('Password', { exact: true }).fill('nia-chosen-2026');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(title).toHaveText('What is your biggest challenge?');
  await dialog.getByLabel('Property due diligence').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Find APIs for my platform').check();
  await dialog.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(dialog.locator('[data-onboarding-success]')).toContainText('Welcome to Brickstack!');

  await page.waitForURL('**/dashboard');
  await expect(page.locator('[data-dashboard]')).toBeVisible();
  await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 25');
  await expect(page.locator('[data-trial-banner]')).toContainText('25 credits left');

  // The first report costs exactly one credit, and the app shell stays around the checker.
  await checkPostcode(page, '/postcode-data', IN_DATA, /Show postcode data/);
  await expect(page.locator('[data-results]')).toBeVisible();
  await expect(page.getByText('Deducted 1 credit from your balance')).toBeVisible();
  await expect(page.getByText('You have 24 credits remaining.')).toBeVisible();
  await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 24');
});
