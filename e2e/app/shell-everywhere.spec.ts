import { expect, test } from '@playwright/test';
import { sidebarLinks } from '../../src/lib/routes/navigation.ts';
import { seed, signIn } from './helpers.ts';

/** Every page in the sidebar keeps a signed-in user in the app shell; visitors never see it. */
const SIDEBAR_LINKS = (['top', 'research', 'evaluate', 'plan'] as const).flatMap((group) => sidebarLinks(group));

test('a signed-in user stays in the app shell on every sidebar page, with the route highlighted and credits in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const account = seed('active');
  await signIn(page, account.email, account.password);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  for (const { href: path, label } of SIDEBAR_LINKS) {
    await page.goto(path);
    await expect(sidebar, path).toBeVisible();
    await expect(sidebar.getByRole('link', { name: label, exact: true }), path).toHaveAttribute('aria-current', 'page');
    const credits = sidebar.locator('[data-api-credits]');
    await expect(credits, path).toHaveText(/^API Credits: \d+$/);
    await expect(credits, path).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeHidden();
    await expect(page.locator('[data-premium-banner]'), path).toBeHidden();
  }
});

test('visitors on the account pages see the site header and a sign-in prompt, never the app sidebar', async ({ page }) => {
  for (const path of ['/dashboard', '/profile', '/billing']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' }), path).toBeHidden();
    await expect(page.locator('[data-signed-out-notice]'), path).toBeVisible();
    await expect(page.locator('[data-signed-out-notice]').getByRole('link', { name: 'Login' }), path).toBeVisible();
  }
  await page.goto('/stampdutycalculator');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
