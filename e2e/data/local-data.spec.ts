import { expect, test } from '@playwright/test';
import { expectSourcedFigures, IN_DATA } from './checker-helpers.ts';

/** A stored session shape the auth guard recognises (the page reads only its presence). */
async function withStoredSession(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const session = {
      access_token: 'e2e',
      refresh_token: 'e2e-refresh',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: 'e2e' },
    };
    localStorage.setItem('sb-e2e-auth-token', JSON.stringify(session));
  });
}

test('/local-data asks signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/local-data');
  await expect(page).toHaveURL(/\/login\?next=%2Flocal-data/);
});

test('/local-data builds a full report with every dataset and its source', async ({ page }) => {
  await withStoredSession(page);
  await page.goto(`/local-data?postcode=${encodeURIComponent(IN_DATA)}`);
  const results = page.locator('[data-results]');
  await expect(results).toBeVisible();
  for (const heading of [
    'People',
    'Sale prices',
    'Crime',
    'Schools nearby',
    'Energy performance certificates',
    'Property age',
    'Broadband',
    'Mobile signal',
  ]) {
    await expect(results.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(results).toContainText('2,225');
  await expect(results).toContainText('£300,000');
  await expectSourcedFigures(page);
  // Signed in, the map is interactive.
  await expect(page.locator('[data-map]')).toHaveAttribute('data-map-interactive', 'true');
});
