import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes/registry.ts';
import { seed, signIn } from './helpers.ts';

/**
 * Signed-in pages hold still on a phone (issue 41, item 6): the shell's banners (the trial
 * banner above all) appear once the account loads, after first paint, and must move nothing.
 * Cumulative layout shift is measured in the browser while each page loads and hydrates; the
 * budget is the Web Vitals "good" line, 0.1. A trial account sees the trial banner.
 */
const PAGES = [
  ...new Set([
    '/dashboard',
    ...ROUTES.filter((r) => r.sidebar || (r.section === 'account' && r.layout === 'logged-in'))
      .map((r) => r.path)
      .filter((path) => !['/billing/test-checkout', '/billing/invoice', '/onboarding'].includes(path)),
  ]),
];

async function layoutShift(page: Page, path: string): Promise<{ cls: number; sources: string[] }> {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(1_000);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  return page.evaluate(() => (window as unknown as { __cls: { cls: number; sources: string[] } }).__cls);
}

test.use({ viewport: { width: 360, height: 800 } });

test('signed-in pages at 360 px keep layout shift under 0.1, with the trial banner showing', async ({ page }) => {
  test.setTimeout(60_000 + PAGES.length * 6_000);
  const account = seed('trial');
  await signIn(page, account.email, account.password);
  await page.addInitScript(() => {
    const record = { cls: 0, sources: [] as string[] };
    (window as unknown as { __cls: typeof record }).__cls = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        record.cls += entry.value;
        for (const s of entry.sources ?? []) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          if (el) record.sources.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const problems: string[] = [];
  let bannerSeen = false;
  for (const path of PAGES) {
    const { cls, sources } = await layoutShift(page, path);
    if (cls >= 0.1) problems.push(`${path}: CLS ${cls.toFixed(3)} (${[...new Set(sources)].slice(0, 4).join(', ')})`);
    if ((await page.locator('[data-trial-banner]').count()) > 0) bannerSeen = true;
  }
  expect(bannerSeen, 'the trial banner showed on the pages measured').toBe(true);
  expect(problems).toEqual([]);
});
