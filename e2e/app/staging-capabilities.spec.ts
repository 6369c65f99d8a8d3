/**
 * Capabilities decide the copy (docs/decisions/design.md): the same pages on a site whose image
 * provider is configured (the main test server, rendering through the Replicate loopback double of
 * staging.spec.ts) and on a second copy built and served without one. Without it nothing promises
 * staging: no banner, no pricing line or plan feature, design pages say plainly it is not available
 * here, and the studio says so in customer words, naming no server setting.
 */
import sharp from 'sharp';
import { expect, test, type Browser } from '@playwright/test';
import { AI_DESIGN_ROUTES } from '../../src/lib/routes/routes-ai-design.ts';
import { STAGING_OFF_COPY } from '../../src/lib/site/capabilities.ts';
import { startSecondSite, type SecondSite } from '../support/second-site.ts';
import { newTrialAccount, seriousViolations } from './helpers.ts';

/** The 12 public AI design pages (the studio itself is /ai-staging). */
const DESIGN_PAGES = AI_DESIGN_ROUTES.filter((route) => route.path !== '/ai-staging').map((route) => route.path);
const SETTING_NAMES = /REPLICATE|STAGING_PROVIDER|_TOKEN|environment variable|on the server/i;

test('the design pages are the twelve of the SPEC', () => {
  expect(DESIGN_PAGES).toHaveLength(12);
});

test.describe('a site that can stage photos', () => {
  test('the visitor banner, the pricing line and the studio link promise staging, and the config names nothing', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('[data-announcement]')).toContainText('AI virtual staging');
    await page.goto('/pricing');
    await expect(page.locator('[data-credit-use]').filter({ hasText: 'staged' })).toHaveText(/An AI virtually staged image\s*1/);
    await expect(page.getByText('AI virtual staging studio')).toBeVisible();
    const config = await (await page.request.get('/api/staging/config')).text();
    expect(JSON.parse(config)).toEqual({ generation: true });
  });

  test('each of the 12 design pages shows its own room and style, labelled as an illustration', async ({ page }) => {
    const seen = new Set<string>();
    for (const path of DESIGN_PAGES) {
      await page.goto(path);
      const example = page.locator('[data-staging-example]');
      await expect(example, path).toBeVisible();
      seen.add((await example.getAttribute('data-staging-example'))!);
      await expect(example.getByRole('img')).toHaveAttribute('aria-label', /^Illustration, not a photo: /);
      await expect(example).toContainText('Illustration');
      await expect(page.locator('[data-studio-link]')).toHaveAttribute('href', /^\/ai-staging\?room=/);
      await expect(page.locator('[data-staging-unavailable]')).toHaveCount(0);
    }
    expect(seen.size).toBe(DESIGN_PAGES.length);
  });
});

test.describe('a site without an image provider', () => {
  // One second site for the group: its tests stay together in one worker (the build takes a while).
  test.describe.configure({ mode: 'default' });
  let site: SecondSite;
  test.beforeAll(async () => {
    test.setTimeout(420_000);
    site = await startSecondSite('no-staging', { REPLICATE_API_TOKEN: '', REPLICATE_API_BASE: '' });
  });
  test.afterAll(async () => {
    await site?.close();
  });

  async function visitor(browser: Browser) {
    return (await browser.newContext({ baseURL: site.url })).newPage();
  }

  test('no banner, no pricing promise, honest home and design pages', async ({ browser }) => {
    const page = await visitor(browser);
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-announcement]')).toHaveCount(0);
    await expect(page.getByText(STAGING_OFF_COPY.toolGroup)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('staged images');

    await page.goto('/pricing');
    await expect(page.locator('[data-credit-use]').filter({ hasText: 'staged' })).toContainText(
      'AI staging is not available on this site',
    );
    await expect(page.getByText('AI virtual staging studio')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('staged images');

    for (const path of DESIGN_PAGES) {
      await page.goto(path);
      await expect(page.locator('[data-staging-unavailable]'), path).toHaveText(STAGING_OFF_COPY.designPage);
      await expect(page.locator('[data-studio-link]')).toHaveCount(0);
      await expect(page.locator('[data-staging-example]')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(SETTING_NAMES);
    }
    expect(await seriousViolations(page)).toEqual([]);
    const config = await (await page.request.get('/api/staging/config')).text();
    expect(JSON.parse(config)).toEqual({ generation: false });
    expect(config).not.toMatch(SETTING_NAMES);
    await page.context().close();
  });

  test('the studio says staging is not available, in customer words, and charges nothing', async ({ browser }) => {
    const account = await newTrialAccount('nostaging', { supabasePort: site.supabasePort });
    const page = await visitor(browser);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).locator('[data-login-trigger]').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Login to your account' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/ai-staging');
    const studio = page.locator('[data-staging-studio]');
    await expect(studio.locator('[data-generation-off]')).toHaveText(STAGING_OFF_COPY.studio);
    await expect(studio).not.toContainText(SETTING_NAMES);
    // No upload is offered, and the server takes none either.
    await expect(page.getByLabel('Choose a room photo')).toHaveCount(0);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d8cfc0' } })
      .jpeg()
      .toBuffer();
    const token = await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        const value = localStorage.getItem(key) ?? '';
        if (value.includes('access_token')) return (JSON.parse(value) as { access_token?: string }).access_token ?? null;
      }
      return null;
    });
    const refused = await page.request.post('/api/staging/photos', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      data: photo,
    });
    expect(refused.status()).toBe(503);
    expect((await refused.json()) as { error: string }).toMatchObject({ error: 'generation_unavailable' });
    await expect(page.locator('[data-api-credits]')).toHaveText('API Credits: 25');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
