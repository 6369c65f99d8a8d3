import { expect, test } from '@playwright/test';
import { seed, signIn } from './helpers.ts';

test.describe('signed-in shell', () => {
  test('sidebar: current route, collapsible groups, credits, name and default avatar', async ({ page }) => {
    const active = seed('active');
    await signIn(page, active.email, active.password);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Postcode Crime' })).not.toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('[data-api-credits]')).toHaveText(/^API Credits: \d+$/);
    await expect(sidebar.locator('[data-user-name]')).toHaveText('Ada Active');
    await expect(sidebar.locator('[data-avatar]')).toHaveAttribute('src', '/avatardefault.jpeg');
    for (const heading of ['RESEARCH', 'EVALUATE', 'PLAN', 'OTHER'])
      await expect(sidebar.getByText(heading, { exact: true })).toBeVisible();

    const research = sidebar.locator('summary', { hasText: 'RESEARCH' });
    await expect(sidebar.getByRole('link', { name: 'Local Area Data' })).toBeVisible();
    await research.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('link', { name: 'Local Area Data' })).toBeHidden();
    await research.click();
    await expect(sidebar.getByRole('link', { name: 'Local Area Data' })).toBeVisible();

    await page.goto('/billing');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('mobile: the sidebar opens and closes', async ({ page }) => {
    const active = seed('active');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, active.email, active.password);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const dashboardLink = sidebar.getByRole('link', { name: 'Dashboard' });
    await expect(dashboardLink).not.toBeInViewport();
    const opener = page.getByRole('button', { name: 'Open sidebar' });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(dashboardLink).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dashboardLink).not.toBeInViewport();
    await opener.click();
    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(dashboardLink).not.toBeInViewport();
  });

  test('credit toast: restored when under 30 s old, hidden after 5 s; stale toasts stay hidden', async ({ page }) => {
    const active = seed('active');
    await signIn(page, active.email, active.password);
    const stored = (age: number) =>
      JSON.stringify({
        show: true,
        message: 'Deducted 1 credit from your balance',
        remainingCredits: 42,
        timestamp: Date.now() - age,
      });
    await page.evaluate((value) => localStorage.setItem('creditToast', value), stored(10_000));
    await page.reload();
    const toast = page.locator('[data-credit-toast]');
    await expect(toast).toContainText('Deducted 1 credit from your balance');
    await expect(toast).toContainText('You have 42 credits remaining.');
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 7000 });
    // Seen for the usual 5 s (the clock started a moment before it was first seen here).
    expect(Date.now() - shownAt).toBeGreaterThan(3000);

    await page.evaluate((value) => localStorage.setItem('creditToast', value), stored(40_000));
    await page.reload();
    await expect(page.locator('[data-api-credits]')).toHaveText(/^API Credits: \d+$/);
    // The toast region is there (the signed-in globals have mounted and restored), without a toast.
    await expect(page.locator('[data-credit-toast-region]')).toBeAttached();
    await expect(toast).toHaveCount(0);
  });

  test('dashboard: credits, plan, API key reveal and copy; signed-out visitors are asked to sign in', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard');
    await expect(page.locator('[data-signed-out-notice]')).toContainText('Sign in to see your dashboard.');
    const active = seed('active');
    await signIn(page, active.email, active.password);
    await expect(page.locator('[data-api-credits]')).toHaveText(/^API Credits: \d+$/);
    const credits = ((await page.locator('[data-api-credits]').textContent()) ?? '').replace('API Credits: ', '');
    await expect(page.locator('[data-dashboard-credits]')).toHaveText(credits);
    await expect(page.locator('[data-dashboard-plan]')).toHaveText('Active');
    const key = page.locator('[data-api-key]');
    await expect(key).toContainText('••••');
    await page.getByRole('button', { name: 'Show' }).click();
    expect((await key.textContent()) ?? '').not.toContain('•');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('API key copied to the clipboard.')).toBeVisible();
  });
});
