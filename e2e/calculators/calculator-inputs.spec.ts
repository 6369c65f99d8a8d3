/** Shared calculator behaviour: money typed with separators, and the headline kept in view on a phone. */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, type, waitForIsland } from './tax-helpers.ts';

test.describe('money inputs', () => {
  test('show thousands separators as you type, keep the caret, and keep a plain number in the URL', async ({ page }) => {
    await page.goto('/mortgage-repayment-calculator');
    await waitForIsland(page);
    const loan = page.getByLabel('Loan amount', { exact: true });
    await type(page, 'Loan amount', '250000');
    await expect(loan).toHaveValue('250,000');
    await expect(page).toHaveURL(/loan=250000(&|$)/);

    // Caret after "250" (four steps left from the end), then type: the digits land there, not at the end.
    await loan.press('End');
    for (let i = 0; i < 4; i++) await loan.press('ArrowLeft');
    await loan.pressSequentially('9');
    await expect(loan).toHaveValue('2,509,000');
    await loan.pressSequentially('1');
    await expect(loan).toHaveValue('25,091,000');

    // Pasted text with a pound sign, commas and pence.
    await loan.fill('£250,000.50');
    await expect(loan).toHaveValue('250,000.50');
    await expect(page).toHaveURL(/loan=250000\.50/);

    // Text that is not an amount is left as typed and explained.
    await loan.fill('abc');
    await expect(loan).toHaveValue('abc');
    await expect(page.getByText('Enter an amount in pounds, using numbers only (for example 250000).')).toBeVisible();
  });
});

test.describe('headline summary bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the updated headline while editing a long form, never over the field, and jumps to the results', async ({
    page,
  }) => {
    await page.goto('/brrr-flip-calculator');
    await waitForIsland(page);
    const field = page.getByLabel('Refurbishment', { exact: true });
    await type(page, 'Refurbishment', '45000');
    await expect(field).toHaveValue('45,000');

    const bar = page.locator('[data-headline-bar]');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Money left in the deal');
    const headline = (await page.getByTestId('money-left-in').locator('p').nth(1).textContent()) ?? '';
    expect(headline).toMatch(/^£/);
    await expect(bar.locator('[data-headline-value]')).toHaveText(headline);

    // The field being edited is above the bar, not under it.
    const fieldBox = await field.boundingBox();
    const barBox = await bar.boundingBox();
    expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(barBox!.y + 1);

    // A different figure updates the bar.
    await type(page, 'Refurbishment', '60000');
    await expect(bar.locator('[data-headline-value]')).not.toHaveText(headline);
    const updated = (await page.getByTestId('money-left-in').locator('p').nth(1).textContent()) ?? '';
    await expect(bar.locator('[data-headline-value]')).toHaveText(updated);

    await expectNoSeriousAxeViolations(page);

    await bar.getByRole('button', { name: 'See full results' }).click();
    const results = page.getByRole('region', { name: 'Your BRRR results' });
    await expect(results).toBeFocused();
    await expect(bar).toBeHidden();
  });

  test('is not shown on a wide screen, where the results sit beside the form', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/brrr-flip-calculator');
    await waitForIsland(page);
    await type(page, 'Refurbishment', '45000');
    await expect(page.locator('[data-headline-bar]')).toBeHidden();
  });
});
