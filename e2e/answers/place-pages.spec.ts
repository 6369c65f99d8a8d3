import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 41, place pages: each opens with its answer (figure, unit, period, comparison, age) in
 * the first screen on a phone and a laptop; a dataset not held reads "Not held", never 0; an area
 * says what its figures cover; charts and drawn maps keep text at 11 px or more at 360 px, label
 * both ends of the axis and break their line at missing years; nothing is wider than the screen.
 * Figures are from the sample files: M33 median £256,000 (335 sales in the 12 months to December 2019), Trafford £247,080
 * (1,318 sales); M33 and Trafford both 4.3 crimes per 1,000 residents in June 2016; the M area's
 * sales run from June 1995 (one sale) to December 2019; crime is held for 9 of its 48 districts.
 */
const SIZES = [
  { width: 360, height: 800 },
  { width: 1366, height: 900 },
];

/** The text sizes actually drawn in SVGs under `selector`: font size × the SVG's scale (viewBox to screen). */
async function drawnTextSizes(page: Page, selector: string): Promise<{ text: string; size: number }[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('svg[viewBox]')].flatMap((svg) => {
        const box = svg.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return []; // the layout CSS hides at this width
        const [, , vw, vh] = (svg.getAttribute('viewBox') ?? '0 0 1 1').split(' ').map(Number);
        const scale = Math.min(box.width / vw!, box.height / vh!);
        return [...svg.querySelectorAll('text')].map((t) => ({
          text: t.textContent ?? '',
          size: parseFloat(getComputedStyle(t).fontSize) * scale,
        }));
      }),
    ),
  );
}

