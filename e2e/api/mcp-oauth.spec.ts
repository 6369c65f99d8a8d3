import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newTrialAccount, seriousViolations } from '../app/helpers.ts';

const CALLBACK = 'http://127.0.0.1:45999/callback';

test('an assistant connects over OAuth: sign in, consent with a cap, back to the app, listed and revocable under Connected apps', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await newTrialAccount('oauth', { credits: 25 });
  // The assistant registers itself and sends the user to the authorization page.
  const registered = await request.post('/api/oauth/register', {
    data: { client_name: 'Journey Assistant', redirect_uris: [CALLBACK] },
  });
  expect(registered.status()).toBe(201);
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'journey-state',
    resource: `${baseURL}/api/mcp`,
    scope: 'mcp',
  });
  // The assistant's loopback listener.
  await page.route('http://127.0.0.1:45999/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Connected</p>' }),
  );

  await page.goto(`/oauth/authorize?${query.toString()}`);
  await expect(page.locator('[data-signed-out-notice]')).toBeVisible();
  await page.locator('[data-signed-out-notice] a').click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login to your account' }).click();

  // Back on the consent screen: the app, what it may do, and the cap.
  await page.waitForURL('**/oauth/authorize?**');
  await expect(page.getByRole('heading', { name: 'Connect Journey Assistant to Brickstack?' })).toBeVisible();
  await expect(page.locator('[data-oauth-scopes]')).toContainText('call every Brickstack MCP tool');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Monthly cap in credits').fill('7');
  await page.getByRole('button', { name: 'Allow' }).click();

  await page.waitForURL('http://127.0.0.1:45999/callback?**');
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('journey-state');
  const tokens = await request.post('/api/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: clientId,
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: CALLBACK,
      resource: `${baseURL}/api/mcp`,
    },
  });
  expect(tokens.status()).toBe(200);
  const { access_token: accessToken } = (await tokens.json()) as { access_token: string };
  const call = () =>
    request.post('/api/mcp', {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json, text/event-stream' },
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'stamp_duty', arguments: { price: 415000, completionDate: '2025-06-01', location: 'england' } },
      },
    });
  expect((await call()).status()).toBe(200);

  // Listed under Connected apps with its cap and spend; revoked there, cut off on the next call.
  await page.goto('/api-keys');
  const card = page.locator('[data-connected-apps] [data-key-row="Connected app: Journey Assistant"]');
  await expect(card.locator('[data-key-cap]')).toHaveText('1 of 7 credits this month');
  await expect(card.getByRole('button', { name: /^Rotate/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Revoke Connected app: Journey Assistant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.locator('[data-connected-apps]')).toContainText('No connected apps.');
  expect((await call()).status()).toBe(401);
});
