import { expect, test } from '@playwright/test';
import { seed, signIn } from './helpers.ts';

/**
 * /operator/data (issue 41, item 10; docs/decisions/operator.md): the import record and the data
 * refresh runs moved off /data-sources, for operators only, decided on the server. The browser
 * tests' site lists the seeded paying account in OPERATOR_EMAILS (e2e/support/e2e-env.ts).
 */
test('an operator sees the import record with files, rows and rejected rows, and the refresh record', async ({ page }) => {
  const account = seed('active');
  await signIn(page, account.email, account.password);
  await page.goto('/operator/data');
  const record = page.locator('[data-operator-data]');
  await expect(record).toBeVisible();
  await expect(record.locator('[data-operator-imports]')).toContainText('2016-06-greater-manchester-street.csv');
  await expect(record.getByRole('heading', { name: /Import record \(\d+ files, [\d,]+ rows rejected\)/ })).toBeVisible();
  await expect(record.getByRole('heading', { name: /Refresh sources/ })).toBeVisible();
  await expect(record.getByRole('heading', { name: /Refresh runs/ })).toBeVisible();
});

test('anyone else is refused by the server, and the page holds no record in its HTML', async ({ page, request }) => {
  const html = await (await request.get('/operator/data')).text();
  expect(html).not.toContain('.csv');
  const anonymous = await request.get('/api/operator/data');
  expect(anonymous.status()).toBe(401);

  const account = seed('trial');
  await signIn(page, account.email, account.password);
  await page.goto('/operator/data');
  await expect(page.locator('[data-operator-refused="true"]')).toContainText('for the people who run the site');
  await expect(page.locator('[data-operator-data]')).toHaveCount(0);
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const value = localStorage.getItem(key) ?? '';
      if (value.includes('access_token')) return (JSON.parse(value) as { access_token?: string }).access_token ?? null;
    }
    return null;
  });
  expect(token).toBeTruthy();
  const refused = await request.get('/api/operator/data', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'forbidden' });
});
