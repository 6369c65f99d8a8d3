import { expect, test, type Page } from '@playwright/test';
import { newTrialAccount, seriousViolations, signIn } from './helpers.ts';

/** Buys an item from /billing through the local test checkout and lands on /success. */
async function buy(page: Page, button: string, total: string) {
  await page.goto('/billing');
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL('**/billing/test-checkout?session=*');
  await expect(page.locator('[data-test-banner]')).toHaveText('Local test checkout: no card, no money moves.');
  await expect(page.locator('[data-test-total]')).toContainText(total);
  await page.getByRole('button', { name: new RegExp(`^Pay ${total.replace('£', '£')} \\(test\\)$`) }).click();
  await page.waitForURL('**/success?session_id=*');
}

test.describe('billing with the local test checkout', () => {
  test('a trial account buys Premium, tops up, reads its VAT invoice and cancels', async ({ page }) => {
    const account = await newTrialAccount('payer');
    await signIn(page, account.email, account.password);
    await page.goto('/billing');
    const billing = page.locator('[data-billing]');
    await expect(billing.locator('[data-local-billing]')).toContainText('no card is needed and no money moves');
    await expect(billing.locator('[data-plan-state]')).toHaveText('Free trial');
    await expect(billing.locator('[data-billing-credits]')).toHaveText('25');
    await expect(billing.locator('[data-plan-item="premium_monthly"]')).toContainText('£29 including £4.83 VAT a month');
    await expect(billing.locator('[data-invoices]')).toContainText('No invoices yet');
    expect(await seriousViolations(page)).toEqual([]);

    // Leaving the checkout charges nothing.
    await page.getByRole('button', { name: 'Buy Premium (monthly)' }).click();
    await page.waitForURL('**/billing/test-checkout?session=*');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/billing?checkout=cancelled');
    await expect(page.locator('[data-checkout-cancelled]')).toHaveText('Checkout cancelled. Nothing was charged.');
    await expect(page.locator('[data-plan-state]')).toHaveText('Free trial');

    await buy(page, 'Buy Premium (monthly)', '£29');
    const success = page.locator('[data-success]');
    await expect(success).toContainText('Payment received: Premium (monthly)');
    await expect(success).toContainText('You paid £29, including £4.83 VAT. 500 credits');
    await expect(page.locator('[data-success-state]')).toHaveText('Your plan is active. Your balance is 525 credits.');
    // No trial banner once the plan is active.
    await expect(page.locator('[data-trial-banner]')).toHaveCount(0);

    await page.goto('/billing');
    await expect(page.locator('[data-plan-name]')).toHaveText('Premium, £29 a month');
    await expect(page.locator('[data-plan-state]')).toHaveText('Active');
    await expect(page.locator('[data-plan-sentence]')).toContainText('Your plan renews on');
    await expect(page.locator('[data-billing-credits]')).toHaveText('525');
    await expect(page.locator('[data-plan-chooser]')).toContainText('Your current plan');

    await buy(page, 'Buy 100 credits', '£12');
    await expect(page.locator('[data-success-state]')).toHaveText('Your balance is 625 credits.');

    await page.goto('/billing');
    const ledger = page.locator('[data-billing-ledger]');
    await expect(ledger).toContainText('Credit top-up');
    await expect(ledger).toContainText('Plan credits');
    await expect(ledger).toContainText('Free trial credits');
    const invoices = page.locator('[data-invoice-table]');
    await expect(invoices.locator('tbody tr')).toHaveCount(2);
    await expect(invoices).toContainText('Premium (monthly)');
    await expect(invoices).toContainText('£4.83');
    await invoices
      .locator('tr', { hasText: 'Premium (monthly)' })
      .getByRole('link', { name: /View invoice/ })
      .click();
    await page.waitForURL('**/billing/invoice?id=*');
    const invoice = page.locator('[data-invoice]');
    await expect(invoice).toContainText('VAT at 20%');
    await expect(invoice.locator('[data-invoice-vat]')).toHaveText('£4.83');
    await expect(invoice).toContainText('Net amount£24.17');
    await expect(invoice).toContainText('Total paid£29');

    await page.goto('/billing');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.locator('[data-plan-state]')).toHaveText('Cancelling');
    await expect(page.locator('[data-plan-sentence]')).toContainText('You will not be charged again.');
    await page.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(page.locator('[data-plan-state]')).toHaveText('Active');
  });

  test('a failed renewal keeps the plan for the grace period, then pauses the account until it is paid', async ({ page }) => {
    const account = await newTrialAccount('overdue');
    await signIn(page, account.email, account.password);
    await buy(page, 'Buy Premium (yearly)', '£290');
    await expect(page.locator('[data-success-state]')).toHaveText('Your plan is active. Your balance is 6025 credits.');

    await page.goto('/billing');
    await page.getByRole('button', { name: /Open the test portal/ }).click();
    await page.waitForURL('**/billing/test-checkout?portal=1');
    await page.getByRole('button', { name: 'Simulate a failed renewal payment' }).click();
    await expect(page.locator('[data-test-portal-done]')).toHaveText('Done: simulate a failed renewal payment.');
    await expect(page.locator('[data-test-portal-plan]')).toContainText('Payment overdue');

    await page.goto('/dashboard');
    await expect(page.locator('[data-past-due-banner]')).toContainText('Your last payment failed. Your plan keeps working until');
    await expect(page.getByRole('dialog', { name: 'Account Paused' })).toHaveCount(0);

    await page.goto('/billing/test-checkout?portal=1');
    await page.getByRole('button', { name: 'Simulate retries running out' }).click();
    await expect(page.locator('[data-test-portal-plan]')).toContainText('Paused');
    await page.goto('/dashboard');
    const paused = page.getByRole('dialog', { name: 'Account Paused' });
    await expect(paused).toBeVisible();
    await paused.getByRole('link', { name: 'Go to Billing' }).click();
    await page.waitForURL('**/billing');
    await expect(page.locator('[data-plan-state]')).toHaveText('Paused');

    // Paying the overdue invoice brings the plan back.
    await page.goto('/billing/test-checkout?portal=1');
    await page.getByRole('button', { name: 'Simulate a renewal payment' }).click();
    await expect(page.locator('[data-test-portal-plan]')).toContainText('Active');
    await page.goto('/dashboard');
    await expect(page.locator('[data-dashboard]')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Account Paused' })).toHaveCount(0);
  });

  test('a signed-in trial user choosing Premium on /pricing is sent to billing, not to a second sign-up', async ({ page }) => {
    const account = await newTrialAccount('upgrader');
    await signIn(page, account.email, account.password);
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Go Premium' }).click();
    await page.waitForURL('**/start-trial');
    const notice = page.locator('[data-signed-in-upgrade]');
    await expect(notice).toContainText('You already have an account');
    await notice.getByRole('link', { name: 'Go to billing' }).click();
    await page.waitForURL('**/billing');
    await expect(page.locator('[data-plan-chooser]')).toContainText('Choose a plan');
  });

  test('/success without a session, or with someone else’s, confirms nothing', async ({ page }) => {
    const account = await newTrialAccount('curious');
    await signIn(page, account.email, account.password);
    await page.goto('/success');
    await expect(page.locator('[data-success-none]')).toContainText('There is no purchase to confirm here.');
    await page.goto('/success?session_id=cs_local_0123456789abcdef01234567');
    await expect(page.locator('[data-success-error]')).toContainText('No such checkout session on your account.');
  });
});
