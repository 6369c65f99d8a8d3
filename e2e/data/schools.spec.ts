import { expect, test } from '@playwright/test';
import { checkPostcode } from './checker-helpers.ts';

test('/schools: search and filter the register; every school has an authority; best-schools links all exist', async ({
  page,
  request,
}) => {
  await page.goto('/schools');
  await expect(page.locator('main')).not.toContainText('Local authority not recorded');
  const directory = page.locator('[data-school-directory]');
  // The directory hydrates when scrolled into view: type only once it is live, not into the server-rendered form.
  await directory.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]:has([data-school-directory])')).toHaveCount(0);
  const count = directory.locator('[data-schools-count]');
  await expect(count).toContainText(/^\d+ open schools, showing the first 50\.$/);
  await expect(directory.locator('tbody tr')).toHaveCount(50);

  await directory.getByLabel('School name').fill('grammar');
  await expect(count).toContainText(/^\d+ of \d+ open schools match\.$/);
  for (const name of await directory.locator('tbody tr td:first-child a').allTextContents())
    expect(name.toLowerCase()).toContain('grammar');

  await directory.getByLabel('School name').fill('');
  await directory.getByLabel('Phase').selectOption('Secondary');
  await directory.getByLabel('Ofsted rating').selectOption('outstanding');
  const ratings = await directory.locator('tbody tr td:last-child').allTextContents();
  expect(ratings.length).toBeGreaterThan(0);
  expect(new Set(ratings)).toEqual(new Set(['Outstanding']));
  await directory.getByLabel('Local authority').selectOption({ label: 'Leeds' });
  for (const la of await directory.locator('tbody tr td:nth-child(2)').allTextContents()) expect(la).toBe('Leeds');

  const links = await page
    .locator('[data-best-schools-links] a')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
});

test('/find-a-school: results filter by phase, rating and distance', async ({ page }) => {
  await checkPostcode(page, '/find-a-school', 'M33 3HJ', /Find schools/);
  const table = page.locator('[data-schools-table]');
  await expect(table).toBeVisible();
  const total = await table.locator('tbody tr').count();
  await page.getByLabel('Distance').selectOption({ label: 'Within 400 m' });
  await expect(page.locator('[data-schools-count]')).toHaveText(`Showing 3 of ${total} schools within 1.6 km.`);
  await page.getByLabel('Phase').selectOption('Primary');
  const names = await table.locator('tbody tr td:first-child a').allTextContents();
  expect(names).toContain('Templemoor Infant and Nursery School');
  await page.getByLabel('Ofsted rating').selectOption('not-graded');
  await page.getByLabel('Phase').selectOption('Secondary');
  await expect(page.getByText('No schools within 1.6 km match these filters.')).toBeVisible();
});
