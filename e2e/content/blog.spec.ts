import { expect, test } from '@playwright/test';

test('the blog: posts with authors, reading time and tags; tag pages; related posts; nested slugs', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.locator('main li h2 a');
  expect(await posts.count()).toBeGreaterThanOrEqual(12);
  await expect(page.locator('main')).toContainText('min read');
  await page
    .locator('[data-blog-tags]')
    .getByRole('link', { name: /^tax \(\d+\)$/ })
    .click();
  await page.waitForURL('**/blog/tags/tax');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “tax”');
  const tagged = page.locator('[data-tag-posts] h2 a');
  expect(await tagged.count()).toBeGreaterThanOrEqual(5);

  await page.goto('/blog/devolved-taxes/buying-in-scotland-lbtt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Buying in Scotland: Land and Buildings Transaction Tax explained',
  );
  await expect(page.locator('[data-post-meta]')).toContainText(/By Brickstack research team · 23 November 2026\s*· \d+ min read/);
  await expect(page.locator('[data-post-tags]')).toContainText('Scotland');
  await expect(page.locator('main')).toContainText('LBTT: £4,600.');
  const related = page.locator('[data-related-posts] a');
  await expect(related).toHaveCount(3);
  await expect(related.first()).toHaveAttribute('href', /\/blog\//);
});

test('the blog and changelog feeds are well-formed RSS 2.0 with every entry', async ({ page, request }) => {
  for (const [path, min] of [
    ['/blog/rss.xml', 12],
    ['/changelog/rss.xml', 7],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        items: doc.querySelectorAll('channel > item').length,
        links: [...doc.querySelectorAll('channel > item > link')].map((l) => l.textContent ?? ''),
        dates: [...doc.querySelectorAll('channel > item > pubDate')].map((d) => d.textContent ?? ''),
      };
    }, xml);
    expect(parsed.error, path).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.items).toBeGreaterThanOrEqual(min);
    for (const link of parsed.links) expect(link).toMatch(/^https:\/\//);
    for (const date of parsed.dates) expect(Number.isNaN(Date.parse(date))).toBe(false);
  }
});
