import { expect, test } from '@playwright/test';
import { API_V1_OPERATIONS } from '../../src/lib/api/v1/operations.ts';
import { seriousViolations } from '../app/helpers.ts';

test('a developer connects an AI assistant from the MCP page and finds each tool’s cost', async ({ page }) => {
  await page.goto('/docs/mcp');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect an AI assistant with the MCP server' })).toBeVisible();
  await expect(page.locator('[data-mcp-url]')).toHaveText(/\/api\/mcp$/);
  for (const client of ['claude-code', 'claude-desktop', 'cursor', 'vscode'])
    await expect(page.locator(`[data-mcp-client="${client}"] pre`)).toContainText('x-api-key');
  // Claude adds the server as a custom connector from its address alone (OAuth, no key, no bridge).
  await expect(page.locator('[data-mcp-client="claude-connector"] pre')).toHaveText(/\/api\/mcp$/);
  const rows = page.locator('[data-mcp-tools] tbody tr');
  await expect(rows).toHaveCount(API_V1_OPERATIONS.length);
  await expect(page.locator('[data-tool="crime_statistics"] [data-tool-cost]')).toHaveText('1 credit');
  await expect(page.locator('[data-tool="account_usage"] [data-tool-cost]')).toHaveText('Free');
  expect(await seriousViolations(page)).toEqual([]);
});

test('AI assistants find the docs for machines, and the getting started page shows a typed client', async ({ page, request }) => {
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  expect(await llms.text()).toContain('/api/v1/docs.md');
  const markdown = await request.get('/api/v1/docs.md');
  expect([markdown.status(), markdown.headers()['content-type']]).toEqual([200, 'text/markdown; charset=utf-8']);
  expect(markdown.headers()['access-control-allow-origin']).toBe('*');
  expect(await markdown.text()).toContain('## GET /crime-statistics — Crime statistics');
  const types = await request.get('/api/v1/openapi.d.ts');
  expect(await types.text()).toContain('export interface paths');
  // The API itself sends no CORS headers: keys stay on servers.
  const preflight = await request.fetch('/api/v1/postcode?postcode=M33%202AU', {
    method: 'OPTIONS',
    headers: { origin: 'https://example.com', 'access-control-request-headers': 'x-api-key' },
  });
  expect(preflight.status()).toBe(405);
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();

  await page.goto('/docs/getting-started');
  await expect(page.getByRole('heading', { name: '11. A typed client' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'TypeScript client' })).toContainText("brickstack('/crime-statistics'");
  await expect(page.locator('[data-api-versions] tbody tr')).toHaveCount(API_V1_OPERATIONS.length);
});
