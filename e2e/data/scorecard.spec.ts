import { expect, test } from '@playwright/test';
import { waitForFormIsland } from './checker-helpers.ts';

test('a person types a Trafford postcode on the home page and gets a scorecard that answers four questions', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Check a postcode' });
  await search.getByLabel('Check a postcode').fill('m33 2au');
  await search.getByRole('button', { name: 'Check postcode' }).click();
  await expect(page).toHaveURL(/\/postcode-data\?postcode=m33\+2au/i);
  await waitForFormIsland(page);
  const scorecard = page.locator('[data-scorecard]');
  await expect(scorecard.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  const safety = scorecard.locator('[data-scorecard-answer="safety"]');
  await expect(safety).toContainText('recorded crime than Trafford');
  await expect(safety).toContainText('crimes per 1,000 residents in one month (not a yearly figure)');
  await expect(safety).toContainText('England and Wales, police recorded crime');
  await expect(safety).toContainText('(year ending June 2016)');
  await expect(scorecard.locator('[data-scorecard-answer="connectivity"]')).toContainText('UK median home download speed');
  await expect(scorecard.locator('[data-scorecard-answer="schools"]')).toContainText('Nearest good or outstanding primary');
  // Prices from the 2019 £150k–£325k extract are not shown as facts.
  const value = scorecard.locator('[data-scorecard-answer="value"]');
  await expect(value).toContainText('We cannot judge value from the sale prices we hold here');
  await expect(value).toContainText('partial extract');
  // Every answer says what it is, not only by colour.
  for (const id of ['safety', 'connectivity', 'schools', 'value']) {
    await expect(scorecard.locator(`[data-scorecard-answer="${id}"] .sr-only`)).toHaveText(
      /\((Good sign|Average|Worth a closer look|Not enough data)\)/,
    );
  }
});

test('the placeholder postcode ZZ99 9ZZ is not called a valid postcode', async ({ page }) => {
  await page.goto('/postcode-data?postcode=ZZ99%209ZZ');
  await waitForFormIsland(page);
  await expect(page.getByText('is a placeholder used in official records')).toBeVisible();
});
