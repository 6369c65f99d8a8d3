import { expect, test, type Page } from '@playwright/test';
import { openLoginModal, recoveryLink, seed, seriousViolations, signIn, signOutViaMenu } from './helpers.ts';

// One account (fresh) walks through every transition, so these run in order.
test.describe.configure({ mode: 'serial' });

const fresh = seed('fresh');
const SET_PASSWORD = 'fresh-chosen-2026';
const RESET_PASSWORD = 'fresh-reset-2026';

function overlay(page: Page, name = 'Set up your Brickstack account') {
  return page.getByRole('dialog', { name });
}

async function answer(page: Page, status: number, body: unknown): Promise<void> {
  await page.unroute('**/api/validate-challenge');
  await page.route('**/api/validate-challenge', (route) => route.fulfill({ status, json: body }));
}

test('onboarding: each start step, every validation message, logout, completion', async ({ page }) => {
  await signIn(page, fresh.email, fresh.password);
  const dialog = overlay(page);
  const title = dialog.locator('[data-step-title]');
  const alert = dialog.locator('[data-step-error]');

  // Step 1 (password_set false).
  await expect(title).toHaveText('Secure Your Account');
  await expect(dialog.locator('[data-progress]')).toHaveAttribute('data-progress', '1');
  await expect(dialog.getByRole('complementary', { name: /What you get/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(dialog.getByLabel('Confirm new password')).toHaveCount(0);
  // Focus starts on the step's first field, not on Logout.
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(alert).toHaveText('Please enter a valid password.');
  await dialog.getByLabel('Password', { exact: true }).fill(SET_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Step 2; reopening starts here (password set, no challenge).
  await expect(title).toHaveText('What is your biggest challenge?');
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await page.reload();
  await expect(title).toHaveText('What is your biggest challenge?');
  await expect(dialog.locator('[data-progress]')).toHaveAttribute('data-progress', '2');
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await expect(dialog.getByLabel('Or describe your own challenge')).toHaveAttribute('rows', '2');

  await answer(page, 200, { valid: false, reason: 'Please describe a property-related challenge.' });
  await dialog.getByLabel('Or describe your own challenge').fill('zzzz');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(alert).toHaveText('Please describe a property-related challenge.');
  await expect(title).toHaveText('What is your biggest challenge?');

  // Custom text wins over a preset: the server is still asked, and its failure is shown.
  await answer(page, 500, { error: 'internal_error', message: 'Something went wrong.' });
  await dialog.getByLabel('Property due diligence').check();
  await next.click();
  await expect(alert).toHaveText('Unable to validate your challenge. Please try again or select from the options below.');
  await page.unroute('**/api/validate-challenge');

  await dialog.getByLabel('Or describe your own challenge').fill('');
  await expect(alert).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(title).toHaveText('Secure Your Account');
  await page.reload();
  await expect(title).toHaveText('What is your biggest challenge?');
  await dialog.getByLabel('Property due diligence').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Step 3; Logout, then signing in again starts here with the challenge restored.
  await expect(title).toHaveText('What are you hoping to achieve?');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await signIn(page, fresh.email, SET_PASSWORD);
  await expect(title).toHaveText('What are you hoping to achieve?');
  await expect(dialog.locator('[data-progress]')).toHaveAttribute('data-progress', '3');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Property due diligence')).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(title).toHaveText('What are you hoping to achieve?');
  await expect(dialog.getByLabel('Or describe your goal')).toHaveAttribute('rows', '3');

  const complete = dialog.getByRole('button', { name: 'Complete Setup' });
  await complete.click();
  await expect(alert).toHaveText('Please describe your goal or select from the options below.');
  await answer(page, 200, { valid: false, reason: 'Please describe a property-related goal.' });
  await dialog.getByLabel('Or describe your goal').fill('qqqq');
  await complete.click();
  await expect(alert).toHaveText('Please describe a property-related goal.');
  await dialog.getByLabel('Or describe your goal').fill('qqqqq');
  await expect(alert).toHaveCount(0);
  await answer(page, 503, {});
  await complete.click();
  await expect(alert).toHaveText('Unable to validate your goal. Please try again or select from the options below.');
  await page.unroute('**/api/validate-challenge');
  await dialog.getByLabel('Or describe your goal').fill('');
  await dialog.getByLabel('Find APIs for my platform').check();
  await complete.click();

  const success = dialog.locator('[data-onboarding-success]');
  await expect(success).toContainText('Welcome to Brickstack!');
  await expect(page.locator('html[data-confetti="fired"]')).toHaveCount(1);
  // Drawn inside the open dialog (the browser's top layer), so it is seen above it.
  await expect(page.locator('dialog[open] canvas[data-confetti-canvas]')).toHaveCount(1);
  await expect(success).toContainText('Redirecting you to your dashboard');
  // Already on /dashboard: the 3 s redirect is a fresh page load, and the success screen stays until then.
  const shownAt = Date.now();
  await page.waitForEvent('load', { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await expect(page.locator('[data-dashboard]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('password reset: email link, reset-flow validation, Password Updated!, new password works', async ({ page }) => {
  // Reduced motion: the success screen shows without confetti.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await openLoginModal(page);
  await page.getByRole('button', { name: 'Lost Password?' }).click();
  const modal = page.getByRole('dialog', { name: 'Reset Password' });
  await modal.getByLabel('Email').fill(fresh.email);
  await modal.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

  const link = await recoveryLink(fresh.email);
  await page.goto(link);
  await page.waitForURL('**/reset-password**');
  const dialog = overlay(page, 'Reset your password');
  const title = dialog.locator('[data-step-title]');
  const alert = dialog.locator('[data-step-error]');
  await expect(title).toHaveText('Reset Your Password');
  expect(await page.evaluate(() => localStorage.getItem('isPasswordReset'))).toBe('true');
  const update = dialog.getByRole('button', { name: 'Update Password' });
  await update.click();
  await expect(alert).toHaveText('Please enter a valid password.');
  await dialog.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
  await update.click();
  await expect(alert).toHaveText('Please confirm your password.');
  await dialog.getByLabel('Confirm new password').fill('something-else');
  await update.click();
  await expect(alert).toHaveText('Passwords do not match.');
  await dialog.getByLabel('Confirm new password').fill(RESET_PASSWORD);
  await update.click();
  await expect(dialog.locator('[data-onboarding-success]')).toContainText('Password Updated!');
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.locator('html[data-confetti]')).toHaveCount(0);
  await page.waitForURL('**/dashboard', { timeout: 8000 });
  expect(await page.evaluate(() => localStorage.getItem('isPasswordReset'))).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signOutViaMenu(page);
  await page.goto(link);
  await expect(page.locator('[data-reset-link-error]')).toHaveText(
    'Email link is invalid or has expired. Request a new reset link below.',
  );
  await signIn(page, fresh.email, RESET_PASSWORD);
  await expect(page.locator('[data-dashboard]')).toBeVisible();
});

test('profile and API key: names, photo, password rules, regenerate', async ({ page }) => {
  await signIn(page, fresh.email, RESET_PASSWORD);
  const key = page.locator('[data-api-key]');
  await page.getByRole('button', { name: 'Show' }).click();
  const original = (await key.textContent()) ?? '';
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('button', { name: 'Create new key' }).click();
  await expect(page.getByText('New API key created. The old key no longer works.')).toBeVisible();
  await expect(key).not.toHaveText(original);

  await page.goto('/profile');
  await page.getByLabel('First name').fill('Freda');
  await page.getByLabel('Last name').fill('Fresh-Start');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await expect(page.locator('[data-user-name]')).toHaveText('Freda Fresh-Start');

  await page.getByLabel(/Upload a new photo/).setInputFiles('public/avatardefault.jpeg');
  await expect(page.getByText('Your photo has been updated.')).toBeVisible();
  await expect(page.locator('[data-avatar]')).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/profile_photos\//);
  await page.reload();
  await expect(page.locator('[data-avatar]')).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/profile_photos\//);
  // The photo is set before it has loaded: wait for the image itself, then check its size.
  await expect
    .poll(() => page.locator('[data-avatar]').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBe(128);

  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid password.');
  await page.getByLabel('New password', { exact: true }).fill('abcdefgh1');
  await page.getByLabel('Confirm new password').fill('abcdefgh2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
});
