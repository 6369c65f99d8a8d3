import { expect, test } from '@playwright/test';
import { CALCULATOR_ROUTES } from '../../src/lib/routes/routes-calculators.ts';
import { waitForIsland } from './tax-helpers.ts';

/**
 * Calculator pages on a 360 px phone (issue 41, item 8): breakdown tables are cards, so no
 * element is wider than the viewport and no box clips its text (a scroll box whose content is
 * wider than it, as the stamp duty table was: "£2,50" with the rest off the edge).
 */
const DEEP_LINKS: Record<string, string> = {
  '/stampdutycalculator': '/stampdutycalculator?price=1250000&buyer=additional&date=2025-06-01',
};

/** Runs in the page: what sticks out of the viewport or clips its content. */
function problems(): string[] {
  const width = document.documentElement.clientWidth;
  const out: string[] = [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${[...el.classList].slice(0, 3).join('.')} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
  for (const el of document.querySelectorAll('main *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (el.closest('.sr-only, [aria-hidden="true"], svg')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.position === 'absolute' || style.position === 'fixed') continue;
    if (box.right > width + 1) out.push(`wider than the viewport (${Math.round(box.right)} px): ${name(el)}`);
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) continue;
    const clipping = ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
    if (clipping && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      out.push(`clips its content (${el.scrollWidth} px in ${el.clientWidth} px): ${name(el)}`);
  }
  return out.slice(0, 5);
}

test.use({ viewport: { width: 360, height: 800 } });

for (const route of CALCULATOR_ROUTES) {
  test(`${route.path} at 360 px: nothing wider than the screen, no clipped figures`, async ({ page }) => {
    await page.goto(DEEP_LINKS[route.path] ?? route.path);
    if ((await page.locator('astro-island:not([client="interaction"]):not([client="session"])').count()) > 0)
      await waitForIsland(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(problems)).toEqual([]);
  });
}

test('the stamp duty breakdown is a card per band at 360 px, with every tax figure whole', async ({ page }) => {
  await page.goto(DEEP_LINKS['/stampdutycalculator']!);
  await waitForIsland(page);
  const breakdown = page.getByTestId('stamp-duty-breakdown');
  await expect(breakdown).toBeVisible();
  // Cards: the table no longer lays out as a grid of columns, each cell names its column.
  expect(await breakdown.evaluate((t) => getComputedStyle(t).display)).toBe('block');
  const cells = breakdown.locator('td[data-label]');
  expect(await cells.count()).toBeGreaterThan(0);
  for (const cell of await cells.all()) {
    const fits = await cell.evaluate((c) => c.scrollWidth <= c.clientWidth + 1 && c.getBoundingClientRect().right <= 361);
    expect(fits, await cell.innerText()).toBe(true);
  }
  await expect(page.getByTestId('stamp-duty-buyers').locator('td').first()).toContainText(/£[\d,]+/);
});
