import { expect, test } from '@playwright/test';
import { loginReady, openLoginModal, seed, signIn, signOutViaMenu } from './helpers.ts';

test.describe('login modal', () => {
  test('opens from Login; Escape, backdrop and the close button close it; focus stays inside', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('button', { name: 'Login to your account' })).toBeVisible();
    await expect(dialog.getByLabel('Remember me')).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openLoginModal(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await openLoginModal(page);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
  });

  test('reset mode: wording, empty email message, success panel, Back to Login', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByRole('button', { name: 'Lost Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog.getByRole('button', { name: 'Send Reset Instructions' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your email address');
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Lost Password?' }).click();
    await dialog.getByLabel('Email').fill('nobody@brickstack.test');
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your email' });
    await expect(sent).toContainText("We've sent you instructions to reset your password.");
    await sent.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sent).toBeHidden();
  });

  test('a wrong password shows the error inline in red; the button is disabled with a spinner while loading', async ({
    page,
  }) => {
    await page.goto('/');
    await openLoginModal(page);
    // Hold the sign-in request until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.getByLabel('Email').fill(seed('trial').email);
    await dialog.getByLabel('Password').fill('not-the-password');
    const submit = dialog.getByRole('button', { name: 'Login to your account' });
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit.locator('[data-spinner]')).toBeVisible();
    release();
    const error = dialog.locator('[data-login-error]');
    await expect(error).toBeVisible();
    await expect(error).toHaveClass(/text-error/);
    await expect(submit).toBeEnabled();
  });

  test('signing in goes to /dashboard and hides the signed-out extras; sign out goes home', async ({ page }) => {
    const trial = seed('trial');
    await signIn(page, trial.email, trial.password);
    await expect(page.locator('[data-user-name]')).toHaveText(`${trial.firstName} ${trial.lastName}`);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[data-login-trigger]')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();
    await expect(page.locator('[data-premium-banner]')).toBeHidden();
    await page.goto('/dashboard');
    await expect(page.locator('[data-api-credits]')).toHaveText(/API Credits: \d+/);
    await page.locator('[data-user-menu-button]').click();
    const menu = page.locator('[data-user-menu]');
    await expect(menu.getByRole('link', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await loginReady(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[data-login-trigger]')).toBeVisible();
  });

  test('/login honours a safe next path and ignores an unsafe one', async ({ page }) => {
    const active = seed('active');
    await page.goto('/login?next=/billing');
    await page.getByLabel('Email').fill(active.email);
    await page.getByLabel('Password').fill(active.password);
    await page.getByRole('button', { name: 'Login to your account' }).click();
    await page.waitForURL('**/billing');
    await signOutViaMenu(page);

    await page.goto('/login?next=//evil.example/steal');
    await page.getByLabel('Email').fill(active.email);
    await page.getByLabel('Password').fill(active.password);
    await page.getByRole('button', { name: 'Login to your account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  test('a protected page sends a signed-out visitor to /login and back after sign-in', async ({ page }) => {
    const active = seed('active');
    await page.goto('/onboarding');
    await page.waitForURL('**/login?next=%2Fonboarding');
    await page.getByLabel('Email').fill(active.email);
    await page.getByLabel('Password').fill(active.password);
    await page.getByRole('button', { name: 'Login to your account' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
  });
});
