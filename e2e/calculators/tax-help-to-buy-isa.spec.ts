import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, type, waitForIsland } from './tax-helpers.ts';

test.describe('Help to Buy ISA calculator', () => {
  test('shows the bonus, the price cap and keeps the result in the URL', async ({ page }) => {
    await page.goto('/help-to-buy-isa-calculator');
    await waitForIsland(page);
    await type(page, 'Balance in your Help to Buy ISA today', '12000');
    await type(page, 'Monthly saving', '0');
    await type(page, 'Price of the home you want to buy', '240000');
    await expect(page.getByTestId('htb-bonus')).toContainText('£3,000');

    await type(page, 'Price of the home you want to buy', '300000');
    await expect(page.getByTestId('htb-bonus')).toContainText('£0');
    await expect(page.getByText('over the £250,000 limit')).toBeVisible();
    await page.getByLabel('The home is in London').check();
    await expect(page.getByTestId('htb-bonus')).toContainText('£3,000');

    await page.goto(page.url());
    await waitForIsland(page);
    await expect(page.getByTestId('htb-bonus')).toContainText('£3,000');
    await expect(page.getByLabel('The home is in London')).toBeChecked();
  });

  test('refuses the bonus to someone who is not a first-time buyer, and says why', async ({ page }) => {
    await page.goto('/help-to-buy-isa-calculator');
    await waitForIsland(page);
    await type(page, 'Balance in your Help to Buy ISA today', '4800');
    await type(page, 'Monthly saving', '0');
    await type(page, 'Price of the home you want to buy', '200000');
    await expect(page.getByTestId('htb-bonus')).toContainText('£1,200'); // 25% of £4,800
    await page.getByLabel('Are you a first-time buyer?').selectOption('no');
    await expect(page.getByTestId('htb-bonus')).toContainText('£0');
    await expect(page.getByText('No bonus: the government bonus is only for first-time buyers')).toBeVisible();
    await expect(page.getByTestId('htb-breakdown')).toContainText('£4,800'); // savings still shown
    await page.goto(page.url());
    await waitForIsland(page);
    await expect(page.getByLabel('Are you a first-time buyer?')).toHaveValue('no');
    await expect(page.getByTestId('htb-bonus')).toContainText('£0');
  });

  test('refuses more than the monthly limit', async ({ page }) => {
    await page.goto('/help-to-buy-isa-calculator');
    await waitForIsland(page);
    await type(page, 'Monthly saving', '250');
    await expect(page.getByText('The most you can pay in is £200 a month.')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/help-to-buy-isa-calculator');
    await waitForIsland(page);
    await expectNoSeriousAxeViolations(page);
  });
});
