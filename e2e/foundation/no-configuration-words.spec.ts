import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes/registry.ts';
import { CONFIG_WORDS, ENV_STYLE, SETTINGS } from '../../tests/support/configuration-words.ts';
import { seed, signIn } from '../app/helpers.ts';

/**
 * Customer pages never show configuration (issue 41, item 4): no page of the route registry —
 * signed out, and the account pages signed in — shows a setting's name ("VAT_NUMBER",
 * "SUPPLIER_ADDRESS", "STRIPE_SECRET_KEY") or talks about configuration ("not configured",
 * "With Stripe keys…", "environment variable"). What a deployment lacks is phrased for customers
 * by the capability map (src/lib/site/capabilities.ts) or the feature is hidden.
 *
 * The names are every setting of .env.example. Beyond them, any ENV_STYLE_NAME in running text is
 * refused too; code samples (<code>, <pre>) may show the reader's own variables
 * (BRICKSTACK_API_KEY in the API docs) but never one of ours.
 */

const pages = ROUTES.filter((r) => r.layout !== 'error' && !r.path.includes('404')).map((r) => r.path);
/** The account pages a customer sees (the operator's data record names files, and is not a customer page). */
const accountPages = ROUTES.filter((r) => r.section === 'account' && !r.path.startsWith('/operator/')).map((r) => r.path);

/** Runs in the page: the visible text outside code samples, and the code samples' text. */
function texts(): { prose: string; code: string } {
  const main = document.body.cloneNode(true) as HTMLElement;
  for (const hidden of main.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const code = [...main.querySelectorAll('code, pre')].map((el) => el.textContent ?? '').join('\n');
  for (const el of main.querySelectorAll('code, pre')) el.remove();
  return { prose: main.innerText || main.textContent || '', code };
}

async function problemsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'load' });
  // Islands hydrate and fetch after load: give them a moment before reading.
  await page.waitForTimeout(500);
  const { prose, code } = await page.evaluate(texts);
  const found: string[] = [];
  for (const name of SETTINGS) if (prose.includes(name) || code.includes(name)) found.push(`${path}: names the setting ${name}`);
  const style = ENV_STYLE.exec(prose);
  if (style) found.push(`${path}: shows a setting-style name “${style[0]}”`);
  const words = CONFIG_WORDS.exec(prose);
  if (words) found.push(`${path}: talks about configuration: “${prose.slice(Math.max(0, words.index - 40), words.index + 40)}”`);
  return found;
}

test('the settings list is read from .env.example', () => {
  expect(SETTINGS).toEqual(
    expect.arrayContaining(['VAT_NUMBER', 'SUPPLIER_ADDRESS', 'STRIPE_SECRET_KEY', 'REPLICATE_API_TOKEN']),
  );
});

const SHARDS = 4;
for (let shard = 0; shard < SHARDS; shard++) {
  const mine = pages.filter((_, i) => i % SHARDS === shard);
  test(`no setting names or configuration talk on customer pages, signed out (${shard + 1} of ${SHARDS})`, async ({ page }) => {
    test.setTimeout(30_000 + mine.length * 5_000);
    const problems: string[] = [];
    for (const path of mine) problems.push(...(await problemsOn(page, path)));
    expect(problems).toEqual([]);
  });
}

test('no setting names or configuration talk on the account pages, signed in', async ({ page }) => {
  test.setTimeout(60_000 + accountPages.length * 5_000);
  const account = seed('active');
  await signIn(page, account.email, account.password);
  const problems: string[] = [];
  for (const path of accountPages) problems.push(...(await problemsOn(page, path)));
  expect(problems).toEqual([]);
});
