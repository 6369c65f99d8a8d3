import { expect, test } from '@playwright/test';

/** One page of each type and the Open Graph card it should name (src/lib/site/og-image.ts). */
const PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/', 'home'],
  ['/stampdutycalculator', 'calculator'],
  ['/crime-rates', 'data'],
  ['/blog/stamp-duty-england-april-2025', 'blog'],
  ['/property-finance-course', 'course'],
  ['/api-hub', 'api'],
  ['/ai-interior-design', 'ai-design'],
  ['/about', 'default'],
];

for (const [path, type] of PAGES) {
  test(`${path} shares the ${type} card, a 1200×630 PNG that loads`, async ({ page, request }) => {
    await page.goto(path);
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    const image = new URL((await meta('property="og:image"'))!);
    expect(image.pathname).toBe(`/og/${type}.png`);
    expect(await meta('property="og:image:width"')).toBe('1200');
    expect(await meta('property="og:image:height"')).toBe('630');
    expect((await meta('property="og:image:alt"'))!.length).toBeGreaterThan(10);
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/png/);
  });
}

test('the illustrations load, reserve their space and carry alt text', async ({ page, request }) => {
  for (const path of ['/', '/api-hub', '/property-flipping-course']) {
    await page.goto(path);
    const images = page.locator('main img[src^="/images/"]');
    expect(await images.count(), path).toBeGreaterThan(0);
    for (const img of await images.all()) {
      expect(await img.getAttribute('width')).toMatch(/^\d+$/);
      expect(await img.getAttribute('height')).toMatch(/^\d+$/);
      expect(await img.getAttribute('alt')).not.toBeNull();
      const response = await request.get((await img.getAttribute('src'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    }
  }
  // An AI design page shows its own room and style, drawn inline at build (docs/decisions/design.md):
  // sized in the markup, labelled as an illustration, nothing to load.
  await page.goto('/ai-interior-design');
  const drawing = page.locator('main [data-staging-example] svg');
  await expect(drawing).toHaveCount(1);
  expect(await drawing.getAttribute('width')).toMatch(/^\d+$/);
  expect(await drawing.getAttribute('height')).toMatch(/^\d+$/);
  await expect(drawing).toHaveAttribute('role', 'img');
  await expect(drawing).toHaveAttribute('aria-label', /^Illustration, not a photo: /);
  expect((await drawing.boundingBox())!.height).toBeGreaterThan(100);
  expect(await drawing.locator('image, [href], [src]').count()).toBe(0);
});

test('the home page leads with one answer: a bold headline, a postcode search and named data sources', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('[data-home-hero]');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Know the facts behind a UK property');
  await expect(hero.getByRole('search', { name: 'Check a postcode' })).toBeVisible();
  await expect(hero.getByRole('navigation', { name: 'Popular calculators' }).getByRole('link')).toHaveCount(4);
  const trust = page.locator('[data-trust-strip]');
  for (const name of ['HM Land Registry', 'police.uk', 'Ofcom']) await expect(trust).toContainText(name);
});
