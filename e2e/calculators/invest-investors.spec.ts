/** Investor calculators: rental yield, buy-to-let, BRRR & flip, HMO, development, rent vs buy. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, type, waitForIsland } from './tax-helpers.ts';

async function reloadShared(page: Page): Promise<void> {
  await page.goto(page.url());
  await waitForIsland(page);
}

async function contentWithoutJs(page: Page, path: string): Promise<void> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const p = await context.newPage();
  await p.goto(path);
  await expect(p.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(p.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await context.close();
}

test.describe('rental yield calculator', () => {
  test('gross and net yield, shared by URL', async ({ page }) => {
    await page.goto('/rental-yield-calculator');
    await waitForIsland(page);
    await expect(page.getByTestId('gross-yield')).toContainText('6.0%');
    await type(page, 'Monthly rent', '1250');
    await expect(page.getByTestId('gross-yield')).toContainText('7.5%');
    const net = (await page.getByTestId('net-yield').textContent()) ?? '';
    await reloadShared(page);
    await expect(page.getByTestId('gross-yield')).toContainText('7.5%');
    await expect(page.getByTestId('net-yield')).toHaveText(net);
    await type(page, 'Voids', '120');
    await expect(page.getByText(/100% or less|no more than 100%/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
  test('yield on the total cost beside the yield on the price', async ({ page }) => {
    await page.goto('/rental-yield-calculator');
    await waitForIsland(page);
    // £200,000 buy-to-let in England: SDLT 5% × £125,000 + 7% × £75,000 = £11,500, + £1,500 legal + £500 survey.
    await expect(page.getByTestId('yield-comparison')).toContainText('On the total cost (£213,500)');
    await expect(page.getByTestId('gross-yield-total-cost')).toContainText('5.6%'); // £12,000 ÷ £213,500 = 5.62%, one decimal by the site's rule
    await type(page, 'Refurbishment', '5000');
    await expect(page.getByTestId('gross-yield-total-cost')).toContainText('5.5%'); // ÷ £218,500 = 5.49%
    await page.getByLabel('Buyer', { exact: true }).selectOption('first-time');
    await expect(page.getByTestId('gross-yield-total-cost')).toContainText('5.8%'); // no SDLT: ÷ £207,000
    await expect(page.getByTestId('gross-yield')).toContainText('6.0%');
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/rental-yield-calculator'));
});

test.describe('buy-to-let calculator', () => {
  test('cash flow, the interest cover test and Section 24, shared by URL', async ({ page }) => {
    await page.goto('/buy-to-let-flip-calculator');
    await waitForIsland(page);
    // £1,000 rent, 4% voids, 12% + 5% of rent and £600 costs, £625 a month interest → £1,461.60 a year.
    await expect(page.getByTestId('monthly-cash-flow')).toContainText('£122');
    await expect(page.getByTestId('icr')).toContainText('passes the 125% test');
    await type(page, 'Monthly rent', '800');
    await expect(page.getByTestId('icr')).toContainText('fails the 125% test');
    await expect(page.getByRole('table', { name: /Section 24/ })).toBeVisible();
    const after = (await page.getByTestId('monthly-after-tax').textContent()) ?? '';
    await reloadShared(page);
    await expect(page.getByTestId('icr')).toContainText('fails the 125% test');
    await expect(page.getByTestId('monthly-after-tax')).toHaveText(after);
    await expectNoSeriousAxeViolations(page);
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/buy-to-let-flip-calculator'));
});

test.describe('BRRR and flip calculator', () => {
  test('BRRR money left in, then flip profit, each kept in the URL', async ({ page }) => {
    await page.goto('/brrr-flip-calculator');
    await waitForIsland(page);
    await expect(page.getByTestId('money-left-in')).toBeVisible();
    const left = (await page.getByTestId('money-left-in').textContent()) ?? '';
    await type(page, 'Value after the works', '240000');
    await expect(page.getByTestId('money-left-in')).not.toHaveText(left);
    await page.getByLabel('Strategy').selectOption('flip');
    await expect(page.getByTestId('profit')).toBeVisible();
    const profit = (await page.getByTestId('profit').textContent()) ?? '';
    await reloadShared(page);
    await expect(page.getByLabel('Strategy')).toHaveValue('flip');
    await expect(page.getByTestId('profit')).toHaveText(profit);
    await expectNoSeriousAxeViolations(page);
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/brrr-flip-calculator'));
});

test.describe('HMO calculator', () => {
  test('rents per room drive the yield; rooms are kept in the URL', async ({ page }) => {
    await page.goto('/hmo-calculator');
    await waitForIsland(page);
    await expect(page.getByTestId('gross-yield')).toContainText('12.2%');
    await page.getByLabel('Number of lettable rooms').selectOption('6');
    await expect(page.getByTestId('gross-yield')).toContainText('14.4%');
    await reloadShared(page);
    await expect(page.getByTestId('gross-yield')).toContainText('14.4%');
    await expect(page.getByLabel('Room 6 rent per month')).toHaveValue('550');
    await type(page, 'Licence length', '6');
    await expect(page.getByText('Enter 5 or less.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/hmo-calculator'));
});

test.describe('development building cost calculator', () => {
  test('profit on cost updates and is kept in the URL', async ({ page }) => {
    await page.goto('/development-building-cost-calculator');
    await waitForIsland(page);
    const before = (await page.getByTestId('profit-on-cost').textContent()) ?? '';
    await type(page, 'Gross development value (GDV)', '1800000');
    await expect(page.getByTestId('profit-on-cost')).not.toHaveText(before);
    const after = (await page.getByTestId('profit-on-cost').textContent()) ?? '';
    await reloadShared(page);
    await expect(page.getByTestId('profit-on-cost')).toHaveText(after);
    await expectNoSeriousAxeViolations(page);
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/development-building-cost-calculator'));
});

test.describe('rent vs buy calculator', () => {
  test('compares wealth over time and is kept in the URL', async ({ page }) => {
    await page.goto('/rent-vs-buy-calculator');
    await waitForIsland(page);
    await type(page, 'Compare over', '20');
    await expect(page.getByTestId('difference')).toContainText('after 20 years');
    const diff = (await page.getByTestId('difference').textContent()) ?? '';
    await reloadShared(page);
    await expect(page.getByTestId('difference')).toHaveText(diff);
    await expect(page.getByRole('img', { name: /Wealth from buying and from renting/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/rent-vs-buy-calculator'));
});
