import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, type, waitForIsland } from './tax-helpers.ts';

test.describe('estate agent fee calculator', () => {
  test('works out a percentage fee with VAT, then a fixed fee, and keeps it in the URL', async ({ page }) => {
    await page.goto('/estate-agent-fee-calculator');
    await waitForIsland(page);
    await type(page, 'Sale price', '300000');
    await type(page, 'Fee rate', '1.2');
    await expect(page.getByTestId('agent-fee-total')).toContainText('£4,320');

    await page.getByLabel('How the agent charges').selectOption('fixed');
    await type(page, 'Fixed fee', '999');
    await expect(page.getByTestId('agent-fee-total')).toContainText('£1,198.80');

    await page.goto(page.url());
    await waitForIsland(page);
    await expect(page.getByTestId('agent-fee-total')).toContainText('£1,198.80');
  });

  test('explains a bad rate', async ({ page }) => {
    await page.goto('/estate-agent-fee-calculator');
    await waitForIsland(page);
    await type(page, 'Fee rate', '15');
    await expect(page.getByText('Enter a percentage of 10% or less.')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/estate-agent-fee-calculator');
    await waitForIsland(page);
    await expectNoSeriousAxeViolations(page);
  });
});
