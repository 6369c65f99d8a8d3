import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, type, waitForIsland } from './tax-helpers.ts';

test.describe('capital gains tax calculator', () => {
  test('works out CGT for the tax year of disposal and keeps it in the URL', async ({ page }) => {
    await page.goto('/capital-gains-tax-uk-property-calculator');
    await waitForIsland(page);
    await type(page, 'Purchase price', '250000');
    await type(page, 'Buying costs', '0');
    await type(page, 'Improvement costs', '0');
    await type(page, 'Sale price', '300000');
    await type(page, 'Selling costs', '0');
    await type(page, 'Your income for the tax year', '30000');
    await page.getByLabel('Date contracts were exchanged').fill('2025-06-01');
    await page.getByLabel('Completion date').fill('2025-06-01');
    // £20,270 × 18% + £26,730 × 24%
    const total = page.getByTestId('cgt-total');
    await expect(total).toContainText('£10,063.80');
    await expect(total).toContainText('2025-26');
    await expect(page.getByTestId('cgt-breakdown')).toContainText('Less annual exempt amount (2025-26)');

    await page.goto(page.url());
    await waitForIsland(page);
    await expect(page.getByTestId('cgt-total')).toContainText('£10,063.80');
  });

  test('counts the final 9 months once for a home left before the sale (HMRC CG64990)', async ({ page }) => {
    // CG64990: owned 115 months, main home for 59, moved out 5 months before the sale: relief (59 + 5) ÷ 115 of a
    // £50,000 gain = £27,826.08 (HMRC prints £27,827); taxable £50,000 − £27,826.08 − £3,000 exempt = £19,173.
    await page.goto(
      '/capital-gains-tax-uk-property-calculator?bought=2016-06-01&sold=2025-12-02&sale=300000&sellCosts=0&purchase=250000&buyCosts=0&improve=0',
    );
    await waitForIsland(page);
    await type(page, 'Months it was your main home', '59');
    await type(page, 'Months from moving out to the sale', '5');
    await expect(page.getByTestId('cgt-breakdown')).toContainText('Less private residence relief');
    await expect(page.getByTestId('cgt-breakdown')).toContainText('£27,826.08');
    await expect(page.getByText('covers 64 of 115 months')).toBeVisible();
    await expect(page.getByTestId('cgt-breakdown')).toContainText('£19,173');
  });

  test('explains an impossible input', async ({ page }) => {
    await page.goto('/capital-gains-tax-uk-property-calculator?bought=2020-01-01&sold=2025-01-01&lived=100');
    await waitForIsland(page);
    await expect(page.getByText('cannot be more than the months you owned it')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/capital-gains-tax-uk-property-calculator');
    await waitForIsland(page);
    await expectNoSeriousAxeViolations(page);
  });
});
