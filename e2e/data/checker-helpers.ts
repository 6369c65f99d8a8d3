import { expect, type Page } from '@playwright/test';

/** A postcode in the samples (Trafford), one valid but outside the data, and one that is not a postcode. */
export const IN_DATA = 'M33 2AU';
export const OUTSIDE_DATA = 'SW1A 1AA';
export const INVALID = 'M33 2A';

/**
 * Waits until the island holding the page's form has hydrated (Astro removes its `ssr` attribute
 * then), so typing goes to the live form and not to server-rendered HTML about to be replaced.
 */
export async function waitForFormIsland(page: Page): Promise<void> {
  await page.locator('astro-island:has(form)').first().waitFor();
  await expect(page.locator('astro-island[ssr]:has(form)')).toHaveCount(0);
}

/** Types a postcode into the checker form and submits it, as a person would. */
export async function checkPostcode(page: Page, path: string, postcode: string, button: RegExp): Promise<void> {
  await page.goto(path);
  await waitForFormIsland(page);
  await page.getByLabel('Postcode', { exact: true }).fill(postcode);
  await page.getByRole('button', { name: button }).click();
}

/**
 * Types a postcode the data holds nothing for on this checker: the free coverage answer says so at
 * once, the lookup is not offered (the button is disabled, saying why) and nothing is shown as a result.
 */
export async function expectNothingToLookUp(page: Page, path: string, postcode: string): Promise<void> {
  await page.goto(path);
  await waitForFormIsland(page);
  await page.getByLabel('Postcode', { exact: true }).fill(postcode);
  const gate = page.locator(`[data-coverage="${postcode}"] [data-coverage-gate]`);
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(`Nothing to look up for ${postcode}`);
  await expect(page.locator('form button[type="submit"]')).toBeDisabled();
  await expect(page.locator('[data-lookup-blocked]')).toContainText(postcode);
  await expect(page.locator('[data-results]')).toHaveCount(0);
}

/** The invalid-postcode message says how to fix the input. */
export async function expectHowToFix(page: Page): Promise<void> {
  const error = page.locator('[data-postcode-error]');
  await expect(error).toBeVisible();
  await expect(error).toContainText(/postcode/i);
  await expect(error).toContainText(/such as|for example/i);
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveAttribute('aria-invalid', 'true');
}

/** Every figure block on the page names its source, geography and as-of date. */
export async function expectSourcedFigures(page: Page): Promise<void> {
  const lines = page.locator('[data-results] [data-source-line]');
  await expect(lines.first()).toBeAttached();
  // The geography's source lines sit behind its "Area codes and sources" disclosure: at least one other is in view.
  await expect
    .poll(async () => {
      for (const line of await lines.all()) if (await line.isVisible()) return true;
      return false;
    })
    .toBe(true);
  for (const line of await lines.all()) {
    await expect(line).toContainText('Source:');
    await expect(line).toContainText('Covers:');
    await expect(line).toContainText('As of:');
  }
}
