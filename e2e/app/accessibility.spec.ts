import { expect, test } from '@playwright/test';
import { openLoginModal, seed, seriousViolations, signIn } from './helpers.ts';

test('axe: the login modal, /login and /reset-password', async ({ page }) => {
  await page.goto('/');
  await openLoginModal(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (const path of ['/login', '/reset-password']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('axe: signed-in dashboard, profile and billing, with a visible focus ring', async ({ page }) => {
  const trial = seed('trial');
  await signIn(page, trial.email, trial.password);
  for (const [path, ready] of [
    ['/dashboard', '[data-dashboard]'],
    ['/profile', '[data-profile]'],
    ['/billing', '[data-billing]'],
  ] as const) {
    if (path !== '/dashboard') await page.goto(path);
    await expect(page.locator(ready)).toBeVisible();
    await expect(page.locator('[data-api-credits]')).toHaveText(/API Credits: \d+/);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.locator('[data-user-menu-button]').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).not.toBe('none');
});

test('axe: the blocking Account Paused dialog', async ({ page }) => {
  const paused = seed('paused');
  await signIn(page, paused.email, paused.password);
  await expect(page.getByRole('dialog', { name: 'Account Paused' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
