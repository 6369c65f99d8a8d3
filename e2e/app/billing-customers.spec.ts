import { expect, test, type Page } from '@playwright/test';
import { newTrialAccount, outbox, seriousViolations, signIn } from './helpers.ts';

/**
 * Billing journeys of issue 42's second part, with the local test checkout: who buys (a business
 * abroad under the reverse charge, a consumer abroad refused before paying), the right-to-cancel
 * box, two checkouts open at once, and the transitions the first billing journeys do not walk:
 * a plan change across intervals both ways, a paused plan replaced by a new one (the buyer's
 * details filled in again), and cancelling while a payment is overdue. Each asserts the page's
 * plan, balance and invoices and the outbox (one email per money event).
 */

const DUBLIN = { name: 'Liffey Analytics Ltd', line1: '1 Quay Street', city: 'Dublin', postcode: 'D02 P820' };

async function mailsTo(to: string, subject: RegExp, count: number) {
  await expect.poll(async () => (await outbox(to)).filter((m) => subject.test(m.subject)).length).toBe(count);
  return (await outbox(to)).filter((m) => subject.test(m.subject));
}

/** Opens the test checkout of a /billing buy button. */
async function openCheckout(page: Page, button: string) {
  await page.goto('/billing');
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL('**/billing/test-checkout?session=*');
}

async function fillUk(page: Page) {
  const details = page.locator('[data-billing-details]');
  await details.getByLabel('Name or business name').fill('Ada Lovelace Ltd');
  await details.getByLabel('Address line 1').fill('12 Ashton Lane');
  await details.getByLabel('Town or city').fill('Sale');
  await details.getByLabel('Postcode').fill('m33 6wt');
  await page.locator('[data-cancellation-right]').check();
}

async function buy(page: Page, button: string, total: string) {
  await openCheckout(page, button);
  await fillUk(page);
  await page.getByRole('button', { name: `Pay ${total} (test)` }).click();
  await page.waitForURL('**/success?session_id=*');
}

async function portal(page: Page, button: string) {
  await page.goto('/billing/test-checkout?portal=1');
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('[data-test-portal-done]')).toHaveText(`Done: ${button.toLowerCase()}.`);
}

