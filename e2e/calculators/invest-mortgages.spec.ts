/** Mortgage calculators: repayment, interest-only, overpayment, affordability, home equity. */
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
  await expect(p.getByRole('heading', { name: /How this calculator works/ })).toBeVisible();
  await context.close();
}

test.describe('mortgage repayment calculator', () => {
  test('calculates as you type and keeps the result in a shareable URL', async ({ page }) => {
    await page.goto('/mortgage-repayment-calculator');
    await waitForIsland(page);
    await expect(page.getByTestId('monthly-payment')).toContainText('£1,169.18');
    await type(page, 'Loan amount', '150000');
    await expect(page.getByTestId('monthly-payment')).toContainText('£876.89');
    await expect(page).toHaveURL(/loan=150000/);
    await reloadShared(page);
    await expect(page.getByTestId('monthly-payment')).toContainText('£876.89');
    await expect(page.getByRole('img', { name: /Mortgage balance over time/ })).toBeVisible();
  });
  test('a fixed period then the follow-on rate: both payments, the yearly capital/interest chart, kept in the URL', async ({
    page,
  }) => {
    // Newbury Building Society's representative example: £255,000 over 35 years, 2.74% for 3 years then 4.2%:
    // 36 payments of £944.74 and 384 of £1,144.01.
    await page.goto('/mortgage-repayment-calculator');
    await waitForIsland(page);
    await type(page, 'Loan amount', '255000');
    await type(page, 'Interest rate (yearly)', '2.74');
    await type(page, 'Term', '35');
    await type(page, 'Initial rate period (optional)', '3');
    await type(page, 'Rate after the initial period (optional)', '4.2');
    await expect(page.getByTestId('monthly-payment')).toContainText('Monthly payment for the first 3 years');
    await expect(page.getByTestId('monthly-payment')).toContainText('£944.74');
    await expect(page.getByTestId('follow-on-payment')).toContainText('£1,144.01');
    await expect(page.getByRole('img', { name: /Capital and interest paid each year/ })).toBeVisible();
    await expect(page.getByTestId('capital-interest-summary')).toContainText('Your payment changes at the start of year 4.');
    await expect(page).toHaveURL(/initial=3/);
    await expect(page).toHaveURL(/followon=4\.2/);
    await reloadShared(page);
    await expect(page.getByTestId('follow-on-payment')).toContainText('£1,144.01');
  });
  test('explains impossible input', async ({ page }) => {
    await page.goto('/mortgage-repayment-calculator');
    await waitForIsland(page);
    await type(page, 'Term', '0');
    await expect(page.getByText('The term must be at least one month.')).toBeVisible();
  });
  test('content without JavaScript and no serious axe violations', async ({ page }) => {
    await contentWithoutJs(page, '/mortgage-repayment-calculator');
    await page.goto('/mortgage-repayment-calculator');
    await waitForIsland(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('interest-only mortgage calculator', () => {
  test('calculates, shares and reloads', async ({ page }) => {
    await page.goto('/interest-only-mortgage-calculator');
    await waitForIsland(page);
    await expect(page.getByTestId('monthly-payment')).toContainText('£562.50');
    await type(page, 'Interest rate (yearly)', '5');
    await expect(page.getByTestId('monthly-payment')).toContainText('£625.00');
    await reloadShared(page);
    await expect(page.getByTestId('monthly-payment')).toContainText('£625.00');
    await expectNoSeriousAxeViolations(page);
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/interest-only-mortgage-calculator'));
});

test.describe('mortgage overpayment calculator', () => {
  test('shows time and interest saved and the balance chart, and reloads from the URL', async ({ page }) => {
    await page.goto('/mortgage-overpayment-calculator');
    await waitForIsland(page);
    await type(page, 'Extra each month', '200');
    await expect(page.getByTestId('time-saved')).toContainText('6 years 2 months');
    const saved = (await page.getByTestId('interest-saved').textContent()) ?? '';
    await reloadShared(page);
    await expect(page.getByTestId('time-saved')).toContainText('6 years 2 months');
    await expect(page.getByTestId('interest-saved')).toHaveText(saved);
    await expect(page.getByRole('img', { name: /with and without overpayments/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
  test('refuses a one-off payment larger than the balance', async ({ page }) => {
    await page.goto('/mortgage-overpayment-calculator');
    await waitForIsland(page);
    await type(page, 'One-off overpayment', '500000');
    await expect(page.getByText('The one-off overpayment cannot be more than the balance.')).toBeVisible();
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/mortgage-overpayment-calculator'));
});

test.describe('mortgage affordability calculator', () => {
  test('income multiple limit, said to be a guide, shared by URL', async ({ page }) => {
    await page.goto('/mortgage-affordability-calculator');
    await waitForIsland(page);
    await type(page, 'Your yearly income before tax', '60000');
    await type(page, 'Committed monthly outgoings', '0');
    await expect(page.getByTestId('max-loan')).toContainText('£270,000');
    await expect(page.getByText('This is a guide only')).toBeVisible();
    await reloadShared(page);
    await expect(page.getByTestId('max-loan')).toContainText('£270,000');
    await expectNoSeriousAxeViolations(page);
  });
  test('a £0 income with a deposit is answered: borrow £0, the budget is the deposit', async ({ page }) => {
    await page.goto('/mortgage-affordability-calculator');
    await waitForIsland(page);
    await type(page, 'Your yearly income before tax', '0');
    await type(page, 'Deposit', '30000');
    await expect(page.getByTestId('max-loan')).toContainText('£0');
    await expect(page.getByTestId('budget')).toContainText('£30,000');
    await expect(page.getByText(/With no income there is nothing for a lender to lend against/)).toBeVisible();
    await type(page, 'Your yearly income before tax', '-5');
    await expect(page.getByText('Enter an amount of zero or more.')).toBeVisible();
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/mortgage-affordability-calculator'));
});

test.describe('home equity calculator', () => {
  test('equity and LTV, shared by URL', async ({ page }) => {
    await page.goto('/home-equity-calculator');
    await waitForIsland(page);
    await expect(page.getByTestId('equity')).toContainText('£120,000');
    await type(page, 'Mortgage balance', '250000');
    await expect(page.getByTestId('equity')).toContainText('£50,000');
    await expect(page.getByTestId('ltv')).toContainText('83.3%');
    await reloadShared(page);
    await expect(page.getByTestId('equity')).toContainText('£50,000');
    await expectNoSeriousAxeViolations(page);
  });
  test('content without JavaScript', async ({ page }) => contentWithoutJs(page, '/home-equity-calculator'));
});

/*
 * "What if my rate goes up 1% or 2%?" on the three mortgage calculators. Figures worked by hand in
 * src/lib/calculators/mortgage-repayment/rate-rise.test.ts (annuity formula, r = rate ÷ 12).
 */
test.describe('rate-rise scenarios', () => {
  test('repayment: the payment at 1 and 2 points more and the difference, kept in the shared URL', async ({ page }) => {
    await page.goto('/mortgage-repayment-calculator');
    await waitForIsland(page);
    // £200,000 over 25 years at 5% is £1,169.18; at 6% £1,288.60.
    const rise = page.getByTestId('rate-rise');
    await expect(rise).toContainText('If rates rise by 1%');
    await expect(rise).toContainText('£1,288.60 a month');
    await expect(page.getByTestId('rate-rise-difference')).toHaveText('£119.42 more a month');
    await expect(rise).toContainText('at 6% instead of 5%');
    await type(page, 'If rates rise by', '2');
    await expect(rise).toContainText('£1,413.56 a month');
    await expect(page.getByTestId('rate-rise-difference')).toHaveText('£244.38 more a month');
    await expect(page).toHaveURL(/rise=2/);
    await reloadShared(page);
    await expect(page.getByTestId('rate-rise')).toContainText('£1,413.56 a month');
    await type(page, 'If rates rise by', '12');
    await expect(page.getByText('Enter a percentage of 10% or less.')).toBeVisible();
  });

  test('repayment with a fixed deal: the rise lands when the deal ends', async ({ page }) => {
    await page.goto('/mortgage-repayment-calculator?loan=255000&rate=2.74&years=35&initial=3&followon=4.2');
    await waitForIsland(page);
    // Balance after 36 payments £241,415.17; at 5.2% over 384 months £1,291.62, £147.61 more than £1,144.01.
    const rise = page.getByTestId('rate-rise');
    await expect(rise).toContainText('After your initial deal, if rates rise by 1%');
    await expect(rise).toContainText('£1,291.62 a month');
    await expect(page.getByTestId('rate-rise-difference')).toHaveText('£147.61 more a month');
  });

  test('interest-only: £150,000 at 4.5% costs £687.50 at 5.5% and £812.50 at 6.5%', async ({ page }) => {
    await page.goto('/interest-only-mortgage-calculator');
    await waitForIsland(page);
    await expect(page.getByTestId('rate-rise')).toContainText('£687.50 a month');
    await expect(page.getByTestId('rate-rise-difference')).toHaveText('£125.00 more a month');
    await type(page, 'If rates rise by', '2');
    await expect(page.getByTestId('rate-rise')).toContainText('£812.50 a month');
    await expect(page).toHaveURL(/rise=2/);
    await reloadShared(page);
    await expect(page.getByTestId('rate-rise-difference')).toHaveText('£250.00 more a month');
  });

  test('affordability: the payment on the most you could borrow if rates rise, against your budget', async ({ page }) => {
    await page.goto('/mortgage-affordability-calculator?income1=60000&outgoings=0&rate=5&stress=8&years=25&share=45');
    await waitForIsland(page);
    // £60,000 × 4.5 = £270,000: £1,578.39 a month at 5%, £1,739.61 at 6%; the budget is 45% of £5,000 = £2,250.
    await expect(page.getByTestId('max-loan')).toContainText('£270,000');
    const rise = page.getByTestId('rate-rise');
    await expect(rise).toContainText('£1,739.61 a month');
    await expect(page.getByTestId('rate-rise-difference')).toHaveText('£161.22 more a month');
    await expect(rise).toContainText('within the £2,250.00 a month your income leaves for the mortgage');
    await type(page, 'If rates rise by', '5');
    await expect(rise).toContainText('more than the £2,250.00 a month');
    await expect(page).toHaveURL(/rise=5/);
    await expectNoSeriousAxeViolations(page);
  });
});
