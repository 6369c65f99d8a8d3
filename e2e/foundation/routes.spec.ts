import { expect, test } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes/registry.ts';
import { SPEC_REDIRECTS } from '../../src/lib/routes/spec-routes.ts';
import { documentTitle } from '../../src/lib/site/page-meta.ts';

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

test.describe('every registry route', () => {
  for (const route of ROUTES.filter((r) => r.layout !== 'error')) {
    test(`${route.path} answers 200 with its title, one h1 and its head tags`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(decode(title ?? '')).toBe(documentTitle(route.title));
      expect(html.match(/<h1[\s>]/g)?.length ?? 0).toBe(1);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toContain('property="og:title"');
    });
  }
});

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(SPEC_REDIRECTS)) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(to);
    });
  }
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the error layout', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oh no! Page not found');
    await expect(page.getByText('Page not found: /no-such-page-here')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    for (const card of ['Economic Data', 'School Information', 'Pricing Plans']) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(card) })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'property calculators' })).toHaveAttribute(
      'href',
      '/calculators',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'instant property valuation' })).toHaveAttribute(
      'href',
      '/instantpropertyvaluation',
    );
  });

  test('/test-404 answers 404 with its own message', async ({ page }) => {
    const response = await page.goto('/test-404');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This is a test 404 error page')).toBeVisible();
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/missing-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test('health endpoint reports the build being served', async ({ request }) => {
  const health = await (await request.get('/api/health')).json();
  const latest = await (await request.get('/builds/latest.json')).json();
  expect(health).toMatchObject({ status: 'ok', build: latest.buildId });
  // The open data's freshness per source (an array, empty before the first `npm run data:refresh`).
  expect(Array.isArray(health.data.sources)).toBe(true);
  expect(latest.buildId).toMatch(/^[0-9a-f]{10}$/);
  const meta = await (await request.get(`/builds/meta/${latest.buildId}.json`)).json();
  expect(meta.rules).toContainEqual({
    matcher: '/mortgage-term-calculator',
    type: 'redirect',
    destination: '/mortgage-repayment-calculator',
    status: 301,
  });
  expect(meta.rules).toContainEqual({ matcher: '/local-data', type: 'middleware', guard: 'auth' });
});

test('/api/health refuses other methods with a JSON error', async ({ request }) => {
  const response = await request.post('/api/health');
  expect(response.status()).toBe(405);
  expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
});