test.describe('who buys, and buying twice', () => {
  test('a business in Ireland buys without UK VAT under the reverse charge; a consumer there is refused before paying', async ({
    page,
  }) => {
    const account = await newTrialAccount('abroad');
    await signIn(page, account.email, account.password);
    await openCheckout(page, 'Buy 100 credits');
    const details = page.locator('[data-billing-details]');
    await details.getByLabel('Country').selectOption({ label: 'Ireland' });
    await details.getByLabel('Business name').fill(DUBLIN.name);
    await details.getByLabel('Address line 1').fill(DUBLIN.line1);
    await details.getByLabel('Town or city').fill(DUBLIN.city);
    await details.getByLabel('Postcode').fill(DUBLIN.postcode);
    await expect(details.locator('[data-abroad-notice]')).toContainText('We sell to consumers in the United Kingdom only');
    await page.locator('[data-cancellation-right]').check();

    // Without a VAT number (a consumer): refused with the reason, nothing charged.
    await page.getByRole('button', { name: 'Pay £12 (test)' }).click();
    await expect(details).toContainText('We sell to consumers in the United Kingdom only');
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.url()).toContain('/billing/test-checkout?session=');

    // With its VAT number: the price less UK VAT, no VAT, before paying and on every document.
    await details.getByLabel('Business VAT number').fill('IE6388047V');
    await expect(page.locator('[data-test-total]')).toContainText('£10');
    await expect(page.locator('[data-test-vat]')).toContainText('Reverse charge: customer to account for VAT');
    await page.getByRole('button', { name: 'Pay £10 (test)' }).click();
    await page.waitForURL('**/success?session_id=*');
    const [receipt] = await mailsTo(account.email, /^Receipt for/, 1);
    expect(receipt!.subject).toMatch(/: £10\.00$/);
    expect(receipt!.text).toContain('no UK VAT (Reverse charge: customer to account for VAT; your VAT number IE6388047V)');
    expect(receipt!.text).toContain('Your right to cancel: you asked us to start at once.');

    await page.goto('/billing');
    await page.locator('[data-invoice-table] tbody tr').first().getByRole('link').first().click();
    await page.waitForURL('**/billing/invoice?id=*');
    const invoice = page.locator('[data-invoice]');
    await expect(invoice.locator('[data-invoice-customer]')).toContainText(
      'Liffey Analytics Ltd1 Quay StreetDublinD02 P820Ireland',
    );
    await expect(invoice.locator('[data-customer-tax-id]')).toHaveText('VAT number IE6388047V');
    await expect(invoice.locator('[data-invoice-notice]').first()).toContainText('Reverse charge: customer to account for VAT.');
    await expect(invoice.locator('[data-invoice-vat]')).toHaveText('£0.00');
    await expect(invoice.locator('[data-invoice-total]')).toHaveText('£10.00');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('two plan checkouts opened during a trial: the second is refused once the first is paid, one plan, one receipt', async ({
    page,
    context,
  }) => {
    const account = await newTrialAccount('twotabs');
    await signIn(page, account.email, account.password);
    await openCheckout(page, 'Buy Premium (monthly)');
    const second = await context.newPage();
    await openCheckout(second, 'Buy API (monthly)');

    await fillUk(page);
    // The right-to-cancel box must be ticked before paying.
    await page.locator('[data-cancellation-right]').uncheck();
    await page.getByRole('button', { name: 'Pay £29 (test)' }).click();
    await expect(page.locator('[data-billing-details]').locator('..')).toContainText('Tick the box to confirm');
    await page.locator('[data-cancellation-right]').check();
    await page.getByRole('button', { name: 'Pay £29 (test)' }).click();
    await page.waitForURL('**/success?session_id=*');

    await fillUk(second);
    await second.getByRole('button', { name: 'Pay £99 (test)' }).click();
    await expect(second.getByText('You already have a plan, so this checkout was not charged.')).toBeVisible();

    await page.goto('/billing');
    await expect(page.locator('[data-plan-name]')).toContainText('Premium, £29 a month');
    await expect(page.locator('[data-billing-credits]')).toHaveText('525');
    await expect(page.locator('[data-invoice-table] tbody tr')).toHaveCount(1);
    await mailsTo(account.email, /^Receipt for/, 1);
    expect((await outbox(account.email)).filter((m) => /refund/i.test(m.subject))).toEqual([]);
  });
});

test.describe('the transitions of a plan', () => {
  test('monthly → yearly → monthly, paused → a new plan, then cancelled while overdue', async ({ page }) => {
    const account = await newTrialAccount('transitions');
    await signIn(page, account.email, account.password);
    await buy(page, 'Buy Premium (monthly)', '£29');
    await mailsTo(account.email, /^Receipt for Premium \(monthly\)/, 1);

    // Monthly → yearly: charged today, the year's credits once paid, one email.
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Switch to Premium (yearly)' }).click();
    let change = page.getByRole('dialog', { name: 'Switch to Premium (yearly)?' });
    await expect(change.locator('[data-change-today]')).toContainText('£290 (including £48.33 VAT) charged today');
    await change.getByRole('button', { name: 'Pay and switch to Premium (yearly)' }).click();
    await expect(change).toHaveCount(0);
    await expect(page.locator('[data-plan-name]')).toHaveText('Premium, £290 a year');
    await expect(page.locator('[data-billing-credits]')).toHaveText('6,525');
    await mailsTo(account.email, /^Your plan is now Premium \(yearly\)$/, 1);

    // Yearly → monthly (another plan): the same rule, the new plan's credits once paid.
    await page.getByRole('button', { name: 'Switch to API (monthly)' }).click();
    change = page.getByRole('dialog', { name: 'Switch to API (monthly)?' });
    await change.getByRole('button', { name: 'Pay and switch to API (monthly)' }).click();
    await expect(change).toHaveCount(0);
    await expect(page.locator('[data-plan-name]')).toHaveText('API, £99 a month');
    await expect(page.locator('[data-billing-credits]')).toHaveText('11,525');
    await mailsTo(account.email, /^Your plan is now API \(monthly\)$/, 1);
    await expect(page.locator('[data-invoice-table] tbody tr')).toHaveCount(3);

    // Fail → paused → a new plan replaces the paused one; the buyer's details are filled in again.
    await portal(page, 'Simulate a failed renewal payment');
    await portal(page, 'Simulate retries running out');
    await mailsTo(account.email, /^Your account is paused/, 1);
    await openCheckout(page, 'Buy Premium (monthly)');
    const details = page.locator('[data-billing-details]');
    await expect(details.getByLabel('Address line 1')).toHaveValue('12 Ashton Lane');
    await expect(details.getByLabel('Postcode')).toHaveValue('M33 6WT');
    await page.locator('[data-cancellation-right]').check();
    await page.getByRole('button', { name: 'Pay £29 (test)' }).click();
    await page.waitForURL('**/success?session_id=*');
    await mailsTo(account.email, /^Receipt for Premium \(monthly\)/, 2);
    await page.goto('/billing');
    await expect(page.locator('[data-plan-state]')).toHaveText('Active');
    await expect(page.locator('[data-plan-name]')).toHaveText('Premium, £29 a month');
    await expect(page.locator('[data-billing-credits]')).toHaveText('12,025');
    // The paused plan's unpaid invoice is cancelled by a credit note, refunding nothing.
    await expect(page.locator('[data-invoice-table]')).toContainText('Cancelled, nothing owed');
    expect((await outbox(account.email)).filter((m) => /^Refund/.test(m.subject))).toEqual([]);

    // Cancelled while overdue: ends today, the overdue invoice cancelled, one email.
    await portal(page, 'Simulate a failed renewal payment');
    await page.goto('/billing');
    await expect(page.locator('[data-plan-state]')).toHaveText('Payment overdue');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await expect(dialog.locator('[data-cancel-end]')).toContainText('ends today if you cancel');
    await dialog.getByRole('button', { name: 'Cancel the plan now' }).click();
    await expect(page.locator('[data-plan-state]')).toHaveText('Cancelled');
    const [ended] = await mailsTo(account.email, /plan has ended$/, 1);
    expect(ended!.text).toContain('The overdue invoice was cancelled: you owe nothing');
    await expect(page.locator('[data-billing-credits]')).toHaveText('12,025');
  });
});
