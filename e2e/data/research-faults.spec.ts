import { expect, test } from '@playwright/test';

/** Faults found trying the research pages as a new user (issue 17), each checked where a person sees it. */
test('/areas names each area by its town, with no internal coverage wording', async ({ page }) => {
  await page.goto('/areas');
  const cards = page.locator('[data-place-item]');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(page.locator('[data-place-item="M"]')).toContainText('Manchester');
  await expect(page.locator('main')).not.toContainText('Not in the postcode files we hold');
});

test('a Trafford authority page counts all its crime and labels prices from the partial extract', async ({ page }) => {
  await page.goto('/crime-rates/trafford');
  await expect(page.locator('[data-crime-total]')).toHaveText('1,615');
  await expect(page.getByText('we count every crime recorded in its neighbourhoods')).toBeVisible();
  await page.goto('/location/authority/trafford');
  await expect(page.locator('[data-partial-extract]').first()).toContainText('partial extract');
  await expect(page.locator('[data-stale]').first()).toHaveText(/\d+ years old/);
});

test('/crime-rates lists no border scraps as totals', async ({ page }) => {
  await page.goto('/crime-rates');
  await expect(page.locator('[data-crime-list]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'West Lancashire', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'WN8', exact: true })).toHaveCount(0);
});

test('/crime-rates/co4 answers, with crimes given to CO4 by nearest postcode (was 404)', async ({ page }) => {
  const response = await page.goto('/crime-rates/co4');
  expect(response?.status()).toBe(200);
  const main = page.locator('main');
  await expect(main).toContainText('nearest to one of its postcodes');
  await expect(main).not.toContainText('not imported');
});

test('Bolton, where no school register is imported, says schools are not held, never 0 (issue 41)', async ({ page }) => {
  await page.goto('/location/authority/bolton');
  await expect(page.locator('[data-schools-count]')).toHaveText('Not held');
  await expect(page.locator('[data-schools-not-held]')).toContainText('not the same as no schools');
  // Trafford's register is held: its count is a number (103 establishments in the Trafford file).
  await page.goto('/location/authority/trafford');
  await expect(page.locator('[data-schools-count]')).toHaveText('103');
});
