import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('charts are drawn at the phone’s width: labels stay legible and never overlap', async ({ page }) => {
  await page.goto('/location/authority/trafford');
  const chart = page.locator('[data-chart="line"]').first();
  await chart.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]:has([data-chart="line"])')).toHaveCount(0);
  // Measured once the chart has settled at the measured width (it redraws after hydrating).
  await expect(async () => {
    const boxes = await chart.locator('svg > text').evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { text: t.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    for (const box of boxes) expect(box.height, box.text).toBeGreaterThanOrEqual(10);
    // The x-axis labels share one baseline: none may run into the next.
    const axis = boxes.filter((b) => /^[A-Z][a-z]{2} \d{4}$/.test(b.text)).sort((a, b) => a.x - b.x);
    expect(axis.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < axis.length; i++) expect(axis[i]!.x, axis[i]!.text).toBeGreaterThan(axis[i - 1]!.x + axis[i - 1]!.width);
  }).toPass();
  // Nothing spills out of the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
