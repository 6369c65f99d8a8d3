import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/pricing',
  '/api-hub',
  '/docs/getting-started',
  '/api-docs/stamp-duty-land-tax',
  '/instantpropertyvaluation',
  '/ai-virtual-property-staging',
  '/property-investment-course',
  '/blog/stamp-duty-england-april-2025',
];

for (const path of PAGES) {
  test(`${path} has one h1, real content and no serious axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    const text = (await page.locator('main').innerText()).toLowerCase();
    expect(text).not.toContain('coming soon');
    expect(text).not.toContain('lorem ipsum');
    expect(text.split(/\s+/).length).toBeGreaterThan(250);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}

test('pricing shows the plans from the plan definitions', async ({ page }) => {
  await page.goto('/pricing');
  const main = page.locator('main');
  for (const name of ['Free', 'Free trial', 'Premium', 'API']) {
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(main).toContainText('£29');
  await expect(main).toContainText('£290 a year (save £58)');
  await expect(main).toContainText('500 credits a month');
  await expect(main).toContainText('5,000 credits a month');
});

test('a FAQ answer opens from the keyboard', async ({ page }) => {
  await page.goto('/pricing');
  const summary = page.locator('summary', { hasText: 'Do unused credits roll over?' });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('unused credits stay on your account')).toBeVisible();
});

test('the stamp duty API example gives HMRC’s £5,000 answer, from the live API', async ({ page }) => {
  // £300,000 in England from 1 April 2025: 0% to £125,000, 2% to £250,000 (£2,500), 5% above (£2,500).
  await page.goto('/api-docs/stamp-duty-land-tax');
  await page.getByText(/Example response \(HTTP 200/).click();
  await expect(page.getByText('"total": 5000')).toBeVisible();
  await expect(page.getByText('Status: in development')).toHaveCount(0);
});

test('external links on content pages open in a new tab with noopener', async ({ page }) => {
  for (const path of ['/about', '/privacy-policy', '/blog/what-an-epc-tells-you']) {
    await page.goto(path);
    const links = page.locator('main a[href^="http"]');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(links.nth(i)).toHaveAttribute('target', '_blank');
      await expect(links.nth(i)).toHaveAttribute('rel', /noopener/);
    }
  }
});
