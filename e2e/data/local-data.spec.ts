import { expect, test } from '@playwright/test';
import { expectSourcedFigures, IN_DATA } from './checker-helpers.ts';
import { newTrialAccount, signIn } from '../app/helpers.ts';

/**
 * Signs in for real with an account of its own (no set-up gates): the report spends a credit, and
 * the shared seed accounts are only looked at.
 */
async function withStoredSession(page: import('@playwright/test').Page): Promise<void> {
  const account = await newTrialAccount('localdata');
  await signIn(page, account.email, account.password);
}

test('/local-data builds a full report with every dataset and its source', async ({ page }) => {
  await withStoredSession(page);
  await page.goto(`/local-data?postcode=${encodeURIComponent(IN_DATA)}`);
  const results = page.locator('[data-results]');
  await expect(results).toBeVisible();
  for (const heading of ['People', 'Sale prices', 'Crime', 'Schools nearby', 'Broadband']) {
    await expect(results.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // The headline answer comes first; what is not held for M33 2AU folds into one line, not an empty section each.
  await expect(results.locator('[data-answer-line]')).toContainText('M33 2AU: latest sale £300,000');
  const notHeld = results.locator('[data-not-held]');
  await expect(notHeld.locator('summary')).toHaveText('Not held for this postcode (3)');
  for (const name of ['Energy performance certificates', 'Property age', 'Mobile signal']) {
    await expect(notHeld).toContainText(name);
    await expect(results.getByRole('heading', { name, exact: true })).toHaveCount(0);
  }
  await expect(results).toContainText('2,225');
  await expect(results).toContainText('£300,000');
  await expectSourcedFigures(page);
  // Signed in, the map is Leaflet's; the tests have no network, so its tiles fail and the map drawn from the data takes over.
  await expect(page.locator('[data-map] [data-static-map]')).toBeVisible();
  // The report can be kept: a PDF and a print view.
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
});
