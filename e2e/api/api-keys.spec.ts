import { expect, test } from '@playwright/test';
import { newTrialAccount, seriousViolations, signIn } from '../app/helpers.ts';
import { stampDuty } from './api-helpers.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an API customer creates a key limited to one endpoint, copies it once, and revokes it', async ({ page, request }) => {
  const account = await newTrialAccount('keys', { credits: 25 });
  await signIn(page, account.email, account.password);
  await page.goto('/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No named keys yet.')).toBeVisible();

  // Create: a name is required; then limited to stamp duty with a monthly cap of 5 credits.
  await page.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(create.getByLabel('Name')).toBeFocused();
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText('Give the key a name, such as “Production server”.')).toBeVisible();
  await create.getByLabel('Name').fill('Nightly job');
  await create.getByLabel('Only the endpoints I choose').check();
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText('Choose at least one endpoint, or allow every endpoint.')).toBeVisible();
  await create.getByLabel(/Stamp duty \(SDLT, LBTT, LTT\)/).check();
  await create.getByLabel('Monthly credit cap (optional)').fill('5');
  expect(await seriousViolations(page)).toEqual([]);
  await create.getByRole('button', { name: 'Create key' }).click();

  // Shown once, copied to the clipboard.
  const shown = page.getByRole('dialog', { name: 'Your new key “Nightly job”' });
  await expect(shown).toContainText('this is the only time you will see it');
  const secret = await shown.getByLabel('API key').inputValue();
  expect(secret).toMatch(/^bsk_[0-9a-f]{64}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'I have saved it' }).click();
  await expect(shown).toBeHidden();

  const card = page.locator('[data-key-row="Nightly job"]');
  await expect(card.locator('[data-key-hint]')).toHaveText(`bsk_…${secret.slice(-4)}`);
  await expect(card.locator('[data-key-scope]')).toHaveText('stamp-duty');
  await expect(card.locator('[data-key-cap]')).toHaveText('0 of 5 credits this month');
  await expect(card.locator('[data-key-last-used]')).toHaveText('Never used');
  await page.reload();
  await expect(page.locator('[data-key-row="Nightly job"]')).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // The limit holds: stamp duty answers, anything else is refused.
  expect((await stampDuty(request, secret, 410_000)).status()).toBe(200);
  const elsewhere = await request.get('/api/v1/postcode?postcode=M33%202AU', { headers: { 'x-api-key': secret } });
  expect(elsewhere.status()).toBe(403);
  expect(((await elsewhere.json()) as { error: string }).error).toBe('endpoint_not_allowed');
  await page.reload();
  await expect(card.locator('[data-key-cap]')).toHaveText('1 of 5 credits this month');
  await expect(card.locator('[data-key-last-used]')).toHaveText(/^Last used /);

  // Revoke: asked first (Escape keeps the key), then refused on the next request.
  await card.getByRole('button', { name: 'Revoke Nightly job' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke “Nightly job”?' });
  await expect(revoke.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(revoke).toBeHidden();
  await card.getByRole('button', { name: 'Revoke Nightly job' }).click();
  await revoke.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.locator('[data-keys-note]')).toHaveText('Revoked “Nightly job”: it no longer works.');
  await expect(page.locator('[data-key-list="revoked"] [data-key-row="Nightly job"]')).toContainText('Revoked');
  const refused = await stampDuty(request, secret, 420_000);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: string }).error).toBe('unauthorized');
});

test('rotating a key shows its new secret once and stops the old one', async ({ page, request }) => {
  const account = await newTrialAccount('rotate', { credits: 25 });
  await signIn(page, account.email, account.password);
  await page.goto('/api-keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByLabel('Name').fill('Laptop');
  await create.getByRole('button', { name: 'Create key' }).click();
  const old = await page.getByRole('dialog', { name: 'Your new key “Laptop”' }).getByLabel('API key').inputValue();
  await page.getByRole('button', { name: 'I have saved it' }).click();

  await page.getByRole('button', { name: 'Rotate Laptop' }).click();
  await page.getByRole('dialog', { name: 'Rotate “Laptop”?' }).getByRole('button', { name: 'Rotate key' }).click();
  const rotated = page.getByRole('dialog', { name: 'The new secret of “Laptop”' });
  await expect(rotated).toContainText('The old secret has stopped working.');
  const fresh = await rotated.getByLabel('API key').inputValue();
  expect(fresh).not.toBe(old);
  await rotated.getByRole('button', { name: 'I have saved it' }).click();
  expect((await stampDuty(request, old, 510_000)).status()).toBe(401);
  expect((await stampDuty(request, fresh, 510_000)).status()).toBe(200);
});
