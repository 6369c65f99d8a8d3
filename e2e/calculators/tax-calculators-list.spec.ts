import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './tax-helpers.ts';

test('the calculators page lists every calculator by purpose', async ({ page }) => {
  await page.goto('/calculators');
  await expect(page.getByRole('heading', { level: 2, name: 'Buying a home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Selling and tax' })).toBeVisible();
  for (const path of [
    '/stampdutycalculator',
    '/capital-gains-tax-uk-property-calculator',
    '/help-to-buy-isa-calculator',
    '/estate-agent-fee-calculator',
    '/property-deal-analyser',
  ]) {
    await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
  }
  await page.locator('main a[href="/stampdutycalculator"]').click();
  await expect(page).toHaveURL(/\/stampdutycalculator$/);
  await expectNoSeriousAxeViolations(page);
});

test('the calculators page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/calculators');
  await expectNoSeriousAxeViolations(page);
});
