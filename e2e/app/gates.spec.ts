import { expect, test } from '@playwright/test';
import { trialEndSentence } from '../../src/lib/subscription/trial-end.ts';
import { outbox, seed, signIn, signOutViaMenu, trialEndOf } from './helpers.ts';

/** The upgrade emails sent to an address (the trial's other emails, such as reminders, aside). */
async function upgradeEmails(to: string) {
  return (await outbox(to)).filter((email) => email.subject.includes('trial credits'));
}

test.describe('subscription gating', () => {
  test('paused: a blocking Account Paused dialog everywhere except /billing', async ({ page }) => {
    const paused = seed('paused');
    await signIn(page, paused.email, paused.password);
    const dialog = page.getByRole('dialog', { name: 'Account Paused' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Chromium closes a dialog on a repeated Escape even when cancel is prevented: it must reopen.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.goto('/');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Go to Billing' }).click();
    await page.waitForURL('**/billing');
    await expect(page.locator('[data-billing]')).toContainText('Paused');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-trial-banner]')).toHaveCount(0);
  });

  test('trial with 0 credits: exhausted dialog, Upgrade Now banner, exactly one upgrade email', async ({ page }) => {
    const empty = seed('trial-empty');
    await signIn(page, empty.email, empty.password);
    const dialog = page.getByRole('dialog', { name: 'Trial Credits Exhausted' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Your trial runs until \d{1,2} [A-Z][a-z]+ \d{4}/);
    const banner = page.locator('[data-trial-banner]');
    // Seeded 3 days ahead when the backend started: "in 3 days", or "in 2 days" once a UK midnight has passed since.
    const ends = trialEndSentence(new Date(), await trialEndOf(empty.email, empty.password));
    expect(ends).toMatch(/^Your trial ends in [23] days\.$/);
    await expect(banner).toContainText(`Free trial: 0 credits left. ${ends}`);
    await expect(banner.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/billing');
    await expect.poll(async () => (await upgradeEmails(empty.email)).length).toBe(1);
    // Any later upgrade-email request must have finished before the outbox is counted again.
    const laterRequests: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/trial-upgrade-email')) laterRequests.push(request.response());
    });

    await dialog.getByRole('button', { name: 'Continue Trial' }).click();
    await expect(dialog).toBeHidden();
    // Continue Trial is remembered for the browser session, on every page.
    await page.goto('/dashboard');
    await expect(page.locator('[data-dashboard]')).toBeVisible();
    await expect(dialog).toBeHidden();
    // A new browser session asks again.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/dashboard');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL('**/billing');
    await expect(page.locator('[data-billing]')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The gates have read the account on /billing once the trial banner shows its figures.
    await expect(banner).toContainText('Free trial: 0 credits left.');
    await Promise.all(laterRequests);
    expect(await upgradeEmails(empty.email)).toHaveLength(1);
  });

  test('trial with credits: Manage Trial banner with the trial end, dismissible for the session', async ({ page, context }) => {
    const trial = seed('trial');
    await signIn(page, trial.email, trial.password);
    const banner = page.locator('[data-trial-banner]');
    await expect(banner).toContainText(/^Free trial: [1-9]\d* credits left\. Your trial ends on \d{1,2} [A-Z][a-z]{2}\./);
    await expect(banner.getByRole('link', { name: 'Manage Trial' })).toHaveAttribute('href', '/billing');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Dismiss trial banner' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-api-credits]')).toHaveText(/^API Credits: [1-9]\d*$/);
    await expect(banner).toHaveCount(0);
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(second.locator('[data-trial-banner]')).toBeVisible();
  });

  test('active: no banner and no dialogs; legacy: founding-customer banner', async ({ page }) => {
    const active = seed('active');
    await signIn(page, active.email, active.password);
    await expect(page.locator('[data-api-credits]')).toHaveText(/^API Credits: \d+$/);
    await expect(page.locator('[data-trial-banner]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await signOutViaMenu(page);

    const legacy = seed('legacy');
    await signIn(page, legacy.email, legacy.password);
    await expect(page.locator('[data-founding-banner]')).toHaveText(
      'Thanks for being a founding customer! You will not be charged credits on your account. Enjoy unlimited access!',
    );
    await expect(page.locator('[data-trial-banner]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
