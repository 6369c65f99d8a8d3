import { expect, test } from '@playwright/test';
import { newTrialAccount, seriousViolations, signIn } from '../app/helpers.ts';
import { accountKeyOf, mcpCall, stampDuty } from './api-helpers.ts';

test('an API customer sees their calls, credits and errors on the usage page', async ({ page, request }) => {
  const account = await newTrialAccount('usage', { credits: 25 });
  const key = await accountKeyOf(account.email, account.password);

  // Three paid answers (two over REST, one through the MCP server) and one bad request.
  const first = await stampDuty(request, key, 310_000);
  expect(first.status()).toBe(200);
  const firstId = first.headers()['x-request-id']!;
  expect((await stampDuty(request, key, 320_000)).status()).toBe(200);
  const tool = await mcpCall(request, key, 'stamp_duty', { price: '330000', completionDate: '2025-06-01', location: 'scotland' });
  expect(tool.isError).toBeFalsy();
  const bad = await request.get('/api/v1/stamp-duty?price=lots&completionDate=2025-06-01&location=england', {
    headers: { 'x-api-key': key },
  });
  expect(bad.status()).toBe(400);

  await signIn(page, account.email, account.password);
  await page.goto('/api-usage');
  await expect(page.getByRole('heading', { level: 1, name: 'API usage' })).toBeVisible();
  await expect(page.locator('[data-usage-stat="requests"]')).toHaveText('4');
  await expect(page.locator('[data-usage-stat="credits"]')).toHaveText('3');
  await expect(page.locator('[data-usage-stat="errors"]')).toHaveText('1');
  await expect(page.getByRole('img', { name: /Requests per day by endpoint/ })).toBeVisible();
  await expect(page.locator('[data-usage-credits] tbody tr')).toHaveText([/stamp-duty\s*4\s*3/]);
  await expect(page.locator('[data-usage-errors] tbody tr')).toHaveText([/invalid_request\s*1/]);
  await expect(page.getByText('the ledger shows 3 charged for the API')).toBeVisible();

  const recent = page.locator('[data-usage-recent] tbody tr');
  await expect(recent).toHaveCount(4);
  // Newest first: the bad request, then the MCP call, then the two REST answers.
  await expect(recent.nth(0)).toContainText('400');
  await expect(recent.nth(0)).toContainText('invalid_request');
  await expect(recent.nth(1)).toContainText('MCP');
  await expect(recent.nth(1)).toContainText('location=scotland');
  await expect(page.locator(`[data-request-id="${firstId}"]`)).toContainText('price=310000');
  await expect(page.locator(`[data-request-id="${firstId}"]`)).toContainText('account key');

  expect(await seriousViolations(page)).toEqual([]);
});

test('a new account sees that it has made no calls yet', async ({ page }) => {
  const account = await newTrialAccount('nousage');
  await signIn(page, account.email, account.password);
  await page.goto('/api-usage');
  await expect(page.locator('[data-usage-empty]')).toContainText('No requests from');
  await expect(page.locator('[data-usage-stat="requests"]')).toHaveText('0');
  await page.getByRole('navigation', { name: 'Property API' }).getByRole('link', { name: 'Keys' }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
});
