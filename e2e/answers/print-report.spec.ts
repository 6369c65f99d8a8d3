import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 41: the postcode report printed (print stylesheet, src/styles/global.css `@media print`),
 * checked as the browser lays it out for paper: no screen-only offer ("Sign in for an interactive
 * street map"), no interactive control, no site chrome; the answer first; every card, figure and
 * map kept whole across pages (break-inside: avoid computed); every one-line source opened with
 * its publisher once, never "X (X)". The browser fires `beforeprint` before printing: the report
 * opens its sources then (ReportActions), so the test fires it too.
 */
const A4 = { width: 794, height: 1123 };

async function printView(page: Page, path: string) {
  await page.setViewportSize(A4);
  await page.goto(path);
  await expect(page.locator('[data-results]')).toBeVisible();
  await expect(page.locator('[data-results] [data-source-line]:visible').first()).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
}

/** Visible elements in main matching `selector`, described. */
async function visible(page: Page, selector: string): Promise<string[]> {
  return page.locator('main').evaluate((main, sel) => {
    return [...main.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 40)}”`);
  }, selector);
}

test.describe('the postcode report on paper', () => {
  test('prints the answer without screen-only offers, controls or chrome', async ({ page }) => {
    await printView(page, '/postcode-data?postcode=M33%203HJ');
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('interactive street map');
    expect(text).not.toMatch(/\bSign in\b/);
    await expect(page.locator('header[data-site-header]')).toBeHidden();
    await expect(page.locator('footer[data-site-footer]')).toBeHidden();
    expect(await visible(page, 'button, input, select, textarea, form, nav, [role="tab"], [role="button"]')).toEqual([]);
    // The print-only line says where it came from; the answer is the first thing under the title.
    await expect(page.locator('[data-print-only]').first()).toContainText('printed from brickstack.co.uk');
    const headline = page.locator('[data-results] [data-answer-line], [data-results] [data-headline]').first();
    await expect(headline).toBeVisible();
    expect((await headline.boundingBox())!.y).toBeLessThan(A4.height);
  });

  test('keeps every card, figure and map whole across pages', async ({ page }) => {
    await printView(page, '/postcode-data?postcode=M33%203HJ');
    const split = await page.locator('main').evaluate((main) =>
      [
        ...main.querySelectorAll<HTMLElement>(
          '[data-figure], [data-headline], [data-map], .card, .card-result, .card-muted, .rounded-xl.border, .rounded-lg.border, figure, tr, li',
        ),
      ]
        .filter((el) => el.getBoundingClientRect().height > 0)
        .filter((el) => getComputedStyle(el).breakInside !== 'avoid')
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`),
    );
    expect(split).toEqual([]);
    // Headings stay with what follows them.
    const headings = await page
      .locator('main h2, main h3')
      .evaluateAll((hs) => hs.filter((h) => h.getBoundingClientRect().height > 0).map((h) => getComputedStyle(h).breakAfter));
    expect(headings.length).toBeGreaterThan(2);
    for (const b of headings) expect(b).toBe('avoid');
  });

  test('prints every source opened, each publisher named once', async ({ page }) => {
    await printView(page, '/postcode-data?postcode=M33%203HJ');
    const sources = page.locator('[data-source-line]');
    const n = await sources.count();
    expect(n).toBeGreaterThan(3);
    for (let i = 0; i < n; i++) {
      const source = sources.nth(i);
      if (!(await source.isVisible())) continue;
      expect(await source.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      await expect(source.locator('dl')).toBeVisible();
      const detail = (await source.innerText()).replace(/\s+/g, ' ');
      // Its period and licence print with it, and no name is followed by itself in brackets.
      expect(detail).toMatch(/As of:/);
      expect(detail).toMatch(/Licence:/);
      expect(detail).not.toMatch(/\b([A-Z][\w./ ]{3,}) \(\1\)/);
    }
    // The report's own datasets print with their publishers.
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('(Home Office / data.police.uk)');
    expect(text).toContain('HM Land Registry');
    expect(text).not.toContain('HM Land Registry Price Paid Data (HM Land Registry)');
  });
});