/** Visible elements whose right edge passes the viewport, outside any sideways-scrolling box. */
async function widerThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el?.parentElement ?? null; e && e !== document.body; e = e.parentElement) {
        const o = getComputedStyle(e).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > width + 1 && !scrolls(el);
      })
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`);
  });
}

async function expectHeadlineFirst(page: Page, height: number) {
  const headline = page.locator('[data-headline]');
  await expect(headline).toBeVisible();
  const box = (await headline.boundingBox())!;
  expect(box.y).toBeLessThan(height - 60);
  // Its first line starts within the first screen.
  const first = (await headline.locator('[data-headline-line]').first().boundingBox())!;
  expect(first.y).toBeLessThan(height);
}

for (const size of SIZES) {
  test.describe(`place pages at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('a district opens with its price and crime, compared with its authority, with their period and age', async ({
      page,
    }) => {
      await page.goto('/location/postcode/m33');
      await expectHeadlineFirst(page, size.height);
      const price = page.locator('[data-headline-line="price"]');
      await expect(price).toContainText('£256,000 median sale price in the 12 months to December 2019 (335 sales)');
      await expect(price).toContainText('about the same as Trafford (£247,080)');
      await expect(price).toContainText('no England figure is held');
      await expect(price.locator('[data-age]')).toHaveText(/data to December 2019, \d+ years old/);
      const crime = page.locator('[data-headline-line="crime"]');
      await expect(crime).toContainText('4.3 crimes per 1,000 residents in June 2016 (the only month held, not a yearly figure)');
      await expect(crime).toContainText('about the same as Trafford (4.3)');
      await expect(crime).toContainText('England and Wales (6.6)');
      await expect(crime.locator('[data-age]')).toHaveText(/data to June 2016, \d+ years old/);
      // The context table: each figure beside Trafford and England, "Not held" where we hold none.
      const context = page.locator('[data-place-context]');
      await expect(context.locator('[data-context-row="price"]')).toContainText('£247,080');
      await expect(context.locator('[data-context-row="schools"]')).toContainText('100%');
      await expect(context.locator('[data-context-row="council-tax"]')).toContainText('£1,878.08 (set by Trafford)');
      await expect(context.locator('[data-context-row="council-tax"]')).toContainText('£2,027.31');
      await expect(context.locator('[data-context-row="epc"]')).toContainText('48%');
      // The 12 months named; England's price not held, saying why; pay beside England's in the same year.
      await expect(context.locator('[data-context-row="price"] th')).toHaveText('Median sale price, 12 months to December 2019');
      await expect(context.locator('[data-context-row="price"]')).toContainText('£256,000 (335 sales)');
      await expect(context).toContainText('England: not held, as the sales held cover');
      await expect(context.locator('[data-context-row="pay"]')).toContainText('£28,167 (2018)');
      await expect(context.locator('[data-context-row="pay"]')).toContainText('£24,298 (2018)');
      for (const cell of await context.locator('td').allTextContents()) expect(cell.trim()).not.toBe('0');
      // The map is of the schools, with a key numbered once.
      const key = page.locator('[data-map-key] li').first();
      await key.scrollIntoViewIfNeeded();
      await expect(key).toHaveText(/^1\. \S/);
      expect(await key.evaluate((li) => getComputedStyle(li.parentElement!).listStyleType)).toBe('none');
      for (const t of await drawnTextSizes(page, '[data-static-map]')) expect(t.size, t.text).toBeGreaterThanOrEqual(10.9);
      expect(await widerThanViewport(page)).toEqual([]);
    });

    test('the M area says what its figures cover, draws no map of one point and breaks its price line at the gap', async ({
      page,
    }) => {
      await page.goto('/location/area/m');
      await expectHeadlineFirst(page, size.height);
      // The 12 months to the newest month held, not a median over 1995 to 2019.
      await expect(page.locator('[data-headline-line="price"]')).toContainText('in the 12 months to December 2019');
      await expect(page.locator('[data-headline-line="price"]')).not.toContainText('1995');
      await expect(page.locator('[data-headline-line="crime"]')).toContainText('in June 2016 (one month)');
      const coverage = page.locator('[data-coverage]');
      await expect(coverage).toContainText('Crime is held for 9 of the 48 postcode districts in this area');
      await expect(coverage).toContainText('The council is recorded for 7,606 of 59,604 postcodes here (13%): Trafford');
      // A whole postcode area is not one point: no drawn map and no "200 m" scale.
      await expect(page.locator('[data-static-map], [data-map], [data-scale-bar]')).toHaveCount(0);
      // The price chart: no line across 1995–2019, said under it; both ends of the axis labelled.
      const chart = page.locator('[data-chart="line"]').first();
      await chart.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr]:has([data-chart="line"])')).toHaveCount(0);
      await expect(page.locator('[data-chart-gap]')).toContainText('No figures held for Jul 1995 to Dec 2018');
      await expect(chart.locator('svg[role="img"]:visible [data-lone-point]')).toHaveCount(1);
      const labels = await chart.locator('svg[role="img"]:visible > text').allTextContents();
      expect(labels).toContain('Jun 1995');
      expect(labels).toContain('Dec 2019');
      await expect(async () => {
        const sizes = await drawnTextSizes(page, '[data-chart="line"]');
        expect(sizes.length).toBeGreaterThan(4);
        for (const t of sizes) expect(t.size, t.text).toBeGreaterThanOrEqual(10.9);
      }).toPass();
      expect(await widerThanViewport(page)).toEqual([]);
    });

    test('an authority opens with its answer, and a dataset not held is never 0', async ({ page }) => {
      await page.goto('/location/authority/trafford');
      await expectHeadlineFirst(page, size.height);
      await expect(page.locator('[data-headline-line="price"]')).toContainText(
        '£247,080 median sale price in the 12 months to December 2019 (1,318 sales)',
      );
      await expect(page.locator('[data-headline-line="crime"]')).toContainText('England and Wales (6.6)');
      await expect(page.locator('[data-map]')).toHaveCount(0);
      await page.goto('/location/authority/bolton');
      await expectHeadlineFirst(page, size.height);
      await expect(page.locator('[data-schools-count]')).toHaveText('Not held');
      await expect(page.locator('[data-context-row="schools"] td').first()).toHaveText('Not held');
      for (const cell of await page.locator('[data-place-context] td').allTextContents()) expect(cell.trim()).not.toBe('0');
      expect(await widerThanViewport(page)).toEqual([]);
    });
  });
}

test('at 360 px a place chart drawn without JavaScript keeps its text at 11 px or more', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/location/authority/trafford');
  const sizes = await drawnTextSizes(page, '[data-chart="line"]');
  expect(sizes.length).toBeGreaterThan(4);
  for (const t of sizes) expect(t.size, t.text).toBeGreaterThanOrEqual(10.9);
  await context.close();
});

test('/areas does not call Trafford the councils of the M area', async ({ page }) => {
  await page.goto('/areas');
  const m = page.locator('[data-place-item="M"]');
  await expect(m).toContainText('Council recorded for 13% of postcodes: Trafford');
  await expect(m).not.toContainText('Councils: Trafford');
});

test('the crime list compares each district with its authority and England and Wales', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/crime-rates');
  await expect(page.locator('[data-crime-place="M33"] [data-crime-compared]')).toContainText('about the same as Trafford (4.3)');
  await expect(page.locator('[data-crime-place="M33"] [data-crime-compared]')).toContainText('England and Wales (6.6)');
  expect(await widerThanViewport(page)).toEqual([]);
});

test('Trafford’s claimant count is set beside Greater Manchester’s change, never its raw count', async ({ page }) => {
  await page.goto('/economic-data?postcode=M33%203HJ');
  const block = page.locator('[data-indicator="Claimant count"]');
  await expect(block.locator('[data-indexed-comparison]')).toContainText('Greater Manchester');
  await expect(block.locator('svg[role="img"]:visible text', { hasText: 'Index, January 2013 = 100' })).toHaveCount(1);
});
