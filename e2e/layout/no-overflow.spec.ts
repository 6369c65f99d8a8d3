import { expect, test } from '@playwright/test';
import { seed, signIn } from '../app/helpers.ts';
import { signedInSample, sitemapSample } from './sitemap-walk.ts';

/**
 * Every page template on the sitemap fits a 360 px and a 390 px wide phone (nothing wider than the
 * viewport), never runs text into a link ("Seecrime rates", "Source:HM Land Registry") and shows
 * no list bullets beside card grids — signed out without JavaScript, and signed in (with the app
 * shell, hydrated islands and the pages only an account sees) at 360 px.
 */
const pages = sitemapSample();

/**
 * Runs in the page: null when nothing is wider than the viewport, else how wide the page is and
 * the first `show` elements under `scope` that stick out (scrolling tables excepted).
 */
function overflow({ scope, show }: { scope: string; show: number }): string | null {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width + 1) return null;
  const wide = [...document.querySelectorAll(scope)]
    .filter((el) => el.getBoundingClientRect().right > width + 1)
    .filter((el) => !el.closest('.overflow-x-auto, [data-scroll-x]'))
    .slice(0, show)
    .map(
      (el) =>
        `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`,
    );
  return `page is ${document.documentElement.scrollWidth} px wide: ${wide.join(', ')}`;
}

for (const width of [360, 390]) {
  test(`no horizontal overflow, text run into links or stray bullets at ${width} px`, async ({ browser }) => {
    test.setTimeout(pages.length * 4_000);
    const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path, { waitUntil: 'load' });
      const wide = await page.evaluate(overflow, { scope: 'main *', show: 2 });
      if (wide) problems.push(`${path}: ${wide}`);
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const wordChar = /[\p{L}\p{N}:)]$/u;
        for (const link of document.querySelectorAll('main a, footer a, header a')) {
          const before = link.previousSibling;
          const text = link.textContent?.trim() ?? '';
          if (!text || !/^[\p{L}\p{N}]/u.test(text)) continue;
          if (
            before?.nodeType === Node.TEXT_NODE &&
            wordChar.test(before.textContent ?? '') &&
            !/\s$/.test(before.textContent ?? '')
          )
            out.push(`text runs into link: “…${(before.textContent ?? '').slice(-12)}${text.slice(0, 20)}”`);
          const after = link.nextSibling;
          if (after?.nodeType === Node.TEXT_NODE && /^[\p{L}\p{N}]/u.test(after.textContent ?? ''))
            out.push(`link runs into text: “${text.slice(-12)}${(after.textContent ?? '').slice(0, 12)}…”`);
        }
        // A card (a bordered list item) never shows a list bullet beside it.
        for (const li of document.querySelectorAll('main li')) {
          const style = getComputedStyle(li);
          if (parseFloat(style.borderTopWidth) > 0 && style.listStyleType !== 'none' && style.display === 'list-item')
            out.push(`list bullet beside a card: “${(li.textContent ?? '').trim().slice(0, 30)}”`);
        }
        return out;
      });
      for (const f of found) problems.push(`${path}: ${f}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

/** The signed-in pages in shards, each a test of its own, so the two workers share them. */
const SIGNED_IN_SHARDS = 3;
const signedInPages = signedInSample();

for (let shard = 0; shard < SIGNED_IN_SHARDS; shard++) {
  const pages = signedInPages.filter((_, i) => i % SIGNED_IN_SHARDS === shard);
  test(`no horizontal overflow at 360 px signed in, on every account page and a sample of the rest (${shard + 1} of ${SIGNED_IN_SHARDS})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000 + pages.length * 5_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const account = seed('active');
    await signIn(page, account.email, account.password);
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path, { waitUntil: 'load' });
      // Islands hydrate after load (client:idle, client:visible): give them a moment, then measure.
      await page.waitForTimeout(400);
      const found = await page.evaluate(overflow, { scope: 'body *', show: 3 });
      if (found) problems.push(`${path}: ${found}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
