import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, type, waitForIsland } from './tax-helpers.ts';

test.describe('stamp duty calculator', () => {
  test('calculates SDLT as you type, explains the bands and keeps the result in a shareable URL', async ({ page }) => {
    await page.goto('/stampdutycalculator');
    await waitForIsland(page);
    await type(page, 'Property price', '295000');
    await page.getByLabel('Completion date').fill('2025-06-01');
    const total = page.getByTestId('stamp-duty-total');
    await expect(total).toContainText('£4,750');
    await expect(page.getByTestId('stamp-duty-breakdown')).toContainText('£125,000 to £250,000 at 2%');
    await expect(page).toHaveURL(/price=295000/);

    await page.getByLabel('Which describes your purchase?').selectOption('additional');
    await expect(total).toContainText('£19,500'); // 5% × 125k + 7% × 125k + 10% × 45k
    const shared = page.url();
    await page.goto(shared);
    await waitForIsland(page);
    await expect(page.getByTestId('stamp-duty-total')).toContainText('£19,500');
    await expect(page.getByLabel('Which describes your purchase?')).toHaveValue('additional');
  });

  test('switches to Scottish LBTT with the Additional Dwelling Supplement', async ({ page }) => {
    await page.goto('/stampdutycalculator?price=200000&region=scotland&buyer=additional&date=2025-06-01');
    await waitForIsland(page);
    await expect(page.getByTestId('stamp-duty-total')).toContainText('£17,100');
    await expect(page.getByTestId('stamp-duty-breakdown')).toContainText('Additional Dwelling Supplement');
  });

  test('compares every kind of buyer side by side and highlights your choice', async ({ page }) => {
    await page.goto('/stampdutycalculator?price=295000&buyer=additional&date=2025-06-01');
    await waitForIsland(page);
    const table = page.getByTestId('stamp-duty-buyers');
    await expect(page.getByTestId('buyer-row-home-mover')).toContainText('£4,750'); // GOV.UK worked example
    await expect(page.getByTestId('buyer-row-first-time')).toContainText('£0');
    await expect(page.getByTestId('buyer-row-additional')).toContainText('£19,500');
    await expect(page.getByTestId('buyer-row-additional')).toContainText('Your choice');
    await expect(page.getByTestId('buyer-row-home-mover')).toContainText('£10,650'); // non-UK resident column
    await expect(table.getByRole('columnheader', { name: /Not UK resident/ })).toBeVisible();

    await page.getByLabel('Where is the property?').selectOption('scotland');
    await type(page, 'Property price', '280000');
    await expect(page.getByTestId('buyer-row-home-mover')).toContainText('£3,600'); // Revenue Scotland example
    await expect(page.getByTestId('buyer-row-first-time')).toContainText('£3,000');
    await expect(page.getByTestId('buyer-row-additional')).toContainText('£26,000');
    await expect(table.getByRole('columnheader', { name: /Not UK resident/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('shows a clear message for impossible input and dates before the rules', async ({ page }) => {
    await page.goto('/stampdutycalculator');
    await waitForIsland(page);
    await type(page, 'Property price', 'lots');
    await expect(page.getByText('Enter an amount in pounds, using numbers only')).toBeVisible();
    await expect(page.getByLabel('Property price')).toHaveAttribute('aria-invalid', 'true');
    await type(page, 'Property price', '300000');
    await page.getByLabel('Completion date').fill('2020-01-01');
    await expect(page.getByText('This calculator covers completions from 1 October 2021')).toBeVisible();
  });

  test('explains the rules and FAQs without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/stampdutycalculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText(/Rates verified on/)).toBeVisible();
    await context.close();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/stampdutycalculator');
    await waitForIsland(page);
    await expectNoSeriousAxeViolations(page);
  });
});
