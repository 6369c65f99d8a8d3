import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';

const DIST = join(process.cwd(), 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Every internal href in the built site, with the pages that use it. */
function internalLinks(): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const file of htmlFiles(DIST)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const href = match[1] ?? '';
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const path = href.split('#')[0]?.split('?')[0] ?? '';
      if (!path) continue;
      const list = links.get(path) ?? [];
      list.push(relative(DIST, file));
      links.set(path, list);
    }
  }
  return links;
}

test('no internal link in the built site leads to a missing page', async ({ request }) => {
  test.setTimeout(300_000);
  const broken: string[] = [];
  for (const [path, pages] of internalLinks()) {
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() >= 400) broken.push(`${path} (${response.status()}) linked from ${pages.slice(0, 3).join(', ')}`);
  }
  expect(broken).toEqual([]);
});

test('the sitemap lists public pages only', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemapUrl = index.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '';
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  expect(sitemap).toContain('/stampdutycalculator</loc>');
  expect(sitemap).not.toContain('/dashboard</loc>');
  expect(sitemap).not.toContain('/onboarding</loc>');
  expect(sitemap).not.toContain('/404');
});
