import { expect, test } from '@playwright/test';
import { waitForIsland } from '../calculators/tax-helpers.ts';

/** Headline results read dark and large, and errors in an error colour, not grey (issue 18). */
test('a calculator headline is dark and an error is red, not the muted grey of body copy', async ({ page }) => {
  await page.goto('/stampdutycalculator');
  await waitForIsland(page);
  const headline = page.locator('[data-results] .stat-value').first();
  await expect(headline).toBeVisible();
  const colour = await headline.evaluate((el) => getComputedStyle(el).color);
  expect(colour).not.toBe('rgb(75, 85, 99)');
  const price = page.getByLabel(/price/i).first();
  await price.fill('-5');
  const error = page.locator('p.text-error').first();
  await expect(error).toBeVisible();
  // The error token (#b91c1c), not the muted grey that prose styles used to force on every paragraph, with its icon.
  expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');
  await expect(error.locator('svg[aria-hidden="true"]')).toBeVisible();
});

test('on a long calculator the result stays in view while the inputs scroll past', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/brrr-flip-calculator');
  // The headline result: the first card of the results panel.
  const results = page.locator('[data-results] > :first-child').first();
  await results.waitFor();
  await page.mouse.move(300, 500);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const box = await results.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(900);
});
