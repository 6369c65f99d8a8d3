import { expect, test, type Page } from '@playwright/test';
import { newTrialAccount, outbox, seriousViolations, signIn } from './helpers.ts';

const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** Fills the billing details the test checkout asks for (as Stripe Checkout's address collection would). */
async function fillBillingDetails(page: Page) {
  const details = page.locator('[data-billing-details]');
  await details.getByLabel('Name or business name').fill('Ada Lovelace Ltd');
  await details.getByLabel('Address line 1').fill('12 Ashton Lane');
  await details.getByLabel('Town or city').fill('Sale');
  await details.getByLabel('Postcode').fill('m33 6wt');
  await page.locator('[data-cancellation-right]').check();
}

/** Buys an item from /billing through the local test checkout and lands on /success. */
async function buy(page: Page, button: string, total: string) {
  await page.goto('/billing');
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL('**/billing/test-checkout?session=*');
  await expect(page.locator('[data-test-banner]')).toHaveText('Local test checkout: no card, no money moves.');
  await expect(page.locator('[data-test-total]')).toContainText(total);
  await fillBillingDetails(page);
  await page.getByRole('button', { name: new RegExp(`^Pay ${total} \\(test\\)$`) }).click();
  await page.waitForURL('**/success?session_id=*');
}

/** The emails to `to` whose subject matches, once the count has settled at `count`. */
async function mailsTo(to: string, subject: RegExp, count: number) {
  await expect.poll(async () => (await outbox(to)).filter((m) => subject.test(m.subject)).length).toBe(count);
  return (await outbox(to)).filter((m) => subject.test(m.subject));
}

test.describe('billing with the local test checkout', () => {
  test('a trial account buys Premium, gets one receipt, reads its full VAT invoice, tops up and cancels in a dialog', async ({
    page,
  }) => {
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
    // The billing address is asked for, and checked, before paying.
    await page.getByRole('button', { name: 'Pay £29 (test)' }).click();
    await expect(page.locator('[data-billing-details]')).toContainText('Address line 1 is required.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/billing?checkout=cancelled');
    await expect(page.locator('[data-checkout-cancelled]')).toHaveText('Checkout cancelled. Nothing was charged.');
    await expect(page.locator('[data-plan-state]')).toHaveText('Free trial');

    await buy(page, 'Buy Premium (monthly)', '£29');
    const success = page.locator('[data-success]');
    await expect(success).toContainText('Payment received: Premium (monthly)');
    await expect(success).toContainText('You paid £29, including £4.83 VAT. 500 credits');
    await expect(page.locator('[data-success-state]')).toHaveText('Your plan is active. Your balance is 525 credits.');
    await expect(page.locator('[data-success-next]')).toContainText('Run a postcode report');
    await expect(page.locator('[data-trial-banner]')).toHaveCount(0);

    // Exactly one receipt, with the figures of the purchase.
    const [receipt] = await mailsTo(account.email, /^Receipt for/, 1);
    expect(receipt!.subject).toBe('Receipt for Premium (monthly): £29.00');
    expect(receipt!.text).toMatch(/£29\.00 paid on .+: £24\.17 plus VAT at 20% \(£4\.83\)\. Invoice BS-\d{6}\./);
    expect(receipt!.text).toContain('500 credits added to your account; your balance is 525 credits.');

    // The invoice the receipt links to has every detail of a full VAT invoice, and says it is a test.
    await page.locator('[data-success-invoice]').click();
    await page.waitForURL('**/billing/invoice?id=*');
    const invoice = page.locator('[data-invoice]');
    await expect(invoice).toContainText('Test invoice');
    await expect(invoice).toContainText(/Invoice numberBS-\d{6}/);
    await expect(invoice).toContainText('Tax point (time of supply)');
    await expect(invoice.locator('[data-invoice-customer]')).toContainText(
      'Ada Lovelace Ltd12 Ashton LaneSaleM33 6WTUnited Kingdom',
    );
    await expect(invoice.locator('[data-invoice-line]')).toContainText('Premium (monthly)1£24.1720%£24.17£4.83');
    await expect(invoice.locator('[data-invoice-vat]')).toHaveText('£4.83');
    await expect(invoice.locator('[data-invoice-net]')).toHaveText('£24.17');
    await expect(invoice.locator('[data-invoice-total]')).toHaveText('£29.00');
    // A document of the test checkout says so in a customer's words, never naming configuration.
    await expect(invoice.locator('[data-invoice-notice]')).toContainText('no payment was taken and it is not a VAT invoice');
    await expect(invoice).not.toContainText(/configured|SUPPLIER_ADDRESS|VAT_NUMBER/);
    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^VAT-invoice-BS-\d{6}\.pdf$/);
    expect(await seriousViolations(page)).toEqual([]);

    await buy(page, 'Buy 100 credits', '£12');
    await expect(page.locator('[data-success-state]')).toHaveText('Your balance is 625 credits.');
    await mailsTo(account.email, /^Receipt for/, 2);

    await page.goto('/billing');
    const ledger = page.locator('[data-billing-ledger]');
    await expect(ledger).toContainText('Credit top-up');
    await expect(ledger).toContainText('Plan credits');
    await expect(page.locator('[data-invoice-table] tbody tr')).toHaveCount(2);

    // Changing plan asks first, stating the price, what is charged today and the renewal date.
    await page.getByRole('button', { name: 'Switch to API (monthly)' }).click();
    const change = page.getByRole('dialog', { name: 'Switch to API (monthly)?' });
    await expect(change.locator('[data-change-today]')).toContainText('£99 (including £16.50 VAT) charged today');
    await expect(change.locator('[data-change-renews]')).toContainText(/Then £99 a month, next on \d{1,2} \w+ \d{4}/);
    expect(await seriousViolations(page)).toEqual([]);
    await change.getByRole('button', { name: 'Pay and switch to API (monthly)' }).click();
    await expect(change).toHaveCount(0);
    await expect(page.locator('[data-plan-name]')).toHaveText('API, £99 a month');
    await expect(page.locator('[data-billing-credits]')).toHaveText('5,625');
    const [changed] = await mailsTo(account.email, /^Your plan is now API \(monthly\)$/, 1);
    expect(changed!.text).toContain('5,000 credits added to your account; your balance is 5,625 credits.');

    // Cancelling asks in a dialog that states the end date; Escape leaves everything as it was.
    const cancel = page.getByRole('button', { name: 'Cancel plan' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-cancel-end]')).toContainText(
      /stays active until \d{1,2} \w+ \d{4}, then ends\. You will not be charged again\./,
    );
    await expect(dialog.getByRole('button', { name: 'Keep my plan' })).toBeFocused();
    // Focus stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel at the end of the period' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Keep my plan' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await expect(page.locator('[data-plan-state]')).toHaveText('Active');

    await cancel.click();
    await page
      .getByRole('dialog', { name: 'Cancel your plan?' })
      .getByRole('button', { name: 'Cancel at the end of the period' })
      .click();
    await expect(page.locator('[data-plan-state]')).toHaveText('Cancelling');
    await expect(page.locator('[data-plan-sentence]')).toContainText('You will not be charged again.');
    const [cancelled] = await mailsTo(account.email, /is cancelled$/, 1);
    expect(cancelled!.text).toMatch(/ends on \d{1,2} \w+ \d{4}\. You will not be charged again\./);
    await page.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(page.locator('[data-plan-state]')).toHaveText('Active');
    await mailsTo(account.email, /will carry on$/, 1);
  });

  test('a failed renewal sends one failed-payment email with the grace date, retries running out one paused email, a replay none, a refund a credit note', async ({
    page,
  }) => {
    const account = await newTrialAccount('overdue');
    await signIn(page, account.email, account.password);
    await buy(page, 'Buy Premium (yearly)', '£290');
    await expect(page.locator('[data-success-state]')).toHaveText('Your plan is active. Your balance is 6,025 credits.');

    await page.goto('/billing');
    await page.getByRole('button', { name: /Manage payment details/ }).click();
    await page.waitForURL('**/billing/test-checkout?portal=1');
    await page.getByRole('button', { name: 'Simulate a failed renewal payment' }).click();
    await expect(page.locator('[data-test-portal-done]')).toHaveText('Done: simulate a failed renewal payment.');
    await expect(page.locator('[data-test-portal-plan]')).toContainText('Payment overdue');
    const grace = LONG.format(new Date(Date.now() + 7 * 86_400_000));
    const [failed] = await mailsTo(account.email, /^Your payment failed/, 1);
    expect(failed!.text).toContain(`Your plan keeps working until ${grace} while we try again.`);
    expect(failed!.text).toMatch(/Update your card: http:\/\/localhost:\d+\/billing\?manage=payment/);

    await page.goto('/dashboard');
    await expect(page.locator('[data-past-due-banner]')).toContainText('Your last payment failed. Your plan keeps working until');
    await expect(page.getByRole('dialog', { name: 'Account Paused' })).toHaveCount(0);

    await page.goto('/billing/test-checkout?portal=1');
    await page.getByRole('button', { name: 'Simulate retries running out' }).click();
    await expect(page.locator('[data-test-portal-plan]')).toContainText('Paused');
    await mailsTo(account.email, /^Your account is paused/, 1);

    // Stripe delivers an event again (its retries): nothing changes and no email is sent twice.
    const before = (await outbox(account.email)).length;
    await page.getByRole('button', { name: 'Send the last event to the webhook again' }).click();
    await expect(page.locator('[data-test-portal-done]')).toHaveText('Done: send the last event to the webhook again.');
    await page.waitForTimeout(500);
    expect(await outbox(account.email)).toHaveLength(before);
    await mailsTo(account.email, /^Your account is paused/, 1);

    await page.goto('/dashboard');
    const paused = page.getByRole('dialog', { name: 'Account Paused' });
    await expect(paused).toBeVisible();
    await paused.getByRole('link', { name: 'Go to Billing' }).click();
    await page.waitForURL('**/billing');
    await expect(page.locator('[data-plan-state]')).toHaveText('Paused');

    // One way out: paying the overdue invoice brings the plan back, with one email saying so.
    await page.getByRole('button', { name: 'Pay the overdue invoice' }).click();
    await page.waitForURL('**/billing/test-checkout?portal=1&overdue=1');
    await page.locator('[data-test-portal-overdue]').getByRole('button', { name: 'Pay the overdue invoice (test card)' }).click();
    await expect(page.locator('[data-test-portal-plan]')).toContainText('Active');
    await mailsTo(account.email, /is active again$/, 1);

    // A refund issues a credit note that names the invoice it corrects.
    await page.getByRole('button', { name: 'Refund the last payment' }).click();
    await expect(page.locator('[data-test-portal-done]')).toHaveText('Done: refund the last payment.');
    const [refund] = await mailsTo(account.email, /^Refund of £290\.00: credit note BS-CN-\d{6}$/, 1);
    expect(refund!.text).toMatch(/Credit note BS-CN-\d{6} corrects invoice BS-\d{6}\./);
    await page.goto('/billing');
    const row = page.locator('[data-credit-note-row]');
    await expect(row).toContainText('Credit note (refund)');
    await expect(row).toContainText('−£290');
    await row.getByRole('link', { name: /View credit note/ }).click();
    await page.waitForURL('**/billing/invoice?credit_note=*');
    const note = page.locator('[data-invoice]');
    await expect(note).toContainText('Credit note');
    await expect(note).toContainText(/Corrects invoiceBS-\d{6} of \d{1,2} \w+ \d{4}/);
    await expect(note.locator('[data-invoice-total]')).toHaveText('−£290.00');
  });

  test('a visitor buys the API plan from /pricing without a trial and lands in the same onboarding', async ({ page }) => {
    const email = `apibuyer${Date.now()}@example.com`;
    await page.goto('/pricing');
    await page.locator('[data-buy-item="api_monthly"]').getByRole('link', { name: 'Buy API (monthly)' }).click();
    await page.waitForURL('**/checkout?item=api_monthly');
    const form = page.locator('[data-guest-checkout]');
    await expect(form.locator('[data-checkout-item]')).toContainText('£99 including £16.50 VAT a month, 5,000 credits a month.');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form).toContainText('Enter a valid email address.');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel(/I accept the terms/).check();
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkout?session=*');
    await expect(page.locator('[data-test-banner]')).toBeVisible();
    await fillBillingDetails(page);
    await page.getByRole('button', { name: 'Pay £99 (test)' }).click();
    await page.waitForURL('**/success?session_id=*');
    await expect(page.locator('[data-success]')).toContainText('Payment received: API (monthly)');
    await expect(page.locator('[data-success-state]')).toContainText(
      'Your account is ready. We have emailed your receipt and a link to confirm your address and sign in to a•••@example.com.',
    );
    await expect(page.locator('[data-success-next]')).toContainText('Getting started with the property API');

    const [receipt] = await mailsTo(email, /^Receipt for API \(monthly\): £99\.00$/, 1);
    // The button is the 30-day invoice link; the one-hour sign-in link is offered beside it.
    expect(receipt!.text).toMatch(
      /Download your VAT invoice: http:\/\/\S+\/api\/billing\/invoice-pdf\?id=\S+&expires=\d+&sig=\S+/,
    );
    const link = receipt!.text.match(/within an hour \(it works once\): (https?:\/\/\S+\/auth\/v1\/verify\?\S+)/)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const dialog = page.getByRole('dialog', { name: 'Set up your Brickstack account' });
    await expect(dialog.locator('[data-step-title]')).toHaveText('Secure Your Account');
  });

  test('reminder emails can be switched off on /profile; receipts and payment problems cannot', async ({ page }) => {
    const account = await newTrialAccount('quiet');
    await signIn(page, account.email, account.password);
    await page.goto('/profile');
    const prefs = page.locator('[data-email-preferences]');
    await expect(prefs).toContainText(
      'Receipts, invoices, refunds and anything about a failed payment or a paused account are always sent.',
    );
    const renewal = prefs.getByLabel(/Renewal reminder/);
    await expect(renewal).toBeEnabled();
    await expect(renewal).toBeChecked();
    await renewal.uncheck();
    await expect(prefs.getByRole('status')).toHaveText('Email preferences saved.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.locator('[data-email-preferences]').getByLabel(/Renewal reminder/)).not.toBeChecked();
    await expect(page.locator('[data-email-preferences]').getByLabel(/Trial ending reminder/)).toBeChecked();
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
