import { expect, test } from '@playwright/test';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import { V1_ENDPOINTS } from '../../src/lib/api/v1/endpoints.ts';
import { seriousViolations } from '../app/helpers.ts';

test('a developer with only the docs calls an endpoint with the sandbox key', async ({ page }) => {
  await page.goto('/docs/getting-started');
  await expect(page.locator('[data-sandbox] [data-sandbox-key]')).toHaveText(SANDBOX_API_KEY);
  await expect(page.getByRole('heading', { name: '6. Versioning and deprecation' })).toBeVisible();
  await expect(page.locator('[data-api-changelog]')).toContainText('v1.0.0');

  await page.goto('/api-docs/crime-statistics');
  await expect(page.getByText(`-H "x-api-key: ${SANDBOX_API_KEY}"`).first()).toBeVisible();
  const tryIt = page.locator('[data-try-it]').first();
  await tryIt.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]:has([data-try-it])')).toHaveCount(0);
  await tryIt.getByRole('button', { name: 'Send GET /crime-statistics' }).click();
  await expect(tryIt.locator('[data-try-it-status]')).toHaveText('HTTP 200');
  await expect(tryIt.locator('[data-try-it-result] pre')).toContainText('"covered": true');
  await expect(tryIt.locator('[data-try-it-result]')).toContainText('x-credits-charged: 0');

  // A place is a postcode or lat and lng, so the form marks neither required.
  await tryIt.locator('input[name="postcode"]').fill('M1 1AE');
  await tryIt.getByRole('button', { name: 'Send GET /crime-statistics' }).click();
  await expect(tryIt.locator('[data-try-it-status]')).toHaveText('HTTP 403');
  await expect(tryIt.locator('[data-try-it-result] pre')).toContainText('sandbox_restricted');
});

test('the API hub is an index of every data endpoint, each with a page of its own, their cost and the per-plan limits', async ({
  page,
}) => {
  await page.goto('/api-hub');
  await expect(page.locator('[data-api-endpoints] tbody tr')).toHaveCount(V1_ENDPOINTS.length);
  await expect(page.locator('[data-rate-limits]')).toContainText('API plan: 300');
  await expect(page.locator('[data-api-operation]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Full postcode report' }).click();
  await expect(page).toHaveURL(/\/api-docs\/report$/);
  await expect(page.locator('[data-api-operation]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // /api-hub itself is checked by axe in content-pages.spec.ts.
  await page.goto('/api-docs/property-valuation');
  expect(await seriousViolations(page)).toEqual([]);
});
