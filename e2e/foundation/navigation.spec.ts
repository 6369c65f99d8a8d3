import { expect, test } from '@playwright/test';
import { seed, signIn } from '../app/helpers.ts';

test.describe('top navigation', () => {
  test('Features dropdown opens by pointer and closes on outside click', async ({ page }) => {
    await page.goto('/about');
    const features = page.locator('#menu-features');
    await page.getByRole('button', { name: 'Features' }).click();
    await expect(features).toBeVisible();
    await expect(features.getByRole('link', { name: 'AI Virtual Staging' })).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(features).toBeHidden();
  });

  test('Free Tools dropdown works by keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Free Tools' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#menu-free-tools');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Stamp Duty' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Postcode Crime Check' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Rent vs Buy' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a dropdown link navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Free Tools' }).click();
    await page.locator('#menu-free-tools').getByRole('link', { name: 'Stamp Duty' }).click();
    await expect(page).toHaveURL(/\/stampdutycalculator$/);
  });

  test('signed-out visitors see Pricing and Login but not Dashboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByText('Make better, data driven property decisions')).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('toggles open and closed by pointer and keyboard', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#menu-mobile');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mortgage Repayment' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('visitor extras', () => {
  test('the announcement banner stays dismissed across pages and reloads', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });

  test('the sign-up pop-up offers a free trial with its real terms, no invented figures, and shows once a week', async ({
    page,
  }) => {
    await page.goto('/about?signup-popup=now');
    // No geolocation on the site under test: no city is named rather than a random one.
    const popup = page.getByRole('dialog', { name: 'Buying or investing in property?' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/A free trial gives you \d+ days of full access and \d+ credits/);
    await expect(popup).not.toContainText(/people|For example|illustration/);
    await expect(popup.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/pricing');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    const lastShown = await page.evaluate(() => localStorage.getItem('signup-popup:last-shown'));
    expect(Number(lastShown)).toBeGreaterThan(0);
  });

  test('the sign-up pop-up never shows to signed-in visitors', async ({ page }) => {
    // A real session (a made-up token is refused by the auth server and signed out, sooner or
    // later depending on the machine's load).
    const account = seed('active');
    await signIn(page, account.email, account.password);
    await page.goto('/about?signup-popup=now');
    // The page has recognised the stored session before the pop-up script ran (signed-in menus).
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('protected pages send signed-out visitors to sign in and remember where they were going', async ({ page }) => {
  await page.goto('/local-data');
  await expect(page).toHaveURL(/\/login\?next=%2Flocal-data$/);
});
