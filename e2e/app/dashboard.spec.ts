/**
 * The dashboard as the signed-in home: a new user's first visit (through the real sign-up email and
 * onboarding) and a returning user's, the postcode search straight to the report, saved deals, the
 * account in the public header, and what an expired or already used sign-in link says.
 */
import { expect, test, type Page } from '@playwright/test';
import { newTrialAccount, outbox, seriousViolations, signIn } from './helpers.ts';
import { IN_DATA } from '../data/checker-helpers.ts';

/** Signs up through /start-trial and returns the link from the confirmation email. */
async function signUpLink(page: Page, email: string, first: string): Promise<string> {
  await page.goto('/start-trial');
  const form = page.locator('[data-start-trial]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill('Newcomer');
  await form.getByLabel(/I agree to the terms/).check();
  await form.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.locator('[data-signup-sent]')).toContainText('Check your email');
  await expect.poll(async () => (await outbox(email)).length).toBe(1);
  const [message] = await outbox(email);
  return message!.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)![0];
}

test('a new user’s first dashboard: welcome (not back), balance, plan and trial first, a postcode straight to its report', async ({
  page,
  browser,
}) => {
  const email = `firstvisit${Date.now()}@example.com`;
  const link = await signUpLink(page, email, 'Nia');
  await page.goto(link);

  // Onboarding opens over the dashboard; that glimpse does not count as the first visit.
  const dialog = page.getByRole('dialog', { name: 'Set up your Brickstack account' });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill('nia-chosen-2026');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Property due diligence').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Find APIs for my platform').check();
  await dialog.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL('**/dashboard');

  const dashboard = page.locator('[data-dashboard]');
  await expect(page.locator('[data-dashboard-greeting]')).toHaveText('Welcome, Nia Newcomer.');
  await expect(page.locator('[data-dashboard-credits]')).toHaveText('25');
  await expect(page.locator('[data-dashboard-plan]')).toHaveText('Free trial');
  await expect(page.locator('[data-dashboard-trial]')).toContainText('Your trial ends');
  // The tools are in the sidebar, not repeated on the dashboard.
  await expect(dashboard.getByRole('heading', { name: /tools/i })).toHaveCount(0);
  await expect(page.locator('[data-dashboard-deals]')).toContainText('No saved deals yet.');
  expect(await seriousViolations(page)).toEqual([]);

  // On a phone the balance, plan and search are on the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const part of ['[data-dashboard-credits]', '[data-dashboard-plan]', '[data-dashboard-search] input']) {
    const box = await page.locator(part).boundingBox();
    expect(box && box.y + box.height, part).toBeLessThanOrEqual(844);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The postcode search checks the postcode, then opens the report for it.
  const search = page.locator('[data-dashboard-search]');
  await search.getByLabel('Look up a postcode').fill('M33 2A');
  await search.getByRole('button', { name: 'Open the report (1 credit)' }).click();
  await expect(search.locator('[data-postcode-error]')).toContainText('is not a valid UK postcode');
  await search.getByLabel('Look up a postcode').fill(IN_DATA.toLowerCase());
  await search.getByRole('button', { name: 'Open the report (1 credit)' }).click();
  await page.waitForURL(/\/postcode-data\?postcode=M33(%20|\+)2AU/);
  await expect(page.locator('[data-results]')).toBeVisible();
  await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 24');

  // The next visit is a return, decided by the recorded visit, also in another browser.
  const other = await browser.newContext();
  const again = await other.newPage();
  await signIn(again, email, 'nia-chosen-2026');
  await expect(again.locator('[data-dashboard-greeting]')).toHaveText('Welcome back, Nia Newcomer.');
  await other.close();

  // The email link has been used: opening it again (as an email scanner may have done first) says so.
  const fresh = await browser.newContext();
  const late = await fresh.newPage();
  await late.goto(link);
  await late.waitForURL('**/dashboard**');
  const notice = late.getByTestId('failed-link');
  await expect(notice).toHaveText(/That sign-in link has expired or was already used\.\s*Send a new one\./);
  await notice.getByRole('link', { name: 'Send a new one.' }).click();
  await late.waitForURL('**/start-trial');
  await fresh.close();
});

test('a returning user: welcome back, recent lookups reopened free, saved deals, what was bought, their account in the header', async ({
  page,
}) => {
  const account = await newTrialAccount('returner');
  await signIn(page, account.email, account.password);
  await expect(page.locator('[data-dashboard-greeting]')).toHaveText('Welcome, returner Buyer.');
  await expect(page.locator('[data-recent-answers]')).toContainText('Nothing yet.');

  // A paid report from the dashboard's search.
  await page.locator('[data-dashboard-search]').getByLabel('Look up a postcode').fill(IN_DATA);
  await page.getByRole('button', { name: 'Open the report (1 credit)' }).click();
  await expect(page.locator('[data-results]')).toBeVisible();
  await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 24');

  // Save a deal in the deal analyser; the dashboard lists it and reopens it there.
  await page.goto('/newdeal?price=185000&rent=1100');
  await page.getByLabel('Deal name').fill('12 High Street');
  await page.getByRole('button', { name: 'Save this deal' }).click();
  await expect(page.getByText('Saved “12 High Street”.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.locator('[data-dashboard-greeting]')).toHaveText('Welcome back, returner Buyer.');
  // The ledger names what was bought; the lookup is listed with its place and date and reopens free.
  await expect(page.locator('[data-ledger]')).toContainText(`Postcode report · ${IN_DATA}`);
  const today = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date());
  const recent = page.locator('[data-recent-answer]').filter({ hasText: `Postcode report · ${IN_DATA}` });
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText(`${today} · opens free`);
  const headline = page.locator('[data-results]');
  await recent.getByRole('link', { name: `Postcode report · ${IN_DATA}` }).click();
  await page.waitForURL(/\/postcode-data\?postcode=M33/);
  await expect(page.locator('[data-no-charge]')).toContainText(/^Your saved answer from \d{1,2} \w+ \d{4}: no charge\.$/);
  await expect(headline).toBeVisible();
  await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 24');

  await page.goto('/dashboard');
  const deals = page.locator('[data-dashboard-deals]');
  await expect(deals).toContainText('12 High Street');
  await deals.getByRole('link', { name: '12 High Street' }).click();
  await page.waitForURL(/\/newdeal\?.*price=185000/);
  await expect(page.getByLabel('Purchase price')).toHaveValue('185,000');

  // On a public page the header shows the balance and avatar instead of Login, and no visitor banner.
  await page.goto('/pricing');
  const header = page.locator('header[data-site-header]');
  await expect(header.locator('[data-header-credits]')).toHaveText('24 credits');
  await expect(header.locator('[data-header-avatar]')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(page.locator('[data-announcement]')).toBeHidden();
  await header.locator('[data-header-account]').click();
  await page.waitForURL('**/dashboard');
});
