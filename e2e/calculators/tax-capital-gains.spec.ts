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
