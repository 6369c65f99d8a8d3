import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { seed, signIn } from '../app/helpers.ts';

/**
 * Pages whose only islands are the site-wide ones ship no React until someone asks for it: the
 * login modal hydrates on first interest in a Login link, the signed-in globals only with a
 * session. Budget: ≤ 10 KB of JavaScript (gzip) before interaction.
 */
const BUDGET_BYTES = 10 * 1024;
const FRAMEWORK = /\/_astro\/(client|react|LoginModal|SignedInRoot|supabase)\.[\w-]+\.js$/;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

/** External scripts as transferred (encoded), plus the page's inline scripts gzipped. */
async function scriptBytes(page: Page, path: string): Promise<{ total: number; urls: string[] }> {
  const sizes: Array<Promise<{ url: string; bytes: number }>> = [];
  const count = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
  };
  page.on('requestfinished', count);
  await page.goto(path);
  await settle(page);
  // What loads after this is not "before interaction"; a size asked for then would outlive the page.
  page.off('requestfinished', count);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !/json/.test(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent ?? '')
      .join('\n'),
  );
  const external = await Promise.all(sizes);
  return {
    total: external.reduce((sum, s) => sum + s.bytes, 0) + gzipSync(inline).length,
    urls: external.map((s) => s.url),
  };
}

for (const path of ['/', '/about', '/pricing', '/blog', '/calculators']) {
  test(`${path} ships no framework code and ≤ 10 KB of JavaScript before interaction`, async ({ page }) => {
    const { total, urls } = await scriptBytes(page, path);
    expect(urls.filter((url) => FRAMEWORK.test(url))).toEqual([]);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test('the Login link opens the modal on the first click, and keyboard users get it too', async ({ page }) => {
  await page.goto('/about');
  await settle(page);
  await page.getByRole('navigation', { name: 'Main' }).locator('[data-login-trigger]').click();
  await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/pricing');
  await settle(page);
  await page.getByRole('navigation', { name: 'Main' }).locator('[data-login-trigger]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
});

test('the Login link still leads to /login without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).locator('[data-login-trigger]').click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

const APP_PAGES = ['/dashboard', '/profile', '/billing', '/newdeal'];

/** Console errors, page errors and layout shifts while the page loads and hydrates. */
async function watch(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    (window as { __shifts?: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as { __shifts?: number }).__shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { errors };
}

async function layoutShift(page: Page): Promise<number> {
  await settle(page);
  return page.evaluate(() => (window as { __shifts?: number }).__shifts ?? 0);
}

test('app pages hydrate without errors or layout shift, signed out', async ({ page }) => {
  const { errors } = await watch(page);
  for (const path of APP_PAGES) {
    await page.goto(path);
    expect(await layoutShift(page), path).toBeLessThan(0.01);
  }
  expect(errors).toEqual([]);
});

test('app pages hydrate without errors or layout shift, signed in', async ({ page }) => {
  const account = seed('active');
  await signIn(page, account.email, account.password);
  const { errors } = await watch(page);
  for (const path of APP_PAGES) {
    await page.goto(path);
    expect(await layoutShift(page), path).toBeLessThan(0.01);
  }
  expect(errors).toEqual([]);
});
