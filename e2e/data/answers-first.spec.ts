import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 41: the answer first. On a phone and a laptop, a checker opened with a postcode in its link
 * shows its headline — figure, unit, period — in the first screen, the geography in one line with
 * its codes behind a disclosure, the map after the answer, and one month of crime never as a year.
 */
const SIZES = [
  { width: 360, height: 800 },
  { width: 1366, height: 900 },
];

async function topOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, `${selector} is laid out`).not.toBeNull();
  return box!.y;
}

for (const size of SIZES) {
  test(`crime checker at ${size.width}×${size.height}: the headline is in the first screen and names its period`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/postcode-crime-check?postcode=M33%203HJ');
    const headline = page.locator('[data-headline]');
    await expect(headline).toBeVisible();
    await expect(headline.locator('[data-headline-value]')).toHaveText('2.7');
    // One month held (June 2016): the figure says so and is never called a year.
    await expect(headline).toContainText('June 2016');
    await expect(headline).toContainText('the only month held, not a yearly figure');
    await expect(headline.locator('[data-comparison]')).toContainText('% below Trafford (4.3)');
    expect(await topOf(page, '[data-headline-value]')).toBeLessThan(size.height - 40);
    // The geography is one line; its codes wait behind a disclosure.
    await expect(page.locator('[data-geography-line]')).toContainText('Trafford');
    await expect(page.locator('[data-geography-codes]')).not.toHaveAttribute('open', '');
    // The map follows the answer.
    expect(await topOf(page, '[data-map]')).toBeGreaterThan(await topOf(page, '[data-headline]'));
  });
}

test('a checker with nothing to plot besides the postcode draws no map (broadband)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/broadband-speed-checker-postcode?postcode=m332au');
  await expect(page.locator('[data-broadband-speed]')).toHaveText('127.8 Mbit/s');
  await expect(page.locator('[data-map]')).toHaveCount(0);
});

test('the mobile checker, with no Ofcom mobile file held, says at the top that it cannot answer', async ({ page }) => {
  await page.goto('/mobile-signal-checker');
  const notice = page.locator('[data-not-held-anywhere]');
  await expect(notice).toContainText('This checker cannot answer yet');
  const form = await page.getByLabel('Postcode', { exact: true }).boundingBox();
  const top = await notice.boundingBox();
  expect(top!.y).toBeLessThan(form!.y);
});
